// The C ABI over the C++ API (see c_api.h): plain types only, so a ctypes caller needs no C++.
// The C++ API reports a missing device by falling back, never by throwing, so nothing is caught.
#include "cudacompat/kernels/c_api.h"

#include <cudacompat/config.h>

#include <algorithm>
#include <cstring>
#include <string>

#include "cudacompat/kernels/kernels.h"

namespace {

using cudacompat::kernels::Backend;

int code(Backend backend) { return backend == Backend::kCuda ? CUDACOMPAT_KERNELS_CUDA : CUDACOMPAT_KERNELS_CPU; }

}  // namespace

extern "C" {

int cudacompat_kernels_abi_version(void) { return CUDACOMPAT_KERNELS_ABI_VERSION; }

int cudacompat_kernels_built_with_cuda(void) { return cudacompat::kernels::built_with_cuda() ? 1 : 0; }

int cudacompat_kernels_cuda_version(void) {
#if CUDACOMPAT_BUILD_CUDA
  return CUDACOMPAT_CTK_VERSION;
#else
  return 0;
#endif
}

int cudacompat_kernels_active_backend(char* why, size_t capacity) {
  std::string reason;
  Backend backend = cudacompat::kernels::active_backend(&reason);
  if (why && capacity > 0) {
    std::size_t length = std::min(reason.size(), capacity - 1);
    std::memcpy(why, reason.data(), length);
    why[length] = '\0';
  }
  return code(backend);
}

int cudacompat_kernels_axpy(int force_cpu, float a, const float* x, float* y, size_t n) {
  if (force_cpu) {
    cudacompat::kernels::cpu::axpy(a, x, y, n);
    return CUDACOMPAT_KERNELS_CPU;
  }
  return code(cudacompat::kernels::axpy(a, x, y, n));
}

int cudacompat_kernels_sum(int force_cpu, const float* x, size_t n, double* result) {
  if (force_cpu) {
    *result = cudacompat::kernels::cpu::sum(x, n);
    return CUDACOMPAT_KERNELS_CPU;
  }
  Backend used = Backend::kCpu;
  *result = cudacompat::kernels::sum(x, n, &used);
  return code(used);
}

int cudacompat_kernels_max_value(int force_cpu, const float* x, size_t n, float* result) {
  if (force_cpu) {
    *result = cudacompat::kernels::cpu::max_value(x, n);
    return CUDACOMPAT_KERNELS_CPU;
  }
  Backend used = Backend::kCpu;
  *result = cudacompat::kernels::max_value(x, n, &used);
  return code(used);
}

int cudacompat_kernels_normal_pdf(int force_cpu, const float* x, float* out, size_t n) {
  if (force_cpu) {
    cudacompat::kernels::cpu::normal_pdf(x, out, n);
    return CUDACOMPAT_KERNELS_CPU;
  }
  return code(cudacompat::kernels::normal_pdf(x, out, n));
}

}  // extern "C"
