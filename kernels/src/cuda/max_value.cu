// The largest element, reduced by CUB with cudacompat::max_op (cub::Max before CCCL 3,
// cuda::maximum<> from CCCL 3 on).
#include <cudacompat/shims/reduction.h>

#include <cub/device/device_reduce.cuh>
#include <limits>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"

namespace cudacompat::kernels::cuda {

bool max_value(const float* x, std::size_t n, float* result, std::string* error) {
  auto fail = [&](cudaError_t status, const char* what) {
    if (error) *error = detail::describe(status, what);
    return false;
  };
  detail::DeviceBuffer<float> dx(n), dout(1);
  if (dx.status() != cudaSuccess || dout.status() != cudaSuccess) return fail(cudaErrorMemoryAllocation, "cudaMalloc");
  cudaError_t status = n ? cudaMemcpy(dx.get(), x, dx.bytes(), cudaMemcpyHostToDevice) : cudaSuccess;
  if (status != cudaSuccess) return fail(status, "cudaMemcpy to the device");
  const float lowest = -std::numeric_limits<float>::infinity();
  std::size_t temp_bytes = 0;
  status = cub::DeviceReduce::Reduce(nullptr, temp_bytes, dx.get(), dout.get(), static_cast<int>(n), max_op{}, lowest);
  if (status != cudaSuccess) return fail(status, "cub::DeviceReduce::Reduce (size query)");
  detail::DeviceBuffer<unsigned char> temp(temp_bytes);
  if (temp.status() != cudaSuccess) return fail(temp.status(), "cudaMalloc");
  status = cub::DeviceReduce::Reduce(temp.get(), temp_bytes, dx.get(), dout.get(), static_cast<int>(n), max_op{}, lowest);
  if (status != cudaSuccess) return fail(status, "cub::DeviceReduce::Reduce");
  if ((status = cudaMemcpy(result, dout.get(), sizeof(float), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(status, "cudaMemcpy from the device");
  return true;
}

}  // namespace cudacompat::kernels::cuda
