// The largest element, reduced by CUB with cudacompat::max_op (cub::Max before CCCL 3,
// cuda::maximum<> from CCCL 3 on).
#include <cudacompat/shims/reduction.h>

#include <cub/device/device_reduce.cuh>
#include <limits>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"

namespace cudacompat::kernels::cuda {

bool max_value(const float* x, std::size_t n, float* result, std::string* error) {
  detail::Status status(error);
  detail::DeviceBuffer<float> dx(n), dout(1);
  const float lowest = -std::numeric_limits<float>::infinity();
  std::size_t temp_bytes = 0;
  if (!(status.check(dx.status(), "cudaMalloc") && status.check(dout.status(), "cudaMalloc") &&
        status.check(dx.copy_from_host(x), "cudaMemcpy to the device") &&
        status.check(cub::DeviceReduce::Reduce(nullptr, temp_bytes, dx.get(), dout.get(), static_cast<int>(n), max_op{}, lowest),
                     "cub::DeviceReduce::Reduce (size query)")))
    return false;
  detail::DeviceBuffer<unsigned char> temp(temp_bytes);
  status.check(temp.status(), "cudaMalloc") &&
      status.check(cub::DeviceReduce::Reduce(temp.get(), temp_bytes, dx.get(), dout.get(), static_cast<int>(n), max_op{}, lowest),
                   "cub::DeviceReduce::Reduce") &&
      status.check(dout.copy_to_host(result), "cudaMemcpy from the device");
  return status.ok();
}

}  // namespace cudacompat::kernels::cuda
