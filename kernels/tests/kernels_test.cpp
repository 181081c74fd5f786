// The kernel library against its CPU reference: CPU tests run everywhere; GPU comparisons run
// where a CUDA device is usable, on fresh random inputs (the seed is printed).
#include <cudacompat/config.h>
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <random>
#include <vector>

#if CUDACOMPAT_BUILD_CUDA
#include <cuda_runtime.h>
#include <cudacompat/shims/memory.h>
#endif

#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels {
namespace {

std::vector<float> random_floats(std::size_t n, float low, float high) {
  static const unsigned seed = std::random_device{}();
  static bool printed = false;
  if (!printed) {
    std::cout << "random seed: " << seed << "\n";
    printed = true;
  }
  static std::mt19937 engine(seed);
  std::uniform_real_distribution<float> distribution(low, high);
  std::vector<float> values(n);
  for (auto& v : values) v = distribution(engine);
  return values;
}

// Relative difference, for results whose rounding may differ by an ulp (FMA contraction on the GPU).
::testing::AssertionResult close(double expected, double actual, double tolerance) {
  double scale = std::max(1.0, std::abs(expected));
  if (std::abs(expected - actual) <= tolerance * scale) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "expected " << expected << ", got " << actual;
}

TEST(Cpu, AxpyComputesAXPlusY) {
  std::vector<float> x{1, 2, 3}, y{10, 20, 30};
  cpu::axpy(2.0f, x.data(), y.data(), 3);
  EXPECT_EQ(y, (std::vector<float>{12, 24, 36}));
}

TEST(Cpu, SumAccumulatesInDouble) {
  std::vector<float> x(1000000, 0.1f);
  EXPECT_NEAR(cpu::sum(x.data(), x.size()), 1000000 * static_cast<double>(0.1f), 1e-6);
}

TEST(Cpu, RoundToBf16RoundsToNearestEven) {
  EXPECT_EQ(cpu::round_to_bf16(1.0f), 1.0f);
  EXPECT_EQ(cpu::round_to_bf16(1.0f + 1.0f / 256), 1.0f);               // a tie: to the even neighbour
  EXPECT_EQ(cpu::round_to_bf16(1.0f + 3.0f / 256), 1.0f + 4.0f / 256);  // a tie: to the even neighbour
  EXPECT_EQ(cpu::round_to_bf16(1.0f + 1.5f / 256), 1.0f + 2.0f / 256);  // above the tie: up
  EXPECT_TRUE(std::isnan(cpu::round_to_bf16(std::nanf(""))));
}

TEST(Cpu, NormalPdfAtZeroIsOneOverSqrtTwoPi) {
  float x = 0.0f, out = 0.0f;
  cpu::normal_pdf(&x, &out, 1);
  EXPECT_NEAR(out, 0.3989422804f, 1e-7);
}

TEST(Cpu, MaxValueFindsTheLargest) {
  std::vector<float> x{-3, 7.5f, 2, 7.25f};
  EXPECT_EQ(cpu::max_value(x.data(), x.size()), 7.5f);
}

TEST(Dispatch, SaysWhichBackendRunsAndWhy) {
  std::string why;
  Backend backend = active_backend(&why);
  EXPECT_FALSE(why.empty());
  if (!built_with_cuda()) {
    EXPECT_EQ(backend, Backend::kCpu);
  }
  std::cout << "backend: " << (backend == Backend::kCuda ? "CUDA" : "CPU") << " (" << why << ")\n";
}

TEST(Dispatch, GivesTheCpuResultWhereNoDeviceIsUsable) {
  if (active_backend() == Backend::kCuda) GTEST_SKIP() << "a device is usable here; the GPU tests cover it";
  auto x = random_floats(1000, -1, 1);
  auto y = random_floats(1000, -1, 1);
  auto expected = y;
  cpu::axpy(0.5f, x.data(), expected.data(), x.size());
  EXPECT_EQ(axpy(0.5f, x.data(), y.data(), y.size()), Backend::kCpu);
  EXPECT_EQ(y, expected);
}

// ---- GPU against CPU --------------------------------------------------------------------------
class Gpu : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    if (active_backend(&why) != Backend::kCuda) GTEST_SKIP() << why;
  }
  static constexpr std::size_t kN = (1u << 20) + 37;  // not a multiple of the block size
};

TEST_F(Gpu, AxpyMatchesTheCpu) {
  auto x = random_floats(kN, -10, 10), y = random_floats(kN, -10, 10);
  auto expected = y;
  cpu::axpy(1.75f, x.data(), expected.data(), kN);
  ASSERT_EQ(axpy(1.75f, x.data(), y.data(), kN), Backend::kCuda);
  for (std::size_t i = 0; i < kN; ++i) ASSERT_TRUE(close(expected[i], y[i], 1e-6)) << "at " << i;
}

TEST_F(Gpu, SumMatchesTheCpu) {
  auto x = random_floats(kN, -1, 1);
  Backend used;
  double total = sum(x.data(), kN, &used);
  EXPECT_EQ(used, Backend::kCuda);
  EXPECT_TRUE(close(cpu::sum(x.data(), kN), total, 1e-9));
}

TEST_F(Gpu, ManagedAxpyWithPrefetchAndAdviceMatchesTheCpu) {
  auto x = random_floats(kN, -10, 10), y = random_floats(kN, -10, 10);
  auto expected = y;
  cpu::axpy(-0.5f, x.data(), expected.data(), kN);
  ASSERT_EQ(axpy_managed(-0.5f, x.data(), y.data(), kN), Backend::kCuda);
  for (std::size_t i = 0; i < kN; ++i) ASSERT_TRUE(close(expected[i], y[i], 1e-6)) << "at " << i;
}

TEST_F(Gpu, GraphPipelineMatchesTheCpu) {
  auto x = random_floats(kN, -1, 1), y = random_floats(kN, -1, 1);
  auto expected_y = y;
  cpu::axpy(3.0f, x.data(), expected_y.data(), kN);
  Backend used;
  double total = axpy_then_sum(3.0f, x.data(), y.data(), kN, &used);
  EXPECT_EQ(used, Backend::kCuda);
  for (std::size_t i = 0; i < kN; ++i) ASSERT_TRUE(close(expected_y[i], y[i], 1e-6)) << "at " << i;
  EXPECT_TRUE(close(cpu::sum(y.data(), kN), total, 1e-9));
}

TEST_F(Gpu, Bf16AxpyMatchesTheCpuBitForBit) {
  if (!CUDACOMPAT_HAS_BF16) GTEST_SKIP() << "this toolkit has no cuda_bf16.h";
  auto x = random_floats(kN, -100, 100), y = random_floats(kN, -100, 100);
  auto expected = y;
  cpu::axpy_bf16(0.3f, x.data(), expected.data(), kN);
  ASSERT_EQ(axpy_bf16(0.3f, x.data(), y.data(), kN), Backend::kCuda);
  for (std::size_t i = 0; i < kN; ++i) ASSERT_EQ(expected[i], y[i]) << "at " << i;
}

TEST_F(Gpu, CubMaxReductionIsExact) {
  auto x = random_floats(kN, -1000, 1000);
  x[kN / 3] = 4096.5f;
  Backend used;
  EXPECT_EQ(max_value(x.data(), kN, &used), 4096.5f);
  EXPECT_EQ(used, Backend::kCuda);
}

TEST_F(Gpu, NormalPdfMatchesTheCpu) {
  auto x = random_floats(kN, -6, 6);
  std::vector<float> expected(kN), out(kN);
  cpu::normal_pdf(x.data(), expected.data(), kN);
  ASSERT_EQ(normal_pdf(x.data(), out.data(), kN), Backend::kCuda);
  for (std::size_t i = 0; i < kN; ++i) ASSERT_NEAR(expected[i], out[i], 4e-7) << "at " << i;
}

#if CUDACOMPAT_BUILD_CUDA
TEST_F(Gpu, PrefetchShimMovesManagedMemoryToTheDeviceAndBack) {
  int device = 0;
  ASSERT_EQ(cudaGetDevice(&device), cudaSuccess);
  float* data = nullptr;
  const std::size_t bytes = 64 << 20;
  ASSERT_EQ(cudaMallocManaged(reinterpret_cast<void**>(&data), bytes), cudaSuccess);
  int location = -42;
  ASSERT_EQ(mem_prefetch_async(data, bytes, device), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(
      cudaMemRangeGetAttribute(&location, sizeof location, cudaMemRangeAttributeLastPrefetchLocation, data, bytes),
      cudaSuccess);
  EXPECT_EQ(location, device);
  ASSERT_EQ(mem_prefetch_async(data, bytes, cudaCpuDeviceId), cudaSuccess);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(
      cudaMemRangeGetAttribute(&location, sizeof location, cudaMemRangeAttributeLastPrefetchLocation, data, bytes),
      cudaSuccess);
  EXPECT_EQ(location, cudaCpuDeviceId);
  cudaFree(data);
}

TEST_F(Gpu, AdviseShimAppliesTheAdvice) {
  int device = 0;
  ASSERT_EQ(cudaGetDevice(&device), cudaSuccess);
  float* data = nullptr;
  const std::size_t bytes = 16 << 20;
  ASSERT_EQ(cudaMallocManaged(reinterpret_cast<void**>(&data), bytes), cudaSuccess);
  int read_mostly = 0, preferred = -42;
  ASSERT_EQ(mem_advise(data, bytes, cudaMemAdviseSetReadMostly, device), cudaSuccess);
  ASSERT_EQ(cudaMemRangeGetAttribute(&read_mostly, sizeof read_mostly, cudaMemRangeAttributeReadMostly, data, bytes),
            cudaSuccess);
  EXPECT_EQ(read_mostly, 1);
  ASSERT_EQ(mem_advise(data, bytes, cudaMemAdviseSetPreferredLocation, device), cudaSuccess);
  ASSERT_EQ(cudaMemRangeGetAttribute(&preferred, sizeof preferred, cudaMemRangeAttributePreferredLocation, data, bytes),
            cudaSuccess);
  EXPECT_EQ(preferred, device);
  cudaFree(data);
}

// The shimmed attributes against the driver's own answer, asked through libcuda directly.
TEST_F(Gpu, DeviceAttributeShimsEqualTheDriversAttributes) {
  void* libcuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(libcuda, nullptr) << dlerror();
  using GetAttribute = int (*)(int*, int, int);
  auto get = reinterpret_cast<GetAttribute>(dlsym(libcuda, "cuDeviceGetAttribute"));
  ASSERT_NE(get, nullptr);
  DeviceClocks clocks;
  std::string error;
  ASSERT_TRUE(cuda::device_clocks(0, &clocks, &error)) << error;
  // CUdevice_attribute values: CLOCK_RATE 13, MEMORY_CLOCK_RATE 36, COMPUTE_MODE 20, KERNEL_EXEC_TIMEOUT 17.
  int value = -1;
  ASSERT_EQ(get(&value, 13, 0), 0);
  EXPECT_EQ(clocks.clock_rate_khz, value);
  ASSERT_EQ(get(&value, 36, 0), 0);
  EXPECT_EQ(clocks.memory_clock_rate_khz, value);
  ASSERT_EQ(get(&value, 20, 0), 0);
  EXPECT_EQ(clocks.compute_mode, value);
  ASSERT_EQ(get(&value, 17, 0), 0);
  EXPECT_EQ(clocks.kernel_exec_timeout, value);
  EXPECT_GT(clocks.clock_rate_khz, 0);
  std::cout << "clock " << clocks.clock_rate_khz << " kHz, memory clock " << clocks.memory_clock_rate_khz << " kHz\n";
}
#endif

}  // namespace
}  // namespace cudacompat::kernels
