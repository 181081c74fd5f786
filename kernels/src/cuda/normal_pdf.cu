// The standard normal density: pi in device code through cudacompat::numbers, no
// _USE_MATH_DEFINES and no M_PI.
#include <cudacompat/shims/math_constants.h>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {
namespace {

__global__ void normal_pdf_kernel(const float* __restrict__ x, float* __restrict__ out, std::size_t n) {
  const float scale = 1.0f / sqrtf(2.0f * numbers::pi_v<float>);
  for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
       i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
    out[i] = scale * expf(-0.5f * x[i] * x[i]);
}

}  // namespace

bool normal_pdf(const float* x, float* out, std::size_t n, std::string* error) {
  return detail::map_on_device(x, nullptr, out, n, "normal_pdf_kernel launch", error,
                               [&](const float* dx, float* dout) {
                                 normal_pdf_kernel<<<detail::blocks_for(n, 4096), detail::kThreads>>>(dx, dout, n);
                                 return cudaGetLastError();
                               });
}

}  // namespace cudacompat::kernels::cuda
