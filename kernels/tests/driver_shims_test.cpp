// The driver-API memory shims on a real GPU: prefetch and advice through cuMemPrefetchAsync /
// cuMemAdvise in whichever form the toolkit has (CUdevice before 13.0, CUmemLocation from 13.0).
// Links libcuda: runs only where a driver is installed.
#include <cuda.h>
#include <cudacompat/shims/memory.h>
#include <gtest/gtest.h>

namespace {

class DriverShims : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(cuInit(0), CUDA_SUCCESS);
    ASSERT_EQ(cuDeviceGet(&device_, 0), CUDA_SUCCESS);
    ASSERT_EQ(cuDevicePrimaryCtxRetain(&context_, device_), CUDA_SUCCESS);
    ASSERT_EQ(cuCtxSetCurrent(context_), CUDA_SUCCESS);
  }
  void TearDown() override {
    if (context_) cuDevicePrimaryCtxRelease(device_);
  }
  CUdevice device_ = 0;
  CUcontext context_ = nullptr;
};

TEST_F(DriverShims, PrefetchMovesManagedMemoryToTheDeviceAndBack) {
  CUdeviceptr data = 0;
  const std::size_t bytes = 32 << 20;
  ASSERT_EQ(cuMemAllocManaged(&data, bytes, CU_MEM_ATTACH_GLOBAL), CUDA_SUCCESS);
  int location = -42;
  ASSERT_EQ(cudacompat::mem_prefetch_async(data, bytes, device_, nullptr), CUDA_SUCCESS);
  ASSERT_EQ(cuCtxSynchronize(), CUDA_SUCCESS);
  ASSERT_EQ(
      cuMemRangeGetAttribute(&location, sizeof location, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, data, bytes),
      CUDA_SUCCESS);
  EXPECT_EQ(location, device_);
  ASSERT_EQ(cudacompat::mem_prefetch_async(data, bytes, CU_DEVICE_CPU, nullptr), CUDA_SUCCESS);
  ASSERT_EQ(cuCtxSynchronize(), CUDA_SUCCESS);
  ASSERT_EQ(
      cuMemRangeGetAttribute(&location, sizeof location, CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, data, bytes),
      CUDA_SUCCESS);
  EXPECT_EQ(location, CU_DEVICE_CPU);
  cuMemFree(data);
}

TEST_F(DriverShims, AdviseSetsReadMostly) {
  CUdeviceptr data = 0;
  const std::size_t bytes = 8 << 20;
  ASSERT_EQ(cuMemAllocManaged(&data, bytes, CU_MEM_ATTACH_GLOBAL), CUDA_SUCCESS);
  int read_mostly = 0;
  ASSERT_EQ(cudacompat::mem_advise(data, bytes, CU_MEM_ADVISE_SET_READ_MOSTLY, device_), CUDA_SUCCESS);
  ASSERT_EQ(cuMemRangeGetAttribute(&read_mostly, sizeof read_mostly, CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY, data, bytes),
            CUDA_SUCCESS);
  EXPECT_EQ(read_mostly, 1);
  cuMemFree(data);
}

}  // namespace
