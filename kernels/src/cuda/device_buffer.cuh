// Helpers shared by the CUDA entry points: a device allocation owned by a scope, and the first
// failing CUDA call of a sequence, kept as the error text the API hands back.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

namespace cudacompat::kernels::cuda::detail {

inline std::string describe(cudaError_t status, const char* what) {
  return std::string(what) + ": " + cudaGetErrorName(status) + " (" + cudaGetErrorString(status) + ")";
}

// Records the first failure into *error (when given); later checks after a failure do nothing.
class Status {
 public:
  explicit Status(std::string* error) : error_(error) {}
  // True while every call so far succeeded.
  bool check(cudaError_t status, const char* what) {
    if (ok_ && status != cudaSuccess) {
      ok_ = false;
      if (error_) *error_ = describe(status, what);
    }
    return ok_;
  }
  bool ok() const { return ok_; }

 private:
  std::string* error_;
  bool ok_ = true;
};

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

  cudaError_t copy_from_host(const T* host) {
    return count_ ? cudaMemcpy(data_, host, bytes(), cudaMemcpyHostToDevice) : cudaSuccess;
  }
  cudaError_t copy_to_host(T* host) const {
    return count_ ? cudaMemcpy(host, data_, bytes(), cudaMemcpyDeviceToHost) : cudaSuccess;
  }

 private:
  T* data_ = nullptr;
  std::size_t count_ = 0;
  cudaError_t status_ = cudaSuccess;
};

// The shape of every element-wise entry point: copy x (and, when given, the initial output) to
// the device, run `launch(device_x, device_out)` (which returns the launch's status), copy the
// output back to `out`. `kernel` names the launch in the error text.
template <class Launch>
bool map_on_device(const float* x, const float* initial_out, float* out, std::size_t n, const char* kernel,
                   std::string* error, Launch launch) {
  Status status(error);
  DeviceBuffer<float> dx(n), dout(n);
  status.check(dx.status(), "cudaMalloc") && status.check(dout.status(), "cudaMalloc") &&
      status.check(dx.copy_from_host(x), "cudaMemcpy to the device") &&
      (!initial_out || status.check(dout.copy_from_host(initial_out), "cudaMemcpy to the device"));
  if (status.ok() && n) {
    status.check(launch(dx.get(), dout.get()), kernel) &&
        status.check(dout.copy_to_host(out), "cudaMemcpy from the device");
  }
  return status.ok();
}

// The shape of the host-pointer reductions: copy x to the device, reserve the workspace
// `workspace_bytes(n, &bytes, error)` asks for, run the device.h reduction `reduce` on the default
// stream into one Result on the device, copy that result back to *result.
template <class Result, class WorkspaceBytes, class Reduce>
bool reduce_host_array(const float* x, std::size_t n, Result* result, std::string* error,
                       WorkspaceBytes workspace_bytes, Reduce reduce) {
  std::size_t bytes = 0;
  if (!workspace_bytes(n, &bytes, error)) return false;
  Status status(error);
  DeviceBuffer<float> dx(n);
  DeviceBuffer<unsigned char> workspace(bytes);
  DeviceBuffer<Result> dresult(1);
  if (!(status.check(dx.status(), "cudaMalloc") && status.check(workspace.status(), "cudaMalloc") &&
        status.check(dresult.status(), "cudaMalloc") && status.check(dx.copy_from_host(x), "cudaMemcpy to the device")))
    return false;
  return reduce(dx.get(), n, dresult.get(), workspace.get(), bytes, nullptr, error) &&
         status.check(dresult.copy_to_host(result), "cudaMemcpy from the device");
}

}  // namespace cudacompat::kernels::cuda::detail
