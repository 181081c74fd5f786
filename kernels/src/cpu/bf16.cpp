#include <cstdint>
#include <cstring>

#include "cudacompat/kernels/kernels.h"

namespace cudacompat::kernels::cpu {

float round_to_bf16(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  if ((bits & 0x7f800000u) == 0x7f800000u && (bits & 0x007fffffu) != 0) {
    bits |= 0x00400000u;  // a NaN stays a (quiet) NaN
  } else {
    bits += 0x7fffu + ((bits >> 16) & 1u);  // round to nearest, ties to even
  }
  bits &= 0xffff0000u;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

void axpy_bf16(float a, const float* x, float* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) y[i] = round_to_bf16(a * round_to_bf16(x[i]) + round_to_bf16(y[i]));
}

}  // namespace cudacompat::kernels::cpu
