// GPU architectures and code targets, and which code runs on which GPU.
//
// SASS for sm_XY runs on GPUs of the same major X with minor >= Y; an `a` target (sm_90a) only on
// exactly that GPU; an `f` target (sm_100f) on its major family, minor >= its own. PTX for
// compute_XY is JIT-compiled for any GPU >= XY (`a`: exactly XY; `f`: its family), by a driver
// that knows its PTX ISA. LTO-IR for lto_XY (NVVM IR for link-time optimisation) runs on no GPU:
// nvlink (nvcc -dlto) or nvJitLink links it into SASS; the driver never loads it. (LLVM NVPTX.td;
// docs/audit.md.)
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cudacompat::audit {

struct GpuTarget {
  int sm = 0;       // 90 for sm_90a; 100 for sm_100f; 121 for sm_121
  char suffix = 0;  // 'a', 'f' or 0

  int major() const { return sm / 10; }
  int minor() const { return sm % 10; }
  std::string sm_name() const;       // "sm_90a"
  std::string compute_name() const;  // "compute_90a"
  std::string lto_name() const;      // "lto_90a"
  friend bool operator==(const GpuTarget& a, const GpuTarget& b) { return a.sm == b.sm && a.suffix == b.suffix; }
  friend bool operator<(const GpuTarget& a, const GpuTarget& b) {
    return a.sm != b.sm ? a.sm < b.sm : a.suffix < b.suffix;
  }
};

// "sm_90a", "compute_90", "lto_100f", "90a" or "9.0" -> the target; nullopt for anything else.
std::optional<GpuTarget> parse_gpu_target(std::string_view text);

// Whether SASS built for `code` runs on a GPU of compute capability `gpu_sm` (a plain number).
bool sass_runs_on(const GpuTarget& code, int gpu_sm);
// Whether PTX built for `code` can be JIT-compiled for a GPU `gpu_sm` (ISA permitting).
bool ptx_runs_on(const GpuTarget& code, int gpu_sm);

}  // namespace cudacompat::audit
