#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

void axpy(float a, const float* x, float* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}

}  // namespace cudacompat::kernels::cpu
