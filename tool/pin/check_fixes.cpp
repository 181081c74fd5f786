// The corrections of `pin --check` (check_context.h): each finding's drop-in line in the file's own
// syntax, or why none exists. Every range comes from plan_pins, so a corrected line is the line
// `cudacompat pin` would write for the same toolkit.
#include <algorithm>

#include "common/text.h"
#include "pin/check_context.h"
#include "pin/pins.h"
#include "requirements/cargo_semver.h"
#include "requirements/conda_version.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::rules {

using requirements::CargoRequirement;
using requirements::conda_to_pep440;
using requirements::cuda_major_of_name;
using requirements::cudarc_feature_release;
using requirements::SemVer;
using requirements::wheel_component;

namespace {

std::string in_syntax(const Declared& entry, const std::string& requirement) {
  switch (entry.source) {
    case SourceKind::kPyproject:
      return "\"" + requirement + "\",";
    case SourceKind::kCondaEnvironment:
    case SourceKind::kCondaRecipe:
    case SourceKind::kRapidsDependencies:
      return "- " + requirement;
    default:
      return requirement;
  }
}

bool exact_pin(const std::string& spec) {
  return spec.rfind("==", 0) == 0 && spec.find(',') == std::string::npos && spec.find('*') == std::string::npos;
}

// `name` (with the entry's extras unless it has its own) and `spec`, then the entry's marker.
std::string with_extras_and_marker(const Declared& entry, const std::string& name, const std::string& spec,
                                   bool name_has_extras = false) {
  std::string text = name;
  if (!name_has_extras && !entry.extras.empty()) text += "[" + join(entry.extras, ",") + "]";
  text += spec;
  if (!entry.marker.empty()) text += "; " + entry.marker;
  return text;
}

// The planned range with what the entry says kept where it still applies: its floor where higher
// than the plan's (a correction never lowers a floor), its ceiling where lower, its exclusions
// (!=) inside the range. "" or unreadable entry specs give the plan as it is.
std::string keeping_entry(const std::string& written, const std::string& planned) {
  auto plan = Pep440Specifier::parse(planned);
  auto entry = Pep440Specifier::parse(written);
  if (!plan || !entry || entry->empty()) return planned;
  std::optional<requirements::Pep440Clause> floor, ceiling;
  std::vector<requirements::Pep440Clause> others;
  using Op = requirements::Pep440Operator;
  for (const auto& clause : plan->clauses()) {
    if (clause.op == Op::kGreaterEqual || clause.op == Op::kGreater)
      floor = clause;
    else if (clause.op == Op::kLess || clause.op == Op::kLessEqual)
      ceiling = clause;
    else
      others.push_back(clause);
  }
  for (const auto& clause : entry->clauses()) {
    if (!clause.version || clause.is_wildcard()) continue;
    const bool inside = plan->contains(*clause.version, true);
    if ((clause.op == Op::kGreaterEqual || clause.op == Op::kGreater) && inside &&
        (!floor || !floor->version || *floor->version < *clause.version))
      floor = clause;
    else if ((clause.op == Op::kLess || clause.op == Op::kLessEqual) && inside &&
             (!floor || !floor->version || *floor->version < *clause.version) &&
             (!ceiling || !ceiling->version || *clause.version < *ceiling->version))
      ceiling = clause;
    else if (clause.op == Op::kNotEqual && inside)
      others.push_back(clause);
  }
  std::vector<std::string> parts;
  if (floor) parts.push_back(floor->to_string());
  if (ceiling) parts.push_back(ceiling->to_string());
  for (const auto& clause : others) parts.push_back(clause.to_string());
  return join(parts, ",");
}

bool hashed(RuleContext& c, const Declared& entry) {
  const auto& lines = lines_of(c, entry.file);
  for (std::size_t i = static_cast<std::size_t>(std::max(entry.line, 1)) - 1; i < lines.size(); ++i) {
    if (lines[i].find("--hash") != std::string::npos) return true;
    const std::string& line = lines[i];
    const std::size_t last = line.find_last_not_of(" \t\r");
    if (last == std::string::npos || line[last] != '\\') break;  // no continuation: the entry ends here
  }
  return false;
}

// The cudarc release a requirement starts from: the oldest known one it matches.
std::optional<std::string> cudarc_base(RuleContext& c, const Declared& entry) {
  auto requirement = CargoRequirement::parse(entry.spec.empty() ? entry.version : entry.spec);
  if (!requirement) return std::nullopt;
  std::vector<Version> versions;
  for (const auto& text : c.facts.cudarc_versions)
    if (auto version = Version::parse(text)) versions.push_back(*version);
  std::sort(versions.begin(), versions.end());
  for (const auto& version : versions)
    if (auto semver = SemVer::parse(version.to_string()); semver && requirement->matches(*semver))
      return version.to_string();
  return std::nullopt;
}

// The pin plan_pins makes for this entry's package with this toolkit, if it makes one.
std::optional<Pin> planned(RuleContext& c, const Declared& entry) {
  PinRequest request;
  request.cuda = c.cuda;
  request.cuda_source = c.options.cuda_source;
  PinEcosystem ecosystem = PinEcosystem::kPypi;
  std::string package;
  if (entry.ecosystem == Ecosystem::kCargo) {
    ecosystem = PinEcosystem::kCargo;
    package = "cudarc";
    request.cudarc = cudarc_base(c, entry);
  } else if (entry.ecosystem == Ecosystem::kConda && entry.name != "cuda-python" && entry.name != "cuda-bindings") {
    // A component, or its -dev / -static split, which follows the component's versions.
    ecosystem = PinEcosystem::kConda;
    const std::string base = requirements::conda_component_base(entry.name);
    package = base;
    for (const auto& [component, name] : c.facts.conda_packages)
      if (name == base) request.components = {component};
  } else if (entry.name == "cuda-python" || entry.name == "cuda-bindings") {
    // PyPI's releases and conda-forge's carry the same versions: one range for both.
    request.python = {entry.name};
    package = entry.name;
  } else if (entry.name == "cuda-toolkit") {
    request.metapackage = true;
    request.components = entry.extras.empty() ? std::vector<std::string>{"cudart"} : entry.extras;
    package = entry.name;
  } else if (std::string component = wheel_component(entry.name, c.facts); !component.empty()) {
    request.components = {component};
  } else {
    return std::nullopt;
  }
  auto set = plan_pins(request, c.knowledge);
  if (!set) return std::nullopt;
  for (const auto& pin : set->pins) {
    if (pin.ecosystem != ecosystem) continue;
    if (package.empty() || pin.package == package) return pin;
  }
  return std::nullopt;
}

// The entry's cudarc feature of another major than the toolkit's, if it has one.
std::optional<std::string> wrong_major_feature(RuleContext& c, const Declared& entry) {
  for (const auto& feature : entry.features)
    if (auto release = cudarc_feature_release(feature); release && release->major != c.cuda.major) return feature;
  return std::nullopt;
}

// "" when every cudarc release the requirement admits has `feature` (packages.cudarc.feature_releases),
// else why the feature cannot be named there.
std::string feature_missing(RuleContext& c, const Declared& entry, const std::string& feature) {
  auto run = c.facts.cudarc_feature_releases.find(feature);
  if (run == c.facts.cudarc_feature_releases.end())
    return fmt::format("the knowledge base does not say which cudarc releases have {}", feature);
  auto requirement = CargoRequirement::parse(entry.spec);
  auto first = SemVer::parse(run->second.first), last = SemVer::parse(run->second.second);
  if (!requirement || !first || !last) return fmt::format("cudarc \"{}\" cannot be read", entry.spec);
  std::vector<std::string> lacking;
  for (const auto& text : c.facts.cudarc_versions)
    if (auto version = SemVer::parse(text);
        version && requirement->matches(*version) && (*version < *first || *last < *version))
      lacking.push_back(text);
  if (lacking.empty()) return {};
  return fmt::format(
      "cudarc \"{}\" admits {} {}, which {} no {} feature (cudarc has it from {} to {}): "
      "moving to those releases changes cudarc's API, a choice to make by hand",
      entry.spec, lacking.size() == 1 ? "release" : "releases", join(lacking, ", "),
      lacking.size() == 1 ? "has" : "have", feature, run->second.first, run->second.second);
}

std::string renamed_for_toolkit(RuleContext& c, const std::string& name) {
  const MajorPackages* names = c.facts.major(c.cuda.major);
  if (!names) return {};
  if (name == "cupy" || name.rfind("cupy-cuda", 0) == 0) return names->cupy;
  // The plugin only: jax-cuda12-pjrt is another distribution (and the knowledge base names none).
  if (name.rfind("jax-cuda", 0) == 0 && name.size() > 7 && name.compare(name.size() - 7, 7, "-plugin") == 0)
    return names->jax_plugin;
  return {};
}

// The newest release of a CUDA-numbered package that `requirement` admits, from the knowledge base.
std::optional<std::string> newest_admitted(RuleContext& c, const std::string& name, const std::string& requirement) {
  auto spec = Pep440Specifier::parse(requirement);
  if (!spec) return std::nullopt;
  std::optional<Pep440Version> best;
  std::string text;
  for (const auto& release : c.facts.releases)
    for (const auto& candidate : releases_of(c, name, release.cuda.major))
      if (auto version = Pep440Version::parse(candidate);
          version && spec->contains(*version) && (!best || *best < *version)) {
        best = *version;
        text = candidate;
      }
  return best ? std::optional<std::string>(text) : std::nullopt;
}

// The entry's line with the entry's text replaced: what is around it (indentation, list marks,
// quotes, other array elements, comments, other keys of a Cargo table) stays as written.
std::string drop_in(RuleContext& c, const Declared& entry, const std::string& replacement) {
  const auto& lines = lines_of(c, entry.file);
  if (entry.line < 1 || static_cast<std::size_t>(entry.line) > lines.size()) return in_syntax(entry, replacement);
  std::string line = lines[static_cast<std::size_t>(entry.line) - 1];
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (entry.ecosystem == Ecosystem::kCargo) {
    // The version string in place, and a feature of another major replaced by the toolkit's.
    std::string quoted = "\"" + entry.spec + "\"";
    std::size_t at = line.find(quoted);
    const bool feature_only =
        wrong_major_feature(c, entry) && line.find("\"" + *wrong_major_feature(c, entry) + "\"") != std::string::npos;
    if (!feature_only && (entry.spec.empty() || at == std::string::npos)) return in_syntax(entry, replacement);
    if (at != std::string::npos) line.replace(at, quoted.size(), replacement);
    if (std::optional<Pin> pin = planned(c, entry); pin && !pin->features.empty())
      for (const auto& feature : entry.features)
        if (auto release = cudarc_feature_release(feature); release && release->major != c.cuda.major)
          if (std::size_t f = line.find("\"" + feature + "\""); f != std::string::npos)
            line.replace(f + 1, feature.size(), pin->features.front());
    return line;
  }
  const std::string& raw = entry.raw;
  const std::size_t at = raw.empty() ? std::string::npos : line.find(raw);
  if (at == std::string::npos) return in_syntax(entry, replacement);
  line.replace(at, raw.size(), replacement);
  return line;
}

struct Replacement {
  std::string text;      // the entry's new text in its own syntax, without list marks or quotes
  std::string why_none;  // when there is none
};

// torch's line with its local build tag (+cu121) replaced by the newest build of the same release
// for this toolkit, where the release has one.
Replacement torch_replacement(RuleContext& c, const Declared& entry) {
  std::string text = entry.version.empty() ? entry.spec : "==" + entry.version;
  auto plus = text.find("+cu");
  if (plus == std::string::npos) return {"", "the knowledge base names no PyTorch build tag for this toolkit"};
  // Only a build that exists: the release's own CUDA builds (packages.torch_builds).
  std::string release = text.substr(0, plus);
  release.erase(0, release.find_first_of("0123456789"));
  const std::string minor = release.substr(0, release.find('.', release.find('.') + 1));
  auto builds = c.facts.torch_builds.find(minor);
  if (builds == c.facts.torch_builds.end())
    return {"", fmt::format("the knowledge base does not list the CUDA builds of torch {}: choose the build "
                            "by hand",
                            minor)};
  std::string tag;
  for (const auto& build : builds->second)
    if (auto named = requirements::cuda_build_of_version("+" + build);
        named && named->major == c.cuda.major && (!named->minor || *named->minor <= c.cuda.minor))
      tag = build;
  if (tag.empty()) {
    std::vector<std::string> releases;
    for (const auto& [other, tags] : c.facts.torch_builds)
      for (const auto& build : tags)
        if (auto named = requirements::cuda_build_of_version("+" + build);
            named && named->major == c.cuda.major && (!named->minor || *named->minor <= c.cuda.minor) &&
            std::find(releases.begin(), releases.end(), other) == releases.end())
          releases.push_back(other);
    std::sort(releases.begin(), releases.end(), [](const std::string& a, const std::string& b) {
      auto va = Version::parse(a), vb = Version::parse(b);
      return va && vb ? *va < *vb : a < b;
    });
    return {"", fmt::format("torch {} has no CUDA {} build (its builds: {}); torch {} {}: a new torch "
                            "release is a choice to make by hand",
                            minor, c.cuda.major, join(builds->second, ", "),
                            releases.empty() ? "none" : join(releases, ", "), releases.empty() ? "" : "have one")};
  }
  return {with_extras_and_marker(entry, "torch", text.substr(0, plus) + "+" + tag), ""};
}

// The other builds of a package named for a CUDA major (cupy-cuda12x, jax-cuda12-plugin).
Replacement renamed_replacement(RuleContext& c, const Declared& entry) {
  // Another major's build of the same package: only a name the knowledge base holds, and no
  // version floor carried over (CuPy 14 has no CUDA 11 build: cupy-cuda11x>=14 would not resolve).
  // The entry's specifiers and exclusions are kept: CuPy's and JAX's per-major wheels share
  // release numbers (cupy-cuda13x>=14.0.1,!=14.1.0 -> cupy-cuda12x>=14.0.1,!=14.1.0).
  std::string renamed = renamed_for_toolkit(c, entry.name);
  if (renamed.empty())
    return {"", fmt::format("the knowledge base holds no CUDA {} build of {}: choose it by hand", c.cuda.major,
                            entry.name)};
  return {with_extras_and_marker(entry, renamed, entry.spec), ""};
}

Replacement replacement_for(RuleContext& c, const Declared& entry) {
  const bool exact = entry.ecosystem == Ecosystem::kPython && exact_pin(entry.spec);
  if (entry.name == "torch") return torch_replacement(c, entry);
  if (const std::optional<int> named = cuda_major_of_name(entry.name, entry.ecosystem, c.facts);
      named && *named != c.cuda.major && wheel_component(entry.name, c.facts).empty())
    return renamed_replacement(c, entry);
  std::optional<Pin> pin = planned(c, entry);
  if (!pin)
    return {"", fmt::format("cudacompat plans no pin for {} (the knowledge base has no range for it)", entry.name)};
  if (entry.ecosystem == Ecosystem::kCargo && entry.source != SourceKind::kCargoLock)
    if (auto feature = wrong_major_feature(c, entry)) {
      const std::string wanted = pin->features.empty() ? std::string() : pin->features.front();
      if (wanted.empty())
        return {"", fmt::format("the knowledge base names no cudarc feature for CUDA {}", c.cuda.to_string())};
      if (std::string why = feature_missing(c, entry, wanted); !why.empty()) return {"", why};
      return {"\"" + entry.spec + "\"", ""};  // the version as written; drop_in swaps the feature
    }
  if (entry.ecosystem == Ecosystem::kCargo) {
    if (entry.source == SourceKind::kCargoLock)
      return {fmt::format("cargo update -p cudarc --precise {}",
                          pin->ceiling_inclusive.empty() ? pin->floor : pin->ceiling_inclusive),
              ""};
    return {"\"" + pin->requirement() + "\"", ""};  // the version string of the manifest's line
  }
  if (entry.ecosystem == Ecosystem::kConda) {
    std::optional<std::string> written =
        entry.name == pin->package || requirements::conda_component_base(entry.name) == pin->package
            ? conda_to_pep440(entry.spec)
            : std::nullopt;
    return {entry.name + " " + (written ? keeping_entry(*written, pin->requirement()) : pin->requirement()), ""};
  }
  std::string requirement =
      pin->package == entry.name ? keeping_entry(entry.spec, pin->requirement()) : pin->requirement();
  if (exact) {
    std::optional<std::string> version = newest_admitted(c, entry.name, requirement);
    if (!version)
      return {"", fmt::format("a pinned line needs an exact version of {}, and the knowledge base lists none "
                              "in {}: re-lock it",
                              entry.name, requirement)};
    requirement = "==" + *version;
  }
  std::string name = pin->package;
  if (!pin->extras.empty()) name += "[" + join(pin->extras, ",") + "]";
  return {with_extras_and_marker(entry, name, requirement, !pin->extras.empty()), ""};
}

// The line to write in place of the entry's, where one exists.
struct Correction {
  std::string line;
  std::string why_none;
};

Correction corrected(RuleContext& c, const Declared& entry) {
  if (entry.source == SourceKind::kInstalled)
    return {"", "an installed environment is fixed by installing another release, not by editing its records"};
  Replacement replacement = replacement_for(c, entry);
  if (replacement.text.empty()) return {"", replacement.why_none};
  // A pinned line followed by its hashes (pip-compile --generate-hashes): a new version needs new
  // hashes, which only the lock tool can write.
  if (entry.source == SourceKind::kRequirements && hashed(c, entry))
    return {"", fmt::format("the line carries --hash values, which a new version invalidates: re-lock with "
                            "`pip-compile --upgrade-package '{}'`",
                            replacement.text)};
  if (entry.source == SourceKind::kCargoLock) return {replacement.text, ""};
  if (entry.ecosystem == Ecosystem::kCargo)
    if (auto feature = wrong_major_feature(c, entry)) {
      const auto& lines = lines_of(c, entry.file);
      if (entry.line < 1 || static_cast<std::size_t>(entry.line) > lines.size() ||
          lines[static_cast<std::size_t>(entry.line) - 1].find("\"" + *feature + "\"") == std::string::npos)
        return {"", fmt::format("the feature {} is written on another line of this entry than line {}: no one "
                                "line holds both; replace it there with the toolkit's feature",
                                *feature, entry.line)};
    }
  return {drop_in(c, entry, replacement.text), ""};
}

}  // namespace

// The finding, with corrected()'s line for the entry unless `why_none` says why there is none.
void add_finding(RuleContext& c, const Declared& entry, const std::string& code, const std::string& message,
                 std::string why_none, const std::vector<std::string>& excluded) {
  if (code == requirements::to_string(RuleCode::kWrongMajor)) c.wrong_major.insert(&entry);
  // A YAML alias (`- *cuda_python12`) repeats its anchor's entry at the anchor's line: once is enough.
  if (!c.reported.insert(fmt::format("{}\n{}\n{}\n{}", entry.file, entry.line, code, entry.name)).second) return;
  Correction fix = why_none.empty() ? corrected(c, entry) : Correction{"", std::move(why_none)};
  // A known-bad finding on a package the knowledge base plans no range for (cupy, cupy-cuda12x):
  // the entry as written with the bad releases excluded.
  if (fix.line.empty() && code == requirements::to_string(RuleCode::kKnownBad) && !excluded.empty() &&
      !planned(c, entry) && entry.source != SourceKind::kInstalled && entry.source != SourceKind::kCargoLock &&
      entry.ecosystem != Ecosystem::kCargo && !(entry.source == SourceKind::kRequirements && hashed(c, entry))) {
    std::string spec = entry.spec;
    for (const auto& version : excluded) spec += (spec.empty() ? "!=" : ",!=") + version;
    const std::string text = entry.ecosystem == Ecosystem::kConda ? entry.name + " " + spec
                                                                  : with_extras_and_marker(entry, entry.name, spec);
    fix = {drop_in(c, entry, text), ""};
  }
  c.report.findings.push_back(
      {entry.file, entry.line, code, entry.name, message, entry.raw, std::move(fix.line), std::move(fix.why_none)});
}

}  // namespace cudacompat::pins::rules
