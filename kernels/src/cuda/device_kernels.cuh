// The memory-bound kernels and their launches, shared by every entry point (each translation unit
// gets its own copy: no -rdc). They stream through memory with 16-byte loads where the arrays allow
// it, so that they run at the bandwidth a device-to-device copy reaches (kernels/bench/).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

namespace cudacompat::kernels::cuda::detail {
namespace {

constexpr int kThreads = 256;
// The most blocks a reduction launches, hence the most partial sums its workspace holds. Enough to
// fill every SM of today's largest GPUs (132 SMs x 8 blocks of 256 threads), and independent of the
// device, so the order of additions, hence the result, is the same on every GPU.
constexpr int kMaxReductionBlocks = 1024;
// Grid-stride loops cover what a grid of this many blocks does not.
constexpr std::size_t kMaxStreamingBlocks = std::size_t{1} << 20;

inline int blocks_for(std::size_t n, std::size_t limit) {
  std::size_t blocks = (n + kThreads - 1) / kThreads;
  return static_cast<int>(blocks == 0 ? 1 : (blocks < limit ? blocks : limit));
}

__device__ inline bool aligned16(const void* a, const void* b) {
  return ((reinterpret_cast<std::uintptr_t>(a) | reinterpret_cast<std::uintptr_t>(b)) % 16) == 0;
}

__device__ inline std::size_t first_index() { return blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; }
__device__ inline std::size_t grid_stride() { return static_cast<std::size_t>(gridDim.x) * blockDim.x; }

// y = a * x + y, four elements per thread and 16-byte loads when both arrays are 16-byte aligned
// (cudaMalloc's are), then the remainder one by one.
__global__ void axpy_kernel(float a, const float* __restrict__ x, float* __restrict__ y, std::size_t n) {
  std::size_t done = 0;
  if (aligned16(x, y)) {
    const std::size_t quads = n / 4;
    const auto* x4 = reinterpret_cast<const float4*>(x);
    auto* y4 = reinterpret_cast<float4*>(y);
    for (std::size_t i = first_index(); i < quads; i += grid_stride()) {
      const float4 xv = x4[i];
      float4 yv = y4[i];
      yv.x = a * xv.x + yv.x;
      yv.y = a * xv.y + yv.y;
      yv.z = a * xv.z + yv.z;
      yv.w = a * xv.w + yv.w;
      y4[i] = yv;
    }
    done = quads * 4;
  }
  for (std::size_t i = done + first_index(); i < n; i += grid_stride()) y[i] = a * x[i] + y[i];
}

// Each block reduces a grid-strided slice into one partial sum (in double); finish_sum_kernel adds
// the partials in a fixed order.
__global__ void partial_sums_kernel(const float* __restrict__ x, std::size_t n, double* __restrict__ partials) {
  __shared__ double shared[kThreads];
  double local = 0.0;
  std::size_t done = 0;
  if (aligned16(x, x)) {
    const std::size_t quads = n / 4;
    const auto* x4 = reinterpret_cast<const float4*>(x);
    for (std::size_t i = first_index(); i < quads; i += grid_stride()) {
      const float4 v = x4[i];
      local += (static_cast<double>(v.x) + v.y) + (static_cast<double>(v.z) + v.w);
    }
    done = quads * 4;
  }
  for (std::size_t i = done + first_index(); i < n; i += grid_stride()) local += x[i];
  shared[threadIdx.x] = local;
  __syncthreads();
  for (int stride = kThreads / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) shared[threadIdx.x] += shared[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) partials[blockIdx.x] = shared[0];
}

// One block: *result = the sum of count partials.
__global__ void finish_sum_kernel(const double* __restrict__ partials, int count, double* __restrict__ result) {
  __shared__ double shared[kThreads];
  double local = 0.0;
  for (int i = static_cast<int>(threadIdx.x); i < count; i += kThreads) local += partials[i];
  shared[threadIdx.x] = local;
  __syncthreads();
  for (int stride = kThreads / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) shared[threadIdx.x] += shared[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) *result = shared[0];
}

inline cudaError_t launch_axpy(float a, const float* x, float* y, std::size_t n, cudaStream_t stream) {
  if (n == 0) return cudaSuccess;
  axpy_kernel<<<blocks_for((n + 3) / 4, kMaxStreamingBlocks), kThreads, 0, stream>>>(a, x, y, n);
  return cudaGetLastError();
}

// The partials a sum of n elements writes into its workspace.
inline int sum_blocks(std::size_t n) { return blocks_for((n + 3) / 4, kMaxReductionBlocks); }

// *result = the sum of x, through `partials` (sum_blocks(n) doubles of device memory).
inline cudaError_t launch_sum(const float* x, std::size_t n, double* result, double* partials, cudaStream_t stream) {
  if (n == 0) return cudaMemsetAsync(result, 0, sizeof(double), stream);
  const int blocks = sum_blocks(n);
  partial_sums_kernel<<<blocks, kThreads, 0, stream>>>(x, n, partials);
  finish_sum_kernel<<<1, kThreads, 0, stream>>>(partials, blocks, result);
  return cudaGetLastError();
}

}  // namespace
}  // namespace cudacompat::kernels::cuda::detail
