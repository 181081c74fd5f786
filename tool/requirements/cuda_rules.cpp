#include "requirements/cuda_rules.h"

#include <algorithm>
#include <cctype>

#include "common/scan.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::requirements {
namespace {

// CUDA 13's unsuffixed NVIDIA wheels (nvidia-cublas, nvidia-cuda-runtime): the knowledge base
// lists them under a major whose wheels are unsuffixed.
bool unsuffixed_nvidia_wheel(const std::string& name, const PackageFacts& facts) {
  for (const auto& release : facts.releases) {
    const MajorPackages* major = facts.major(release.cuda.major);
    if (major == nullptr || major->nvidia_wheels_suffixed) continue;
    for (const auto& [component, wheel] : release.wheels)
      if (wheel.package == name) return true;
  }
  return false;
}

// conda-forge's CUDA packages: the components the knowledge base names (libcublas), their -dev
// and -static splits (libcublas-dev), and NVIDIA's cuda-* packages (cuda-nvcc-tools,
// cuda-cupti-dev) and the toolkit metapackage `cuda`, whose versions are CUDA's. Not cuda-core nor
// cuda-pathfinder (0.x versions).
bool conda_cuda_component(const std::string& name, const PackageFacts& facts) {
  if (name == "cuda-core" || name == "cuda-pathfinder") return false;
  if (name == "cuda" || name.starts_with("cuda-")) return true;
  const std::string base = conda_component_base(name);
  return std::any_of(facts.conda_packages.begin(), facts.conda_packages.end(),
                     [&](const auto& entry) { return entry.second == base; });
}

}  // namespace

const std::vector<RuleInfo>& rule_table() {
  static const std::vector<RuleInfo> table = {
      {RuleCode::kWrongMajor, "wrong-major", "a package, tag or feature for another CUDA major than the toolkit's"},
      {RuleCode::kNoUpperBound, "no-upper-bound",
       "a package whose versions follow CUDA's has no ceiling: the next CUDA major would be installed"},
      {RuleCode::kKnownBad, "known-bad",
       "a range admits (or a lock or environment holds) a release known to be broken"},
      {RuleCode::kMixedMajors, "mixed-majors", "packages fixed to different CUDA majors in one install set"},
      {RuleCode::kDuplicateVariants, "duplicate-variants",
       "two distributions that install the same files (cupy and cupy-cuda12x) in one install set"},
      {RuleCode::kEmptyRange, "empty-range", "a range that no version satisfies"},
  };
  return table;
}

std::string_view to_string(RuleCode code) {
  for (const auto& info : rule_table())
    if (info.code == code) return info.name;
  return "unknown";
}

bool needs_own_ceiling(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  switch (ecosystem) {
    case Ecosystem::kCargo:
      return name == "cudarc";
    case Ecosystem::kConda:
      return name == "cuda-version" || conda_cuda_component(name, facts);
    case Ecosystem::kPython:
      if (name == "cuda-python" || name == "cuda-bindings" || name == "cuda-toolkit") return true;
      return unsuffixed_nvidia_wheel(name, facts);
  }
  return false;
}

std::string install_family(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  if (ecosystem != Ecosystem::kPython) return {};
  // CuPy's wheels all install the package `cupy`.
  if (name == "cupy" || name.starts_with("cupy-cuda")) return "cupy";
  std::string component = wheel_component(name, facts);
  if (component.empty() && name.starts_with("nvidia-")) {
    // A suffixed wheel the knowledge base does not list (nvidia-nccl-cu12): its middle part.
    if (auto major = major_named_by(name); major && *major < 13) {
      const std::size_t dash = name.rfind('-');
      component = name.substr(7, dash - 7);
    }
  }
  if (component.empty()) return {};
  const std::optional<int> major = cuda_major_of_name(name, ecosystem, facts);
  // -cu11 and -cu12 install nvidia/<lib>/; CUDA 13's wheels install nvidia/cu13/.
  return major && *major >= 13 ? "nvidia/cu" + std::to_string(*major) + "/" + component : "nvidia/" + component;
}

bool counts_toward_mixed_majors(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  if (ecosystem != Ecosystem::kPython) return true;
  return !name.starts_with("nvidia-") && wheel_component(name, facts).empty();
}

std::vector<const KnownBadRelease*> known_bad_releases(const PackageFacts& facts, std::string_view ecosystem,
                                                       const std::string& package, const Version& cuda) {
  std::vector<const KnownBadRelease*> found;
  for (const auto& bad : facts.known_bad)
    if (bad.ecosystem == ecosystem && bad.package == package && (!bad.only_below_cuda || cuda < *bad.only_below_cuda))
      found.push_back(&bad);
  return found;
}

std::optional<int> group_major(const std::string& group) {
  std::string name;
  for (char c : group)
    name += c == '_' || c == '.' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (auto major = major_named_by(name)) return major;
  // unsloth's "cu118onlytorch280" (the major, then a word) and "flashattentiontorch260abiFALSEcu12x"
  // (a word, then the major): "cu"/"cuda" and 2-3 digits at one end of a segment, a letter beside them.
  for (const std::string& segment : scan::split_on_any(name, "-")) {
    for (std::string_view prefix : {"cuda", "cu"}) {
      if (segment.rfind(prefix, 0) != 0) continue;
      std::size_t end = prefix.size();
      while (end < segment.size() && std::isdigit(static_cast<unsigned char>(segment[end]))) ++end;
      if (end - prefix.size() >= 2 && end - prefix.size() <= 3 && end < segment.size() &&
          std::isalpha(static_cast<unsigned char>(segment[end])))
        return std::stoi(segment.substr(prefix.size(), 2));
      break;
    }
    std::string tail = segment;
    if (!tail.empty() && tail.back() == 'x') tail.pop_back();
    std::size_t digits = tail.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(tail[digits - 1]))) --digits;
    const std::size_t count = tail.size() - digits;
    if (count >= 2 && count <= 3 && digits >= 3 && tail.compare(digits - 2, 2, "cu") == 0 &&
        std::isalpha(static_cast<unsigned char>(tail[digits - 3])))
      return std::stoi(tail.substr(digits, 2));
  }
  // "sysctk12", "ctk13-distributed": a word ending in ctk (the CUDA toolkit) and the major.
  for (std::size_t at = name.find("ctk"); at != std::string::npos; at = name.find("ctk", at + 3)) {
    const std::size_t digits = at + 3;
    std::size_t end = digits;
    while (end < name.size() && std::isdigit(static_cast<unsigned char>(name[end]))) ++end;
    if (end - digits == 2 && (end == name.size() || name[end] == '-')) return std::stoi(name.substr(digits, 2));
  }
  // "cuda-12", "cu-13": the digits in a segment of their own after "cuda"/"cu".
  const std::size_t at = name.find("cuda-") != std::string::npos ? name.find("cuda-") + 5
                         : name.find("cu-") != std::string::npos ? name.find("cu-") + 3
                                                                 : std::string::npos;
  if (at == std::string::npos) return std::nullopt;
  std::size_t end = at;
  while (end < name.size() && std::isdigit(static_cast<unsigned char>(name[end]))) ++end;
  if (end - at < 2 || end - at > 3 || (end < name.size() && name[end] != '-' && name[end] != 'x')) return std::nullopt;
  return std::stoi(name.substr(at, 2));
}

}  // namespace cudacompat::requirements
