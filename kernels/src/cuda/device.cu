#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"

namespace cudacompat::kernels::cuda {

int device_count(std::string* error) {
  int count = 0;
  cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess) {
    if (error) *error = detail::describe(status, "cudaGetDeviceCount");
    cudaGetLastError();  // clear the sticky error so later calls start clean
    return 0;
  }
  if (count == 0 && error) *error = "cudaGetDeviceCount found no device";
  return count;
}

}  // namespace cudacompat::kernels::cuda
