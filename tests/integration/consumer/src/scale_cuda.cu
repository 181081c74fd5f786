#include <cudacompat/config.h>

#include <cstddef>

#if !CUDACOMPAT_BUILD_CUDA
#error "scale_cuda.cu compiled although the toggle is off"
#endif

__global__ void consumer_scale(float a, float* x, std::size_t n) {
  std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
  if (i < n) x[i] *= a;
}

extern "C" void consumer_scale_cuda(float a, float* x, std::size_t n) {
  consumer_scale<<<static_cast<unsigned>((n + 255) / 256), 256>>>(a, x, n);
}
