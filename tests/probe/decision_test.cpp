#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "probe/decision.h"

namespace cudacompat {
namespace {

DecisionInputs usable_toolkit(CudaMode mode, std::string mode_source = "test") {
  DecisionInputs in;
  in.mode = mode;
  in.mode_source = std::move(mode_source);
  in.toolkit_found = true;
  in.toolkit_summary = "CUDA 13.0.88 at /usr/local/cuda (standard)";
  in.compiler_summary = "g++ 12.2.0";
  return in;
}

// A decision that lets configure go on, builds CUDA or not, and gives a reason that holds `why`.
::testing::AssertionResult decided(const Decision& d, bool build_cuda, const std::string& why) {
  if (d.error) return ::testing::AssertionFailure() << "configure stops: " << *d.error;
  if (d.build_cuda != build_cuda) return ::testing::AssertionFailure() << "build_cuda is " << d.build_cuda;
  if (d.reason.find(why) == std::string::npos)
    return ::testing::AssertionFailure() << "the reason lacks '" << why << "': " << d.reason;
  return ::testing::AssertionSuccess();
}

// The message with which the decision stops configure ("", and a failure, where it lets configure go on).
std::string stop_message(const DecisionInputs& in) {
  const Decision d = decide(in);
  EXPECT_TRUE(d.error) << "configure goes on: " << d.reason;
  return d.error.value_or("");
}

TEST(Decision, AutoBuildsCudaWheneverAUsableToolkitIsFound) {
  EXPECT_TRUE(decided(decide(usable_toolkit(CudaMode::kAuto)), true, "not consulted"));
}

TEST(Decision, AutoWithoutAToolkitBuildsCpuOnlyAndSaysWhy) {
  DecisionInputs in;
  in.mode_source = "default";
  in.no_toolkit_details = "searched everywhere";
  EXPECT_TRUE(decided(decide(in), false, "searched everywhere"));
}

TEST(Decision, OnWithoutAToolkitStopsConfigureWithTheFix) {
  DecisionInputs in;
  in.mode = CudaMode::kOn;
  in.mode_source = "test";
  in.no_toolkit_details = "nothing under /usr/local";
  const std::string error = stop_message(in);
  EXPECT_NE(error.find("CUDAToolkit_ROOT"), std::string::npos);
  EXPECT_NE(error.find("nothing under /usr/local"), std::string::npos);
}

TEST(Decision, OffNeverBuildsCudaEvenWithAToolkit) {
  EXPECT_TRUE(decided(decide(usable_toolkit(CudaMode::kOff)), false, "not used"));
}

TEST(Decision, AnUnsupportedHostCompilerStopsAutoRatherThanShippingWithoutKernels) {
  DecisionInputs in = usable_toolkit(CudaMode::kAuto);
  in.compiler_error = "g++ 12 is not supported by CUDA 11.8";
  Decision d = decide(in);
  EXPECT_FALSE(d.build_cuda);
  ASSERT_TRUE(d.error);
}

TEST(Decision, AToolkitThatCannotBeUsedAsAskedStopsConfigureAndOffersCpuOnly) {
  DecisionInputs in = usable_toolkit(CudaMode::kAuto);
  in.toolkit_error = "CUDACOMPAT_CUDA_VERSION=11.8 matches no usable toolkit";
  EXPECT_NE(stop_message(in).find("CUDACOMPAT_CUDA=OFF"), std::string::npos);
}

TEST(Decision, AnArchitectureErrorStartsWithTheArchitectureSettingNotTheMode) {
  DecisionInputs in = usable_toolkit(CudaMode::kAuto, "default");
  in.architecture_error = "CMAKE_CUDA_ARCHITECTURES asks for 35, which CUDA 13.0 does not support";
  const std::string error = stop_message(in);
  EXPECT_EQ(error.rfind("CMAKE_CUDA_ARCHITECTURES asks for 35", 0), 0u) << error;
  EXPECT_EQ(error.find("CUDACOMPAT_CUDA=AUTO"), std::string::npos) << error;
}

TEST(Decision, AToolkitErrorStartsWithTheSettingThatAskedForIt) {
  DecisionInputs in = usable_toolkit(CudaMode::kAuto, "default");
  in.toolkit_error = "CUDACOMPAT_CUDA_VERSION=10.2 matches no usable toolkit installed here";
  const std::string error = stop_message(in);
  EXPECT_EQ(error.rfind("CUDACOMPAT_CUDA_VERSION=10.2", 0), 0u) << error;
}

TEST(Decision, TheModeNamesItsSourceWithoutRepeatingTheSetting) {
  DecisionInputs in = usable_toolkit(CudaMode::kOff);
  in.mode_source = "CUDACOMPAT_CUDA (CMake variable)";
  EXPECT_EQ(decide(in).reason.rfind("CUDACOMPAT_CUDA=OFF (CMake variable): ", 0), 0u) << decide(in).reason;
  in.mode_source = "CUDACOMPAT_CUDA (environment)";
  EXPECT_EQ(decide(in).reason.rfind("CUDACOMPAT_CUDA=OFF (environment): ", 0), 0u) << decide(in).reason;
  in.mode = CudaMode::kAuto;
  in.mode_source = "default";
  EXPECT_EQ(decide(in).reason.rfind("CUDACOMPAT_CUDA=AUTO (default): ", 0), 0u) << decide(in).reason;
}

TEST(Decision, ParsesModesLikeCMakeBooleans) {
  EXPECT_EQ(parse_cuda_mode("auto"), CudaMode::kAuto);
  EXPECT_EQ(parse_cuda_mode("On"), CudaMode::kOn);
  EXPECT_EQ(parse_cuda_mode("0"), CudaMode::kOff);
  EXPECT_FALSE(parse_cuda_mode("maybe"));
}

}  // namespace
}  // namespace cudacompat
