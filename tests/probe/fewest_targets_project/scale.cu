// A kernel with a loop and a bounds check: enough for cicc and ptxas to do real work per target.
__global__ void scale(float* data, float factor, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) data[i] *= factor;
}
