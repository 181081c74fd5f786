// axpy with bfloat16 storage, where the toolkit has cuda_bf16.h (CUDACOMPAT_HAS_BF16).
#include <cudacompat/shims/reduced_precision.h>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

#if CUDACOMPAT_HAS_BF16
namespace {

__global__ void axpy_bf16_kernel(float a, const float* __restrict__ x, float* __restrict__ y, std::size_t n) {
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x) {
    bfloat16 xb = __float2bfloat16_rn(x[i]);
    bfloat16 yb = __float2bfloat16_rn(y[i]);
    // Multiply and add as separate roundings, as the CPU reference does (no FMA contraction).
    float product = __fmul_rn(a, __bfloat162float(xb));
    y[i] = __bfloat162float(__float2bfloat16_rn(__fadd_rn(product, __bfloat162float(yb))));
  }
}

}  // namespace
#endif

bool axpy_bf16(float a, const float* x, float* y, std::size_t n, std::string* error) {
#if CUDACOMPAT_HAS_BF16
  return detail::map_on_device(x, y, y, n, "axpy_bf16_kernel launch", error, [&](const float* dx, float* dy) {
    axpy_bf16_kernel<<<detail::blocks_for(n, 4096), detail::kThreads>>>(a, dx, dy, n);
    return cudaGetLastError();
  });
#else
  (void)a, (void)x, (void)y, (void)n;
  if (error) *error = "this toolkit has no cuda_bf16.h";
  return false;
#endif
}

}  // namespace cudacompat::kernels::cuda
