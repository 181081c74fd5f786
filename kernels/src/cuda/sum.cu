#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"

namespace cudacompat::kernels::cuda {
namespace {

constexpr int kThreads = 256;

// Each block reduces a grid-strided slice into one partial sum in shared memory; the partials are
// added on the host in double, which keeps the result independent of the block count.
__global__ void partial_sums_kernel(const float* __restrict__ x, std::size_t n, double* __restrict__ partials) {
  __shared__ double shared[kThreads];
  double local = 0.0;
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    local += x[i];
  shared[threadIdx.x] = local;
  __syncthreads();
  for (int stride = kThreads / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) shared[threadIdx.x] += shared[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) partials[blockIdx.x] = shared[0];
}

}  // namespace

bool sum(const float* x, std::size_t n, double* result, std::string* error) {
  auto fail = [&](cudaError_t status, const char* what) {
    if (error) *error = detail::describe(status, what);
    return false;
  };
  if (n == 0) {
    *result = 0.0;
    return true;
  }
  const int blocks = static_cast<int>((n + kThreads - 1) / kThreads < 1024 ? (n + kThreads - 1) / kThreads : 1024);
  detail::DeviceBuffer<float> dx(n);
  detail::DeviceBuffer<double> dpartials(static_cast<std::size_t>(blocks));
  if (dx.status() != cudaSuccess) return fail(dx.status(), "cudaMalloc");
  if (dpartials.status() != cudaSuccess) return fail(dpartials.status(), "cudaMalloc");
  cudaError_t status = cudaMemcpy(dx.get(), x, dx.bytes(), cudaMemcpyHostToDevice);
  if (status != cudaSuccess) return fail(status, "cudaMemcpy to the device");
  partial_sums_kernel<<<blocks, kThreads>>>(dx.get(), n, dpartials.get());
  if ((status = cudaGetLastError()) != cudaSuccess) return fail(status, "partial_sums_kernel launch");
  double partials[1024];
  if ((status = cudaMemcpy(partials, dpartials.get(), dpartials.bytes(), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(status, "cudaMemcpy from the device");
  double total = 0.0;
  for (int i = 0; i < blocks; ++i) total += partials[i];
  *result = total;
  return true;
}

}  // namespace cudacompat::kernels::cuda
