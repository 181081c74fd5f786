#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

bool axpy(float a, const float* x, float* y, std::size_t n, std::string* error) {
  return detail::map_on_device(x, y, y, n, "axpy_kernel launch", error, [&](const float* dx, float* dy) {
    detail::axpy_kernel<<<detail::blocks_for(n, 4096), detail::kThreads>>>(a, dx, dy, n);
  });
}

}  // namespace cudacompat::kernels::cuda
