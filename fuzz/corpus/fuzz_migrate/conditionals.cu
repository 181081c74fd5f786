#include <cuda_runtime.h>
#include <cub/cub.cuh>
#include <thrust/functional.h>
// cudaThreadSynchronize() in a comment
struct Op : thrust::unary_function<int, int> { __device__ int operator()(int x) const { return x; } };
int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int clock = prop.clockRate;
  cudaThreadSynchronize();
  const char* s = "cudaThreadExit";
  float* p = nullptr;
  cudaMemPrefetchAsync(p, 4, 0, 0);
  cudaMemLocation loc{};
  cudaMemPrefetchAsync(p, 4, loc, 0, 0);
#if CUDART_VERSION < 13000
  cudaThreadExit();
#endif
  auto op = cub::Sum();
  struct Other { int clockRate; } o;
  return o.clockRate + clock + CUB_MAX(1, 2);
}
