// A GPU code target in every spelling the CUDA world writes it, and which code runs on which GPU:
// the one parser and formatter of GPU targets for every command (the audit, the probe, matrix,
// migrate, doctor, abi-diff and the readers all call it; none spells `sm_` itself).
//
//   nvcc                  sm_90  sm_90a  sm_100f  compute_90  compute_100f  lto_90  (nvcc --list-gpu-code,
//                         the allowed values of --gpu-code in nvcc --help)
//   CMake                 90  90-real  90-virtual  90a-real  (CMAKE_CUDA_ARCHITECTURES; a plain 90 is
//                         SASS and PTX)
//   PyTorch               9.0  9.0a  9.0+PTX  (TORCH_CUDA_ARCH_LIST; +PTX adds PTX to the SASS)
//   wheel variants        90_real  120_virtual  (PEP 825 variant properties, NVIDIA's variant provider)
//   compute capability    9.0  (nvidia-smi's compute_cap: a GPU, not a code)
//
// SASS for sm_XY runs on GPUs of the same major X with minor >= Y; an `a` target (sm_90a) only on
// exactly that GPU; an `f` target (sm_100f) on its major family, minor >= its own. PTX for
// compute_XY is JIT-compiled for any GPU >= XY (`a`: exactly XY; `f`: its family), by a driver
// that knows its PTX ISA. LTO-IR for lto_XY (NVVM IR for link-time optimisation) runs on no GPU:
// nvlink (nvcc -dlto) or nvJitLink links it into SASS; the driver never loads it. (LLVM NVPTX.td;
// docs/audit.md.)
//
// C++17: the configure-time copy of the tool compiles it (tool/bootstrap.cmake).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace cudacompat {

// What code a target names. kSassAndPtx is one entry that asks for both: CMake's plain `90`,
// PyTorch's `9.0+PTX`, and nvcc's `-arch=sm_90` shorthand.
enum class GpuCodeKind { kSass, kPtx, kLtoIr, kSassAndPtx };

// The feature suffix: none, `a` (architecture-specific: that GPU only) or `f` (family-specific).
enum class GpuFeature { kNone, kArchSpecific, kFamily };

struct GpuTarget {
  GpuCodeKind kind = GpuCodeKind::kSass;
  int major = 0;  // 9 for sm_90a, 10 for sm_100f, 12 for sm_121
  int minor = 0;  // 0 for sm_90a, 0 for sm_100f, 1 for sm_121
  GpuFeature feature = GpuFeature::kNone;

  // From the number the binaries and the knowledge base carry (90 for sm_90a, 121 for sm_121) and
  // the suffix character ('a', 'f' or 0) the readers find.
  static GpuTarget from_number(int number, char suffix = 0, GpuCodeKind kind = GpuCodeKind::kSass);

  // Each spelling's parser; the error says what was found and what that spelling needs.
  static Expected<GpuTarget> parse_nvcc(std::string_view text);   // sm_90a, compute_100f, lto_90
  static Expected<GpuTarget> parse_cmake(std::string_view text);  // 90, 90-real, 90a-virtual
  static Expected<GpuTarget> parse_torch(std::string_view text);  // 9.0, 9.0a, 9.0+PTX
  // CMake's spelling, also behind nvcc's sm_ or compute_ (sm_90-real, compute_100a), as the probe
  // reads CMAKE_CUDA_ARCHITECTURES, CUDAARCHS and CUDACOMPAT_ARCHS: the prefix says nothing, the
  // CMake suffix says the kind (sm_90 asks for what 90 does, SASS and PTX).
  static Expected<GpuTarget> parse_cmake_request(std::string_view text);
  static Expected<GpuTarget> parse_variant(std::string_view text);     // 90_real, 120_virtual
  static Expected<GpuTarget> parse_capability(std::string_view text);  // 9.0 (a GPU: no suffix)
  // A single GPU or architecture as users type it on a command line: an nvcc name, a bare number
  // with its suffix (90a) or a compute capability (9.0). The kind is SASS unless the nvcc prefix
  // says otherwise.
  static Expected<GpuTarget> parse(std::string_view text);

  int number() const { return major * 10 + minor; }  // 90 for sm_90a
  char suffix() const;                               // 'a', 'f' or 0
  GpuTarget with_kind(GpuCodeKind other) const;
  GpuTarget with_feature(GpuFeature other) const;

  std::string number_name() const;      // "90a": the architecture with its suffix, no kind
  std::string nvcc_name() const;        // "sm_90a", "compute_90a", "lto_90a"; both: "sm_90a" (nvcc -arch=sm_90a)
  std::string sm_name() const;          // "sm_90a" whatever the kind
  std::string compute_name() const;     // "compute_90a" whatever the kind
  std::string lto_name() const;         // "lto_90a" whatever the kind
  std::string capability_name() const;  // "9.0" (the GPU: no suffix, no kind)
  // The spellings that cannot say every kind: LTO-IR has no CMake, PyTorch or variant spelling,
  // PyTorch has no PTX alone, a variant value names one kind. The error says which.
  Expected<std::string> cmake_name() const;    // "90a-real", "90a-virtual", "90a" (both)
  Expected<std::string> torch_name() const;    // "9.0", "9.0a", "9.0+PTX"
  Expected<std::string> variant_name() const;  // "90_real", "120_virtual"

  friend bool operator==(const GpuTarget& a, const GpuTarget& b) {
    return a.kind == b.kind && a.major == b.major && a.minor == b.minor && a.feature == b.feature;
  }
  friend bool operator!=(const GpuTarget& a, const GpuTarget& b) { return !(a == b); }
  // By architecture, then suffix (none < a < f), then kind.
  friend bool operator<(const GpuTarget& a, const GpuTarget& b) {
    if (a.number() != b.number()) return a.number() < b.number();
    if (a.feature != b.feature) return a.feature < b.feature;
    return a.kind < b.kind;
  }
};

// Whether SASS built for `code` runs on a GPU of compute capability `gpu_sm` (a plain number: 90).
bool sass_runs_on(const GpuTarget& code, int gpu_sm);
// Whether PTX built for `code` can be JIT-compiled for a GPU `gpu_sm` (ISA permitting).
bool ptx_runs_on(const GpuTarget& code, int gpu_sm);

// Every nvcc name in free text (nvcc's --list-gpu-arch listing, its warnings), wherever it stands,
// left to right: after each sm_, compute_ or lto_, its digits and at most one a or f ("xsm_80" gives
// sm_80, "sm_120abc" sm_120a); a prefix without a well-formed architecture after it gives nothing.
std::vector<GpuTarget> find_nvcc_targets(std::string_view text);

// Whether `text` holds an nvcc prefix (sm_, compute_, lto_) anywhere: a cheap test before a scanner
// looks for the targets themselves.
bool mentions_nvcc_target(std::string_view text);

// The name of a GPU of compute capability `gpu_sm` as nvcc and every report spell it: "sm_90".
std::string gpu_name(int gpu_sm);

}  // namespace cudacompat
