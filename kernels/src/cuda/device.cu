#include <cudacompat/shims/device_attributes.h>

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

bool device_clocks(int device, DeviceClocks* clocks, std::string* error) {
  cudaError_t status = device_clock_rate_khz(device, &clocks->clock_rate_khz);
  if (status == cudaSuccess) status = device_memory_clock_rate_khz(device, &clocks->memory_clock_rate_khz);
  if (status == cudaSuccess) status = device_compute_mode(device, &clocks->compute_mode);
  if (status == cudaSuccess) status = device_kernel_exec_timeout(device, &clocks->kernel_exec_timeout);
  if (status != cudaSuccess && error) *error = detail::describe(status, "cudaDeviceGetAttribute");
  return status == cudaSuccess;
}

}  // namespace cudacompat::kernels::cuda
