// The toggle: whether to build the CUDA kernels, and why. Pure: it weighs facts already gathered.
//
//   OFF   never; CPU-only build, whatever is installed.
//   AUTO  exactly when a usable toolkit is found (nvcc, headers, an accepted host compiler);
//         CPU-only, with the reason, when no toolkit is found at all or every one found is broken
//         (an nvcc query that hangs or fails, a missing piece, a compile check that fails).
//   ON    as AUTO, but no usable toolkit stops configure with what is missing.
// In AUTO and ON a toolkit that is present but cannot be used as asked (pieces that disagree, a
// requested version that is not installed, an unsupported host compiler) stops configure too:
// building CPU-only then would silently ship a package without kernels. A GPU or driver is never
// consulted.
#pragma once

#include <optional>
#include <string>

namespace cudacompat {

enum class CudaMode { kAuto, kOn, kOff };
std::optional<CudaMode> parse_cuda_mode(const std::string& text);  // AUTO/ON/OFF, any case; also 1/0, TRUE/FALSE
std::string to_string(CudaMode mode);

struct DecisionInputs {
  CudaMode mode = CudaMode::kAuto;
  std::string mode_source;                    // "default", "CUDACOMPAT_CUDA (environment)", ...
  bool toolkit_found = false;                 // any candidate at all
  std::optional<std::string> toolkit_error;   // present but unusable as asked: why, and how to fix
  std::string toolkit_summary;                // "CUDA 13.0.88 at /usr/local/cuda-13.0 (standard)"
  std::string no_toolkit_details;             // what was searched and found wanting
  std::optional<std::string> compiler_error;  // the host compiler is refused: why, and how to fix
  std::string compiler_summary;               // "g++ 12.2.0, accepted (GCC <= 15 per crt/host_config.h)"
  std::optional<std::string> architecture_error;
};

struct Decision {
  bool build_cuda = false;
  std::string reason;
  std::optional<std::string> error;  // configure must stop with this message
};

Decision decide(const DecisionInputs& inputs);

}  // namespace cudacompat
