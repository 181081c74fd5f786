#include <cmath>
#include <cstddef>

float cache_consumer_norm_cpu(const float* x, std::size_t n) {
  float s = 0.f;
  for (std::size_t i = 0; i < n; ++i) s += x[i] * x[i];
  return std::sqrt(s);
}
