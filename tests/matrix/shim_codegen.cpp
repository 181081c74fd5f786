// Each shim next to the call a person would write by hand for this toolkit. The matrix test
// compiles this with -O2 and compares the machine code of each pair: a shim must cost nothing.
#include <cuda.h>
#include <cudacompat/shims/device_attributes.h>
#include <cudacompat/shims/graph.h>
#include <cudacompat/shims/memory.h>

extern "C" {

cudaError_t shim_prefetch(const void* p, size_t n, int device, cudaStream_t s) {
  return cudacompat::mem_prefetch_async(p, n, device, s);
}
cudaError_t direct_prefetch(const void* p, size_t n, int device, cudaStream_t s) {
#if CUDA_VERSION >= 13000
  cudaMemLocation location{};
  location.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  location.id = device == cudaCpuDeviceId ? 0 : device;
  return cudaMemPrefetchAsync(p, n, location, 0, s);
#else
  return cudaMemPrefetchAsync(p, n, device, s);
#endif
}

cudaError_t shim_advise(const void* p, size_t n, int device) {
  return cudacompat::mem_advise(p, n, cudaMemAdviseSetReadMostly, device);
}
cudaError_t direct_advise(const void* p, size_t n, int device) {
#if CUDA_VERSION >= 13000
  cudaMemLocation location{};
  location.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  location.id = device == cudaCpuDeviceId ? 0 : device;
  return cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, location);
#else
  return cudaMemAdvise(p, n, cudaMemAdviseSetReadMostly, device);
#endif
}

CUresult shim_driver_prefetch(CUdeviceptr p, size_t n, CUdevice device, CUstream s) {
  return cudacompat::mem_prefetch_async(p, n, device, s);
}
CUresult direct_driver_prefetch(CUdeviceptr p, size_t n, CUdevice device, CUstream s) {
#if CUDA_VERSION >= 13000
  CUmemLocation location{};
  location.type = device == CU_DEVICE_CPU ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
  location.id = device == CU_DEVICE_CPU ? 0 : device;
  return cuMemPrefetchAsync(p, n, location, 0, s);
#else
  return cuMemPrefetchAsync(p, n, device, s);
#endif
}

cudaError_t shim_clock_rate(int device, int* khz) { return cudacompat::device_clock_rate_khz(device, khz); }
cudaError_t direct_clock_rate(int device, int* khz) {
  return cudaDeviceGetAttribute(khz, cudaDevAttrClockRate, device);
}

cudaError_t shim_graph_instantiate(cudaGraphExec_t* exec, cudaGraph_t graph) {
  return cudacompat::graph_instantiate(exec, graph);
}
cudaError_t direct_graph_instantiate(cudaGraphExec_t* exec, cudaGraph_t graph) {
#if CUDART_VERSION >= 12000
  return cudaGraphInstantiate(exec, graph, 0);
#else
  return cudaGraphInstantiate(exec, graph, nullptr, nullptr, 0);
#endif
}

}  // extern "C"
