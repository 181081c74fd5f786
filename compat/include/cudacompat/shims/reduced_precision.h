// bf16 and fp8 types that exist exactly where the toolkit has them.
//   CUDACOMPAT_HAS_BF16   cuda_bf16.h (CUDA 11.0+): cudacompat::bfloat16
//   CUDACOMPAT_HAS_FP8    cuda_fp8.h  (CUDA 11.8+): cudacompat::fp8_e4m3, cudacompat::fp8_e5m2
// Code that uses a type guards it with the macro; without the header the type is not declared
// at all, so a missing guard is a compile error, not a silent fallback.
#pragma once

#include <cudacompat/config.h>

#if CUDACOMPAT_HAS_BF16
#include <cuda_bf16.h>
namespace cudacompat {
using bfloat16 = __nv_bfloat16;
}  // namespace cudacompat
#endif

#if CUDACOMPAT_HAS_FP8
#include <cuda_fp8.h>
namespace cudacompat {
using fp8_e4m3 = __nv_fp8_e4m3;
using fp8_e5m2 = __nv_fp8_e5m2;
}  // namespace cudacompat
#endif
