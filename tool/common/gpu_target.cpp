#include "common/gpu_target.h"

#include <optional>
#include <utility>

#include "common/enum_names.h"

namespace cudacompat {
namespace {

bool gpu_spelling_starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}
bool gpu_spelling_ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// The suffixes each spelling ends with and what they say, read both ways: by the parsers and by the
// *_name() writers. Where a spelling without a suffix means something, its table ends with the
// empty suffix, tried last; a kind a table lacks is one that spelling cannot say.
constexpr EnumName<GpuFeature> kGpuFeatureSuffixes[] = {{GpuFeature::kArchSpecific, "a"}, {GpuFeature::kFamily, "f"}};
constexpr EnumName<GpuCodeKind> kCmakeKindSuffixes[] = {
    {GpuCodeKind::kSass, "-real"}, {GpuCodeKind::kPtx, "-virtual"}, {GpuCodeKind::kSassAndPtx, ""}};
constexpr EnumName<GpuCodeKind> kTorchKindSuffixes[] = {{GpuCodeKind::kSassAndPtx, "+PTX"}, {GpuCodeKind::kSass, ""}};
constexpr EnumName<GpuCodeKind> kVariantKindSuffixes[] = {{GpuCodeKind::kSass, "_real"},
                                                          {GpuCodeKind::kPtx, "_virtual"}};

// What the first of `suffixes` that ends `text` says, with `text` cut before it; nullopt, and
// `text` left whole, where none does.
template <typename Value, std::size_t N>
std::optional<Value> cut_gpu_suffix(std::string_view& text, const EnumName<Value> (&suffixes)[N]) {
  for (const auto& [value, suffix] : suffixes) {
    if (!gpu_spelling_ends_with(text, suffix)) continue;
    text.remove_suffix(suffix.size());
    return value;
  }
  return std::nullopt;
}

// The suffix `suffixes` spells `value` with; nullptr where that spelling cannot say it.
template <typename Value, std::size_t N>
const std::string_view* gpu_suffix_for(const EnumName<Value> (&suffixes)[N], Value value) {
  for (const auto& entry : suffixes)
    if (entry.value == value) return &entry.name;
  return nullptr;
}

// The architecture part every spelling shares: two or three digits, the last the minor, no leading
// zero (nvcc has no sm_090), then an optional `a` or `f`: "90", "90a", "100f", "121".
std::optional<GpuTarget> gpu_architecture_of(std::string_view text, GpuCodeKind kind) {
  GpuTarget target;
  target.kind = kind;
  target.feature = cut_gpu_suffix(text, kGpuFeatureSuffixes).value_or(GpuFeature::kNone);
  if (text.size() < 2 || text.size() > 3 || text.front() == '0') return std::nullopt;
  int number = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    number = number * 10 + (c - '0');
  }
  target.major = number / 10;
  target.minor = number % 10;
  return target;
}

// "9.0", "12.1": a major of one or two digits (no leading zero), a dot, a one-digit minor.
std::optional<GpuTarget> gpu_capability_of(std::string_view text) {
  const std::size_t dot = text.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot > 2 || dot + 2 != text.size()) return std::nullopt;
  if (text.front() == '0') return std::nullopt;
  GpuTarget target;
  for (std::size_t i = 0; i < dot; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    target.major = target.major * 10 + (text[i] - '0');
  }
  if (text.back() < '0' || text.back() > '9') return std::nullopt;
  target.minor = text.back() - '0';
  return target;
}

Error not_a_gpu_target(std::string_view text, std::string_view spelling, std::string_view needed) {
  return Error{"'" + std::string(text) + "' is not " + std::string(spelling) + ": expected " + std::string(needed)};
}

constexpr std::string_view kArchitectureRule =
    "a two- or three-digit architecture (its last digit the minor, no leading zero) with an optional a or f";

}  // namespace

GpuTarget GpuTarget::from_number(int number, char suffix, GpuCodeKind kind) {
  GpuTarget target;
  target.kind = kind;
  target.major = number / 10;
  target.minor = number % 10;
  target.feature = value_named(kGpuFeatureSuffixes, std::string_view(&suffix, 1)).value_or(GpuFeature::kNone);
  return target;
}

Expected<GpuTarget> GpuTarget::parse_nvcc(std::string_view text) {
  static constexpr std::pair<std::string_view, GpuCodeKind> kPrefixes[] = {
      {"sm_", GpuCodeKind::kSass}, {"compute_", GpuCodeKind::kPtx}, {"lto_", GpuCodeKind::kLtoIr}};
  for (const auto& [prefix, kind] : kPrefixes) {
    if (!gpu_spelling_starts_with(text, prefix)) continue;
    if (auto target = gpu_architecture_of(text.substr(prefix.size()), kind)) return *target;
    break;
  }
  return not_a_gpu_target(text, "an nvcc GPU target",
                          "sm_ (SASS), compute_ (PTX) or lto_ (LTO-IR), then " + std::string(kArchitectureRule) +
                              ", such as sm_90, sm_90a, compute_100f or lto_90");
}

Expected<GpuTarget> GpuTarget::parse_cmake(std::string_view text) {
  std::string_view base = text;
  const auto kind = cut_gpu_suffix(base, kCmakeKindSuffixes);
  if (auto target = gpu_architecture_of(base, *kind)) return *target;
  return not_a_gpu_target(text, "a CMake CUDA architecture",
                          std::string(kArchitectureRule) +
                              ", then -real (SASS), -virtual (PTX) or nothing (both), such as 90, 90-real or "
                              "90a-virtual");
}

Expected<GpuTarget> GpuTarget::parse_cmake_request(std::string_view text) {
  std::string_view rest = text;
  for (std::string_view prefix : {"sm_", "compute_"}) {
    if (gpu_spelling_starts_with(rest, prefix)) {
      rest.remove_prefix(prefix.size());
      break;
    }
  }
  if (auto target = parse_cmake(rest)) return *target;
  return not_a_gpu_target(text, "a CUDA architecture request",
                          "CMake's spelling (90, 90-real, 90a-virtual), optionally behind sm_ or compute_");
}

Expected<GpuTarget> GpuTarget::parse_torch(std::string_view text) {
  std::string_view base = text;
  const auto kind = cut_gpu_suffix(base, kTorchKindSuffixes);
  const GpuFeature feature = cut_gpu_suffix(base, kGpuFeatureSuffixes).value_or(GpuFeature::kNone);
  if (auto target = gpu_capability_of(base)) {
    target->kind = *kind;
    target->feature = feature;
    return *target;
  }
  return not_a_gpu_target(text, "a TORCH_CUDA_ARCH_LIST entry",
                          "a compute capability (major.minor, such as 9.0 or 12.1) with an optional a or f, then "
                          "+PTX to add PTX, such as 8.6, 9.0a or 9.0+PTX");
}

Expected<GpuTarget> GpuTarget::parse_variant(std::string_view text) {
  std::string_view base = text;
  const auto kind = cut_gpu_suffix(base, kVariantKindSuffixes);
  if (auto target = kind ? gpu_architecture_of(base, *kind) : std::nullopt) return *target;
  return not_a_gpu_target(text, "a wheel-variant GPU architecture",
                          std::string(kArchitectureRule) +
                              ", then _real (SASS) or _virtual (PTX), such as 90_real "
                              "or 120_virtual");
}

Expected<GpuTarget> GpuTarget::parse_capability(std::string_view text) {
  if (auto target = gpu_capability_of(text)) return *target;
  return not_a_gpu_target(text, "a compute capability", "major.minor, such as 8.6, 9.0 or 12.1");
}

Expected<GpuTarget> GpuTarget::parse(std::string_view text) {
  for (std::string_view prefix : {"sm_", "compute_", "lto_"})
    if (gpu_spelling_starts_with(text, prefix)) return parse_nvcc(text);
  if (text.find('.') != std::string_view::npos) return parse_capability(text);
  if (auto target = gpu_architecture_of(text, GpuCodeKind::kSass)) return *target;
  return not_a_gpu_target(text, "a GPU architecture",
                          "an nvcc name (sm_90, sm_90a), a number with its suffix (90, 90a) or a compute capability "
                          "(9.0)");
}

char GpuTarget::suffix() const {
  return feature == GpuFeature::kNone ? 0 : name_of(kGpuFeatureSuffixes, feature).front();
}

GpuTarget GpuTarget::with_kind(GpuCodeKind other) const {
  GpuTarget target = *this;
  target.kind = other;
  return target;
}

GpuTarget GpuTarget::with_feature(GpuFeature other) const {
  GpuTarget target = *this;
  target.feature = other;
  return target;
}

std::string GpuTarget::number_name() const {
  std::string name = std::to_string(number());
  if (suffix()) name += suffix();
  return name;
}

std::string GpuTarget::nvcc_name() const {
  switch (kind) {
    case GpuCodeKind::kPtx:
      return compute_name();
    case GpuCodeKind::kLtoIr:
      return lto_name();
    case GpuCodeKind::kSass:
    case GpuCodeKind::kSassAndPtx:
      break;
  }
  return sm_name();
}

std::string GpuTarget::sm_name() const { return "sm_" + number_name(); }
std::string GpuTarget::compute_name() const { return "compute_" + number_name(); }
std::string GpuTarget::lto_name() const { return "lto_" + number_name(); }

std::string GpuTarget::capability_name() const { return std::to_string(major) + "." + std::to_string(minor); }

Expected<std::string> GpuTarget::cmake_name() const {
  if (const auto* spelled = gpu_suffix_for(kCmakeKindSuffixes, kind)) return number_name() + std::string(*spelled);
  return Error{lto_name() +
               " is LTO-IR, which CMAKE_CUDA_ARCHITECTURES cannot name (CMake asks for it with "
               "CUDA_SEPARABLE_COMPILATION and INTERPROCEDURAL_OPTIMIZATION)"};
}

Expected<std::string> GpuTarget::torch_name() const {
  std::string name = capability_name();
  if (suffix()) name += suffix();
  if (const auto* spelled = gpu_suffix_for(kTorchKindSuffixes, kind)) return name + std::string(*spelled);
  return Error{nvcc_name() + " has no TORCH_CUDA_ARCH_LIST spelling: PyTorch names SASS (" + name +
               ") or SASS and PTX (" + name + "+PTX), never PTX or LTO-IR alone"};
}

Expected<std::string> GpuTarget::variant_name() const {
  if (const auto* spelled = gpu_suffix_for(kVariantKindSuffixes, kind)) return number_name() + std::string(*spelled);
  return Error{nvcc_name() + (kind == GpuCodeKind::kLtoIr ? " (LTO-IR)" : " (SASS and PTX)") +
               " has no single wheel-variant value: a variant names " + number_name() + "_real or " + number_name() +
               "_virtual"};
}

bool sass_runs_on(const GpuTarget& code, int gpu_sm) {
  if (code.feature == GpuFeature::kArchSpecific) return gpu_sm == code.number();
  return gpu_sm / 10 == code.major && gpu_sm % 10 >= code.minor;
}

bool ptx_runs_on(const GpuTarget& code, int gpu_sm) {
  if (code.feature == GpuFeature::kArchSpecific) return gpu_sm == code.number();
  if (code.feature == GpuFeature::kFamily) return gpu_sm / 10 == code.major && gpu_sm % 10 >= code.minor;
  return gpu_sm >= code.number();
}

std::vector<GpuTarget> find_nvcc_targets(std::string_view text) {
  static constexpr std::pair<std::string_view, GpuCodeKind> kPrefixes[] = {
      {"sm_", GpuCodeKind::kSass}, {"compute_", GpuCodeKind::kPtx}, {"lto_", GpuCodeKind::kLtoIr}};
  std::vector<GpuTarget> found;
  for (std::size_t pos = 0; pos < text.size(); ++pos) {
    for (const auto& [prefix, kind] : kPrefixes) {
      if (text.compare(pos, prefix.size(), prefix) != 0) continue;
      const std::size_t start = pos + prefix.size();
      std::size_t end = start;
      while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
      if (end == start) break;
      if (end < text.size() && (text[end] == 'a' || text[end] == 'f')) ++end;
      if (auto target = gpu_architecture_of(text.substr(start, end - start), kind)) found.push_back(*target);
      pos = end - 1;  // the next name is looked for after this one
      break;
    }
  }
  return found;
}

bool mentions_nvcc_target(std::string_view text) {
  for (std::string_view prefix : {"sm_", "compute_", "lto_"})
    if (text.find(prefix) != std::string_view::npos) return true;
  return false;
}

std::string gpu_name(int gpu_sm) { return GpuTarget::from_number(gpu_sm).sm_name(); }

}  // namespace cudacompat
