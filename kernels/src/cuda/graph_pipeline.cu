// axpy followed by a sum, captured into one CUDA graph and instantiated through the
// cudacompat::graph_instantiate shim (11.x and 12.0+ signatures differ).
#include <cudacompat/shims/graph.h>

#include "cudacompat/kernels/kernels.h"
#include "device_buffer.cuh"
#include "device_kernels.cuh"

namespace cudacompat::kernels::cuda {

bool axpy_then_sum(float a, const float* x, float* y, std::size_t n, double* result, std::string* error) {
  auto fail = [&](cudaError_t status, const char* what) {
    if (error) *error = detail::describe(status, what);
    return false;
  };
  detail::DeviceBuffer<float> dx(n), dy(n);
  detail::DeviceBuffer<double> dpartials(static_cast<std::size_t>(detail::sum_blocks(n))), dresult(1);
  if (dx.status() != cudaSuccess || dy.status() != cudaSuccess || dpartials.status() != cudaSuccess ||
      dresult.status() != cudaSuccess)
    return fail(cudaErrorMemoryAllocation, "cudaMalloc");
  cudaStream_t stream = nullptr;
  cudaError_t status = cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  if (status != cudaSuccess) return fail(status, "cudaStreamCreate");
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t exec = nullptr;
  auto cleanup = [&] {
    if (exec) cudaGraphExecDestroy(exec);
    if (graph) cudaGraphDestroy(graph);
    cudaStreamDestroy(stream);
  };
  status = cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal);
  if (status == cudaSuccess && n) status = cudaMemcpyAsync(dx.get(), x, dx.bytes(), cudaMemcpyHostToDevice, stream);
  if (status == cudaSuccess && n) status = cudaMemcpyAsync(dy.get(), y, dy.bytes(), cudaMemcpyHostToDevice, stream);
  if (status == cudaSuccess) status = detail::launch_axpy(a, dx.get(), dy.get(), n, stream);
  if (status == cudaSuccess) status = detail::launch_sum(dy.get(), n, dresult.get(), dpartials.get(), stream);
  cudaError_t end = cudaStreamEndCapture(stream, &graph);
  if (status == cudaSuccess) status = end;
  if (status != cudaSuccess) {
    cleanup();
    return fail(status, "stream capture of the pipeline");
  }
  if ((status = cudacompat::graph_instantiate(&exec, graph)) != cudaSuccess) {
    cleanup();
    return fail(status, "cudacompat::graph_instantiate");
  }
  status = cudaGraphLaunch(exec, stream);
  if (status == cudaSuccess && n) status = cudaMemcpyAsync(y, dy.get(), dy.bytes(), cudaMemcpyDeviceToHost, stream);
  if (status == cudaSuccess)
    status = cudaMemcpyAsync(result, dresult.get(), sizeof(double), cudaMemcpyDeviceToHost, stream);
  if (status == cudaSuccess) status = cudaStreamSynchronize(stream);
  cleanup();
  if (status != cudaSuccess) return fail(status, "cudaGraphLaunch");
  return true;
}

}  // namespace cudacompat::kernels::cuda
