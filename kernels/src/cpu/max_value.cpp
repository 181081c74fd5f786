#include <limits>

#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

// Eight running maxima, as in sum(): independent chains the compiler turns into vector maxima.
// NaNs are skipped (x > best is false for them), as before.
float max_value(const float* x, std::size_t n) {
  constexpr std::size_t kLanes = 8;
  float lanes[kLanes];
  for (float& lane : lanes) lane = -std::numeric_limits<float>::infinity();
  std::size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (std::size_t lane = 0; lane < kLanes; ++lane)
      lanes[lane] = x[i + lane] > lanes[lane] ? x[i + lane] : lanes[lane];
  }
  float best = -std::numeric_limits<float>::infinity();
  for (; i < n; ++i) best = x[i] > best ? x[i] : best;
  for (float lane : lanes) best = lane > best ? lane : best;
  return best;
}

}  // namespace cudacompat::kernels::cpu
