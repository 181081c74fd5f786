// The device-pointer API (device.h): the same answers as the CPU on device-resident data, on a
// stream, aligned or not; and every input it cannot use refused with the reason, nothing launched.
#include <cudacompat/config.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <random>
#include <vector>

#include "cudacompat/kernels/device.h"
#include "cudacompat/kernels/kernels.h"

#if CUDACOMPAT_BUILD_CUDA
#include <cuda_runtime.h>

namespace cudacompat::kernels {
namespace {

std::vector<float> random_floats(std::size_t n, unsigned seed) {
  std::mt19937 engine(seed);
  std::uniform_real_distribution<float> distribution(-4.0f, 4.0f);
  std::vector<float> values(n);
  for (auto& v : values) v = distribution(engine);
  return values;
}

TEST(DeviceApi, RefusesWithTheReasonWhereNoDeviceIsUsable) {
  if (active_backend() == Backend::kCuda) GTEST_SKIP() << "a device is usable here; the DeviceMemory tests cover it";
  std::vector<float> x(64, 1.0f), y(64, 2.0f);
  std::string error;
  EXPECT_FALSE(device::axpy(2.0f, x.data(), y.data(), x.size(), nullptr, &error));
  EXPECT_NE(error, "");
  EXPECT_EQ(y, std::vector<float>(64, 2.0f)) << "nothing may be written when the call is refused";
  std::cout << "device::axpy here: " << error << "\n";
}

// Device copies of host data, freed at the end of the test.
class DeviceMemory : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    if (active_backend(&why) != Backend::kCuda) GTEST_SKIP() << why;
    ASSERT_EQ(cudaStreamCreate(&stream_), cudaSuccess);
  }
  void TearDown() override {
    for (void* pointer : allocations_) cudaFree(pointer);
    if (stream_) cudaStreamDestroy(stream_);
  }
  template <class T>
  T* on_device(const std::vector<T>& host) {
    return static_cast<T*>(allocate(host.size() * sizeof(T), host.data()));
  }
  void* allocate(std::size_t bytes, const void* from = nullptr) {
    void* pointer = nullptr;
    EXPECT_EQ(cudaMalloc(&pointer, bytes == 0 ? 1 : bytes), cudaSuccess);
    allocations_.push_back(pointer);
    if (from && bytes) {
      EXPECT_EQ(cudaMemcpy(pointer, from, bytes, cudaMemcpyHostToDevice), cudaSuccess);
    }
    return pointer;
  }
  template <class T>
  std::vector<T> to_host(const T* device, std::size_t n) {
    std::vector<T> host(n);
    EXPECT_EQ(cudaStreamSynchronize(stream_), cudaSuccess);
    EXPECT_EQ(cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost), cudaSuccess);
    return host;
  }

  cudaStream_t stream_ = nullptr;
  std::vector<void*> allocations_;
  static constexpr std::size_t kN = (1u << 22) + 3;  // not a multiple of 4: the scalar remainder runs too
};

TEST_F(DeviceMemory, AxpyMatchesTheCpuAlignedAndOneFloatOff) {
  for (std::size_t offset : {0u, 1u}) {  // offset 1: not 16-byte aligned, the one-by-one path
    auto x = random_floats(kN, 1), y = random_floats(kN, 2);
    float* dx = on_device(x);
    float* dy = on_device(y);
    const std::size_t n = kN - offset;
    std::string error;
    ASSERT_TRUE(device::axpy(0.75f, dx + offset, dy + offset, n, stream_, &error)) << error;
    cpu::axpy(0.75f, x.data() + offset, y.data() + offset, n);
    auto result = to_host(dy, kN);
    for (std::size_t i = 0; i < kN; ++i)
      ASSERT_NEAR(result[i], y[i], 1e-6f * (1 + std::abs(y[i]))) << "offset " << offset << " at " << i;
  }
}

TEST_F(DeviceMemory, SumAndMaxMatchTheCpuAlignedAndOneFloatOff) {
  auto x = random_floats(kN, 3);
  x[kN / 3] = 100.5f;  // the maximum, somewhere inside
  float* dx = on_device(x);
  std::size_t sum_bytes = 0, max_bytes = 0;
  std::string error;
  ASSERT_TRUE(device::sum_workspace_bytes(kN, &sum_bytes, &error)) << error;
  ASSERT_TRUE(device::max_value_workspace_bytes(kN, &max_bytes, &error)) << error;
  void* workspace = allocate(std::max(sum_bytes, max_bytes));
  auto* total = static_cast<double*>(allocate(sizeof(double)));
  auto* largest = static_cast<float*>(allocate(sizeof(float)));
  for (std::size_t offset : {0u, 1u}) {
    const std::size_t n = kN - offset;
    ASSERT_TRUE(device::sum(dx + offset, n, total, workspace, sum_bytes, stream_, &error)) << error;
    ASSERT_TRUE(device::max_value(dx + offset, n, largest, workspace, max_bytes, stream_, &error)) << error;
    double expected = cpu::sum(x.data() + offset, n);
    EXPECT_NEAR(to_host(total, 1)[0], expected, 1e-9 * std::max(1.0, std::abs(expected))) << "offset " << offset;
    EXPECT_EQ(to_host(largest, 1)[0], 100.5f) << "offset " << offset;
  }
}

TEST_F(DeviceMemory, SumOfNothingIsZero) {
  auto* total = static_cast<double*>(allocate(sizeof(double), std::vector<double>{42.0}.data()));
  std::string error;
  ASSERT_TRUE(device::sum(nullptr, 0, total, nullptr, 0, stream_, &error)) << error;
  EXPECT_EQ(to_host(total, 1)[0], 0.0);
}

TEST_F(DeviceMemory, RefusesHostArraysWithTheReason) {
  std::vector<float> host_x(1024, 1.0f);
  float* dy = on_device(std::vector<float>(1024, 2.0f));
  std::string error;
  EXPECT_FALSE(device::axpy(2.0f, host_x.data(), dy, host_x.size(), stream_, &error));
  EXPECT_NE(error.find("x points to pageable host memory"), std::string::npos) << error;
  EXPECT_EQ(to_host(dy, 1024), std::vector<float>(1024, 2.0f));
  EXPECT_FALSE(device::axpy(2.0f, nullptr, dy, 1024, stream_, &error));
  EXPECT_NE(error.find("x is a null pointer"), std::string::npos) << error;
}

TEST_F(DeviceMemory, RefusesAWorkspaceThatIsTooSmallAndSaysTheSize) {
  float* dx = on_device(random_floats(1 << 16, 4));
  std::size_t needed = 0;
  std::string error;
  ASSERT_TRUE(device::max_value_workspace_bytes(1 << 16, &needed, &error)) << error;
  ASSERT_GT(needed, 1u);
  void* workspace = allocate(needed);
  auto* largest = static_cast<float*>(allocate(sizeof(float)));
  EXPECT_FALSE(device::max_value(dx, 1 << 16, largest, workspace, needed - 1, stream_, &error));
  EXPECT_NE(error.find("needs a workspace of " + std::to_string(needed) + " bytes"), std::string::npos) << error;
}

}  // namespace
}  // namespace cudacompat::kernels
#endif  // CUDACOMPAT_BUILD_CUDA
