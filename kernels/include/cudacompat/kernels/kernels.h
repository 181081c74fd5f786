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

// Explicit backends, for tests that compare one with the other.
namespace cpu {
void axpy(float a, const float* x, float* y, std::size_t n);
double sum(const float* x, std::size_t n);
}  // namespace cpu

namespace cuda {
// Both return false (and leave outputs untouched) when no CUDA device can run them; `error`
// then says why. Defined only when built_with_cuda().
bool axpy(float a, const float* x, float* y, std::size_t n, std::string* error = nullptr);
bool sum(const float* x, std::size_t n, double* result, std::string* error = nullptr);
// Number of usable devices; 0 with `error` set when the runtime or driver is missing.
int device_count(std::string* error = nullptr);
}  // namespace cuda

}  // namespace cudacompat::kernels
