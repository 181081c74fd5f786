#include <cudacompat/shims/math_constants.h>

#include <cmath>

#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

void normal_pdf(const float* x, float* out, std::size_t n) {
  const float scale = 1.0f / std::sqrt(2.0f * numbers::pi_v<float>);
  for (std::size_t i = 0; i < n; ++i) out[i] = scale * std::exp(-0.5f * x[i] * x[i]);
}

}  // namespace cudacompat::kernels::cpu
