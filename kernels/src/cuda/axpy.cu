#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

bool axpy(float a, const float* x, float* y, std::size_t n, std::string* error) {
  detail::Status status(error);
  detail::DeviceBuffer<float> dx(n), dy(n);
  status.check(dx.status(), "cudaMalloc") && status.check(dy.status(), "cudaMalloc") &&
      status.check(dx.copy_from_host(x), "cudaMemcpy to the device") &&
      status.check(dy.copy_from_host(y), "cudaMemcpy to the device");
  if (status.ok() && n) {
    detail::axpy_kernel<<<detail::blocks_for(n, 4096), detail::kThreads>>>(a, dx.get(), dy.get(), n);
    status.check(cudaGetLastError(), "axpy_kernel launch") && status.check(dy.copy_to_host(y), "cudaMemcpy from the device");
  }
  return status.ok();
}

}  // namespace cudacompat::kernels::cuda
