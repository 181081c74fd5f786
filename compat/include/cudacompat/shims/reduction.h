// Reduction functors for CUB and Thrust on every CCCL:
//   CCCL 1.x / 2.x (CUDA 11.x, 12.x)  cub::Sum, cub::Max, cub::Min
//   CCCL 3.x (CUDA 13.x)              cuda::std::plus<>, cuda::maximum<>, cuda::minimum<>
// Include from CUDA sources (these are device functors).
#pragma once

#include <cudacompat/config.h>

#if CUDACOMPAT_HAS_CUB_SUM
#include <cub/thread/thread_operators.cuh>
#else
#include <cuda/functional>
#include <cuda/std/functional>
#endif

namespace cudacompat {

#if CUDACOMPAT_HAS_CUB_SUM
using sum_op = cub::Sum;
using max_op = cub::Max;
using min_op = cub::Min;
#else  // ^^^ CCCL before 3.0 ^^^ / vvv CCCL 3.0 and later vvv
using sum_op = cuda::std::plus<>;
using max_op = cuda::maximum<>;
using min_op = cuda::minimum<>;
#endif

}  // namespace cudacompat
