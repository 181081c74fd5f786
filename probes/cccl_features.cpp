// cudacompat's CCCL probe: the CCCL (CUB, Thrust, libcu++) version and which reduction functors
// exist. A translation unit of its own because CCCL's headers cost ten times the C API headers to
// parse; the tool compiles it concurrently with features.cpp. Same method as features.cpp.

#include "probe_markers.h"

#include <cuda_runtime.h>

#if __has_include(<cuda/std/version>)
#include <cuda/std/version>
#endif
#if __has_include(<cub/version.cuh>)
#include <cub/version.cuh>
#endif

// CUB's SIMD functors (CCCL 3) call device-only intrinsics inside non-template member functions,
// which a host compiler rejects as undeclared. Declaring them for the host lets the header parse;
// nothing here is ever called or linked.
#if defined(CCCL_VERSION) && CCCL_VERSION >= 3000000
unsigned int __vmins2(unsigned int, unsigned int);
unsigned int __vminu2(unsigned int, unsigned int);
unsigned int __vmaxs2(unsigned int, unsigned int);
unsigned int __vmaxu2(unsigned int, unsigned int);
#endif

#if __has_include(<cub/thread/thread_operators.cuh>)
#include <cub/thread/thread_operators.cuh>
#define CUDACOMPAT_PROBE_HAVE_CUB 1
#else
#define CUDACOMPAT_PROBE_HAVE_CUB 0
#endif

#if CUDACOMPAT_PROBE_HAVE_CUB
namespace cub {
namespace cudacompat_probe_absent_cub {
struct Sum {
  cudacompat_probe_absent::absent cudacompat_absent;
};
struct Max {
  cudacompat_probe_absent::absent cudacompat_absent;
};
}  // namespace cudacompat_probe_absent_cub
using namespace cudacompat_probe_absent_cub;
}  // namespace cub
constexpr bool kHasCubSum =
    cudacompat_probe::is_real_type<cub::Sum>::value && cudacompat_probe::is_real_type<cub::Max>::value;
#else
constexpr bool kHasCubSum = false;
#endif

#if defined(CCCL_VERSION)
constexpr long kCcclVersion = CCCL_VERSION;  // major * 1000000 + minor * 1000 + patch
#elif defined(CUB_VERSION)
// CUB before CCCL: major * 100000 + minor * 100 + patch; rewritten in CCCL's encoding.
constexpr long kCcclVersion =
    (CUB_VERSION / 100000) * 1000000L + (CUB_VERSION / 100 % 1000) * 1000L + CUB_VERSION % 100;
#else
constexpr long kCcclVersion = 0;
#endif

CUDACOMPAT_EMIT(cudacompat_probe_cccl_0, "CUB_SUM", kHasCubSum)
CUDACOMPAT_EMIT(cudacompat_probe_cccl_1, "CCCL_VERSION", kCcclVersion)
