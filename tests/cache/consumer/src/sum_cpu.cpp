#include <cstddef>
#include <numeric>

float cache_consumer_sum_cpu(const float* x, std::size_t n) { return std::accumulate(x, x + n, 0.f); }
