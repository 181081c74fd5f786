// A device allocation owned by a scope, and error text from a CUDA status.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

namespace cudacompat::kernels::cuda::detail {

inline std::string describe(cudaError_t status, const char* what) {
  return std::string(what) + ": " + cudaGetErrorName(status) + " (" + cudaGetErrorString(status) + ")";
}

template <class T>
class DeviceBuffer {
 public:
  explicit DeviceBuffer(std::size_t count) : count_(count) {
    status_ = cudaMalloc(reinterpret_cast<void**>(&data_), count * sizeof(T) + (count == 0 ? 1 : 0));
  }
  ~DeviceBuffer() {
    if (data_) cudaFree(data_);
  }
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  T* get() const { return data_; }
  cudaError_t status() const { return status_; }
  std::size_t bytes() const { return count_ * sizeof(T); }

 private:
  T* data_ = nullptr;
  std::size_t count_ = 0;
  cudaError_t status_ = cudaSuccess;
};

}  // namespace cudacompat::kernels::cuda::detail
