#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

// Eight running sums, added together at the end: one sum is a chain of dependent additions that
// runs at the adder's latency, eight independent ones at its throughput, which is what lets the
// fallback keep up with memory. The order is fixed, so the result depends on n alone.
double sum(const float* x, std::size_t n) {
  constexpr std::size_t kLanes = 8;
  double lanes[kLanes] = {};
  std::size_t i = 0;
  for (; i + kLanes <= n; i += kLanes) {
    for (std::size_t lane = 0; lane < kLanes; ++lane) lanes[lane] += x[i + lane];
  }
  double total = 0.0;
  for (; i < n; ++i) total += x[i];
  for (double lane : lanes) total += lane;
  return total;
}

}  // namespace cudacompat::kernels::cpu
