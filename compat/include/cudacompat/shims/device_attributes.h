// Device properties that CUDA 13.0 removed from cudaDeviceProp (clockRate, memoryClockRate,
// computeMode, kernelExecTimeoutEnabled, deviceOverlap, singleToDoublePrecisionPerfRatio,
// maxTexture1DLinear, cooperativeMultiDeviceLaunch), read through cudaDeviceGetAttribute, which
// every toolkit has. Same meaning and units as the old fields (kHz for clocks).
#pragma once

#include <cudacompat/config.h>

#include <cuda_runtime.h>

namespace cudacompat {

namespace detail {
inline cudaError_t device_attribute(int* value, cudaDeviceAttr attribute, int device) {
  return cudaDeviceGetAttribute(value, attribute, device);
}
}  // namespace detail

inline cudaError_t device_clock_rate_khz(int device, int* khz) {
  return detail::device_attribute(khz, cudaDevAttrClockRate, device);
}
inline cudaError_t device_memory_clock_rate_khz(int device, int* khz) {
  return detail::device_attribute(khz, cudaDevAttrMemoryClockRate, device);
}
inline cudaError_t device_compute_mode(int device, int* mode) {
  return detail::device_attribute(mode, cudaDevAttrComputeMode, device);
}
inline cudaError_t device_kernel_exec_timeout(int device, int* enabled) {
  return detail::device_attribute(enabled, cudaDevAttrKernelExecTimeout, device);
}
inline cudaError_t device_overlap(int device, int* overlap) {
  return detail::device_attribute(overlap, cudaDevAttrGpuOverlap, device);
}
inline cudaError_t device_single_to_double_precision_perf_ratio(int device, int* ratio) {
  return detail::device_attribute(ratio, cudaDevAttrSingleToDoublePrecisionPerfRatio, device);
}
inline cudaError_t device_max_texture_1d_linear(int device, int* width) {
  return detail::device_attribute(width, cudaDevAttrMaxTexture1DLinearWidth, device);
}
inline cudaError_t device_cooperative_multi_device_launch(int device, int* supported) {
#if CUDACOMPAT_HAS_DEVICE_PROP_CLOCK_RATE
  return detail::device_attribute(supported, cudaDevAttrCooperativeMultiDeviceLaunch, device);
#else
  // Removed with multi-device cooperative launches themselves in 13.0.
  *supported = 0;
  (void)device;
  return cudaSuccess;
#endif
}

}  // namespace cudacompat
