// cudacompat's batched feature probe.
//
// One host-compiler compilation (`c++ -std=c++17 -c`) against a toolkit's headers answers every
// feature question at once: each answer is a constant expression, written into the object file
// as a marker string "CUDACOMPAT_PROBE[NAME=VALUE]" that the tool reads back from the bytes. The
// object is never linked or run (CMake's compiler identification uses the same trick), so no GPU,
// driver or CUDA runtime is needed.
//
// How a missing name is told apart from a present one without a failed compilation: qualified
// lookup of `::name` (or `cub::name`) considers the namespaces nominated by a using-directive only
// when the namespace itself declares nothing of that name ([namespace.qual]/2). So each probed
// name gets a fallback in a namespace nominated at the end of the file; the real declaration, if
// the headers have one, always wins, and the fallback carries a marker type that says "absent".
// Signature forms are checked in SFINAE context, so a call that does not fit is `false`, not an
// error.

#include "probe_markers.h"

#include <cuda.h>
#include <cuda_runtime.h>

#if __has_include(<cuda_bf16.h>)
#define CUDACOMPAT_PROBE_HAVE_BF16 1
#else
#define CUDACOMPAT_PROBE_HAVE_BF16 0
#endif
#if __has_include(<cuda_fp8.h>)
#define CUDACOMPAT_PROBE_HAVE_FP8 1
#else
#define CUDACOMPAT_PROBE_HAVE_FP8 0
#endif

namespace cudacompat_probe_absent {
absent cuMemPrefetchAsync_v2(...);
absent cuMemAdvise_v2(...);
absent cudaMemPrefetchAsync_v2(...);
absent cudaMemAdvise_v2(...);
struct cudaMemLocation {
  absent cudacompat_absent;
};
struct CUmemLocation_st {
  absent cudacompat_absent;
};
}  // namespace cudacompat_probe_absent
using namespace cudacompat_probe_absent;

namespace cudacompat_probe {

using cudacompat_probe_absent::absent;

template <class T, class = void>
struct real_call : std::false_type {};
template <class Result>
struct real_call<Result, std::enable_if_t<!std::is_same_v<Result, absent>>> : std::true_type {};

// Each detector takes its argument types as template parameters so that the call is dependent
// and a mismatch is a substitution failure.
#define CUDACOMPAT_DETECT_CALL(detector, call_expression, ...) \
  template <class Dummy, class = void>                         \
  struct detector : std::false_type {};                        \
  template <class Dummy>                                       \
  struct detector<Dummy, std::void_t<decltype(call_expression)>> : real_call<decltype(call_expression)> {};

template <class T>
T make();

CUDACOMPAT_DETECT_CALL(driver_prefetch_v2,
                       ::cuMemPrefetchAsync_v2(make<CUdeviceptr>(), std::size_t{},
                                               make<typename Dummy::driver_location>(), 0u, make<CUstream>()))
CUDACOMPAT_DETECT_CALL(driver_advise_v2,
                       ::cuMemAdvise_v2(make<CUdeviceptr>(), std::size_t{}, CU_MEM_ADVISE_SET_READ_MOSTLY,
                                        make<typename Dummy::driver_location>()))
CUDACOMPAT_DETECT_CALL(runtime_prefetch_v2,
                       ::cudaMemPrefetchAsync_v2(make<const void*>(), std::size_t{},
                                                 make<typename Dummy::runtime_location>(), 0u, make<cudaStream_t>()))
CUDACOMPAT_DETECT_CALL(runtime_advise_v2,
                       ::cudaMemAdvise_v2(make<const void*>(), std::size_t{}, cudaMemAdviseSetReadMostly,
                                          make<typename Dummy::runtime_location>()))
CUDACOMPAT_DETECT_CALL(runtime_prefetch_location,
                       ::cudaMemPrefetchAsync(make<const void*>(), std::size_t{},
                                              make<typename Dummy::runtime_location>(), 0u, make<cudaStream_t>()))
CUDACOMPAT_DETECT_CALL(runtime_advise_location,
                       ::cudaMemAdvise(make<const void*>(), std::size_t{}, cudaMemAdviseSetReadMostly,
                                       make<typename Dummy::runtime_location>()))
CUDACOMPAT_DETECT_CALL(runtime_prefetch_device_int,
                       ::cudaMemPrefetchAsync(make<const void*>(), std::size_t{},
                                              make<typename Dummy::device_ordinal>(), make<cudaStream_t>()))
CUDACOMPAT_DETECT_CALL(runtime_advise_device_int,
                       ::cudaMemAdvise(make<const void*>(), std::size_t{}, cudaMemAdviseSetReadMostly,
                                       make<typename Dummy::device_ordinal>()))
CUDACOMPAT_DETECT_CALL(driver_prefetch_device_int,
                       ::cuMemPrefetchAsync(make<CUdeviceptr>(), std::size_t{}, make<typename Dummy::driver_device>(),
                                            make<CUstream>()))
CUDACOMPAT_DETECT_CALL(driver_advise_device_int,
                       ::cuMemAdvise(make<CUdeviceptr>(), std::size_t{}, CU_MEM_ADVISE_SET_READ_MOSTLY,
                                     make<typename Dummy::driver_device>()))
CUDACOMPAT_DETECT_CALL(graph_instantiate_flags, ::cudaGraphInstantiate(make<cudaGraphExec_t*>(), make<cudaGraph_t>(),
                                                                       make<typename Dummy::flags>()))
CUDACOMPAT_DETECT_CALL(device_prop_clock_rate, make<typename Dummy::device_prop&>().clockRate)

struct probe_types {
  using driver_location = ::CUmemLocation_st;
  using runtime_location = ::cudaMemLocation;
  using flags = unsigned long long;
  using device_ordinal = int;
  using driver_device = CUdevice;
  using device_prop = ::cudaDeviceProp;
};

constexpr bool kHasDriverLocation = is_real_type<::CUmemLocation_st>::value;
constexpr bool kHasRuntimeLocation = is_real_type<::cudaMemLocation>::value;

}  // namespace cudacompat_probe

using cudacompat_probe::probe_types;
CUDACOMPAT_EMIT(cudacompat_probe_00, "CUDA_VERSION", CUDA_VERSION)
CUDACOMPAT_EMIT(cudacompat_probe_01, "CUDART_VERSION", CUDART_VERSION)
CUDACOMPAT_EMIT(cudacompat_probe_02, "MEM_PREFETCH_V2_DRIVER",
                cudacompat_probe::kHasDriverLocation&& cudacompat_probe::driver_prefetch_v2<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_03, "MEM_ADVISE_V2_DRIVER",
                cudacompat_probe::kHasDriverLocation&& cudacompat_probe::driver_advise_v2<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_04, "MEM_PREFETCH_V2_RUNTIME",
                cudacompat_probe::kHasRuntimeLocation&& cudacompat_probe::runtime_prefetch_v2<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_05, "MEM_ADVISE_V2_RUNTIME",
                cudacompat_probe::kHasRuntimeLocation&& cudacompat_probe::runtime_advise_v2<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_06, "MEM_PREFETCH_LOCATION",
                cudacompat_probe::kHasRuntimeLocation&& cudacompat_probe::runtime_prefetch_location<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_07, "MEM_ADVISE_LOCATION",
                cudacompat_probe::kHasRuntimeLocation&& cudacompat_probe::runtime_advise_location<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_08, "DEVICE_PROP_CLOCK_RATE",
                cudacompat_probe::device_prop_clock_rate<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_09, "GRAPH_INSTANTIATE_FLAGS",
                cudacompat_probe::graph_instantiate_flags<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_15, "MEM_PREFETCH_DEVICE_INT",
                cudacompat_probe::runtime_prefetch_device_int<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_16, "MEM_ADVISE_DEVICE_INT",
                cudacompat_probe::runtime_advise_device_int<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_17, "MEM_PREFETCH_DEVICE_INT_DRIVER",
                cudacompat_probe::driver_prefetch_device_int<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_18, "MEM_ADVISE_DEVICE_INT_DRIVER",
                cudacompat_probe::driver_advise_device_int<probe_types>::value)
CUDACOMPAT_EMIT(cudacompat_probe_10, "BF16", CUDACOMPAT_PROBE_HAVE_BF16)
CUDACOMPAT_EMIT(cudacompat_probe_11, "FP8", CUDACOMPAT_PROBE_HAVE_FP8)
