#include "audit/gpu_target.h"

namespace cudacompat::audit {

std::string GpuTarget::sm_name() const {
  std::string name = "sm_" + std::to_string(sm);
  if (suffix) name += suffix;
  return name;
}

std::string GpuTarget::compute_name() const {
  std::string name = "compute_" + std::to_string(sm);
  if (suffix) name += suffix;
  return name;
}

std::string GpuTarget::lto_name() const {
  std::string name = "lto_" + std::to_string(sm);
  if (suffix) name += suffix;
  return name;
}

std::optional<GpuTarget> parse_gpu_target(std::string_view text) {
  for (std::string_view prefix : {"sm_", "compute_", "lto_"}) {
    if (text.substr(0, prefix.size()) == prefix) {
      text.remove_prefix(prefix.size());
      break;
    }
  }
  GpuTarget target;
  std::size_t dot = text.find('.');
  if (dot != std::string_view::npos) {  // "9.0" as nvidia-smi prints compute capabilities
    if (dot != text.size() - 2 || dot == 0 || dot > 2) return std::nullopt;
    std::string digits = std::string(text.substr(0, dot)) + text.back();
    text = {};
    for (char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      target.sm = target.sm * 10 + (c - '0');
    }
    return target;
  }
  if (!text.empty() && (text.back() == 'a' || text.back() == 'f')) {
    target.suffix = text.back();
    text.remove_suffix(1);
  }
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    target.sm = target.sm * 10 + (c - '0');
  }
  return target;
}

bool sass_runs_on(const GpuTarget& code, int gpu_sm) {
  if (code.suffix == 'a') return gpu_sm == code.sm;
  return gpu_sm / 10 == code.major() && gpu_sm % 10 >= code.minor();
}

bool ptx_runs_on(const GpuTarget& code, int gpu_sm) {
  if (code.suffix == 'a') return gpu_sm == code.sm;
  if (code.suffix == 'f') return gpu_sm / 10 == code.major() && gpu_sm % 10 >= code.minor();
  return gpu_sm >= code.sm;
}

}  // namespace cudacompat::audit
