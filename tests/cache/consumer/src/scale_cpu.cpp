// The CPU side: C++ objects go through the same cache, keyed on the host compiler's identity.
#include <cstddef>

void cache_consumer_scale_cpu(float* x, float a, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] *= a;
}
