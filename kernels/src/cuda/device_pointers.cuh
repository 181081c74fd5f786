// Checks the device-pointer API makes before it launches anything: a host array passed by mistake
// would otherwise fault inside the kernel, which poisons the whole CUDA context of the process.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

#include "device_buffer.cuh"

namespace cudacompat::kernels::cuda::detail {

inline const char* memory_kind(cudaMemoryType type) {
  switch (type) {
    case cudaMemoryTypeHost:
      return "pinned host memory";
    case cudaMemoryTypeDevice:
      return "device memory";
    case cudaMemoryTypeManaged:
      return "managed memory";
    default:
      return "pageable host memory (not known to CUDA)";
  }
}

// True when `pointer` (named `name` in the message) is device or managed memory. A null pointer is
// accepted only for an empty array.
inline bool check_device_pointer(const void* pointer, const char* name, std::size_t n, std::string* error) {
  if (n == 0) return true;
  if (!pointer) {
    if (error) *error = std::string(name) + " is a null pointer for " + std::to_string(n) + " elements";
    return false;
  }
  cudaPointerAttributes attributes{};
  cudaError_t status = cudaPointerGetAttributes(&attributes, pointer);
  if (status != cudaSuccess) {
    cudaGetLastError();  // not sticky, but clear it so the caller's next check starts clean
    if (error) *error = describe(status, (std::string("cudaPointerGetAttributes(") + name + ")").c_str());
    return false;
  }
  if (attributes.type == cudaMemoryTypeDevice || attributes.type == cudaMemoryTypeManaged) return true;
  if (error)
    *error = std::string(name) + " points to " + memory_kind(attributes.type) +
             ", and cudacompat::kernels::device takes device memory (cudaMalloc, cudaMallocAsync, cudaMallocManaged, "
             "a framework's GPU tensor); for host arrays call the host-pointer functions of kernels.h";
  return false;
}

inline bool check_workspace(std::size_t given, std::size_t needed, const char* function, std::string* error) {
  if (given >= needed) return true;
  if (error)
    *error = std::string(function) + " needs a workspace of " + std::to_string(needed) + " bytes and was given " +
             std::to_string(given) + "; ask " + function + "_workspace_bytes(n) for the size";
  return false;
}

}  // namespace cudacompat::kernels::cuda::detail
