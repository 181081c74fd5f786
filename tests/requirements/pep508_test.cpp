// PEP 508 requirements as `pin --check` reads them (tool/requirements/pep508.cpp): the parts as
// written, names normalised as PEP 503 says, what pip refuses and accepts, PEP 825's variant markers.
// Built into cudacompat_pin_readers_tests (tests/pin/readers_tests.cmake), whose ctest names
// (readers.Pep508.*) they have always had; packaging judges the parser in test_pep508_against_packaging.py.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "requirements/pep508.h"

namespace cudacompat::pins {
namespace {

using requirements::normalize_python_name;
using requirements::parse_requirement;

TEST(Pep508, SplitsARequirementIntoItsPartsAsWritten) {
  auto parsed = parse_requirement("  Cupy_CUDA12x [ all , ctk ] ( >=13.0 , <14 ) ; platform_system == 'Linux'  ");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(parsed->name, "Cupy_CUDA12x");
  EXPECT_EQ(parsed->normalized_name, "cupy-cuda12x");
  EXPECT_EQ(parsed->extras, (std::vector<std::string>{"all", "ctk"}));
  EXPECT_EQ(parsed->specifier, ">=13.0 , <14");
  EXPECT_EQ(parsed->marker, "platform_system == 'Linux'");
  EXPECT_EQ(parsed->url, "");
}

TEST(Pep508, ReadsTheUrlOfADirectReferenceAndItsMarker) {
  auto parsed = parse_requirement("torch @ https://download.pytorch.org/whl/torch-2.5.1.whl ; python_version<'3.13'");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  EXPECT_EQ(parsed->url, "https://download.pytorch.org/whl/torch-2.5.1.whl");
  EXPECT_EQ(parsed->specifier, "");
  EXPECT_EQ(parsed->marker, "python_version<'3.13'");
}

TEST(Pep508, NormalizesNamesAsPep503Says) {
  EXPECT_EQ(normalize_python_name("Nvidia_CUDA_Runtime_cu12"), "nvidia-cuda-runtime-cu12");
  EXPECT_EQ(normalize_python_name("foo.._-Bar"), "foo-bar");
  EXPECT_EQ(normalize_python_name("cupy-cuda12x"), "cupy-cuda12x");
}

TEST(Pep508, NamesWhatItExpectedWhatItFoundAndTheColumn) {
  auto parsed = parse_requirement("cupy-cuda12x=13.0");
  ASSERT_FALSE(parsed.ok());
  const std::string& message = parsed.error().message;
  EXPECT_NE(message.find("expected a version specifier"), std::string::npos) << message;
  EXPECT_NE(message.find("after 'cupy-cuda12x'"), std::string::npos) << message;
  EXPECT_NE(message.find("at column 13"), std::string::npos) << message;
  EXPECT_NE(message.find("found '=13.0'"), std::string::npos) << message;
}

TEST(Pep508, RefusesWhatPipRefuses) {
  for (const char* text :
       {"", "-foo", "foo-", "foo>=1.0.*", "foo==1.0+local.*", "foo~=1", "foo[a b]", "foo; python_version", "foo @",
        "foo>=1 bar", "foo; os_name == 'a\\x4'", "foo===1,2", "foo (>=1", "foo; os_name = 'a'"}) {
    EXPECT_FALSE(parse_requirement(text).ok()) << "accepted: " << text;
  }
  const std::string deep = "foo; " + std::string(150, '(') + "os_name == 'a'" + std::string(150, ')');
  EXPECT_FALSE(parse_requirement(deep).ok()) << "a marker nested 150 deep";
}

TEST(Pep508, AcceptsWhatPipAccepts) {
  for (const char* text : {"foo>=1,", "foo===anything", "foo ()", "foo[]", "foo_", "name@http://foo.com", "foo>=\n1",
                           "foo; extra == 'gpu' and (os_name == 'nt' or sys.platform != 'linux')"}) {
    auto parsed = parse_requirement(text);
    EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error().message);
  }
}

// PEP 825's markers, which packaging 26.4 does not know yet: a variant wheel's dependencies on its
// own properties are read, not dropped as unparsable.
TEST(Pep508, AcceptsTheWheelVariantMarkersOfPep825) {
  for (const char* text : {"nvidia-cuda-runtime<14,>=13.0.48; \"nvidia :: cuda_version_upper_bound :: 14\" in "
                           "variant_properties",
                           "dep1; 'foo' in variant_namespaces", "dep2; \"foo :: bar\" not in variant_features",
                           "dep4; variant_label == 'cu13' and python_version >= '3.9'"}) {
    auto parsed = parse_requirement(text);
    EXPECT_TRUE(parsed.ok()) << text << ": " << (parsed.ok() ? "" : parsed.error().message);
  }
  EXPECT_FALSE(parse_requirement("dep; 'x' in variant_property").ok()) << "a misspelt variable";
}

}  // namespace
}  // namespace cudacompat::pins
