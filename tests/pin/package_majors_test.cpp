// What a package's name says about its CUDA major (tool/pin/package_majors.h): the suffixes of
// NVIDIA's, CuPy's and JAX's wheel names, read whole.
#include <gtest/gtest.h>

#include "pin/package_majors.h"

namespace cudacompat::pins {
namespace {

int major_of(const std::string& name) {
  static const PackageFacts no_facts;
  return cuda_major_of_name(name, Ecosystem::kPython, no_facts).value_or(-1);
}

TEST(PackageMajors, ReadsTheMajorAfterTheLastDashCuOfAnNvidiaWheel) {
  EXPECT_EQ(major_of("nvidia-cublas-cu12"), 12);
  EXPECT_EQ(major_of("nvidia-cuda-runtime-cu11"), 11);
  EXPECT_EQ(major_of("nvidia--cu12"), 12);
  EXPECT_EQ(major_of("nvidia-a-cu12-cu11"), 11);
  EXPECT_EQ(major_of("nvidia-a-cu012"), 12);
  EXPECT_EQ(major_of("nvidia-a b-cu13"), 13);
  for (const char* name : {"nvidia-x-cu", "nvidia-cu12", "nvidia-a-cu12x", "nvidia-a\n-cu12", "nvidia-a\r-cu12",
                           "Nvidia-a-cu12", "xnvidia-a-cu12", "nvidia-a-cu1-2", "nvidia-a-cu12\n", "nvidia-a-CU12"})
    EXPECT_EQ(major_of(name), -1) << name;
}

TEST(PackageMajors, ReadsNoMajorFromANumberTooLargeForAnIntInsteadOfThrowing) {
  EXPECT_EQ(major_of("nvidia-x-cu99999999999"), -1);
  EXPECT_EQ(major_of("jax-cuda99999999999-plugin"), -1);
  EXPECT_EQ(major_of("cupy-cuda99999999999x"), 99);  // the first two of three or more digits, as before
}

TEST(PackageMajors, ReadsCupysMajorFromTheFirstTwoOfThreeOrMoreDigits) {
  EXPECT_EQ(major_of("cupy-cuda12x"), 12);
  EXPECT_EQ(major_of("cupy-cuda110"), 11);
  EXPECT_EQ(major_of("cupy-cuda11"), 11);
  EXPECT_EQ(major_of("cupy-cuda1"), 1);
  EXPECT_EQ(major_of("cupy-cuda1234x"), 12);
  for (const char* name : {"cupy-cuda12xx", "cupy-cudax", "cupy-cuda", "cupy-cuda12X", "cupy-cuda-12x", "xcupy-cuda12x",
                           "cupy-cuda12x\n"})
    EXPECT_EQ(major_of(name), -1) << name;
}

TEST(PackageMajors, ReadsJaxsMajorOnlyFromPluginAndPjrtWheels) {
  EXPECT_EQ(major_of("jax-cuda12-plugin"), 12);
  EXPECT_EQ(major_of("jax-cuda13-pjrt"), 13);
  for (const char* name : {"jax-cuda12-plugins", "jax-cuda-plugin", "jax-cuda12_plugin", "jax-cuda12-", "jax-cuda12",
                           "jax-cuda12-pjrtx", "jaxlib-cuda12-plugin"})
    EXPECT_EQ(major_of(name), -1) << name;
}

TEST(PackageMajors, ReadsNoMajorFromNamesOutsidePython) {
  EXPECT_FALSE(cuda_major_of_name("nvidia-cublas-cu12", Ecosystem::kConda, PackageFacts{}));
  EXPECT_FALSE(cuda_major_of_name("cupy-cuda12x", Ecosystem::kCargo, PackageFacts{}));
}

}  // namespace
}  // namespace cudacompat::pins
