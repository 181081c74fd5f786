// The entry point of a CUDA backend module: its table of the CUDA implementations (backend_table.h).
#include <cudacompat/config.h>

#include "backend_table.h"

namespace kernels = cudacompat::kernels;

extern "C" __attribute__((visibility("default"))) const kernels::detail::BackendTable* cudacompat_kernels_backend_v1() {
  static const kernels::detail::BackendTable table = {
      kernels::detail::kBackendAbi,
      CUDACOMPAT_CTK_VERSION,
      &kernels::cuda::device_count,
      &kernels::cuda::axpy,
      &kernels::cuda::sum,
      &kernels::cuda::axpy_managed,
      &kernels::cuda::axpy_then_sum,
      &kernels::cuda::axpy_bf16,
      &kernels::cuda::max_value,
      &kernels::cuda::normal_pdf,
      &kernels::cuda::device_clocks,
      &kernels::device::axpy,
      &kernels::device::sum_workspace_bytes,
      &kernels::device::sum,
      &kernels::device::max_value_workspace_bytes,
      &kernels::device::max_value,
  };
  return &table;
}
