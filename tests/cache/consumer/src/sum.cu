// A second kernel, so that a build has more than one CUDA object to fetch or compile.
#include <cuda_runtime.h>

__global__ void cache_consumer_sum(const float* x, float* out, int n) {
  float s = 0.f;
  for (int i = static_cast<int>(threadIdx.x); i < n; i += static_cast<int>(blockDim.x)) s += x[i];
  atomicAdd(out, s);
}

cudaError_t cache_consumer_sum_launch(const float* x, float* out, int n, cudaStream_t stream) {
  cache_consumer_sum<<<1, 256, 0, stream>>>(x, out, n);
  return cudaGetLastError();
}
