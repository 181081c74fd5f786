// The CUDA kernels on device-resident data (device.h), against cudaMemcpyAsync device-to-device:
// the bandwidth a streaming kernel can reach on this GPU. Timed with CUDA events around each call
// (manual time), so neither launch queueing on the host nor the benchmark loop is counted.
// bytes_per_second counts every byte read or written: copy 2, axpy 3, sum and max 1 per input byte.
#include <benchmark/benchmark.h>
#include <cuda_runtime.h>

#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cudacompat/kernels/device.h"
#include "sizes.h"

namespace cudacompat::kernels::bench {
namespace {

// Device memory for one size: x (random floats), y and a workspace, kept for every benchmark and
// repetition of that size (filling a GiB with random numbers takes seconds).
class DeviceArrays {
 public:
  explicit DeviceArrays(std::size_t n) : n_(n) {
    std::vector<float> host(n);
    std::mt19937 generator(7);
    std::uniform_real_distribution<float> distribution(-1.0f, 1.0f);
    for (float& value : host) value = distribution(generator);
    ok_ = cudaMalloc(&x_, n * sizeof(float)) == cudaSuccess && cudaMalloc(&y_, n * sizeof(float)) == cudaSuccess &&
          cudaMalloc(&result_, sizeof(double)) == cudaSuccess &&
          cudaMemcpy(x_, host.data(), n * sizeof(float), cudaMemcpyHostToDevice) == cudaSuccess &&
          cudaMemcpy(y_, host.data(), n * sizeof(float), cudaMemcpyHostToDevice) == cudaSuccess &&
          cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking) == cudaSuccess &&
          cudaEventCreate(&start_) == cudaSuccess && cudaEventCreate(&stop_) == cudaSuccess;
  }
  ~DeviceArrays() {
    cudaFree(x_), cudaFree(y_), cudaFree(result_), cudaFree(workspace_);
    if (stream_) cudaStreamDestroy(stream_);
    if (start_) cudaEventDestroy(start_);
    if (stop_) cudaEventDestroy(stop_);
  }
  DeviceArrays(const DeviceArrays&) = delete;
  DeviceArrays& operator=(const DeviceArrays&) = delete;

  bool ok() const { return ok_; }
  bool reserve_workspace(std::size_t bytes) {
    if (bytes <= workspace_bytes_) return true;
    cudaFree(workspace_);
    workspace_ = nullptr;
    workspace_bytes_ = 0;
    if (cudaMalloc(&workspace_, bytes) != cudaSuccess) return false;
    workspace_bytes_ = bytes;
    return true;
  }

  // Runs `call` (returning bool) between two events and reports the GPU time, or skips with `error`.
  template <class Call>
  void time(benchmark::State& state, std::string* error, Call call) {
    for (auto _ : state) {
      cudaEventRecord(start_, stream_);
      bool launched = call();
      cudaEventRecord(stop_, stream_);
      cudaError_t status = cudaEventSynchronize(stop_);
      if (!launched || status != cudaSuccess) {
        if (launched) *error = cudaGetErrorString(status);
        state.SkipWithError(error->c_str());
        break;
      }
      float milliseconds = 0.0f;
      cudaEventElapsedTime(&milliseconds, start_, stop_);
      state.SetIterationTime(milliseconds / 1e3);
    }
  }

  std::size_t n_;
  float* x_ = nullptr;
  float* y_ = nullptr;
  double* result_ = nullptr;
  void* workspace_ = nullptr;
  std::size_t workspace_bytes_ = 0;
  cudaStream_t stream_ = nullptr;
  cudaEvent_t start_ = nullptr, stop_ = nullptr;

 private:
  bool ok_ = false;
};

// The arrays for state.range(0) bytes of x, or nullptr after skipping the benchmark with the reason.
DeviceArrays* arrays_for(benchmark::State& state) {
  static std::map<std::int64_t, std::unique_ptr<DeviceArrays>> cache;
  auto& arrays = cache[state.range(0)];
  if (!arrays) arrays = std::make_unique<DeviceArrays>(static_cast<std::size_t>(state.range(0)) / sizeof(float));
  if (arrays->ok()) return arrays.get();
  state.SkipWithError(
      (std::string("no usable CUDA device or not enough memory: ") + cudaGetErrorString(cudaGetLastError())).c_str());
  return nullptr;
}

void gpu_copy(benchmark::State& state) {
  DeviceArrays* arrays = arrays_for(state);
  if (!arrays) return;
  std::string error;
  arrays->time(state, &error, [&] {
    cudaError_t status =
        cudaMemcpyAsync(arrays->y_, arrays->x_, arrays->n_ * sizeof(float), cudaMemcpyDeviceToDevice, arrays->stream_);
    if (status != cudaSuccess) error = cudaGetErrorString(status);
    return status == cudaSuccess;
  });
  state.SetBytesProcessed(state.iterations() * state.range(0) * 2);
}

void gpu_axpy(benchmark::State& state) {
  DeviceArrays* arrays = arrays_for(state);
  if (!arrays) return;
  std::string error;
  arrays->time(state, &error,
               [&] { return device::axpy(1.0001f, arrays->x_, arrays->y_, arrays->n_, arrays->stream_, &error); });
  state.SetBytesProcessed(state.iterations() * state.range(0) * 3);
}

// A reduction: its workspace reserved once per size (outside the timing), then `reduce(arrays,
// error)` timed; one byte of x read per byte.
template <class WorkspaceBytes, class Reduce>
void time_reduction(benchmark::State& state, WorkspaceBytes workspace_bytes, Reduce reduce) {
  DeviceArrays* arrays = arrays_for(state);
  if (!arrays) return;
  std::string error;
  std::size_t bytes = 0;
  if (!workspace_bytes(arrays->n_, &bytes, &error) || !arrays->reserve_workspace(bytes)) {
    state.SkipWithError(("workspace: " + error).c_str());
    return;
  }
  arrays->time(state, &error, [&] { return reduce(*arrays, &error); });
  state.SetBytesProcessed(state.iterations() * state.range(0));
}

void gpu_sum(benchmark::State& state) {
  time_reduction(state, device::sum_workspace_bytes, [](DeviceArrays& a, std::string* error) {
    return device::sum(a.x_, a.n_, a.result_, a.workspace_, a.workspace_bytes_, a.stream_, error);
  });
}

void gpu_max(benchmark::State& state) {
  time_reduction(state, device::max_value_workspace_bytes, [](DeviceArrays& a, std::string* error) {
    return device::max_value(a.x_, a.n_, reinterpret_cast<float*>(a.result_), a.workspace_, a.workspace_bytes_,
                             a.stream_, error);
  });
}

void sizes(benchmark::internal::Benchmark* benchmark) {
  for (std::int64_t bytes : kSizes) benchmark->Arg(bytes);
  benchmark->Unit(benchmark::kMicrosecond)->UseManualTime();
}

BENCHMARK(gpu_copy)->Apply(sizes);
BENCHMARK(gpu_axpy)->Apply(sizes);
BENCHMARK(gpu_sum)->Apply(sizes);
BENCHMARK(gpu_max)->Apply(sizes);

}  // namespace
}  // namespace cudacompat::kernels::bench
