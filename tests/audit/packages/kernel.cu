// A tiny CUDA library: a kernel and a host function calling the runtime, so that the library needs
// libcudart.so.<major> (built with -cudart shared) and uses it.
#include <cuda_runtime.h>

__global__ void scale(float* data, float factor) { data[threadIdx.x] *= factor; }

extern "C" int mine_scale(float* host, int count) {
  float* device = nullptr;
  if (cudaMalloc(&device, count * sizeof(float)) != cudaSuccess) return 1;
  cudaMemcpy(device, host, count * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<1, count>>>(device, 2.0f);
  cudaMemcpy(host, device, count * sizeof(float), cudaMemcpyDeviceToHost);
  return cudaFree(device) == cudaSuccess ? 0 : 1;
}
