// The C ABI over the C++ API (see c_api.h): plain types only, so a ctypes caller needs no C++.
// The C++ API reports a missing device by falling back, never by throwing, so nothing is caught.
#include "cudacompat/kernels/c_api.h"

#include <cudacompat/config.h>

#include <algorithm>
#include <cstring>
#include <string>

#include "cudacompat/kernels/device.h"
#include "cudacompat/kernels/kernels.h"
#if CUDACOMPAT_BUILD_CUDA
#include "lazy/backend_loader.h"
#endif

namespace {

using cudacompat::kernels::Backend;

int code(Backend backend) { return backend == Backend::kCuda ? CUDACOMPAT_KERNELS_CUDA : CUDACOMPAT_KERNELS_CPU; }

void copy_out(const std::string& text, char* out, std::size_t capacity) {
  if (!out || capacity == 0) return;
  std::size_t length = std::min(text.size(), capacity - 1);
  std::memcpy(out, text.data(), length);
  out[length] = '\0';
}

// Runs a device.h call (`call(std::string* error)` returning bool) as a C function: 0, or -1 with
// the reason copied out. Without CUDA there is nothing to call.
template <class Call>
int device_call([[maybe_unused]] Call call, char* error, std::size_t capacity) {
#if CUDACOMPAT_BUILD_CUDA
  std::string why;
  if (call(&why)) return 0;
  copy_out(why, error, capacity);
#else
  copy_out("built without CUDA (CUDACOMPAT_BUILD_CUDA=0): the device-pointer functions need a CUDA build", error,
           capacity);
#endif
  return -1;
}

namespace device = cudacompat::kernels::device;

[[maybe_unused]] device::Stream as_stream(void* stream) { return static_cast<device::Stream>(stream); }

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
  copy_out(reason, why, capacity);
  return code(backend);
}

void cudacompat_kernels_backend_name(char* name, size_t name_capacity, char* why, size_t why_capacity) {
#if CUDACOMPAT_BUILD_CUDA
  std::string reason;
  copy_out(cudacompat::kernels::detail::loaded_backend(&reason), name, name_capacity);
  copy_out(reason, why, why_capacity);
#else
  copy_out("cpu", name, name_capacity);
  copy_out("built without CUDA (CUDACOMPAT_BUILD_CUDA=0)", why, why_capacity);
#endif
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

int cudacompat_kernels_device_axpy(float a, const float* x, float* y, size_t n, void* stream, char* error,
                                   size_t error_capacity) {
  return device_call([&](std::string* why) { return device::axpy(a, x, y, n, as_stream(stream), why); }, error,
                     error_capacity);
}

int cudacompat_kernels_device_sum_workspace_bytes(size_t n, size_t* bytes, char* error, size_t error_capacity) {
  return device_call([&](std::string* why) { return device::sum_workspace_bytes(n, bytes, why); }, error,
                     error_capacity);
}

int cudacompat_kernels_device_sum(const float* x, size_t n, double* result, void* workspace, size_t workspace_bytes,
                                  void* stream, char* error, size_t error_capacity) {
  return device_call(
      [&](std::string* why) { return device::sum(x, n, result, workspace, workspace_bytes, as_stream(stream), why); },
      error, error_capacity);
}

int cudacompat_kernels_device_max_value_workspace_bytes(size_t n, size_t* bytes, char* error, size_t error_capacity) {
  return device_call([&](std::string* why) { return device::max_value_workspace_bytes(n, bytes, why); }, error,
                     error_capacity);
}

int cudacompat_kernels_device_max_value(const float* x, size_t n, float* result, void* workspace,
                                        size_t workspace_bytes, void* stream, char* error, size_t error_capacity) {
  return device_call(
      [&](std::string* why) {
        return device::max_value(x, n, result, workspace, workspace_bytes, as_stream(stream), why);
      },
      error, error_capacity);
}

}  // extern "C"
