#include "variant/declared_variant.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "audit/report.h"
#include "common/text.h"
#include "variant/nvidia_provider.h"
#include "variant/properties.h"
#include "variant/variant_json.h"
#include "variant/wheel_files.h"

namespace cudacompat::variant {
namespace {

using audit::AuditedArtifact;
using audit::RunStatus;
using findings::Finding;
using findings::FindingCode;

// One declared variant beside the derived one, and the package's binaries that carry GPU code.
struct Context {
  const audit::Judge& judge;
  std::string where;       // the variant.json member ("x-1.0.dist-info/variant.json"): the finding is at the wheel
  std::string prefix;      // "WHEEL!": stripped from the members the messages name
  FeatureValues declared;  // the nvidia namespace's features, as declared
  WheelVariant derived;    // from the binaries
  std::vector<const AuditedArtifact*> members;
  std::vector<const AuditedArtifact*> with_code;

  std::vector<std::string> declared_values(const std::string& feature) const {
    auto found = declared.find(feature);
    return found == declared.end() ? std::vector<std::string>{} : found->second;
  }
  const VariantProperty* derived_property(const std::string& feature, const std::string& value) const {
    for (const auto& property : derived.properties) {
      if (property.feature == feature && property.value == value) return &property;
    }
    return nullptr;
  }
  // Whether every binary with GPU code runs on the GPU under a driver new enough for it.
  bool runs_on(int gpu) const {
    if (with_code.empty()) return false;
    return std::all_of(with_code.begin(), with_code.end(), [&](const AuditedArtifact* artifact) {
      return judge.status_with_new_enough_driver(artifact->verdict, gpu) != RunStatus::kNo;
    });
  }
};

std::string property_text(const std::string& feature, const std::string& value) {
  return std::string(kNamespace) + " :: " + feature + " :: " + value;
}

std::string in_wheel(const Context& c, const std::string& path) {
  return path.rfind(c.prefix, 0) == 0 ? path.substr(c.prefix.size()) : path;
}

std::string first_source(const Context& c, const VariantProperty& property) {
  if (property.sources.empty()) return "the wheel";
  std::string more = property.sources.size() > 1 ? " and " + std::to_string(property.sources.size() - 1) + " more" : "";
  return in_wheel(c, property.sources.front()) + more;
}

bool contains(const std::vector<std::string>& values, const std::string& value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

// sm_arch, both ways: only when the variant declares sm_arch at all (a variant without it is
// selected on every GPU; its bounds are still judged).
void rule_sm_arch(const Context& c, std::vector<Finding>& out) {
  const auto declared = c.declared_values(kSmArch);
  if (declared.empty()) return;
  for (const auto& property : c.derived.properties) {
    if (property.feature != kSmArch || contains(declared, property.value)) continue;
    auto target = GpuTarget::parse_variant(property.value);
    std::string consequence;
    if (target && target->kind != GpuCodeKind::kPtx) {
      const int gpu = target->number();
      consequence = provider_selects(declared, gpu)
                        ? " (another value still selects it on " + gpu_name(gpu) +
                              ", but the variant does not say what "
                              "the wheel carries)"
                        : ": an installer does not select the variant on " + gpu_name(gpu) + ", where it runs";
    }
    out.push_back({FindingCode::kVariantSmArchUndeclared,
                   c.where + " omits `" + property_text(kSmArch, property.value) + "`, but " +
                       first_source(c, property) + " carries it, " + property.why + consequence + "; declare it"});
  }
  for (const auto& value : declared) {
    if (c.derived_property(kSmArch, value)) continue;
    std::string what = value.find("_virtual") != std::string::npos ? "PTX" : "SASS";
    std::string unknown = provider_knows_sm_arch(value) ? "" : " (nor does NVIDIA's provider know that spelling)";
    // What an installer then does on that GPU: the wheel's other code (PTX of an older target) may
    // still run there through the JIT; the value says what the wheel carries, and it does not.
    auto target = GpuTarget::parse_variant(value);
    std::string consequence = ": an installer selects the variant on a GPU where its kernels do not load";
    if (target && c.runs_on(target->number())) {
      consequence = " (the driver would still JIT-compile the wheel's PTX on " + gpu_name(target->number()) + ")";
    }
    out.push_back({FindingCode::kVariantSmArchAbsent,
                   c.where + " declares `" + property_text(kSmArch, value) + "`, but no binary of the wheel carries " +
                       what + " for it" + unknown + consequence + "; drop the value or build the target"});
  }
}

Expected<std::optional<Version>> parse_bound(const Context& c, const std::string& feature, const std::string& value) {
  auto version = Version::parse(value);
  if (!version) {
    return Error{c.prefix + c.where + ": `" + property_text(feature, value) +
                 "` is not a CUDA version such as 12 or 12.8; NVIDIA's provider knows 11 to 15.20"};
  }
  return std::optional<Version>(*version);
}

// The first driver of the release a lower bound names (the newest release at or below it).
std::optional<Version> release_driver(const audit::Judge& judge, const Version& cuda) {
  std::optional<Version> driver;
  for (const auto& [release, first_driver] : judge.release_drivers()) {
    if (cuda.major < release.major || (cuda.major == release.major && cuda.minor < release.minor)) break;
    driver = first_driver;
  }
  return driver;
}

// Every floor rule of the wheel's binaries that a driver of the declared bound's release fails, the
// highest first, each once (the CUDA runtime's major, the PTX ISA, compression, ...): the message
// names all of them, so that fixing the first does not hide the next.
std::vector<std::string> floors_above(const Context& c, const std::optional<Version>& driver) {
  std::map<audit::FloorRule, const audit::DriverReason*> highest;
  for (const auto* artifact : c.members) {
    for (const auto& reason : artifact->verdict.reasons) {
      if (driver && !(*driver < reason.driver)) continue;
      auto [slot, added] = highest.emplace(reason.rule, &reason);
      if (!added && slot->second->driver < reason.driver) slot->second = &reason;
    }
  }
  std::vector<const audit::DriverReason*> sorted;
  for (const auto& [rule, reason] : highest) sorted.push_back(reason);
  std::sort(sorted.begin(), sorted.end(), [](const auto* a, const auto* b) { return b->driver < a->driver; });
  std::vector<std::string> texts;
  for (const auto* reason : sorted) {
    texts.push_back(std::string(audit::to_string(reason->rule)) + ": " + reason->detail);
  }
  return texts;
}

// The lowest declared lower bound is the one an installer acts on: PEP 825's values of one feature
// are alternatives, and the provider offers every value up to the driver's CUDA version.
Expected<void> rule_lower_bound(const Context& c, std::vector<Finding>& out) {
  const auto derived = c.derived.values_of(kLowerBound);
  if (derived.empty()) return {};
  auto floor = parse_bound(c, kLowerBound, derived.front());
  if (!floor) return floor.error();
  std::optional<Version> lowest;
  std::string lowest_text;
  for (const auto& value : c.declared_values(kLowerBound)) {
    auto bound = parse_bound(c, kLowerBound, value);
    if (!bound) return bound.error();
    if (!lowest || **bound < *lowest) {
      lowest = **bound;
      lowest_text = value;
    }
  }
  if (lowest && !(*lowest < **floor)) return {};
  std::string declared =
      lowest ? "declares `" + property_text(kLowerBound, lowest_text) + "`" : "declares no " + std::string(kLowerBound);
  auto floors = floors_above(c, lowest ? release_driver(c.judge, *lowest) : std::nullopt);
  if (floors.empty()) floors.push_back(c.derived_property(kLowerBound, derived.front())->why);
  out.push_back({FindingCode::kVariantLowerBoundBelowFloor,
                 c.where + " " + declared + ", but the binaries need CUDA " + derived.front() + " (" +
                     join(floors, "; ") +
                     "): an installer selects the variant on drivers that cannot load it; declare `" +
                     property_text(kLowerBound, derived.front()) + "`"});
  return {};
}

// Judged only where the binaries, the requirements or the name tie the wheel to one CUDA major
// (derive_variant gives an upper bound): a library that serves several majors says nothing.
Expected<void> rule_upper_bound(const Context& c, std::vector<Finding>& out) {
  const auto derived = c.derived.values_of(kUpperBound);
  if (derived.empty()) return {};
  auto ceiling = parse_bound(c, kUpperBound, derived.front());
  if (!ceiling) return ceiling.error();
  const auto* property = c.derived_property(kUpperBound, derived.front());
  for (const auto& value : c.declared_values(kUpperBound)) {
    auto bound = parse_bound(c, kUpperBound, value);
    if (!bound) return bound.error();
    if (!(**ceiling < **bound)) continue;
    out.push_back({FindingCode::kVariantUpperBoundTooHigh, c.where + " declares `" + property_text(kUpperBound, value) +
                                                               "`, but the wheel is " + property->why + " (" +
                                                               first_source(c, *property) + "); declare `" +
                                                               property_text(kUpperBound, derived.front()) + "`"});
  }
  return {};
}

std::string gpus_text(const std::vector<int>& gpus) { return audit::gpu_list(gpus); }

// The GPUs the driver runs the wheel on (every binary with code, SASS or JIT) where the provider,
// judging a machine whose newest GPU it is, does not select the declared sm_arch; and the older GPUs
// that a machine holding one of those would not get the variant for.
void rule_provider_selection(const Context& c, std::vector<Finding>& out) {
  const auto declared = c.declared_values(kSmArch);
  if (declared.empty() || c.with_code.empty()) return;
  std::vector<int> running_unselected, unselected, selected_running;
  for (int gpu : c.judge.known_gpus()) {
    const bool selected = provider_selects(declared, gpu);
    const bool runs = c.runs_on(gpu);
    if (!selected) unselected.push_back(gpu);
    if (!selected && runs) running_unselected.push_back(gpu);
    if (selected && runs) selected_running.push_back(gpu);
  }
  if (!running_unselected.empty()) {
    const int example = running_unselected.back();
    out.push_back(
        {FindingCode::kVariantNotSelectedWhereItRuns,
         "the driver runs the wheel on " + gpus_text(running_unselected) +
             ", but NVIDIA's provider does not select this variant there: for a machine whose newest GPU is " +
             gpu_name(example) + " it offers only " + join(provider_sm_arch_offers(example), ", ") +
             ", and the variant declares " + join(declared, ", ")});
  }
  // A machine whose newest GPU is one of `newer` gets no variant even where an older GPU of it, one
  // of `served`, runs it.
  if (selected_running.empty() || unselected.empty() || unselected.back() < selected_running.front()) return;
  std::vector<int> newer, served;
  for (int gpu : unselected) {
    if (selected_running.front() < gpu) newer.push_back(gpu);
  }
  for (int gpu : selected_running) {
    if (gpu < newer.back()) served.push_back(gpu);
  }
  out.push_back({FindingCode::kVariantNewestGpuOnly,
                 "NVIDIA's provider judges a machine by its newest GPU only: where that is one of " + gpus_text(newer) +
                     ", this variant is not installed, even for an older GPU of the machine it runs on (" +
                     gpus_text(served) + ")"});
}

// `a` targets take the plain number (derive_variant); the provider then selects the variant on newer
// GPUs of the same major, where an `a` binary has no code that runs.
void rule_arch_specific(const Context& c, std::vector<Finding>& out) {
  const auto declared = c.declared_values(kSmArch);
  if (declared.empty()) return;
  for (const auto* artifact : c.with_code) {
    for (const auto& target : artifact->verdict.sass) {
      if (target.feature != GpuFeature::kArchSpecific) continue;
      auto plain = target.with_feature(GpuFeature::kNone).variant_name();
      if (!plain || !contains(declared, *plain)) continue;
      std::vector<int> failing;
      for (int gpu : c.judge.known_gpus()) {
        if (gpu / 10 != target.major || gpu <= target.number() || !provider_selects(declared, gpu)) continue;
        if (c.judge.status_with_new_enough_driver(artifact->verdict, gpu) == RunStatus::kNo) failing.push_back(gpu);
      }
      if (failing.empty()) continue;
      out.push_back({FindingCode::kVariantArchSpecificTarget,
                     in_wheel(c, artifact->facts.path) + " carries " + target.nvcc_name() + ", which runs only on " +
                         gpu_name(target.number()) + ", but `" + property_text(kSmArch, *plain) +
                         "` (sm_arch has no spelling for `a` targets) selects the variant on " + gpus_text(failing) +
                         " too, where it does not run; also build " +
                         target.with_feature(GpuFeature::kNone).nvcc_name() + " or " +
                         target.with_feature(GpuFeature::kFamily).nvcc_name()});
    }
  }
}

}  // namespace

Expected<std::vector<Finding>> check_declared_variant(const audit::AuditReport& report,
                                                      const audit::PackageReport& package, const audit::Judge& judge) {
  if (!package.metadata || package.metadata->kind != readers::PackageKind::kWheel) return std::vector<Finding>{};
  const auto& members = package.metadata->members;
  auto member =
      std::find_if(members.begin(), members.end(), [](const std::string& m) { return is_variant_json_member(m); });
  if (member == members.end()) return std::vector<Finding>{};
  const std::string prefix = package.metadata->file + "!";
  const std::string where = prefix + *member;
  auto text = read_variant_json_member(package.metadata->file);
  if (!text) return text.error();
  if (!*text) return Error{where + ": listed in the wheel but could not be read"};
  auto declared = read_variants_json(**text, where);
  if (!declared) return declared.error();
  if (declared->size() != 1) {
    return Error{where + " declares " + std::to_string(declared->size()) +
                 " variants: a wheel's variant.json declares its own, one label (an index file declares many)"};
  }
  auto derived = derive_variant(report, package, judge);
  if (!derived) return Error{where + " cannot be checked: " + derived.error().message};
  Context context{judge, *member, prefix, declared->front().properties, std::move(*derived), {}, {}};
  for (std::size_t index : package.members) {
    const auto& artifact = report.artifacts[index];
    context.members.push_back(&artifact);
    if (audit::has_loadable_code(artifact.verdict)) context.with_code.push_back(&artifact);
  }
  std::vector<Finding> found;
  rule_sm_arch(context, found);
  if (auto checked = rule_lower_bound(context, found); !checked) return checked.error();
  if (auto checked = rule_upper_bound(context, found); !checked) return checked.error();
  rule_provider_selection(context, found);
  rule_arch_specific(context, found);
  return found;
}

}  // namespace cudacompat::variant
