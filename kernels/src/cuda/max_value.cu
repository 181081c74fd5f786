// The largest element, reduced by CUB with cudacompat::max_op (cub::Max before CCCL 3,
// cuda::maximum<> from CCCL 3 on).
#include <cudacompat/shims/reduction.h>

#include <climits>
#include <cub/device/device_reduce.cuh>
#include <limits>

#include "cudacompat/kernels/device.h"
#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_pointers.cuh"

namespace cudacompat::kernels {
namespace {

constexpr float kLowest = -std::numeric_limits<float>::infinity();

// CUB before CCCL 2.x counts items in an int on every toolkit we support.
bool check_item_count(std::size_t n, std::string* error) {
  if (n > 0 && n <= static_cast<std::size_t>(INT_MAX)) return true;
  if (error)
    *error = n == 0 ? std::string("max_value of an empty array has no value (n = 0)")
                    : "max_value takes at most " + std::to_string(INT_MAX) +
                          " elements (CUB counts them in an int), not " + std::to_string(n) +
                          "; reduce the array in slices";
  return false;
}

}  // namespace

bool device::max_value_workspace_bytes(std::size_t n, std::size_t* bytes, std::string* error) {
  if (!check_item_count(n, error)) return false;
  return cuda::detail::Status(error).check(
      cub::DeviceReduce::Reduce(nullptr, *bytes, static_cast<const float*>(nullptr), static_cast<float*>(nullptr),
                                static_cast<int>(n), max_op{}, kLowest),
      "cub::DeviceReduce::Reduce (size query)");
}

bool device::max_value(const float* x, std::size_t n, float* result, void* workspace, std::size_t workspace_bytes,
                       Stream stream, std::string* error) {
  std::size_t needed = 0;
  if (!max_value_workspace_bytes(n, &needed, error) || !cuda::detail::check_device_pointer(x, "x", n, error) ||
      !cuda::detail::check_device_pointer(result, "result", 1, error) ||
      !cuda::detail::check_device_pointer(workspace, "workspace", needed, error) ||
      !cuda::detail::check_workspace(workspace_bytes, needed, "max_value", error))
    return false;
  return cuda::detail::Status(error).check(
      cub::DeviceReduce::Reduce(workspace, workspace_bytes, x, result, static_cast<int>(n), max_op{}, kLowest, stream),
      "cub::DeviceReduce::Reduce");
}

// The host-pointer convenience: copy in, device::max_value on the default stream, copy the result out.
bool cuda::max_value(const float* x, std::size_t n, float* result, std::string* error) {
  return detail::reduce_host_array(x, n, result, error, device::max_value_workspace_bytes, device::max_value);
}

}  // namespace cudacompat::kernels
