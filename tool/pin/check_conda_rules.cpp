// `pin --check`'s rules for conda requirements (check_context.h): `|` alternatives, packages
// named or numbered for a CUDA major, packages whose releases stopped at an older major, known-bad
// releases and the ceiling a bounded cuda-version gives the install set.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include "common/text.h"
#include "pin/check_context.h"
#include "pin/diagnostic_codes.h"
#include "requirements/conda_version.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::rules {

using requirements::conda_to_pep440;
using requirements::cuda_major_of_name;

namespace {

// The version numbers written in a spec (`>=11.2,<12`, `=11.7.1`, `12.4.131`): each run of digits and dots.
std::vector<std::string> version_literals(std::string_view spec) {
  std::vector<std::string> out;
  std::string current;
  for (char c : std::string(spec) + ' ') {
    if (std::isdigit(static_cast<unsigned char>(c)) || (c == '.' && !current.empty())) {
      current += c;
      continue;
    }
    while (!current.empty() && current.back() == '.') current.pop_back();
    if (!current.empty()) out.push_back(current);
    current.clear();
  }
  return out;
}

// A conda version spec as PEP 440 specifier sets, one per `|` alternative (`11.8|12.4`); nullopt,
// with an error naming file:line, for an empty alternative or a malformed one, and nullopt
// without one for a form this check does not judge (a glob in the middle).
std::optional<std::vector<Pep440Specifier>> conda_alternatives(RuleContext& c, const Declared& entry) {
  std::vector<Pep440Specifier> alternatives;
  std::size_t start = 0;
  while (start <= entry.spec.size()) {
    std::size_t bar = entry.spec.find('|', start);
    if (bar == std::string::npos) bar = entry.spec.size();
    std::string piece = entry.spec.substr(start, bar - start);
    piece.erase(0, piece.find_first_not_of(" \t"));
    piece.erase(piece.find_last_not_of(" \t") + 1);
    if (piece.empty()) {
      c.report.errors.push_back(Diagnostic::error(codes::kEntryUnreadable,
                                                  fmt::format("{}: {}: '{}' is not a conda version spec: an "
                                                              "alternative around '|' is empty; write each "
                                                              "alternative's version (11.8|12.4)",
                                                              where(entry), entry.name, entry.spec),
                                                  where(entry)));
      return std::nullopt;
    }
    auto converted = conda_to_pep440(piece);
    if (!converted) return std::nullopt;  // a glob this check does not judge
    auto parsed = Pep440Specifier::parse(*converted);
    if (!parsed) {
      c.report.errors.push_back(
          Diagnostic::error(codes::kEntryUnreadable,
                            fmt::format("{}: {}: '{}' is not a conda version spec: {}", where(entry), entry.name,
                                        entry.spec, parsed.error().message),
                            where(entry)));
      return std::nullopt;
    }
    alternatives.push_back(std::move(parsed).value());
    start = bar + 1;
  }
  return alternatives;
}

// A conda package whose versions are CUDA's (cuda-python) or a component's of one CUDA major
// (libnvjitlink 13.x is CUDA 13's): false, reported, when the range admits only another major's.
template <class Admits>
bool rule_conda_component_major(RuleContext& c, const Declared& entry, const std::string& spec, Admits&& admits) {
  std::set<int> admitted;
  bool known = false;
  std::string component;
  // The -dev and -static splits (libcublas-dev, cuda-cudart-dev) carry their component's versions.
  const std::string base = requirements::conda_component_base(entry.name);
  for (const auto& [wheel_component, conda_name] : c.facts.conda_packages)
    if (conda_name == base) component = wheel_component;
  for (const auto& release : c.facts.releases) {
    std::vector<std::string> versions = releases_of(c, entry.name, release.cuda.major);
    if (versions.empty() && !component.empty())
      if (auto wheel = release.wheels.find(component); wheel != release.wheels.end())
        versions = {wheel->second.first, wheel->second.last};
    for (const auto& text : versions) {
      if (text.empty()) continue;
      known = true;
      if (auto version = Pep440Version::parse(text); version && admits(*version)) admitted.insert(release.cuda.major);
    }
  }
  if (!known || admitted.empty() || admitted.count(c.cuda.major)) return true;
  std::vector<std::string> majors;
  for (int major : admitted) majors.push_back(std::to_string(major));
  add_finding(c, entry, code(RuleCode::kWrongMajor),
              fmt::format("{} {} admits only CUDA {} releases of it, not CUDA {}'s", entry.name, spec,
                          join(majors, "/"), c.cuda.major));
  return false;
}

// What a conda entry admits: its spec read as `|` alternatives; an installed record (conda-meta)
// as its exact version.
struct CondaRange {
  explicit CondaRange(const Declared& written) : entry(written) {}
  const Declared& entry;
  Declared installed;
  const Declared* judged = &entry;  // the entry, or its installed version as a spec
  std::vector<Pep440Specifier> alternatives;

  bool has_spec() const { return !alternatives.empty(); }
  // What `|` alternatives admit together: a version any of them admits.
  bool admits(const Pep440Version& version) const {
    return std::any_of(alternatives.begin(), alternatives.end(),
                       [&](const Pep440Specifier& spec) { return spec.contains(version); });
  }
};

// False, reported, when the package's name is another major's build.
bool rule_conda_named_major(RuleContext& c, const Declared& entry) {
  auto named = cuda_major_of_name(entry.name, entry.ecosystem, c.facts);
  if (!named || *named == c.cuda.major) return true;
  add_finding(c, entry, code(RuleCode::kWrongMajor),
              fmt::format("{} is built for CUDA {} (its name says so) but the toolkit is CUDA {}", entry.name, *named,
                          c.cuda.to_string()));
  return false;
}

// A package whose releases stopped at an older major (cudatoolkit's last is 11.8, pytorch-cuda's
// 12.4): versioned or not, the entry installs that major's build; the newest release is what an
// unversioned or open-ended one gets. Checked before the CUDA-release rule below, which only asks
// whether the range admits a release number of the toolkit's major, one that may never have existed.
bool rule_conda_last_release(RuleContext& c, const CondaRange& range) {
  const Declared& entry = range.entry;
  auto last = c.facts.conda_last_releases.find(entry.name);
  if (last == c.facts.conda_last_releases.end() || last->second.last.major >= c.cuda.major) return true;
  add_finding(c, entry, code(RuleCode::kWrongMajor),
              fmt::format("{}{} can only install CUDA {} (its last release is {}) but the toolkit is CUDA {}: {} ({})",
                          entry.name, range.has_spec() ? " " + range.judged->spec : "", last->second.last.major,
                          last->second.last.to_string(), c.cuda.to_string(), last->second.why, last->second.source),
              fmt::format("{} has no CUDA {} release to pin to: for CUDA {} use {} instead, a change of package "
                          "names to make by hand",
                          entry.name, c.cuda.major, c.cuda.major, last->second.instead));
  return false;
}

// Packages whose versions are CUDA releases (cudatoolkit 11.8.0, pytorch-cuda 12.1): the range must
// admit one of the toolkit's major, as major.minor or major.minor.patch. False, reported, when not.
bool rule_conda_cuda_release(RuleContext& c, const CondaRange& range) {
  const Declared& entry = range.entry;
  if (!requirements::conda_versions_are_cuda_releases(entry.name) || !range.has_spec()) return true;
  bool any = false;
  for (const auto& release : c.knowledge.releases())
    if (release.version.major == c.cuda.major)
      for (const std::string& text :
           {release.version.to_string(), release.version.major_minor(), release.version.major_minor() + ".0"})
        if (auto version = Pep440Version::parse(text); version && range.admits(*version)) any = true;
  // A pin to an update or build of a release (cuda=11.7.1, cuda-nvcc=12.4.131) admits none of
  // the major.minor forms above: the releases the spec itself names count, by their major.
  for (const std::string& text : version_literals(range.judged->spec))
    if (auto version = Pep440Version::parse(text);
        version && version->release.front() == static_cast<std::uint64_t>(c.cuda.major) && range.admits(*version))
      any = true;
  if (any) return true;
  add_finding(c, entry, code(RuleCode::kWrongMajor),
              fmt::format("{} {} admits no CUDA {} release, the toolkit's major: its versions are CUDA's", entry.name,
                          range.judged->spec, c.cuda.major));
  return false;
}

// An unversioned entry admits every release, the known-bad ones included.
void rule_conda_known_bad(RuleContext& c, const CondaRange& range) {
  const Declared& entry = range.entry;
  auto [admitted, reasons] = known_bad_admitted(
      c, "conda", entry.name, [&](const Pep440Version& version) { return !range.has_spec() || range.admits(version); });
  if (!admitted.empty())
    add_finding(c, entry, code(RuleCode::kKnownBad),
                fmt::format("{} {} the known-bad {}: {}", entry.name, range.judged == &entry ? "admits" : "is",
                            join(admitted, ", "), join(unique(reasons), "; ")),
                {}, admitted);
}

// A component needs a ceiling of its own unless a bounded cuda-version in its install set gives it one.
void rule_conda_no_upper_bound(RuleContext& c, const CondaRange& range) {
  const Declared& entry = range.entry;
  const bool bounded_by_cuda_version = c.cuda_version_bounded.count(bound_key(entry)) && entry.name != "cuda-version";
  const bool every_alternative_bounded =
      range.has_spec() && std::all_of(range.alternatives.begin(), range.alternatives.end(),
                                      [](const Pep440Specifier& spec) { return spec.has_upper_bound(); });
  if (entry.source != SourceKind::kInstalled && !bounded_by_cuda_version && !every_alternative_bounded &&
      requirements::needs_own_ceiling(entry.name, entry.ecosystem, c.facts))
    add_finding(c, entry, code(RuleCode::kNoUpperBound), fmt::format("{} has no upper bound", entry.name));
}

}  // namespace

void rule_conda(RuleContext& c, const Declared& entry) {
  CondaRange range(entry);
  if (entry.spec.empty() && !entry.version.empty()) {
    range.installed = entry;
    range.installed.spec = "==" + entry.version;
    range.judged = &range.installed;
  }
  if (!range.judged->spec.empty()) {
    auto read = conda_alternatives(c, *range.judged);
    if (!read) return;
    range.alternatives = std::move(*read);
  }
  // A wrong major makes the other findings moot.
  if (!rule_conda_named_major(c, entry) || !rule_conda_last_release(c, range)) return;
  if (range.has_spec() && !rule_conda_component_major(c, entry, range.judged->spec, [&](const Pep440Version& version) {
        return range.admits(version);
      }))
    return;
  if (!rule_conda_cuda_release(c, range)) return;
  rule_conda_known_bad(c, range);
  rule_conda_no_upper_bound(c, range);
}

}  // namespace cudacompat::pins::rules
