// What a CUDA backend module (libcudacompat_kernels_cuda<major>.so) gives the core library: the CUDA
// implementations of kernels.h's cuda:: functions, as one table behind one exported C symbol.
// The core never links a CUDA library; it dlopens the backend of the CUDA major the driver supports
// (backend_loader.cpp), so `import` and the CPU path work on machines without CUDA.
#pragma once

#include <cstddef>
#include <string>

#include "cudacompat/kernels/device.h"
#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::detail {

// Bumped whenever BackendTable changes; a core refuses a backend of another ABI.
inline constexpr int kBackendAbi = 2;  // 2: the device-pointer API (device.h)

// Core and backends come from one build of one project and share libstdc++, so std::string* may
// cross: the same C++ ABI on both sides is what the version check below guarantees.
struct BackendTable {
  int abi;
  int cuda_version;  // the toolkit the backend was compiled with (13000 for CUDA 13.0)
  int (*device_count)(std::string* error);
  bool (*axpy)(float a, const float* x, float* y, std::size_t n, std::string* error);
  bool (*sum)(const float* x, std::size_t n, double* result, std::string* error);
  bool (*axpy_managed)(float a, const float* x, float* y, std::size_t n, std::string* error);
  bool (*axpy_then_sum)(float a, const float* x, float* y, std::size_t n, double* result, std::string* error);
  bool (*axpy_bf16)(float a, const float* x, float* y, std::size_t n, std::string* error);
  bool (*max_value)(const float* x, std::size_t n, float* result, std::string* error);
  bool (*normal_pdf)(const float* x, float* out, std::size_t n, std::string* error);
  bool (*device_clocks)(int device, DeviceClocks* clocks, std::string* error);
  // device.h
  bool (*device_axpy)(float a, const float* x, float* y, std::size_t n, device::Stream stream, std::string* error);
  bool (*device_sum_workspace_bytes)(std::size_t n, std::size_t* bytes, std::string* error);
  bool (*device_sum)(const float* x, std::size_t n, double* result, void* workspace, std::size_t workspace_bytes,
                     device::Stream stream, std::string* error);
  bool (*device_max_value_workspace_bytes)(std::size_t n, std::size_t* bytes, std::string* error);
  bool (*device_max_value)(const float* x, std::size_t n, float* result, void* workspace, std::size_t workspace_bytes,
                           device::Stream stream, std::string* error);
};

}  // namespace cudacompat::kernels::detail

// The one symbol a backend exports (backend.map hides the rest, so its kernels never bind to the
// core's forwarders of the same names).
extern "C" const cudacompat::kernels::detail::BackendTable* cudacompat_kernels_backend_v1();
