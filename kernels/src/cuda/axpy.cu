#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

bool axpy(float a, const float* x, float* y, std::size_t n, std::string* error) {
  auto fail = [&](cudaError_t status, const char* what) {
    if (error) *error = detail::describe(status, what);
    return false;
  };
  if (n == 0) return true;
  detail::DeviceBuffer<float> dx(n), dy(n);
  if (dx.status() != cudaSuccess) return fail(dx.status(), "cudaMalloc");
  if (dy.status() != cudaSuccess) return fail(dy.status(), "cudaMalloc");
  cudaError_t status = cudaMemcpy(dx.get(), x, dx.bytes(), cudaMemcpyHostToDevice);
  if (status == cudaSuccess) status = cudaMemcpy(dy.get(), y, dy.bytes(), cudaMemcpyHostToDevice);
  if (status != cudaSuccess) return fail(status, "cudaMemcpy to the device");
  detail::axpy_kernel<<<detail::blocks_for(n, 4096), detail::kThreads>>>(a, dx.get(), dy.get(), n);
  if ((status = cudaGetLastError()) != cudaSuccess) return fail(status, "axpy_kernel launch");
  if ((status = cudaMemcpy(y, dy.get(), dy.bytes(), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(status, "cudaMemcpy from the device");
  return true;
}

}  // namespace cudacompat::kernels::cuda
