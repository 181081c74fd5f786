// The benchmark binary's entry: Google Benchmark's main, plus the build's facts in the JSON context
// (which toolkit built the kernels), so results of several builds can be told apart.
#include <benchmark/benchmark.h>
#include <cudacompat/config.h>

#include <string>

int main(int argc, char** argv) {
#if CUDACOMPAT_BUILD_CUDA
  benchmark::AddCustomContext("cudacompat_cuda_version", std::to_string(CUDACOMPAT_CTK_VERSION));
#else
  benchmark::AddCustomContext("cudacompat_cuda_version", "none");
#endif
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
