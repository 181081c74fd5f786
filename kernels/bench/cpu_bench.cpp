// The CPU fallbacks against memcpy, on one core: what the library does where no GPU is usable.
// bytes_per_second counts every byte read or written (memcpy and axpy: 2 and 3 bytes per input byte).
#include <benchmark/benchmark.h>

#include <cstring>
#include <map>
#include <random>
#include <utility>
#include <vector>

#include "cudacompat/kernels/kernels.h"
#include "sizes.h"

namespace cudacompat::kernels::bench {
namespace {

// Random floats, made once per size and seed (filling 256 MiB takes a second) and copied from then on.
const std::vector<float>& random_floats(std::size_t n, unsigned seed = 7) {
  static std::map<std::pair<std::size_t, unsigned>, std::vector<float>> cache;
  std::vector<float>& values = cache[{n, seed}];
  if (values.size() == n) return values;
  values.resize(n);
  std::mt19937 generator(seed);
  std::uniform_real_distribution<float> distribution(-1.0f, 1.0f);
  for (float& value : values) value = distribution(generator);
  return values;
}

void cpu_memcpy(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0)) / sizeof(float);
  std::vector<float> x = random_floats(n), y(n);
  for (auto _ : state) {
    std::memcpy(y.data(), x.data(), n * sizeof(float));
    benchmark::DoNotOptimize(y.data());
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * 2);
}

void cpu_axpy(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0)) / sizeof(float);
  std::vector<float> x = random_floats(n), y = random_floats(n, 8);
  for (auto _ : state) {
    cpu::axpy(1.0001f, x.data(), y.data(), n);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * state.range(0) * 3);
}

void cpu_sum(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0)) / sizeof(float);
  const std::vector<float>& x = random_floats(n);
  for (auto _ : state) benchmark::DoNotOptimize(cpu::sum(x.data(), n));
  state.SetBytesProcessed(state.iterations() * state.range(0));
}

void cpu_max(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0)) / sizeof(float);
  const std::vector<float>& x = random_floats(n);
  for (auto _ : state) benchmark::DoNotOptimize(cpu::max_value(x.data(), n));
  state.SetBytesProcessed(state.iterations() * state.range(0));
}

void sizes(benchmark::internal::Benchmark* benchmark) {
  for (std::int64_t bytes : kSizes)
    if (bytes <= 256 * kMiB) benchmark->Arg(bytes);  // 1 GiB arrays take a minute each to fill here
  benchmark->Unit(benchmark::kMillisecond)->UseRealTime();
}

BENCHMARK(cpu_memcpy)->Apply(sizes);
BENCHMARK(cpu_axpy)->Apply(sizes);
BENCHMARK(cpu_sum)->Apply(sizes);
BENCHMARK(cpu_max)->Apply(sizes);

}  // namespace
}  // namespace cudacompat::kernels::bench
