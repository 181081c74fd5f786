// cudacompat's own kernel library: one C++ API, a CUDA implementation and a CPU fallback.
//
// It is the project's first user: built with the probes, the toggle and the generated header in
// every mode (CUDA on with any supported toolkit, CUDA off), on machines without a GPU.
#pragma once

#include <cstddef>
#include <string>

namespace cudacompat::kernels {

enum class Backend { kCpu, kCuda };

// Which backend calls go to: kCuda when this build has CUDA kernels and a CUDA device is usable
// at run time, kCpu otherwise. `why` (optional) receives the reason in a sentence.
Backend active_backend(std::string* why = nullptr);

// True when the CUDA kernels were compiled into this build (CUDACOMPAT_BUILD_CUDA).
bool built_with_cuda();

// y[i] = a * x[i] + y[i]. Host pointers; the CUDA backend copies through device memory.
Backend axpy(float a, const float* x, float* y, std::size_t n);

// The sum of x, accumulated in double on the CPU and as a tree reduction on the GPU.
double sum(const float* x, std::size_t n, Backend* used = nullptr);

// y = a * x + y through unified memory: managed buffers advised (x read-mostly) and prefetched to
// the device and back with the cudacompat memory shims.
Backend axpy_managed(float a, const float* x, float* y, std::size_t n);

// y = a * x + y, then the sum of the new y, as one CUDA graph (stream capture, instantiated with
// cudacompat::graph_instantiate) on the CUDA backend.
double axpy_then_sum(float a, const float* x, float* y, std::size_t n, Backend* used = nullptr);

// y = a * x + y with x and y stored as bfloat16 (round to nearest even) and the result rounded to
// bfloat16; inputs and outputs are floats. On toolkits without cuda_bf16.h, the CPU computes it.
Backend axpy_bf16(float a, const float* x, float* y, std::size_t n);

// The largest element of x (n > 0), a reduction through CUB with cudacompat::max_op.
float max_value(const float* x, std::size_t n, Backend* used = nullptr);

// out[i] = exp(-x[i]^2 / 2) / sqrt(2 pi): needs pi in device code (cudacompat::numbers).
Backend normal_pdf(const float* x, float* out, std::size_t n);

// The properties CUDA 13 removed from cudaDeviceProp, read through the cudacompat shims.
struct DeviceClocks {
  int clock_rate_khz = 0;
  int memory_clock_rate_khz = 0;
  int compute_mode = 0;
  int kernel_exec_timeout = 0;
};

// Explicit backends, for tests that compare one with the other.
namespace cpu {
void axpy(float a, const float* x, float* y, std::size_t n);
double sum(const float* x, std::size_t n);
void axpy_bf16(float a, const float* x, float* y, std::size_t n);
float max_value(const float* x, std::size_t n);
void normal_pdf(const float* x, float* out, std::size_t n);
float round_to_bf16(float value);  // round to nearest even, as __float2bfloat16 does
}  // namespace cpu

namespace cuda {
// Both return false (and leave outputs untouched) when no CUDA device can run them; `error`
// then says why. Defined only when built_with_cuda().
bool axpy(float a, const float* x, float* y, std::size_t n, std::string* error = nullptr);
bool sum(const float* x, std::size_t n, double* result, std::string* error = nullptr);
bool axpy_managed(float a, const float* x, float* y, std::size_t n, std::string* error = nullptr);
bool axpy_then_sum(float a, const float* x, float* y, std::size_t n, double* result, std::string* error = nullptr);
bool axpy_bf16(float a, const float* x, float* y, std::size_t n, std::string* error = nullptr);  // false without bf16
bool max_value(const float* x, std::size_t n, float* result, std::string* error = nullptr);
bool normal_pdf(const float* x, float* out, std::size_t n, std::string* error = nullptr);
bool device_clocks(int device, DeviceClocks* clocks, std::string* error = nullptr);
// Number of usable devices; 0 with `error` set when the runtime or driver is missing.
int device_count(std::string* error = nullptr);
}  // namespace cuda

}  // namespace cudacompat::kernels
