/* cudacompat's kernel library through a C ABI: what the Python package (ctypes) and any other
 * language binding calls. No C++ types cross it, so one shared object serves every Python version
 * and the wheel is tagged py3-none. Every function returns the backend that ran the call. */
#ifndef CUDACOMPAT_KERNELS_C_API_H
#define CUDACOMPAT_KERNELS_C_API_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDACOMPAT_KERNELS_ABI_VERSION 2 /* 2: the device-pointer functions */

enum cudacompat_kernels_backend { CUDACOMPAT_KERNELS_CPU = 0, CUDACOMPAT_KERNELS_CUDA = 1 };

/* CUDACOMPAT_KERNELS_ABI_VERSION of the library that was loaded. */
int cudacompat_kernels_abi_version(void);
/* 1 when the CUDA kernels were compiled in, and the toolkit they were compiled with (13000 for
 * CUDA 13.0; 0 without CUDA). */
int cudacompat_kernels_built_with_cuda(void);
int cudacompat_kernels_cuda_version(void);
/* The backend calls go to, and why in a sentence (truncated to `capacity` bytes, NUL included). */
int cudacompat_kernels_active_backend(char* why, size_t capacity);

/* The CUDA backend module loaded on first use ("cuda13"), or "cpu", and why (CUDACOMPAT_BACKEND,
 * the driver, the runtimes found). Each string is truncated to its capacity, NUL included. */
void cudacompat_kernels_backend_name(char* name, size_t name_capacity, char* why, size_t why_capacity);

/* The kernels on host pointers. `force_cpu` != 0 runs the CPU implementation whatever the
 * device: the tests compare one backend with the other. */
int cudacompat_kernels_axpy(int force_cpu, float a, const float* x, float* y, size_t n);
int cudacompat_kernels_sum(int force_cpu, const float* x, size_t n, double* result);
int cudacompat_kernels_max_value(int force_cpu, const float* x, size_t n, float* result);
int cudacompat_kernels_normal_pdf(int force_cpu, const float* x, float* out, size_t n);

/* The kernels on device memory, asynchronous on `stream` (a cudaStream_t; NULL for the default
 * stream): device.h through plain types, for CuPy, PyTorch or Numba arrays (their
 * __cuda_array_interface__ pointers). Each returns 0 on success, or -1 with the reason in `error`
 * (truncated to `error_capacity` bytes, NUL included) and nothing launched: no CUDA backend or
 * device, a pointer that is not device memory, a workspace that is too small. */
int cudacompat_kernels_device_axpy(float a, const float* x, float* y, size_t n, void* stream, char* error,
                                   size_t error_capacity);
int cudacompat_kernels_device_sum_workspace_bytes(size_t n, size_t* bytes, char* error, size_t error_capacity);
int cudacompat_kernels_device_sum(const float* x, size_t n, double* result, void* workspace, size_t workspace_bytes,
                                  void* stream, char* error, size_t error_capacity);
int cudacompat_kernels_device_max_value_workspace_bytes(size_t n, size_t* bytes, char* error, size_t error_capacity);
int cudacompat_kernels_device_max_value(const float* x, size_t n, float* result, void* workspace,
                                        size_t workspace_bytes, void* stream, char* error, size_t error_capacity);

#ifdef __cplusplus
}
#endif

#endif /* CUDACOMPAT_KERNELS_C_API_H */
