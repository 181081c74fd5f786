// `pin --check` (check.h): the driver. One context per file (check_context.h), then the rules in a
// fixed order: each entry the toolkit's build would install, by its ecosystem
// (check_pypi_rules.cpp, check_conda_rules.cpp, check_cargo_rules.cpp), then each install set
// (check_set_rules.cpp). Every range is judged by the reference-tested version logic (pep440.h,
// cargo_semver.h); every fix comes from check_fixes.cpp.
#include <fmt/format.h>

#include "pin/check.h"
#include "pin/check_context.h"
#include "pin/diagnostic_codes.h"
#include "pin/recipe_conditions.h"
#include "requirements/cargo_semver.h"
#include "requirements/conda_version.h"
#include "requirements/cuda_packages.h"
#include "requirements/empty_range.h"

namespace cudacompat::pins {

namespace rules {

using requirements::CargoRequirement;
using requirements::conda_to_pep440;

// An empty range is a finding of its own, and the others are moot.
bool rule_empty_range(RuleContext& c, const Declared& entry) {
  if (entry.spec.empty() || !entry.version.empty()) return true;
  bool empty = false;
  if (entry.ecosystem == Ecosystem::kCargo) {
    if (auto requirement = CargoRequirement::parse(entry.spec)) empty = requirements::admits_nothing(*requirement);
  } else {
    std::optional<std::string> pep440 =
        entry.ecosystem == Ecosystem::kConda ? conda_to_pep440(entry.spec) : std::optional<std::string>(entry.spec);
    if (pep440)
      if (auto spec = Pep440Specifier::parse(*pep440)) empty = requirements::admits_nothing(*spec);
  }
  if (empty)
    add_finding(c, entry, code(RuleCode::kEmptyRange),
                fmt::format("{} \"{}\" admits no version at all: nothing can be installed; write the range you mean",
                            entry.name, entry.spec),
                "which range was meant is not in the file: its bounds contradict each other");
  return !empty;
}

namespace {

// Whether the toolkit's build installs the entry, and a rule reads it: a CUDA package, a line that
// names a CUDA build, or a package with known-bad releases, in this toolkit's matrix entry, under
// conditions, selectors and markers that hold on linux-64. A note says why a PyTorch index's build
// is not the one pip installs.
bool judged_here(RuleContext& c, const Declared& written) {
  // torchvision and torchaudio are judged only by a build their line names: say why the index does not.
  if (auto why = index_outranked_by_pypi(c, written);
      why && (written.marker.empty() || marker_applies_on_linux(written.marker) != false))
    c.report.notes.push_back(Diagnostic::note(
        codes::kIndexOutrankedByPypi, fmt::format("{}: {}: {}", where(written), written.name, *why), where(written)));
  return !((!requirements::is_cuda_package(written.name, written.ecosystem, c.facts) && !cuda_build_named(c, written) &&
            !has_known_bad_releases(c, written)) ||
           !applies_to(written, c.cuda) || !conditions_hold(c, written) || skipped(c, written) ||
           (!written.marker.empty() && marker_applies_on_linux(written.marker) == false));
}

// One entry as written: its ecosystem's rules, then kept for its install set's.
void judge_entry(RuleContext& c, const Declared& written) {
  if (!judged_here(c, written)) return;
  const Declared* evaluated = evaluate(c, written);
  if (!evaluated) return;
  const Declared& entry = *evaluated;
  const Placement place = placement_of(entry);
  // An alternative for another CUDA major (the extra "cu12" at CUDA 13) is not this toolkit's,
  // unless a group that is (`dev`) includes it, and so installs it with the toolkit's packages.
  if (auto major = major_of_group(c, place.group);
      major && *major != c.cuda.major && !c.included_by_this_major.count(place.group))
    return;
  ++c.report.entries;
  if (!rule_empty_range(c, entry)) return;
  switch (entry.ecosystem) {
    case Ecosystem::kPython:
      rule_pypi(c, entry);
      break;
    case Ecosystem::kConda:
      rule_conda(c, entry);
      break;
    case Ecosystem::kCargo:
      rule_cargo(c, entry);
      break;
  }
  c.sets[place.set][place.extra].push_back(&entry);
}

// Each set's main entries alone, then each extra installed on top of them.
void judge_install_sets(RuleContext& c) {
  static const std::vector<const Declared*> none;
  for (const auto& [set, extras] : c.sets) {
    const auto found = extras.find("");
    const std::vector<const Declared*>& main = found == extras.end() ? none : found->second;
    rule_install_set(c, main, {});
    for (const auto& [extra, entries] : extras)
      if (!extra.empty()) rule_install_set(c, main, entries);
  }
}

}  // namespace
}  // namespace rules

const std::vector<std::pair<std::string, std::string>>& check_codes() {
  static const std::vector<std::pair<std::string, std::string>> codes = [] {
    std::vector<std::pair<std::string, std::string>> list;
    for (const auto& info : requirements::rule_table()) list.emplace_back(info.name, info.summary);
    return list;
  }();
  return codes;
}

void check_declared(const DeclaredFile& file, const CheckContext& context, const KnowledgeBase& knowledge,
                    CheckReport& report) {
  ++report.files;
  rules::RuleContext c(file, context, knowledge, report);
  report.errors.insert(report.errors.end(), file.errors.begin(), file.errors.end());
  report.notes.insert(report.notes.end(), file.notes.begin(), file.notes.end());
  for (const auto& written : file.entries) rules::judge_entry(c, written);
  rules::judge_install_sets(c);
}

int check_exit_code(const CheckReport& report) {
  if (!report.errors.empty()) return 2;
  return report.findings.empty() ? 0 : 1;
}

}  // namespace cudacompat::pins
