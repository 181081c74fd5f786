#include "variant/properties.h"

#include <algorithm>
#include <map>
#include <optional>
#include <regex>
#include <set>

#include "audit/package_checks.h"
#include "audit/package_dependencies.h"
#include "common/text.h"
#include "requirements/cuda_packages.h"
#include "variant/variant_json.h"

namespace cudacompat::variant {
namespace {

using audit::ArtifactVerdict;
using audit::AuditedArtifact;
using readers::ArtifactFacts;

// Each value of one feature with the artifacts that carry it.
using ValueSources = std::map<std::string, std::set<std::string>>;

bool has_smaller_sibling_gpu(const GpuTarget& target, const audit::Judge& judge) {
  for (int gpu : judge.known_gpus()) {
    if (gpu / 10 == target.major && gpu % 10 > target.minor) return true;
  }
  return false;
}

// sm_arch values: SASS as NN_real, PTX as NN_virtual. NVIDIA's provider has no spelling for the
// `a` and `f` suffixes, so they take the plain number: an `f` target runs where the provider's
// NN_real is selected (its major, minor at least its own), an `a` target only on exactly that GPU,
// which the plain value overstates where its major has newer minors (sm_100a and a 10.3 GPU): a
// warning says so. LTO-IR is loaded by no driver and has no variant spelling: a note.
void collect_targets(const AuditedArtifact& artifact, const audit::Judge& judge, ValueSources& values,
                     std::vector<Diagnostic>& diagnostics) {
  const auto& verdict = artifact.verdict;
  auto add = [&](const GpuTarget& target) {
    GpuTarget plain = target.with_feature(GpuFeature::kNone);
    auto name = plain.variant_name();
    if (!name) return;
    values[*name].insert(artifact.facts.path);
    if (target.feature == GpuFeature::kArchSpecific && has_smaller_sibling_gpu(target, judge)) {
      diagnostics.push_back(Diagnostic::warning(
          "variant-arch-specific-target",
          target.nvcc_name() + " runs only on " + gpu_name(target.number()) + ", but the wheel-variant spelling " +
              *name + " is also selected on newer GPUs of major " + std::to_string(target.major) +
              " (NVIDIA's provider has no spelling for `a` targets)",
          artifact.facts.path,
          "also build " + plain.nvcc_name() + " or " + target.with_feature(GpuFeature::kFamily).nvcc_name()));
    }
  };
  for (const auto& sass : verdict.sass) add(sass);
  for (const auto& ptx : verdict.ptx) add(ptx.target.with_kind(GpuCodeKind::kPtx));
  for (const auto& lto : verdict.lto) {
    diagnostics.push_back(Diagnostic::note("variant-lto-ir-left-out",
                                           lto.nvcc_name() + " is LTO-IR, which no driver loads: no sm_arch value",
                                           artifact.facts.path));
  }
}

void add_targets(const ValueSources& values, std::vector<VariantProperty>& out) {
  for (const auto& [value, sources] : values) {
    auto target = GpuTarget::parse_variant(value);
    std::string why = !target                             ? "GPU code the binaries carry"
                      : target->kind == GpuCodeKind::kPtx ? "PTX for " + target->compute_name() + " (or its a/f form)"
                                                          : "SASS for " + target->sm_name() + " (or its a/f form)";
    out.push_back({kSmArch, value, why, {sources.begin(), sources.end()}});
  }
}

// The lower bound: the CUDA version a driver reports (KnowledgeBase::cuda_supported_by) at the
// highest floor the audit found among the wheel's binaries.
std::optional<VariantProperty> lower_bound(const std::vector<const AuditedArtifact*>& members,
                                           const audit::Judge& judge, std::vector<Diagnostic>& diagnostics) {
  const AuditedArtifact* highest = nullptr;
  for (const auto* member : members) {
    const auto& floor = member->verdict.min_driver;
    if (floor && (highest == nullptr || *highest->verdict.min_driver < *floor)) highest = member;
  }
  if (highest == nullptr) return std::nullopt;
  const auto& verdict = highest->verdict;
  auto cuda = judge.knowledge().cuda_supported_by(*verdict.min_driver);
  if (!cuda) {
    diagnostics.push_back(Diagnostic::warning("variant-floor-below-knowledge",
                                              "driver floor " + verdict.min_driver->to_string() +
                                                  " is older than every CUDA release the knowledge base lists",
                                              highest->facts.path));
    return std::nullopt;
  }
  std::string why = "driver floor " + verdict.min_driver->to_string() + " reports CUDA " + cuda->major_minor();
  if (!verdict.reasons.empty()) why += ": " + verdict.reasons.front().detail;
  if (!verdict.min_driver_exact) {
    diagnostics.push_back(Diagnostic::warning(
        "variant-floor-conservative",
        "cuda_version_lower_bound " + cuda->major_minor() +
            " is a conservative floor: the binary needs something newer than the knowledge base knows",
        highest->facts.path, "update compat/knowledge.json (its refresh scripts) and derive the variant again"));
  }
  std::set<std::string> sources;
  for (const auto* member : members) {
    if (member->verdict.min_driver && *member->verdict.min_driver == *verdict.min_driver)
      sources.insert(member->facts.path);
  }
  return VariantProperty{kLowerBound, cuda->major_minor(), why, {sources.begin(), sources.end()}};
}

// The CUDA majors the wheel is tied to, each with what says so: the CUDA libraries its binaries
// need or are (libcudart.so.13), the NVIDIA wheels it requires (nvidia-cublas-cu12), files under
// nvidia/cuN/, and its own name (cupy-cuda12x, nvidia-curand-cu12). A binary whose libraries serve
// several majors (libcurand.so.10 is CUDA 11's and 12's) ties it to none of them; a requirement of
// an extra (`; extra == "cu12"`) is the user's choice, not the wheel's.
std::map<int, std::set<std::string>> tied_majors(const std::vector<const AuditedArtifact*>& members,
                                                 const readers::PackageMetadata& metadata, const audit::Judge& judge) {
  std::map<int, std::set<std::string>> majors;
  const auto& packages = judge.knowledge().packages();
  for (const auto* member : members) {
    std::vector<const ArtifactFacts*> facts{&member->facts};
    std::vector<const ArtifactVerdict*> verdicts{&member->verdict};
    auto used = audit::used_majors(facts, verdicts, judge.libraries());
    if (used.size() == 1) majors[*used.begin()].insert(member->facts.path);
    static const std::regex layout(R"((^|[!/])nvidia/cu([0-9]+)/)");
    std::smatch match;
    if (std::regex_search(member->facts.path, match, layout)) {
      majors[std::stoi(match[2].str())].insert(member->facts.path);
    }
  }
  for (const auto& dependency : audit::cuda_dependencies(metadata, packages)) {
    static const std::regex of_an_extra(R"(\bextra\s*==)");
    if (!dependency.says_major || dependency.majors.size() != 1) continue;
    if (std::regex_search(dependency.text, of_an_extra)) continue;
    majors[*dependency.majors.begin()].insert("Requires-Dist: " + dependency.text);
  }
  if (auto named = requirements::cuda_major_of_name(metadata.name, requirements::Ecosystem::kPython, packages)) {
    majors[*named].insert("Name: " + metadata.name);
  }
  return majors;
}

}  // namespace

std::string VariantProperty::text() const { return std::string(kNamespace) + " :: " + feature + " :: " + value; }

std::vector<std::string> WheelVariant::values_of(const std::string& feature) const {
  std::vector<std::string> values;
  for (const auto& property : properties) {
    if (property.feature == feature) values.push_back(property.value);
  }
  return values;
}

std::string WheelVariant::default_label() const {
  if (properties.empty()) return kNullLabel;
  if (auto major = tied_cuda_major(feature_values(*this))) return "cu" + std::to_string(*major);
  return "gpu";
}

Expected<WheelVariant> derive_variant(const audit::AuditReport& report, const audit::PackageReport& package,
                                      const audit::Judge& judge) {
  if (!package.metadata || package.metadata->kind != readers::PackageKind::kWheel) {
    return Error{package.name + " is not a wheel with a METADATA file: a wheel variant is derived from a wheel (.whl)"};
  }
  WheelVariant variant;
  variant.wheel = package.name;
  variant.name = package.metadata->name;
  variant.version = package.metadata->version;
  std::vector<const AuditedArtifact*> members;
  for (std::size_t index : package.members) members.push_back(&report.artifacts[index]);

  ValueSources targets;
  for (const auto* member : members) {
    if (audit::has_loadable_code(member->verdict) || !member->verdict.lto.empty()) {
      collect_targets(*member, judge, targets, variant.diagnostics);
    }
  }
  auto tied = tied_majors(members, *package.metadata, judge);
  if (tied.size() > 1) {
    std::vector<std::string> said;
    for (const auto& [major, sources] : tied)
      said.push_back("CUDA " + std::to_string(major) + " (" + *sources.begin() + ")");
    return Error{package.name + " is tied to more than one CUDA major: " + join(said, ", ") +
                 "; a variant names one: build one wheel per major"};
  }
  if (auto lower = lower_bound(members, judge, variant.diagnostics)) variant.properties.push_back(*lower);
  if (tied.size() == 1) {
    const auto& [major, sources] = *tied.begin();
    variant.properties.push_back({kUpperBound,
                                  std::to_string(major + 1),
                                  "tied to CUDA " + std::to_string(major) + ": not selected on a driver of CUDA " +
                                      std::to_string(major + 1) + " or newer",
                                  {sources.begin(), sources.end()}});
  }
  add_targets(targets, variant.properties);
  std::sort(variant.properties.begin(), variant.properties.end(), [](const auto& a, const auto& b) {
    return a.feature != b.feature ? a.feature < b.feature : a.value < b.value;
  });
  return variant;
}

}  // namespace cudacompat::variant
