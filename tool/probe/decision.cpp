#include "probe/decision.h"

#include <algorithm>
#include <cctype>

#include "common/enum_names.h"

namespace cudacompat {

std::optional<CudaMode> parse_cuda_mode(const std::string& text) {
  std::string upper = text;
  std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
  if (upper == "AUTO" || upper.empty()) return CudaMode::kAuto;
  if (upper == "ON" || upper == "1" || upper == "TRUE" || upper == "YES") return CudaMode::kOn;
  if (upper == "OFF" || upper == "0" || upper == "FALSE" || upper == "NO") return CudaMode::kOff;
  return std::nullopt;
}

constexpr EnumName<CudaMode> kCudaModeNames[] = {
    {CudaMode::kAuto, "AUTO"}, {CudaMode::kOn, "ON"}, {CudaMode::kOff, "OFF"}};

std::string to_string(CudaMode mode) { return std::string(name_of(kCudaModeNames, mode)); }

namespace {

// "CUDACOMPAT_CUDA=OFF (CMake variable)", "CUDACOMPAT_CUDA=AUTO (default)": the setting named once,
// where its source would otherwise repeat it ("CUDACOMPAT_CUDA (CMake variable)").
std::string mode_setting(const DecisionInputs& in) {
  std::string source = in.mode_source;
  const std::string repeated = "CUDACOMPAT_CUDA (";
  if (source.rfind(repeated, 0) == 0 && source.size() > repeated.size() && source.back() == ')')
    source = source.substr(repeated.size(), source.size() - repeated.size() - 1);
  return "CUDACOMPAT_CUDA=" + to_string(in.mode) + " (" + source + ")";
}

}  // namespace

Decision decide(const DecisionInputs& in) {
  Decision decision;
  const std::string mode = mode_setting(in);
  if (in.mode == CudaMode::kOff) {
    decision.reason =
        mode + ": CPU-only build requested" +
        (in.toolkit_found && !in.toolkit_error ? "; " + in.toolkit_summary + " is present and not used" : "");
    return decision;
  }
  // An error about another setting (the toolkit asked for, the host compiler, the architectures)
  // starts with that setting, not with the mode: the mode is not what is wrong.
  if (in.toolkit_error) {
    decision.reason = *in.toolkit_error;
    decision.error = decision.reason + ". For a CPU-only build, set CUDACOMPAT_CUDA=OFF.";
    return decision;
  }
  if (!in.toolkit_found) {
    decision.reason = mode + ": no usable CUDA toolkit found (" + in.no_toolkit_details +
                      "); nothing is compiled for the GPU (CUDACOMPAT_BUILD_CUDA is off)";
    if (in.mode == CudaMode::kOn)
      decision.error =
          mode + " requires a CUDA toolkit, and none was usable: " + in.no_toolkit_details +
          ". Install one, or point CUDAToolkit_ROOT at it (-DCUDAToolkit_ROOT=/usr/local/cuda-X.Y), or set "
          "CUDACOMPAT_CUDA=AUTO or OFF for a CPU-only build.";
    return decision;
  }
  if (in.compiler_error) {
    decision.reason = *in.compiler_error;
    decision.error = decision.reason;
    return decision;
  }
  if (in.architecture_error) {
    decision.reason = *in.architecture_error;
    decision.error = decision.reason;
    return decision;
  }
  decision.build_cuda = true;
  decision.reason = mode + ": " + in.toolkit_summary + " with host compiler " + in.compiler_summary +
                    "; GPU and driver presence were not consulted";
  return decision;
}

}  // namespace cudacompat
