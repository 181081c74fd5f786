#include <vector>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

bool sum(const float* x, std::size_t n, double* result, std::string* error) {
  auto fail = [&](cudaError_t status, const char* what) {
    if (error) *error = detail::describe(status, what);
    return false;
  };
  const int blocks = detail::blocks_for(n, 1024);
  detail::DeviceBuffer<float> dx(n);
  detail::DeviceBuffer<double> dpartials(static_cast<std::size_t>(blocks));
  if (dx.status() != cudaSuccess) return fail(dx.status(), "cudaMalloc");
  if (dpartials.status() != cudaSuccess) return fail(dpartials.status(), "cudaMalloc");
  cudaError_t status = n ? cudaMemcpy(dx.get(), x, dx.bytes(), cudaMemcpyHostToDevice) : cudaSuccess;
  if (status != cudaSuccess) return fail(status, "cudaMemcpy to the device");
  detail::partial_sums_kernel<<<blocks, detail::kThreads>>>(dx.get(), n, dpartials.get());
  if ((status = cudaGetLastError()) != cudaSuccess) return fail(status, "partial_sums_kernel launch");
  std::vector<double> partials(static_cast<std::size_t>(blocks));
  if ((status = cudaMemcpy(partials.data(), dpartials.get(), dpartials.bytes(), cudaMemcpyDeviceToHost)) != cudaSuccess)
    return fail(status, "cudaMemcpy from the device");
  double total = 0.0;
  for (double partial : partials) total += partial;
  *result = total;
  return true;
}

}  // namespace cudacompat::kernels::cuda
