// Conda match specs (tool/requirements/conda_spec.cpp): channel, name, version and build split as
// conda splits them. Built into cudacompat_pin_readers_tests (tests/pin/readers_tests.cmake), whose
// ctest names (readers.CondaSpec.*) they have always had.
#include <gtest/gtest.h>

#include <string>

#include "requirements/conda_spec.h"

namespace cudacompat::pins {
namespace {

using requirements::CondaSpec;
using requirements::parse_conda_spec;

TEST(CondaSpec, SplitsChannelNameVersionAndBuildAsCondaDoes) {
  struct Case {
    const char* text;
    CondaSpec expected;
  };
  const Case cases[] = {
      {"cuda-version>=12.4,<13", {"", "cuda-version", ">=12.4,<13", ""}},
      {"cuda-version=12.4", {"", "cuda-version", "=12.4", ""}},
      {"conda-forge::cupy 13.*", {"conda-forge", "cupy", "13.*", ""}},
      {"pytorch=2.5=*cuda*", {"", "pytorch", "=2.5", "*cuda*"}},
      {"numpy 1.26.* py311*", {"", "numpy", "1.26.*", "py311*"}},
      {"cmake >=3.26.4,!=3.30.0", {"", "cmake", ">=3.26.4,!=3.30.0", ""}},
      {"cuda-version[version='>=12,<13']", {"", "cuda-version", ">=12,<13", ""}},
      {"python  # the interpreter", {"", "python", "", ""}},
      {"nvidia/label/cuda-12.4.0::cuda-nvcc", {"nvidia/label/cuda-12.4.0", "cuda-nvcc", "", ""}},
  };
  for (const Case& c : cases) {
    auto spec = parse_conda_spec(c.text);
    ASSERT_TRUE(spec.ok()) << c.text << ": " << spec.error().message;
    EXPECT_EQ(spec->channel, c.expected.channel) << c.text;
    EXPECT_EQ(spec->name, c.expected.name) << c.text;
    EXPECT_EQ(spec->version, c.expected.version) << c.text;
    EXPECT_EQ(spec->build, c.expected.build) << c.text;
  }
}

TEST(CondaSpec, RefusesAnOperatorWithoutAVersionOrAName) {
  for (const char* text : {"numpy>=", "numpy ==", ">=1.0", "", "   ", "x[version=1", "x]"}) {
    auto spec = parse_conda_spec(text);
    ASSERT_FALSE(spec.ok()) << "accepted: '" << text << "'";
    EXPECT_NE(spec.error().message.find("expected"), std::string::npos) << spec.error().message;
  }
}

}  // namespace
}  // namespace cudacompat::pins
