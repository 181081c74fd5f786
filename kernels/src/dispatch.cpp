// Chooses the backend at run time: the CUDA kernels when they were built and a device answers,
// the CPU implementations otherwise. A missing GPU is an ordinary case here, not an error.
#include <cudacompat/config.h>

#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels {

bool built_with_cuda() { return CUDACOMPAT_BUILD_CUDA != 0; }

Backend active_backend(std::string* why) {
#if CUDACOMPAT_BUILD_CUDA
  std::string error;
  int devices = cuda::device_count(&error);
  if (devices > 0) {
    if (why) *why = "CUDA kernels built and " + std::to_string(devices) + " device(s) usable";
    return Backend::kCuda;
  }
  if (why) *why = "CUDA kernels built, but no device is usable (" + error + "): CPU fallback";
  return Backend::kCpu;
#else
  if (why) *why = "built without CUDA (CUDACOMPAT_BUILD_CUDA=0): CPU implementations";
  return Backend::kCpu;
#endif
}

Backend axpy(float a, const float* x, float* y, std::size_t n) {
#if CUDACOMPAT_BUILD_CUDA
  if (active_backend() == Backend::kCuda && cuda::axpy(a, x, y, n)) return Backend::kCuda;
#endif
  cpu::axpy(a, x, y, n);
  return Backend::kCpu;
}

double sum(const float* x, std::size_t n, Backend* used) {
#if CUDACOMPAT_BUILD_CUDA
  double result = 0.0;
  if (active_backend() == Backend::kCuda && cuda::sum(x, n, &result)) {
    if (used) *used = Backend::kCuda;
    return result;
  }
#endif
  if (used) *used = Backend::kCpu;
  return cpu::sum(x, n);
}

}  // namespace cudacompat::kernels
