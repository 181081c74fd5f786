#include "probe/decision.h"

#include <algorithm>
#include <cctype>

namespace cudacompat {

std::optional<CudaMode> parse_cuda_mode(const std::string& text) {
  std::string upper = text;
  std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
  if (upper == "AUTO" || upper.empty()) return CudaMode::kAuto;
  if (upper == "ON" || upper == "1" || upper == "TRUE" || upper == "YES") return CudaMode::kOn;
  if (upper == "OFF" || upper == "0" || upper == "FALSE" || upper == "NO") return CudaMode::kOff;
  return std::nullopt;
}

std::string to_string(CudaMode mode) {
  switch (mode) {
    case CudaMode::kAuto: return "AUTO";
    case CudaMode::kOn: return "ON";
    case CudaMode::kOff: return "OFF";
  }
  return "AUTO";
}

Decision decide(const DecisionInputs& in) {
  Decision decision;
  const std::string mode = "CUDACOMPAT_CUDA=" + to_string(in.mode) + " (" + in.mode_source + ")";
  if (in.mode == CudaMode::kOff) {
    decision.reason = mode + ": CPU-only build requested" +
                      (in.toolkit_found && !in.toolkit_error ? "; " + in.toolkit_summary + " is present and not used" : "");
    return decision;
  }
  if (in.toolkit_error) {
    decision.reason = mode + ": " + *in.toolkit_error;
    decision.error = decision.reason + ". For a CPU-only build, set CUDACOMPAT_CUDA=OFF.";
    return decision;
  }
  if (!in.toolkit_found) {
    decision.reason = mode + ": no usable CUDA toolkit found (" + in.no_toolkit_details +
                      "); the kernels are not built, the CPU implementations are";
    if (in.mode == CudaMode::kOn)
      decision.error = mode + " requires a CUDA toolkit, and none was usable: " + in.no_toolkit_details +
                       ". Install one, or point CUDAToolkit_ROOT at it (-DCUDAToolkit_ROOT=/usr/local/cuda-X.Y), or set "
                       "CUDACOMPAT_CUDA=AUTO or OFF for a CPU-only build.";
    return decision;
  }
  if (in.compiler_error) {
    decision.reason = mode + ": " + *in.compiler_error;
    decision.error = decision.reason;
    return decision;
  }
  if (in.architecture_error) {
    decision.reason = mode + ": " + *in.architecture_error;
    decision.error = decision.reason;
    return decision;
  }
  decision.build_cuda = true;
  decision.reason = mode + ": " + in.toolkit_summary + " with host compiler " + in.compiler_summary +
                    "; GPU and driver presence were not consulted";
  return decision;
}

}  // namespace cudacompat
