#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

double sum(const float* x, std::size_t n) {
  double total = 0.0;
  for (std::size_t i = 0; i < n; ++i) total += x[i];
  return total;
}

}  // namespace cudacompat::kernels::cpu
