#include <cudacompat/config.h>

#include <cstddef>

// Present in every build; the CUDA file adds a kernel when the toggle is on.
extern "C" int consumer_build_cuda() { return CUDACOMPAT_BUILD_CUDA; }

extern "C" void consumer_scale_cpu(float a, float* x, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] *= a;
}
