// Breaks on CUDA 13.0 in every way `cudacompat migrate --fix` rewrites; the test fixes a copy and
// compiles it with the real nvcc 13.0.
#include <cstdio>
#include <cuda_runtime.h>
#include <cub/cub.cuh>
int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  int clock = prop.clockRate;
  int memory_clock = prop.memoryClockRate;
  cudaThreadSynchronize();
  cudaThreadSetLimit(cudaLimitStackSize, 1024);
  auto sum = cub::Sum();
  auto biggest = cub::Max()(1, 2);
  std::printf("%d %d %d %d\n", clock, memory_clock, sum(1, 2), biggest);
  return 0;
}
