// One small kernel: its object embeds the toolkit that compiled it (the fatbin and nvcc's
// identification string), which is what the stale-object test reads.
#include <cuda_runtime.h>

#include <cudacompat/config.h>

__global__ void cache_consumer_scale(float* x, float a, int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) x[i] *= a;
}

cudaError_t cache_consumer_scale_launch(float* x, float a, int n, cudaStream_t stream) {
  cache_consumer_scale<<<(n + 255) / 256, 256, 0, stream>>>(x, a, n);
  return cudaGetLastError();
}
