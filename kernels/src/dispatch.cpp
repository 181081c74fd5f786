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

// Runs `on_gpu` when the CUDA backend is active and it succeeds; otherwise `on_cpu`.
template <class Gpu, class Cpu>
static Backend dispatch([[maybe_unused]] Gpu on_gpu, Cpu on_cpu) {
#if CUDACOMPAT_BUILD_CUDA
  if (active_backend() == Backend::kCuda && on_gpu()) return Backend::kCuda;
#endif
  on_cpu();
  return Backend::kCpu;
}

#if CUDACOMPAT_BUILD_CUDA
#define CUDACOMPAT_ON_GPU(call) [&] { return cuda::call; }
#else
#define CUDACOMPAT_ON_GPU(call) [] { return false; }
#endif

Backend axpy(float a, const float* x, float* y, std::size_t n) {
  return dispatch(CUDACOMPAT_ON_GPU(axpy(a, x, y, n)), [&] { cpu::axpy(a, x, y, n); });
}

Backend axpy_managed(float a, const float* x, float* y, std::size_t n) {
  return dispatch(CUDACOMPAT_ON_GPU(axpy_managed(a, x, y, n)), [&] { cpu::axpy(a, x, y, n); });
}

Backend axpy_bf16(float a, const float* x, float* y, std::size_t n) {
  return dispatch(CUDACOMPAT_ON_GPU(axpy_bf16(a, x, y, n)), [&] { cpu::axpy_bf16(a, x, y, n); });
}

Backend normal_pdf(const float* x, float* out, std::size_t n) {
  return dispatch(CUDACOMPAT_ON_GPU(normal_pdf(x, out, n)), [&] { cpu::normal_pdf(x, out, n); });
}

double sum(const float* x, std::size_t n, Backend* used) {
  double result = 0.0;
  Backend backend = dispatch(CUDACOMPAT_ON_GPU(sum(x, n, &result)), [&] { result = cpu::sum(x, n); });
  if (used) *used = backend;
  return result;
}

double axpy_then_sum(float a, const float* x, float* y, std::size_t n, Backend* used) {
  double result = 0.0;
  Backend backend = dispatch(CUDACOMPAT_ON_GPU(axpy_then_sum(a, x, y, n, &result)), [&] {
    cpu::axpy(a, x, y, n);
    result = cpu::sum(y, n);
  });
  if (used) *used = backend;
  return result;
}

float max_value(const float* x, std::size_t n, Backend* used) {
  float result = 0.0f;
  Backend backend = dispatch(CUDACOMPAT_ON_GPU(max_value(x, n, &result)), [&] { result = cpu::max_value(x, n); });
  if (used) *used = backend;
  return result;
}

}  // namespace cudacompat::kernels
