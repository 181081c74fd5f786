// axpy through unified memory, using the prefetch and advice shims that hide the 11.x / 12.2 /
// 13.0 forms of cudaMemPrefetchAsync and cudaMemAdvise.
#include <cudacompat/shims/memory.h>

#include <cstring>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {
namespace {

struct ManagedBuffer {
  float* data = nullptr;
  cudaError_t status;
  explicit ManagedBuffer(std::size_t n) {
    status = cudaMallocManaged(reinterpret_cast<void**>(&data), n * sizeof(float) + 1);
  }
  ~ManagedBuffer() {
    if (data) cudaFree(data);
  }
};

}  // namespace

bool axpy_managed(float a, const float* x, float* y, std::size_t n, std::string* error) {
  auto fail = [&](cudaError_t status, const char* what) {
    if (error) *error = detail::describe(status, what);
    return false;
  };
  if (n == 0) return true;
  int device = 0;
  cudaError_t status = cudaGetDevice(&device);
  if (status != cudaSuccess) return fail(status, "cudaGetDevice");
  ManagedBuffer mx(n), my(n);
  if (mx.status != cudaSuccess) return fail(mx.status, "cudaMallocManaged");
  if (my.status != cudaSuccess) return fail(my.status, "cudaMallocManaged");
  std::memcpy(mx.data, x, n * sizeof(float));
  std::memcpy(my.data, y, n * sizeof(float));
  const std::size_t bytes = n * sizeof(float);
  if ((status = mem_advise(mx.data, bytes, cudaMemAdviseSetReadMostly, device)) != cudaSuccess)
    return fail(status, "cudacompat::mem_advise(read mostly)");
  if ((status = mem_advise(my.data, bytes, cudaMemAdviseSetPreferredLocation, device)) != cudaSuccess)
    return fail(status, "cudacompat::mem_advise(preferred location)");
  if ((status = mem_prefetch_async(mx.data, bytes, device)) != cudaSuccess)
    return fail(status, "cudacompat::mem_prefetch_async(x)");
  if ((status = mem_prefetch_async(my.data, bytes, device)) != cudaSuccess)
    return fail(status, "cudacompat::mem_prefetch_async(y)");
  if ((status = detail::launch_axpy(a, mx.data, my.data, n, nullptr)) != cudaSuccess)
    return fail(status, "axpy_kernel launch");
  if ((status = mem_prefetch_async(my.data, bytes, cudaCpuDeviceId)) != cudaSuccess)
    return fail(status, "cudacompat::mem_prefetch_async(y to the host)");
  if ((status = cudaDeviceSynchronize()) != cudaSuccess) return fail(status, "cudaDeviceSynchronize");
  std::memcpy(y, my.data, bytes);
  return true;
}

}  // namespace cudacompat::kernels::cuda
