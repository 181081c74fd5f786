#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"

namespace cudacompat::kernels::cuda {
namespace {

__global__ void axpy_kernel(float a, const float* __restrict__ x, float* __restrict__ y, std::size_t n) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    y[i] = a * x[i] + y[i];
}

}  // namespace

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
  const int threads = 256;
  const int blocks = static_cast<int>((n + threads - 1) / threads < 4096 ? (n + threads - 1) / threads : 4096);
  axpy_kernel<<<blocks, threads>>>(a, dx.get(), dy.get(), n);
  if ((status = cudaGetLastError()) != cudaSuccess) return fail(status, "axpy_kernel launch");
  if ((status = cudaMemcpy(y, dy.get(), dy.bytes(), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(status, "cudaMemcpy from the device");
  return true;
}

}  // namespace cudacompat::kernels::cuda
