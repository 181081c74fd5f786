// `cudacompat pin --format` (tool/pin/pin_formats.cpp): one PinSet in each ecosystem's own syntax,
// each line with the comment that says why, and the one table of format names.
#include <gtest/gtest.h>

#include <string>

#include "json_text.h"
#include "pin/pins.h"

namespace cudacompat::pins {
namespace {

Pin format_pin(PinEcosystem ecosystem, const std::string& package, const std::string& floor, const std::string& ceiling,
               const std::string& why) {
  Pin pin;
  pin.ecosystem = ecosystem;
  pin.package = package;
  pin.floor = floor;
  pin.ceiling = ceiling;
  pin.why = why;
  return pin;
}

// A set with a pin of every ecosystem, as plan_pins makes them for CUDA 12.4.
PinSet every_ecosystem() {
  PinSet set;
  set.cuda = *Version::parse("12.4.131");
  set.cuda_source = "--cuda";
  set.floor = *Version::parse("12.4");
  set.floor_reasons = {"built with CUDA 12.4.131 (--cuda)"};
  Pin toolkit = format_pin(PinEcosystem::kPypi, "cuda-toolkit", "12.4", "13", "the metapackage");
  toolkit.extras = {"cudart", "cublas"};
  toolkit.excluded = {"12.6.1"};
  set.pins.push_back(toolkit);
  Pin version = format_pin(PinEcosystem::kConda, "cuda-version", "12.4", "13", "constrains the environment");
  version.section = "run_constraints";
  Pin cudart = format_pin(PinEcosystem::kConda, "cuda-cudart", "12.4.127", "13", "numbered as NVIDIA does");
  cudart.section = "run";
  set.pins.push_back(version);  // run_constraints first: the format orders the sections itself
  set.pins.push_back(cudart);
  Pin cudarc = format_pin(PinEcosystem::kCargo, "cudarc", "0.11.8", "", "below a bad release");
  cudarc.ceiling_inclusive = "0.11.9";
  cudarc.features = {"cuda-12040"};
  set.pins.push_back(cudarc);
  Pin debian = format_pin(PinEcosystem::kDebian, "cuda-cudart-12-4", "", "", "NVIDIA's or Debian's");
  debian.alternatives = {"cuda-cudart-12-5", "libcudart12 (>= 12.4.127)"};
  set.pins.push_back(debian);
  set.pins.push_back(format_pin(PinEcosystem::kCmake, "CUDAToolkit", "12.4", "13", "checked after find_package"));
  set.warnings.push_back(Diagnostic::warning("no-package-known", "no conda-forge package is known for npp"));
  return set;
}

TEST(PinFormats, ParsesEveryNameItListsAndNoOther) {
  const auto& names = pin_format_names();
  ASSERT_EQ(names.size(), 8u);
  EXPECT_EQ(names.front(), "requirements");
  for (const auto& name : names) {
    auto format = pin_format_from_name(name);
    ASSERT_TRUE(format.has_value()) << name;
    // Each name is its own format.
    for (const auto& other : names) {
      if (other != name) {
        EXPECT_NE(format, pin_format_from_name(other)) << name << " " << other;
      }
    }
  }
  EXPECT_FALSE(pin_format_from_name("toml").has_value());
  EXPECT_FALSE(pin_format_from_name("Requirements").has_value());
  EXPECT_FALSE(pin_format_from_name("").has_value());
}

TEST(PinFormats, WritesPypiPinsWithExtrasExceptInAConstraintsFileWherePipRefusesThem) {
  const PinSet set = every_ecosystem();
  EXPECT_EQ(render_pins(set, PinFormat::kRequirements, false), "cuda-toolkit[cudart,cublas]>=12.4,<13,!=12.6.1\n");
  EXPECT_EQ(render_pins(set, PinFormat::kConstraints, false), "cuda-toolkit>=12.4,<13,!=12.6.1\n");
  EXPECT_EQ(render_pins(set, PinFormat::kRequirements, true),
            "# cudacompat pin: CUDA 12.4.131 (--cuda); floor CUDA 12.4\n"
            "cuda-toolkit[cudart,cublas]>=12.4,<13,!=12.6.1  # the metapackage\n");
  EXPECT_EQ(render_pins(set, PinFormat::kPyproject, false),
            "dependencies = [\n  \"cuda-toolkit[cudart,cublas]>=12.4,<13,!=12.6.1\",\n]\n");
}

TEST(PinFormats, WritesCondaPinsUnderTheirSectionsRunFirst) {
  EXPECT_EQ(render_pins(every_ecosystem(), PinFormat::kConda, true),
            "# cudacompat pin: CUDA 12.4.131 (--cuda); floor CUDA 12.4\n"
            "requirements:\n"
            "  run:\n"
            "    - cuda-cudart >=12.4.127,<13  # numbered as NVIDIA does\n"
            "  run_constraints:\n"
            "    - cuda-version >=12.4,<13  # constrains the environment\n");
}

TEST(PinFormats, WritesCargoPinsWithTheirFeaturesAndCargosCommaSpacing) {
  EXPECT_EQ(render_pins(every_ecosystem(), PinFormat::kCargo, false),
            "[dependencies]\ncudarc = { version = \">=0.11.8, <=0.11.9\", features = [\"cuda-12040\"] }\n");
}

TEST(PinFormats, WritesDebianAlternativesAndSaysWhyWhenNoPackageIsKnown) {
  EXPECT_EQ(render_pins(every_ecosystem(), PinFormat::kDebian, false),
            "Depends: cuda-cudart-12-4 | cuda-cudart-12-5 | libcudart12 (>= 12.4.127)\n");
  PinSet none = every_ecosystem();
  std::erase_if(none.pins, [](const Pin& pin) { return pin.ecosystem == PinEcosystem::kDebian; });
  // An empty Depends field is not valid control syntax.
  EXPECT_EQ(render_pins(none, PinFormat::kDebian, false),
            "# no Debian package is known for the CUDA libraries asked for\n");
}

TEST(PinFormats, WritesACmakeFindPackageWithTheCeilingCheckedAfterIt) {
  const std::string text = render_pins(every_ecosystem(), PinFormat::kCmake, false);
  EXPECT_EQ(
      text.rfind("find_package(CUDAToolkit 12.4 REQUIRED)\nif(CUDAToolkit_VERSION VERSION_GREATER_EQUAL 13)\n", 0), 0u)
      << text;
  EXPECT_NE(text.find("pinned to CUDA >=12.4,<13 (cudacompat pin). Point CUDAToolkit_ROOT at a CUDA 12.x toolkit."),
            std::string::npos)
      << text;
  EXPECT_TRUE(text.ends_with("endif()\n")) << text;
}

TEST(PinFormats, WritesJsonWithEveryPinsFieldsAndTheWarningsMessages) {
  const PinSet set = every_ecosystem();
  const json::Document document = cudacompat::testing::parsed_json(render_pins(set, PinFormat::kJson, true));
  const json::Value root = document.root();
  EXPECT_EQ(root.at("cuda").text(), "12.4.131");
  EXPECT_EQ(root.at("floor").text(), "12.4");
  ASSERT_EQ(root.at("pins").size(), set.pins.size());
  const json::Value toolkit = root.at("pins").item(0);
  EXPECT_EQ(toolkit.at("ecosystem").text(), "pypi");
  EXPECT_EQ(toolkit.at("package").text(), "cuda-toolkit");
  EXPECT_EQ(toolkit.at("requirement").text(), ">=12.4,<13,!=12.6.1");
  EXPECT_EQ(toolkit.at("extras").size(), 2u);
  EXPECT_FALSE(toolkit.contains("section"));  // only where the ecosystem has sections
  const json::Value cudarc = root.at("pins").item(3);
  EXPECT_EQ(cudarc.at("ceiling_inclusive").text(), "0.11.9");
  EXPECT_EQ(cudarc.at("requirement").text(), ">=0.11.8, <=0.11.9");
  ASSERT_EQ(root.at("warnings").size(), 1u);
  EXPECT_EQ(root.at("warnings").item(0).text(), "no conda-forge package is known for npp");
}

}  // namespace
}  // namespace cudacompat::pins
