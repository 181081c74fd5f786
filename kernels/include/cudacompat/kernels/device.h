// The kernels on device memory, asynchronous on a stream: the API a kernel library's users call
// from CUDA code, PyTorch or CuPy, where the data already lives on the GPU. kernels.h's host-pointer
// functions are a convenience over these (they copy in, call these, copy out).
//
// Every function returns false, with the reason in *error, and launches nothing when it cannot run:
// no CUDA backend or device, a pointer that is not device memory, a workspace that is too small.
// Launch failures are reported as they are found (cudaGetLastError after the launch); faults inside
// a kernel surface, as with any CUDA call, at the next synchronisation of `stream`.
//
// Defined only when built_with_cuda(), like kernels.h's cuda:: functions.
#pragma once

#include <cstddef>
#include <string>

// cudaStream_t and CUstream are both `CUstream_st*`: declaring the struct lets this header take a
// stream without including a CUDA header, so CPU-only consumers can include it.
struct CUstream_st;

namespace cudacompat::kernels::device {

using Stream = CUstream_st*;  // a cudaStream_t; nullptr is the legacy default stream

// y[i] = a * x[i] + y[i] for device arrays x and y (x may equal y).
bool axpy(float a, const float* x, float* y, std::size_t n, Stream stream = nullptr, std::string* error = nullptr);

// The device scratch memory sum() and max_value() need for n elements, in bytes. Allocate it once
// (cudaMalloc, cudaMallocAsync, a framework's allocator) and reuse it for calls of up to n elements.
bool sum_workspace_bytes(std::size_t n, std::size_t* bytes, std::string* error = nullptr);
bool max_value_workspace_bytes(std::size_t n, std::size_t* bytes, std::string* error = nullptr);

// *result (device memory, one double) = the sum of x, accumulated in double; 0 for n = 0.
bool sum(const float* x, std::size_t n, double* result, void* workspace, std::size_t workspace_bytes,
         Stream stream = nullptr, std::string* error = nullptr);

// *result (device memory, one float) = the largest element of x (n > 0), through CUB with
// cudacompat::max_op.
bool max_value(const float* x, std::size_t n, float* result, void* workspace, std::size_t workspace_bytes,
               Stream stream = nullptr, std::string* error = nullptr);

}  // namespace cudacompat::kernels::device
