// The array sizes every benchmark runs at, in bytes of the input x: the 256 MB and up, and
// one size below it to show where launch overhead stops mattering.
#pragma once

#include <cstdint>

namespace cudacompat::kernels::bench {

inline constexpr std::int64_t kMiB = std::int64_t{1} << 20;
inline constexpr std::int64_t kSizes[] = {16 * kMiB, 256 * kMiB, 1024 * kMiB};

}  // namespace cudacompat::kernels::bench
