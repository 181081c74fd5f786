#include "cudacompat/kernels/device.h"
#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"
#include "device_pointers.cuh"

namespace cudacompat::kernels {

bool device::sum_workspace_bytes(std::size_t n, std::size_t* bytes, std::string*) {
  *bytes = n == 0 ? 0 : static_cast<std::size_t>(cuda::detail::sum_blocks(n)) * sizeof(double);
  return true;
}

bool device::sum(const float* x, std::size_t n, double* result, void* workspace, std::size_t workspace_bytes,
                 Stream stream, std::string* error) {
  std::size_t needed = 0;
  sum_workspace_bytes(n, &needed, error);
  if (!cuda::detail::check_device_pointer(x, "x", n, error) ||
      !cuda::detail::check_device_pointer(result, "result", 1, error) ||
      !cuda::detail::check_device_pointer(workspace, "workspace", needed, error) ||
      !cuda::detail::check_workspace(workspace_bytes, needed, "sum", error))
    return false;
  return cuda::detail::Status(error).check(
      cuda::detail::launch_sum(x, n, result, static_cast<double*>(workspace), stream), "partial_sums_kernel launch");
}

// The host-pointer convenience: copy in, device::sum on the default stream, copy the result out.
bool cuda::sum(const float* x, std::size_t n, double* result, std::string* error) {
  return detail::reduce_host_array(x, n, result, error, device::sum_workspace_bytes, device::sum);
}

}  // namespace cudacompat::kernels
