#include "cudacompat/kernels/device.h"
#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"
#include "device_pointers.cuh"

namespace cudacompat::kernels {

bool device::axpy(float a, const float* x, float* y, std::size_t n, Stream stream, std::string* error) {
  if (!cuda::detail::check_device_pointer(x, "x", n, error) || !cuda::detail::check_device_pointer(y, "y", n, error))
    return false;
  return cuda::detail::Status(error).check(cuda::detail::launch_axpy(a, x, y, n, stream), "axpy_kernel launch");
}

// The host-pointer convenience: copy in, device::axpy's launch on the default stream, copy out.
bool cuda::axpy(float a, const float* x, float* y, std::size_t n, std::string* error) {
  return detail::map_on_device(x, y, y, n, "axpy_kernel launch", error,
                               [&](const float* dx, float* dy) { return detail::launch_axpy(a, dx, dy, n, nullptr); });
}

}  // namespace cudacompat::kernels
