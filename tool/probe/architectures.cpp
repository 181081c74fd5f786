#include "probe/architectures.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string_view>
#include <utility>

#include "common/gpu_target.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "common/text.h"
#include "probe/process_text.h"

namespace cudacompat {
namespace {

// The supported architectures are CMake's bare names ("90", "90a", "100f": SASS and PTX); one that
// does not parse reads as architecture 0, and is not plain.
GpuTarget architecture_named(const std::string& name) {
  auto target = GpuTarget::parse_cmake(name);
  return target ? *target : GpuTarget{};
}
bool is_plain(const std::string& name) {
  auto target = GpuTarget::parse_cmake(name);
  return target && target->feature == GpuFeature::kNone;
}

void sort_architectures(std::vector<std::string>& names) {
  std::sort(names.begin(), names.end(),
            [](const std::string& a, const std::string& b) { return architecture_named(a) < architecture_named(b); });
  names.erase(std::unique(names.begin(), names.end()), names.end());
}

// A whole requested entry (90, 90a-real, sm_100f-virtual), or nullopt.
std::optional<GpuTarget> requested_architecture(std::string_view entry) {
  auto target = GpuTarget::parse_cmake_request(entry);
  return target ? std::optional<GpuTarget>(*target) : std::nullopt;
}

// A setting's value, any case: "Clamp" is "clamp".
std::string lowercase(const std::string& text) {
  std::string lower = text;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower;
}

std::string scan_join(const std::vector<std::string>& names, const std::string& separator) {
  std::string text;
  for (const auto& name : names) text += (text.empty() ? "" : separator) + architecture_named(name).sm_name();
  return text;
}

}  // namespace

std::vector<std::string> architectures_from_nvcc_listing(const std::string& text) {
  // Every compute_NN or sm_NN (with its a or f), wherever it stands, left to right.
  std::vector<std::string> names;
  for (const auto& target : find_nvcc_targets(text))
    if (target.kind != GpuCodeKind::kLtoIr) names.push_back(target.number_name());
  sort_architectures(names);
  return names;
}

std::vector<std::string> deprecated_in_nvcc_warning(const std::string& text) {
  std::vector<std::string> names;
  for (const auto& line : scan::split_on_any(text, "\n")) {
    if (line.find("deprecated") == std::string::npos || line.find("warning") == std::string::npos) continue;
    for (const auto& name : architectures_from_nvcc_listing(line))
      if (is_plain(name)) names.push_back(name);
  }
  sort_architectures(names);
  return names;
}

void read_deprecated_architectures(const fs::path& nvcc, SupportedArchitectures& supported,
                                   const Environment& environment, std::chrono::milliseconds time_limit) {
  std::vector<std::string> argv{nvcc.string(), "--dryrun", "-c", "cudacompat-deprecation-query.cu", "-o", "/dev/null"};
  for (const auto& name : supported.names) {
    if (!is_plain(name)) continue;
    const GpuTarget target = architecture_named(name);
    argv.push_back("-gencode=arch=" + target.compute_name() + ",code=" + target.sm_name());
  }
  ProcessResult run = run_process(argv, environment, time_limit);
  if (!run.ok()) return;
  for (const auto& line : scan::split_on_any(run.errors + "\n" + run.output, "\n")) {
    std::vector<std::string> named = deprecated_in_nvcc_warning(line);
    if (named.empty()) continue;
    supported.deprecated.insert(supported.deprecated.end(), named.begin(), named.end());
    supported.deprecated_source = "nvcc --dryrun: " + trimmed(line, 300);
  }
  sort_architectures(supported.deprecated);
}

Expected<SupportedArchitectures> supported_architectures(const fs::path& nvcc, const Version& toolkit,
                                                         const KnowledgeBase& kb, const Environment& environment,
                                                         std::chrono::milliseconds time_limit) {
  SupportedArchitectures supported;
  const ReleaseFacts* release = kb.newest_at_or_below(toolkit);
  std::vector<std::string> known = release ? release->architectures : std::vector<std::string>{};

  ProcessResult listing = run_process({nvcc.string(), "--list-gpu-arch"}, environment, time_limit);
  const bool option_unknown = listing.started && !listing.timed_out && listing.exit_code != 0 &&
                              (listing.errors + listing.output).find("Unknown option") != std::string::npos;
  if (!listing.ok() && !option_unknown) {
    std::string detail = what_it_said(listing);
    return Error{"nvcc --list-gpu-arch failed: " + listing.failure + (detail.empty() ? "" : ": " + detail)};
  }
  std::vector<std::string> bases =
      listing.ok() ? architectures_from_nvcc_listing(listing.output) : std::vector<std::string>{};
  if (listing.ok() && bases.empty())
    return Error{describe_command({nvcc.string(), "--list-gpu-arch"}) + " named no GPU architecture (it printed '" +
                 trimmed(listing.output, 200) + "')"};
  if (!bases.empty()) {
    supported.source = "nvcc --list-gpu-arch";
    std::set<std::string> base_set(bases.begin(), bases.end());
    supported.names = bases;
    for (const auto& name : known) {  // a/f variants of the bases this nvcc has
      const GpuTarget target = architecture_named(name);
      if (!is_plain(name) && base_set.count(target.with_feature(GpuFeature::kNone).number_name()))
        supported.names.push_back(name);
    }
    if (release) supported.source += " (a/f variants: knowledge base, CUDA " + release->version.to_string() + ")";
  } else {
    supported.names = known;
    if (!release) return Error{"this nvcc has no --list-gpu-arch and the knowledge base has no release this old"};
    supported.source = "knowledge base (CUDA " + release->version.to_string() + "; this nvcc has no --list-gpu-arch)";
  }
  sort_architectures(supported.names);
  read_deprecated_architectures(nvcc, supported, environment, time_limit);
  return supported;
}

std::vector<std::string> default_architectures(const SupportedArchitectures& supported) {
  std::set<std::string> deprecated(supported.deprecated.begin(), supported.deprecated.end());
  std::map<int, std::string> oldest_per_family;
  for (const auto& name : supported.names) {
    if (!is_plain(name) || deprecated.count(name)) continue;
    const int family = architecture_named(name).major;
    if (!oldest_per_family.count(family)) oldest_per_family[family] = name;
  }
  std::vector<std::string> list;
  for (const auto& [family, name] : oldest_per_family)
    list.push_back(*architecture_named(name).with_kind(GpuCodeKind::kSass).cmake_name());
  if (!list.empty()) list.back() = oldest_per_family.rbegin()->second;  // SASS and PTX for the newest family
  return list;
}

std::optional<ArchitecturePolicy> parse_architecture_policy(const std::string& text) {
  const std::string lower = lowercase(text);
  if (lower.empty() || lower == "strict") return ArchitecturePolicy::kStrict;
  if (lower == "clamp") return ArchitecturePolicy::kClamp;
  return std::nullopt;
}

std::string to_string(ArchitecturePolicy policy) { return policy == ArchitecturePolicy::kClamp ? "clamp" : "strict"; }

std::optional<ArchitectureShape> parse_architecture_shape(const std::string& text) {
  const std::string lower = lowercase(text);
  if (lower.empty() || lower == "asked") return ArchitectureShape::kAsked;
  if (lower == "fewest") return ArchitectureShape::kFewest;
  return std::nullopt;
}

std::string why_architecture_is_unsupported(const std::string& architecture, const Version& toolkit,
                                            const KnowledgeBase& kb) {
  // The releases whose list has it, oldest first (the knowledge base's releases are in that order).
  const ReleaseFacts* first = nullptr;
  const ReleaseFacts* last = nullptr;
  for (const auto& release : kb.releases()) {
    if (std::find(release.architectures.begin(), release.architectures.end(), architecture) ==
        release.architectures.end())
      continue;
    if (!first) first = &release;
    last = &release;
  }
  const std::string here = "CUDA " + toolkit.major_minor();
  if (!first)
    return "no CUDA release in the knowledge base (" + kb.releases().front().version.to_string() + " to " +
           kb.newest().version.to_string() + ") supports it";
  Version release = Version::parse(toolkit.major_minor()).value();
  if (release < first->version) return "it first appears in CUDA " + first->version.to_string() + ", after " + here;
  if (last->version < release) {
    const ReleaseFacts* dropped = nullptr;
    for (const auto& r : kb.releases())
      if (last->version < r.version) {
        dropped = &r;
        break;
      }
    return (dropped ? "CUDA " + dropped->version.to_string() + " dropped it" : here + " lacks it") + " (CUDA " +
           last->version.to_string() + " was the last to support it)";
  }
  return "this nvcc does not list it, though the knowledge base has it for " + here;
}

namespace {

// The entries to judge: the request's, or the default policy's when nothing was asked. Sets where
// the list came from, as the report says it.
std::vector<std::string> entries_to_judge(const std::optional<ArchitectureRequest>& request,
                                          const SupportedArchitectures& supported, const std::string& toolkit_name,
                                          bool clamp, std::string& source) {
  if (!request || request->text.empty()) {
    source = "default policy for " + toolkit_name +
             ": SASS for each SM family's oldest architecture, PTX for the newest family";
    if (!supported.deprecated.empty())
      source += "; left out, as this nvcc deprecates them: " + scan_join(supported.deprecated, ", ");
    return default_architectures(supported);
  }
  source = request->source;
  if (clamp) source += ", clamped to " + toolkit_name + " (CUDACOMPAT_ARCHS_POLICY=clamp)";
  return scan::split_on_any(request->text, ";, ");
}

// "all" or "all-major", as CMake expands them, over what this toolkit supports.
void append_all_architectures(const std::string& entry, const SupportedArchitectures& supported,
                              std::vector<std::string>& cmake_list) {
  std::vector<GpuTarget> all;
  for (const auto& name : supported.names) {
    const GpuTarget target = architecture_named(name);
    if (is_plain(name) && (entry == "all" || target.minor == 0)) all.push_back(target.with_kind(GpuCodeKind::kSass));
  }
  if (!all.empty()) all.back().kind = GpuCodeKind::kSassAndPtx;  // PTX for the newest, as nvcc's -arch=all
  for (const auto& target : all) cmake_list.push_back(*target.cmake_name());
}

// What judging the entries left besides the kept list: the entries refused, and whether a dropped
// one carried the PTX.
struct EntryVerdicts {
  std::vector<std::string> rejected;
  bool dropped_ptx = false;
};

// Each entry kept (into choice.cmake_list), dropped under clamp (into choice.adjustments, with why)
// or rejected; `native` stops the whole request, since it needs a GPU at configure time.
Expected<EntryVerdicts> judge_entries(const std::vector<std::string>& entries,
                                      const std::optional<ArchitectureRequest>& request,
                                      const SupportedArchitectures& supported, const std::string& toolkit_name,
                                      const UnsupportedReason& why, bool clamp, ArchitectureChoice& choice) {
  const std::set<std::string> accepted(supported.names.begin(), supported.names.end());
  EntryVerdicts verdicts;
  for (const auto& entry : entries) {
    if (entry == "native") {
      return Error{
          request->source +
          " asks for 'native', which needs a GPU at configure time; this build never "
          "asks for one. Name the architectures instead (e.g. 80;90), or leave it unset for the default policy."};
    }
    if (entry == "all" || entry == "all-major") {
      append_all_architectures(entry, supported, choice.cmake_list);
      continue;
    }
    auto parsed = requested_architecture(entry);
    if (parsed && !accepted.count(parsed->number_name()) && clamp) {
      // A well-formed architecture this toolkit lacks: dropped, with why. A malformed one is still an error.
      // No ';' in an adjustment: CMake reads the list of them as a list.
      choice.adjustments.push_back("dropped " + entry + ": " +
                                   (why ? why(parsed->number_name()) : toolkit_name + " does not support it"));
      if (parsed->kind != GpuCodeKind::kSass) verdicts.dropped_ptx = true;
      continue;
    }
    if (!parsed || !accepted.count(parsed->number_name())) {
      verdicts.rejected.push_back(entry);
      continue;
    }
    choice.cmake_list.push_back(*parsed->cmake_name());
  }
  return verdicts;
}

// Strict policy: what was asked that the toolkit lacks, why, what it supports, and the way out.
Error unsupported_request(const std::vector<std::string>& rejected, const ArchitectureRequest& request,
                          const SupportedArchitectures& supported, const std::string& toolkit_name,
                          const UnsupportedReason& why) {
  std::vector<std::string> reasons;
  if (why)
    for (const auto& entry : rejected)
      if (auto parsed = requested_architecture(entry)) reasons.push_back(entry + ": " + why(parsed->number_name()));
  return Error{request.source + " asks for " + join(rejected, ", ") + ", which " + toolkit_name + " does not support" +
               (reasons.empty() ? "" : " (" + join(reasons, "; ") + ")") +
               ". It supports: " + join(supported.names, " ") + " (from " + supported.source +
               "). To build one list on every toolkit, dropping what each lacks, set CUDACOMPAT_ARCHS_POLICY=clamp."};
}

// Clamp policy with nothing left: every entry was dropped.
Error nothing_left_after_clamp(const ArchitectureChoice& choice, const ArchitectureRequest& request,
                               const SupportedArchitectures& supported, const std::string& toolkit_name) {
  return Error{request.source + " asks for " + request.text + ", and " + toolkit_name +
               " supports none of it under CUDACOMPAT_ARCHS_POLICY=clamp (" + join(choice.adjustments, "; ") +
               "). It supports: " + join(supported.names, " ") + " (from " + supported.source + ")."};
}

// The PTX the request asked for went with a dropped architecture: the newest kept one carries it,
// or GPUs newer than every kept architecture could run nothing.
// The kept entries are CMake's spellings, written by judge_entries from parsed targets.
void carry_dropped_ptx(ArchitectureChoice& choice) {
  auto kept = [](const std::string& entry) { return *GpuTarget::parse_cmake(entry); };
  if (std::any_of(choice.cmake_list.begin(), choice.cmake_list.end(),
                  [&](const std::string& e) { return kept(e).kind != GpuCodeKind::kSass; }))
    return;
  auto newest =
      std::max_element(choice.cmake_list.begin(), choice.cmake_list.end(),
                       [&](const std::string& a, const std::string& b) { return kept(a).number() < kept(b).number(); });
  const GpuTarget both = kept(*newest).with_kind(GpuCodeKind::kSassAndPtx);
  *newest = *both.cmake_name();
  choice.adjustments.push_back("added " + both.compute_name() + " (PTX) to " + *both.cmake_name() +
                               ": the PTX the request asked for went with a dropped architecture, and without PTX "
                               "GPUs newer than " +
                               both.sm_name() + " could run none of the kernels");
}

}  // namespace

Expected<ArchitectureChoice> choose_architectures(const std::optional<ArchitectureRequest>& request,
                                                  const SupportedArchitectures& supported,
                                                  const std::string& toolkit_name, const UnsupportedReason& why) {
  const bool clamp = request && request->policy == ArchitecturePolicy::kClamp;
  ArchitectureChoice choice;
  const std::vector<std::string> entries = entries_to_judge(request, supported, toolkit_name, clamp, choice.source);
  auto verdicts = judge_entries(entries, request, supported, toolkit_name, why, clamp, choice);
  if (!verdicts) return verdicts.error();
  // Only a request can be rejected or clamped: the default policy's entries are the toolkit's own.
  if (!verdicts->rejected.empty())
    return unsupported_request(verdicts->rejected, *request, supported, toolkit_name, why);
  if (choice.cmake_list.empty() && !choice.adjustments.empty())
    return nothing_left_after_clamp(choice, *request, supported, toolkit_name);
  if (verdicts->dropped_ptx) carry_dropped_ptx(choice);
  choice.list_sass_and_ptx();
  return choice;
}

void ArchitectureChoice::list_sass_and_ptx() {
  sass.clear();
  ptx.clear();
  for (const auto& entry : cmake_list) {
    const GpuTarget target = *GpuTarget::parse_cmake(entry);
    if (target.kind != GpuCodeKind::kPtx) sass.push_back(target.sm_name());
    if (target.kind != GpuCodeKind::kSass) ptx.push_back(target.compute_name());
  }
}

}  // namespace cudacompat
