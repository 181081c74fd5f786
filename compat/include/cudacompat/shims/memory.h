// Unified-memory prefetch and advice with one meaning on every toolkit.
//
//   CUDA 11.x - 12.1   cudaMemPrefetchAsync(ptr, n, int device, stream)      (device int)
//   CUDA 12.2 - 12.9   the above, plus cudaMemPrefetchAsync_v2(ptr, n, cudaMemLocation, flags, stream)
//   CUDA 13.0 -        cudaMemPrefetchAsync(ptr, n, cudaMemLocation, flags, stream) only
// and the same for cudaMemAdvise and the driver API's cuMemPrefetchAsync / cuMemAdvise. Each shim
// is an inline function that calls the toolkit's own form (chosen by the probed feature macros,
// never by version numbers), so it compiles to the direct call.
//
// `device` is a device ordinal, or cudaCpuDeviceId (-1) for host memory, as in the int-device API.
#pragma once

#include <cudacompat/config.h>

#include <cuda_runtime.h>

#include <cstddef>

namespace cudacompat {

#if CUDACOMPAT_HAS_MEM_PREFETCH_LOCATION || CUDACOMPAT_HAS_MEM_ADVISE_LOCATION
// The location that the int-device API means by `device`.
inline cudaMemLocation memory_location(int device) {
  // cudaMemLocationTypeHost exists wherever the location forms do (12.2+).
  cudaMemLocation location{};
  location.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  location.id = device == cudaCpuDeviceId ? 0 : device;
  return location;
}
#endif

// Prefetches [ptr, ptr + bytes) of managed memory to `device` (or to the host: cudaCpuDeviceId).
inline cudaError_t mem_prefetch_async(const void* ptr, std::size_t bytes, int device, cudaStream_t stream = 0) {
#if CUDACOMPAT_HAS_MEM_PREFETCH_DEVICE_INT
  return cudaMemPrefetchAsync(ptr, bytes, device, stream);
#elif CUDACOMPAT_HAS_MEM_PREFETCH_LOCATION
  return cudaMemPrefetchAsync(ptr, bytes, memory_location(device), 0u, stream);
#else
#error "cudacompat: this toolkit has neither form of cudaMemPrefetchAsync (see cudacompat-probe.json)"
#endif
}

// Applies `advice` to [ptr, ptr + bytes) for `device` (or the host: cudaCpuDeviceId).
inline cudaError_t mem_advise(const void* ptr, std::size_t bytes, cudaMemoryAdvise advice, int device) {
#if CUDACOMPAT_HAS_MEM_ADVISE_DEVICE_INT
  return cudaMemAdvise(ptr, bytes, advice, device);
#elif CUDACOMPAT_HAS_MEM_ADVISE_LOCATION
  return cudaMemAdvise(ptr, bytes, advice, memory_location(device));
#else
#error "cudacompat: this toolkit has neither form of cudaMemAdvise (see cudacompat-probe.json)"
#endif
}

}  // namespace cudacompat

// The driver API shims, for code that includes cuda.h before this header.
#if defined(CUDA_VERSION)

namespace cudacompat {

#if !CUDACOMPAT_HAS_MEM_PREFETCH_DEVICE_INT_DRIVER || !CUDACOMPAT_HAS_MEM_ADVISE_DEVICE_INT_DRIVER
inline CUmemLocation driver_memory_location(CUdevice device) {
  CUmemLocation location{};
  location.type = device == CU_DEVICE_CPU ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
  location.id = device == CU_DEVICE_CPU ? 0 : device;
  return location;
}
#endif

inline CUresult mem_prefetch_async(CUdeviceptr ptr, std::size_t bytes, CUdevice device, CUstream stream) {
#if CUDACOMPAT_HAS_MEM_PREFETCH_DEVICE_INT_DRIVER
  return cuMemPrefetchAsync(ptr, bytes, device, stream);
#elif CUDACOMPAT_HAS_MEM_PREFETCH_V2_DRIVER
  return cuMemPrefetchAsync_v2(ptr, bytes, driver_memory_location(device), 0u, stream);
#else
#error "cudacompat: this toolkit has neither form of cuMemPrefetchAsync (see cudacompat-probe.json)"
#endif
}

inline CUresult mem_advise(CUdeviceptr ptr, std::size_t bytes, CUmem_advise advice, CUdevice device) {
#if CUDACOMPAT_HAS_MEM_ADVISE_DEVICE_INT_DRIVER
  return cuMemAdvise(ptr, bytes, advice, device);
#elif CUDACOMPAT_HAS_MEM_ADVISE_V2_DRIVER
  return cuMemAdvise_v2(ptr, bytes, advice, driver_memory_location(device));
#else
#error "cudacompat: this toolkit has neither form of cuMemAdvise (see cudacompat-probe.json)"
#endif
}

}  // namespace cudacompat
#endif  // driver API
