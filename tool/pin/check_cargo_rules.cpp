// `pin --check`'s rules for Cargo's cudarc (check_context.h): a feature of another major, a
// build-system feature the admitted release cannot map, and releases bad with this toolkit, in a
// manifest's requirement or a lock file's resolved version.
#include <algorithm>
#include <map>

#include "common/text.h"
#include "pin/check_context.h"
#include "pin/diagnostic_codes.h"
#include "requirements/cargo_semver.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::rules {

using requirements::CargoRequirement;
using requirements::cudarc_feature_release;
using requirements::SemVer;

namespace {

// The cudarc releases that are bad with this toolkit, and why.
std::map<std::string, std::string> bad_cudarc(RuleContext& c) {
  std::map<std::string, std::string> bad;
  for (const auto& needs : c.facts.cudarc_needs)
    if (c.cuda < needs.cuda)
      for (const auto& version : needs.versions)
        bad[version] = fmt::format("needs CUDA >= {}: {} ({})", needs.cuda.to_string(), needs.why, needs.source);
  for (const KnownBadRelease* known : requirements::known_bad_releases(c.facts, "cargo", "cudarc", c.cuda))
    for (const auto& version : known->versions)
      if (!bad.count(version)) bad[version] = fmt::format("{} ({})", known->why, known->source);
  return bad;
}

// cudarc's `cuda-version-from-build-system`: its build script maps the toolkit's nvcc release to
// one of the binding sets that cudarc release has and panics on any other ("Unsupported cuda
// toolkit version"), unless `fallback-latest` lets it take its newest set. Cargo takes the highest
// release the requirement admits, so that release must have the toolkit's feature
// (packages.cudarc.feature_releases). False, reported wrong-major, when it has no binding set of
// the toolkit's major; a missing minor of the right major (0.13.9 at 12.9) is a note, as no rule
// names it. Not judged where the knowledge base does not know the release or the feature.
bool rule_cudarc_build_system(RuleContext& c, const Declared& entry) {
  auto has = [&](std::string_view feature) {
    return std::find(entry.features.begin(), entry.features.end(), feature) != entry.features.end();
  };
  if (entry.spec.empty() || !has("cuda-version-from-build-system") || has("fallback-latest")) return true;
  auto requirement = CargoRequirement::parse(entry.spec);
  if (!requirement) return true;  // rule_cargo reports it
  std::optional<SemVer> highest;
  std::string highest_text;
  for (const auto& text : c.facts.cudarc_versions)
    if (auto version = SemVer::parse(text);
        version && requirement->matches(*version) && (!highest || *highest < *version)) {
      highest = *version;
      highest_text = text;
    }
  if (!highest) return true;
  const std::string wanted = fmt::format("cuda-{:02}{:02}0", c.cuda.major, c.cuda.minor);
  auto run = c.facts.cudarc_feature_releases.find(wanted);
  if (run == c.facts.cudarc_feature_releases.end()) return true;
  auto first = SemVer::parse(run->second.first);
  if (!first || !(*highest < *first)) return true;
  // What the highest admitted release can build for instead: its newest feature.
  std::optional<Version> newest;
  bool same_major = false;
  for (const auto& [feature, releases] : c.facts.cudarc_feature_releases) {
    auto from = SemVer::parse(releases.first), to = SemVer::parse(releases.second);
    auto release = cudarc_feature_release(feature);
    if (!from || !to || !release || *highest < *from || *to < *highest) continue;
    if (!newest || *newest < *release) newest = release;
    if (release->major == c.cuda.major) same_major = true;
  }
  const std::string up_to = newest ? fmt::format("up to CUDA {}", newest->major_minor()) : "for no CUDA release";
  if (same_major) {
    c.report.notes.push_back(Diagnostic::note(
        codes::kCudarcBuildScriptRange,
        fmt::format("{}: cudarc: \"{}\" with cuda-version-from-build-system lets Cargo pick {}, whose build script "
                    "maps nvcc releases {} only ({} is in cudarc from {}): it cannot build against CUDA {}",
                    where(entry), entry.spec, highest_text, up_to, wanted, run->second.first, c.cuda.to_string()),
        where(entry)));
    return true;
  }
  add_finding(c, entry, code(RuleCode::kWrongMajor),
              fmt::format("cudarc \"{}\" with cuda-version-from-build-system lets Cargo pick {}, whose build script "
                          "maps nvcc releases {} only and panics on any other: it cannot build against CUDA {} ({} "
                          "is in cudarc from {})",
                          entry.spec, highest_text, up_to, c.cuda.to_string(), wanted, run->second.first),
              fmt::format("a cudarc with CUDA {} bindings starts at {}, and moving there changes cudarc's API: "
                          "a choice to make by hand",
                          c.cuda.major, run->second.first));
  return false;
}

// A feature of another major than the toolkit's (cuda-11080 at CUDA 12): false, reported.
bool rule_cudarc_feature_major(RuleContext& c, const Declared& entry) {
  for (std::size_t i = 0; i < entry.features.size(); ++i)
    if (auto release = cudarc_feature_release(entry.features[i]); release && release->major != c.cuda.major) {
      // Reported where the feature is written: in a multi-line table, its own line (the line
      // to change), not the table's first.
      const Declared* at = &entry;
      if (i < entry.feature_lines.size() && entry.feature_lines[i] > 0 && entry.feature_lines[i] != entry.line) {
        c.evaluated.push_back(entry);
        c.evaluated.back().line = entry.feature_lines[i];
        const auto& lines = lines_of(c, entry.file);
        if (static_cast<std::size_t>(entry.feature_lines[i]) <= lines.size())
          c.evaluated.back().raw = lines[static_cast<std::size_t>(entry.feature_lines[i]) - 1];
        at = &c.evaluated.back();
        c.wrong_major.insert(&entry);
      }
      add_finding(c, *at, code(RuleCode::kWrongMajor),
                  fmt::format("cudarc's feature {} selects CUDA {} but the toolkit is CUDA {}", entry.features[i],
                              release->major_minor(), c.cuda.to_string()));
      return false;
    }
  return true;
}

// Cargo.lock's resolved cudarc, bad with this toolkit.
void rule_cudarc_locked(RuleContext& c, const Declared& entry) {
  const auto bad = bad_cudarc(c);
  if (auto it = bad.find(entry.version); it != bad.end())
    add_finding(c, entry, code(RuleCode::kKnownBad),
                fmt::format("Cargo.lock resolves cudarc to {}, which {}", entry.version, it->second));
}

// A manifest's requirement: the bad releases it admits, and its ceiling.
void rule_cudarc_requirement(RuleContext& c, const Declared& entry) {
  const auto bad = bad_cudarc(c);
  if (entry.spec.empty()) return;  // a git or path dependency: no version to judge
  auto requirement = CargoRequirement::parse(entry.spec);
  if (!requirement) {
    c.report.errors.push_back(
        Diagnostic::error(codes::kEntryUnreadable,
                          fmt::format("{}: cudarc: {}", where(entry), requirement.error().message), where(entry)));
    return;
  }
  std::vector<std::string> admitted;
  std::vector<std::string> reasons;
  for (const auto& [version, why] : bad)
    if (auto parsed = SemVer::parse(version); parsed && requirement->matches(*parsed)) {
      admitted.push_back(version);
      reasons.push_back(why);
    }
  if (!admitted.empty())
    add_finding(c, entry, code(RuleCode::kKnownBad),
                fmt::format("cudarc \"{}\" admits {} with CUDA {}: cudarc {} {}", entry.spec, join(admitted, ", "),
                            c.cuda.to_string(), join(admitted, ", "), join(unique(reasons), "; ")));
  if (!requirement->has_upper_bound() && requirements::needs_own_ceiling(entry.name, entry.ecosystem, c.facts))
    add_finding(c, entry, code(RuleCode::kNoUpperBound), fmt::format("cudarc \"{}\" has no upper bound", entry.spec));
}

}  // namespace

void rule_cargo(RuleContext& c, const Declared& entry) {
  if (!rule_cudarc_feature_major(c, entry)) return;  // a wrong major makes the other findings moot
  if (entry.source == SourceKind::kCargoLock) {
    rule_cudarc_locked(c, entry);
    return;
  }
  if (rule_cudarc_build_system(c, entry)) rule_cudarc_requirement(c, entry);
}

}  // namespace cudacompat::pins::rules
