#include <limits>

#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

float max_value(const float* x, std::size_t n) {
  float best = -std::numeric_limits<float>::infinity();
  for (std::size_t i = 0; i < n; ++i) best = x[i] > best ? x[i] : best;
  return best;
}

}  // namespace cudacompat::kernels::cpu
