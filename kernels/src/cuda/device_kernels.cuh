// Kernels shared by several entry points (each translation unit gets its own copy: no -rdc).
#pragma once

#include <cstddef>

namespace cudacompat::kernels::cuda::detail {
namespace {

constexpr int kThreads = 256;

__global__ void axpy_kernel(float a, const float* __restrict__ x, float* __restrict__ y, std::size_t n) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    y[i] = a * x[i] + y[i];
}

// Each block reduces a grid-strided slice into one partial sum (in double); the partials are
// added afterwards, which keeps the result independent of the block count.
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

inline int blocks_for(std::size_t n, int limit) {
  std::size_t blocks = (n + kThreads - 1) / kThreads;
  return static_cast<int>(blocks < static_cast<std::size_t>(limit) ? (blocks == 0 ? 1 : blocks) : limit);
}

}  // namespace
}  // namespace cudacompat::kernels::cuda::detail
