#include <vector>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

bool sum(const float* x, std::size_t n, double* result, std::string* error) {
  detail::Status status(error);
  const int blocks = detail::blocks_for(n, 1024);
  detail::DeviceBuffer<float> dx(n);
  detail::DeviceBuffer<double> dpartials(static_cast<std::size_t>(blocks));
  std::vector<double> partials(static_cast<std::size_t>(blocks));
  if (status.check(dx.status(), "cudaMalloc") && status.check(dpartials.status(), "cudaMalloc") &&
      status.check(dx.copy_from_host(x), "cudaMemcpy to the device")) {
    detail::partial_sums_kernel<<<blocks, detail::kThreads>>>(dx.get(), n, dpartials.get());
    status.check(cudaGetLastError(), "partial_sums_kernel launch") &&
        status.check(dpartials.copy_to_host(partials.data()), "cudaMemcpy from the device");
  }
  if (!status.ok()) return false;
  double total = 0.0;
  for (double partial : partials) total += partial;
  *result = total;
  return true;
}

}  // namespace cudacompat::kernels::cuda
