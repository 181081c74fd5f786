// The rules of `pin --check` (check.h). Every range is judged by the reference-tested version
// logic (pep440.h, cargo_semver.h); every fix comes from plan_pins, so a corrected line is the
// line `cudacompat pin` would write for the same toolkit.
#include <fnmatch.h>

#include <algorithm>
#include <cctype>
#include <deque>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "common/text.h"
#include "pin/check.h"
#include "pin/pins.h"
#include "pin/reader_support.h"
#include "pin/recipe_conditions.h"
#include "requirements/cargo_semver.h"
#include "requirements/conda_version.h"
#include "requirements/cuda_packages.h"
#include "requirements/cuda_rules.h"
#include "requirements/empty_range.h"
#include "requirements/pep440.h"

namespace cudacompat::pins {

using requirements::CargoRequirement;
using requirements::conda_to_pep440;
using requirements::cuda_major_of_name;
using requirements::cudarc_feature_release;
using requirements::is_cuda_package;
using requirements::Pep440Specifier;
using requirements::Pep440Version;
using requirements::RuleCode;
using requirements::SemVer;
using requirements::wheel_component;

namespace {

std::string where(const Declared& entry) { return fmt::format("{}:{}", entry.file, entry.line); }

std::string code(RuleCode rule) { return std::string(requirements::to_string(rule)); }

bool starts_with(const std::string& text, std::string_view prefix) { return text.rfind(prefix, 0) == 0; }

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

// The alternative an entry belongs to, and the install set it is installed with. Packages are
// judged together only within one install set: a pyproject's build requirements are installed in
// their own environment, each extra on top of the project's dependencies, each dependency group
// alone; a recipe's build, host and run environments are three. An extra or group named for a CUDA
// major ("cu12") is an alternative for that major: judged only against a toolkit of that major.
struct Placement {
  std::string set;    // entries of one set are judged together ("" : the file's main set)
  std::string extra;  // an extra, judged with the main set; "" for none
  std::string group;  // the extra's or group's name, for its CUDA major
};

// pip's `extra == "cu12"` marker, as PEP 508 writes it (either quote, either order).
std::string extra_of_marker(const std::string& marker) {
  const std::size_t at = marker.find("extra");
  if (at == std::string::npos) return {};
  const std::size_t quote = marker.find_first_of("'\"", at);
  if (quote == std::string::npos) return {};
  const std::size_t end = marker.find(marker[quote], quote + 1);
  if (end == std::string::npos || marker.substr(at, quote - at).find("==") == std::string::npos) return {};
  return marker.substr(quote + 1, end - quote - 1);
}

Placement placement_of(const Declared& entry) {
  const std::string& section = entry.section;
  switch (entry.source) {
    case SourceKind::kPyproject:
      // uv's overrides replace requirements of any set: judged as a set of their own, never as build ones.
      if (section == "tool.uv.override-dependencies") return {"uv override-dependencies", "", ""};
      // uv's dependency-metadata replaces a requirement's published requirements (prime-rl's modelexpress:
      // `nixl[cu12]`): what it lists is installed with that requirement, judged as a set of its own.
      if (section == "tool.uv.dependency-metadata") return {"uv dependency-metadata", "", ""};
      if (section == "build-system.requires" || starts_with(section, "tool.")) return {"build", "", ""};
      if (starts_with(section, "project.optional-dependencies.")) {
        std::string extra = section.substr(std::string_view("project.optional-dependencies.").size());
        return {"", extra, extra};
      }
      if (starts_with(section, "dependency-groups.")) {
        std::string group = section.substr(std::string_view("dependency-groups.").size());
        return {"group " + group, "", group};
      }
      break;
    case SourceKind::kRapidsDependencies: {
      // Each group of dependencies.yaml is one set; its conda `pip:` list installs with it. A group
      // named for a major (test_python_cu13) is included only in the files generated for it.
      std::string set = section;
      if (set.size() > 4 && set.compare(set.size() - 4, 4, ".pip") == 0) set.resize(set.size() - 4);
      std::string group = set.substr(std::min(set.size(), std::string_view("dependencies.").size()));
      std::replace(group.begin(), group.end(), '_', '-');
      return {set, "", group};
    }
    case SourceKind::kCondaRecipe: {
      // "outputs.x.requirements.host" -> "outputs.x.requirements.host"; run and its constraints together.
      std::string set = section;
      for (std::string_view run : {".run_constraints", ".run_constrained"})
        if (set.size() > run.size() && set.compare(set.size() - run.size(), run.size(), run) == 0)
          set = set.substr(0, set.size() - run.size()) + ".run";
      return {set, "", ""};
    }
    default:
      break;
  }
  if (std::string extra = extra_of_marker(entry.marker); !extra.empty()) return {"", extra, extra};
  return {};
}

// Whether a dependencies.yaml matrix entry applies to the toolkit (Declared::cuda_when/unless), as
// rapids-dependency-file-generator matches it: fnmatch of the glob against "major.minor".
bool applies_to(const Declared& entry, const Version& cuda) {
  const std::string version = cuda.major_minor();
  auto matches = [&](const std::string& glob) { return fnmatch(glob.c_str(), version.c_str(), 0) == 0; };
  if (!entry.cuda_when.empty() && std::none_of(entry.cuda_when.begin(), entry.cuda_when.end(), matches)) return false;
  return std::none_of(entry.cuda_unless.begin(), entry.cuda_unless.end(), matches);
}

bool locked(const Declared& entry) {
  return entry.source == SourceKind::kCargoLock || entry.source == SourceKind::kInstalled;
}

class Checker {
 public:
  Checker(const DeclaredFile& file, const CheckContext& context, const KnowledgeBase& knowledge, CheckReport& report)
      : file_(file), context_(context), knowledge_(knowledge), facts_(knowledge.packages()), report_(report) {}

  void run() {
    ++report_.files;
    // conda-forge's convention: cuda-version bounds the release and the components follow it,
    // within the install set (a recipe's host environment, its run environment) that holds it:
    // a bounded cuda-version, pin_compatible('cuda-version'), or one whose template cannot be
    // evaluated (it pins something this check cannot read, and judging the components against
    // nothing would be noise). In a dependencies.yaml the groups are combined into every
    // generated file, so one cuda-version bounds them all.
    for (const auto& entry : file_.entries) {
      const bool pin_compatible = entry.name.find("pin_compatible") != std::string::npos &&
                                  entry.name.find("cuda-version") != std::string::npos;
      if (!pin_compatible &&
          !(entry.ecosystem == Ecosystem::kConda && entry.name == "cuda-version" && !entry.spec.empty()))
        continue;
      // A cuda-version a build for this toolkit would not have (its selector or if-branch is false
      // on linux-64, as momentum's `if: ... and win`, or its output is skipped) is not in the set, so
      // it bounds nothing there; one whose condition cannot be told still counts, as above.
      if (skipped(entry) || std::any_of(entry.conditions.begin(), entry.conditions.end(), [&](const auto& condition) {
            return evaluate_condition(condition, variables_) == false;
          }))
        continue;
      bool bounded = pin_compatible;
      if (!bounded) {
        std::optional<std::string> evaluated = substitute_variables(entry.spec, variables_);
        if (!evaluated) {
          bounded = true;
        } else if (auto converted = conda_to_pep440(*evaluated)) {
          auto parsed = Pep440Specifier::parse(*converted);
          bounded = parsed && parsed->has_upper_bound();
        }
      }
      if (bounded) cuda_version_bounded_.insert(bound_key(entry));
    }
    infer_group_majors_from_contents();
    // PEP 735 groups that a group of no other major includes, directly or through others.
    std::vector<std::string> pending;
    for (const auto& [group, includes] : file_.group_includes)
      if (auto major = major_of_group(group); !major || *major == context_.cuda.major)
        pending.insert(pending.end(), includes.begin(), includes.end());
    while (!pending.empty()) {
      std::string group = pending.back();
      pending.pop_back();
      if (!included_by_this_major_.insert(group).second) continue;
      if (auto found = file_.group_includes.find(group); found != file_.group_includes.end())
        pending.insert(pending.end(), found->second.begin(), found->second.end());
    }
    for (const auto& error : file_.errors) report_.errors.push_back(error.message);
    report_.notes.insert(report_.notes.end(), file_.notes.begin(), file_.notes.end());
    for (const auto& written : file_.entries) {
      // torchvision and torchaudio are judged only by a build their line names: say why the index does not.
      if (auto why = index_outranked_by_pypi(written);
          why && (written.marker.empty() || marker_applies_on_linux(written.marker) != false))
        report_.notes.push_back(fmt::format("{}: {}: {}", where(written), written.name, *why));
      if ((!is_cuda_package(written.name, written.ecosystem, facts_) && !cuda_build_named(written) &&
           !has_known_bad_releases(written)) ||
          !applies_to(written, context_.cuda) || !conditions_hold(written) || skipped(written) ||
          (!written.marker.empty() && marker_applies_on_linux(written.marker) == false))
        continue;
      const Declared* evaluated = evaluate(written);
      if (!evaluated) continue;
      const Declared& entry = *evaluated;
      const Placement place = placement_of(entry);
      // An alternative for another CUDA major (the extra "cu12" at CUDA 13) is not this toolkit's,
      // unless a group that is (`dev`) includes it, and so installs it with the toolkit's packages.
      if (auto major = major_of_group(place.group);
          major && *major != context_.cuda.major && !included_by_this_major_.count(place.group))
        continue;
      ++report_.entries;
      if (!check_range_admits_something(entry)) continue;
      switch (entry.ecosystem) {
        case Ecosystem::kPython:
          check_python(entry);
          break;
        case Ecosystem::kConda:
          check_conda(entry);
          break;
        case Ecosystem::kCargo:
          check_cargo(entry);
          break;
      }
      sets_[place.set][place.extra].push_back(&entry);
    }
    // Each set's main entries alone, then each extra installed on top of them.
    static const std::vector<const Declared*> none;
    for (const auto& [set, extras] : sets_) {
      const auto found = extras.find("");
      const std::vector<const Declared*>& main = found == extras.end() ? none : found->second;
      judge_install_set(main, {});
      for (const auto& [extra, entries] : extras)
        if (!extra.empty()) judge_install_set(main, entries);
    }
  }

 private:
  // The CUDA major an extra or group is the alternative for: the one its name says (cu12,
  // cuda12x), else the one its contents say (content_majors_).
  std::optional<int> major_of_group(const std::string& group) const {
    if (group.empty()) return std::nullopt;
    if (auto named = requirements::group_major(group)) return named;
    if (auto found = content_majors_.find(group); found != content_majors_.end()) return found->second;
    return std::nullopt;
  }

  // Extras and groups whose names do not spell the major (rapids_singlecell's rapids11 = [cudf-cu11,
  // ...] beside rapids12 = [cudf-cu12, ...]): one whose CUDA-fixed entries all name one major is the
  // alternative for that major when another extra or group of the file is the alternative for a
  // different one. A lone extra of one major (gpu = [cupy-cuda11x]) is no alternative: it is judged
  // at every toolkit, so that it is reported where it is wrong. dependencies.yaml groups are left
  // out: their matrices say which toolkit each entry is for.
  void infer_group_majors_from_contents() {
    std::map<std::string, std::set<int>> named;
    for (const auto& entry : file_.entries) {
      if (entry.source == SourceKind::kRapidsDependencies) continue;
      const std::string group = placement_of(entry).group;
      if (group.empty() || requirements::group_major(group)) continue;
      if (auto major = cuda_major_of_name(entry.name, entry.ecosystem, facts_)) named[group].insert(*major);
    }
    std::set<int> alternatives;
    for (const auto& [group, majors] : named)
      if (majors.size() == 1) alternatives.insert(*majors.begin());
    for (const auto& entry : file_.entries)
      if (auto major = requirements::group_major(placement_of(entry).group)) alternatives.insert(*major);
    if (alternatives.size() < 2) return;
    for (const auto& [group, majors] : named)
      if (majors.size() == 1) content_majors_[group] = *majors.begin();
  }

  // A recipe's selectors and if-branches, with the toolkit's variant values on linux-64: false
  // for an entry a build for this toolkit would not have. A condition that cannot be told (a
  // variable --cuda does not set, a call) is never taken as true: the entry is not judged, and a
  // note says which condition.
  bool conditions_hold(const Declared& entry) {
    bool unknown = false;
    for (const auto& condition : entry.conditions) {
      const std::optional<bool> holds = evaluate_condition(condition, variables_);
      if (holds == false) return false;
      if (!holds && !unknown) {
        unknown = true;
        report_.notes.push_back(
            fmt::format("{}: {}: not judged: its condition `{}` cannot be evaluated with the "
                        "variant values --cuda sets",
                        where(entry), entry.name, condition));
      }
    }
    return !unknown;
  }

  // Whether a `skip: true  # [selector]` over the entry holds for this toolkit: the output (or the
  // whole recipe) is not built, so its requirements are never installed.
  bool skipped(const Declared& entry) const {
    return std::any_of(entry.skip_when.begin(), entry.skip_when.end(), [&](const std::vector<std::string>& when) {
      return std::all_of(when.begin(), when.end(), [&](const std::string& condition) {
        return evaluate_condition(condition, variables_) == true;
      });
    });
  }

  // The CUDA build an entry's own text names, on any package: a local version label
  // (==0.18.0+cu121, +pt24cu121), its URL (/whl/cu126/, %2Bcu118), the index that alone serves it
  // (--extra-index-url .../whl/cu130, uv's explicit index), or an extra named for a major (jax[cuda12]).
  struct NamedBuild {
    int major = 0;
    std::string said_by;  // "its local version +cu121", ...
  };
  std::optional<NamedBuild> named_build(const Declared& entry) const {
    if (entry.ecosystem != Ecosystem::kPython) return std::nullopt;
    const std::string& version = !entry.version.empty() ? entry.version : entry.spec;
    if (auto build = requirements::cuda_build_of_version(version))
      return NamedBuild{build->major, fmt::format("its local version {}", build->written)};
    if (!entry.url.empty())
      if (auto build = requirements::cuda_build_of_url(entry.url))
        return NamedBuild{build->major, fmt::format("its URL ({}) names the build {}", entry.url, build->written)};
    if (!entry.index_url.empty() && !index_outranked_by_pypi(entry))
      if (auto build = requirements::cuda_build_of_url(entry.index_url))
        return NamedBuild{build->major,
                          fmt::format("it resolves through the index {} to its {} build (a local version sorts above "
                                      "the public one)",
                                      entry.index_url, build->written)};
    for (const auto& extra : entry.extras)
      if (auto major = requirements::major_of_extra(extra))
        return NamedBuild{*major, fmt::format("its extra [{}] installs the CUDA {} build", extra, *major)};
    return std::nullopt;
  }
  bool cuda_build_named(const Declared& entry) const { return named_build(entry).has_value(); }

  // pip reads an index beside PyPI (--extra-index-url, --find-links) together with PyPI and takes the
  // highest version of all; a local label (+cu124) ranks a build above the public release of the same
  // version only. PyTorch's /whl/cuNNN index holds a torch release only where that release has the
  // cuNNN build (packages.torch_builds: no cu124 from torch 2.7 on), so an untagged torch, torchvision
  // or torchaudio that admits a release newer than the newest with that build gets PyPI's newer
  // release, whose build the file does not say. Returns why (for the note), or nullopt where the
  // index's build is the one pip installs.
  std::optional<std::string> index_outranked_by_pypi(const Declared& entry) const {
    if (!entry.index_beside_pypi || entry.index_url.find("download.pytorch.org/whl") == std::string::npos ||
        (entry.name != "torch" && entry.name != "torchvision" && entry.name != "torchaudio"))
      return std::nullopt;
    auto build = requirements::cuda_build_of_url(entry.index_url);
    if (!build || !build->minor) return std::nullopt;
    const std::string tag = fmt::format("cu{}{}", build->major, *build->minor);
    std::optional<Pep440Specifier> spec;
    if (!entry.spec.empty()) {
      auto parsed = Pep440Specifier::parse(entry.spec);
      if (!parsed) return std::nullopt;
      spec = std::move(parsed).value();
    }
    // torch's release series ("2.10" as {2, 10}), each with whether it has the index's build.
    std::vector<std::tuple<int, int, bool>> series;
    for (const auto& [release, tags] : facts_.torch_builds) {
      const auto dot = release.find('.');
      if (dot == std::string::npos) continue;
      series.emplace_back(std::stoi(release.substr(0, dot)), std::stoi(release.substr(dot + 1)),
                          std::find(tags.begin(), tags.end(), tag) != tags.end());
    }
    std::sort(series.begin(), series.end());
    std::optional<std::pair<int, int>> newest_with;
    for (const auto& [smajor, sminor, has] : series)
      if (has) newest_with = std::pair{smajor, sminor};
    for (const auto& [smajor, sminor, has] : series) {
      if (has || (newest_with && std::pair{smajor, sminor} <= *newest_with)) continue;
      // The package's releases of that torch series: torchaudio numbers as torch does (2.x),
      // torchvision 0.(x+15) goes with torch 2.x.
      for (int patch = 0; patch < 10; ++patch) {
        const std::string text = entry.name == "torchvision" ? fmt::format("0.{}.{}", sminor + 15 * smajor - 15, patch)
                                                             : fmt::format("{}.{}.{}", smajor, sminor, patch);
        if (auto version = Pep440Version::parse(text); version && (!spec || spec->contains(*version)))
          return fmt::format(
              "{} admits {} {}, and torch {}.{} has no {} build (packages.torch_builds), so the index {} does not "
              "serve it{}: pip takes the highest version of PyPI and the index (a local version ranks above the same "
              "public version only), so it installs PyPI's release, whose CUDA build the file does not say: not "
              "judged as the index's build",
              entry.spec.empty() ? "the unversioned requirement" : "'" + entry.spec + "'", entry.name, text, smajor,
              sminor, tag, entry.index_url,
              newest_with ? fmt::format(" (its newest torch with it is {}.{})", newest_with->first, newest_with->second)
                          : std::string());
      }
    }
    return std::nullopt;
  }
  // A package the knowledge base lists known-bad releases of is judged for them, whatever its name.
  bool has_known_bad_releases(const Declared& entry) const {
    const char* ecosystem = entry.ecosystem == Ecosystem::kConda   ? "conda"
                            : entry.ecosystem == Ecosystem::kCargo ? "cargo"
                                                                   : "pypi";
    return !requirements::known_bad_releases(facts_, ecosystem, entry.name, context_.cuda).empty();
  }

  static std::string bound_key(const Declared& entry) {
    return entry.source == SourceKind::kRapidsDependencies ? std::string("*") : placement_of(entry).set;
  }

  // The entry with its recipe's Jinja evaluated for this toolkit (kept for the install sets'
  // rules), or nullptr, with a note, when an expression cannot be: it is not judged.
  const Declared* evaluate(const Declared& entry) {
    if (entry.spec.find("{{") == std::string::npos) return &entry;
    std::optional<std::string> spec = substitute_variables(entry.spec, variables_);
    if (!spec) {
      report_.notes.push_back(
          fmt::format("{}: {} \"{}\": not judged: its Jinja expression is not one of the variant "
                      "values --cuda sets (cuda_version, cuda_compiler_version, cuda_major, "
                      "cuda_minor)",
                      where(entry), entry.name, entry.spec));
      return nullptr;
    }
    evaluated_.push_back(entry);
    evaluated_.back().spec = *spec;
    return &evaluated_.back();
  }

  // ---- across one install set ---------------------------------------------------------------

  // The main entries of a set with one extra's entries on top ({} for the main entries alone).
  // What the main entries do among themselves is reported once, not again with every extra.
  void judge_install_set(const std::vector<const Declared*>& main, const std::vector<const Declared*>& extra) {
    std::map<int, std::vector<const Declared*>> majors;
    std::set<int> main_majors;
    std::map<std::string, std::vector<const Declared*>> families;
    std::set<std::string> extra_families;
    for (const auto* list : {&main, &extra}) {
      for (const Declared* entry : *list) {
        // One finding per entry: an entry of another major is already wrong-major.
        if (wrong_major_.count(entry)) continue;
        if (auto major = fixed_major(*entry);
            major && requirements::counts_toward_mixed_majors(entry->name, entry->ecosystem, facts_)) {
          majors[*major].push_back(entry);
          if (list == &main) main_majors.insert(*major);
        }
        if (std::string family = requirements::install_family(entry->name, entry->ecosystem, facts_); !family.empty()) {
          auto& names = families[family];
          if (std::none_of(names.begin(), names.end(), [&](const Declared* e) { return e->name == entry->name; }))
            names.push_back(entry);
          if (list == &extra) extra_families.insert(family);
        }
      }
    }
    const bool extra_adds_a_major =
        std::any_of(majors.begin(), majors.end(), [&](const auto& item) { return !main_majors.count(item.first); });
    if (extra.empty() || main_majors.size() < 2 || extra_adds_a_major) check_mixed_majors(majors);
    for (auto it = families.begin(); it != families.end();)
      it = !extra.empty() && !extra_families.count(it->first) ? families.erase(it) : std::next(it);
    check_duplicate_variants(families);
  }

  // The CUDA major an entry fixes: by its name, PyTorch's local tag, cudarc's feature, or, for a
  // package numbered by CUDA release (cuda-python 12.6.0), the one major its version or range admits.
  std::optional<int> fixed_major(const Declared& entry) const {
    std::optional<int> major = cuda_major_of_name(entry.name, entry.ecosystem, facts_);
    if (!major && entry.ecosystem == Ecosystem::kPython && !releases_of(entry.name, context_.cuda.major).empty())
      major = numbered_major(entry);
    if (auto build = named_build(entry)) major = build->major;
    for (const auto& feature : entry.features)
      if (auto release = cudarc_feature_release(feature)) major = release->major;
    return major;
  }

  // An empty range is a finding of its own, and the others are moot.
  bool check_range_admits_something(const Declared& entry) {
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
      add(entry, code(RuleCode::kEmptyRange),
          fmt::format("{} \"{}\" admits no version at all: nothing can be installed; write the range you mean",
                      entry.name, entry.spec),
          "which range was meant is not in the file: its bounds contradict each other");
    return !empty;
  }

 private:
  // A finding with its drop-in line (corrected() for this entry), or `why_none` where a finding is
  // about several lines and no one line fixes it.
  void add(const Declared& entry, const std::string& code, const std::string& message, std::string why_none = {}) {
    if (code == requirements::to_string(RuleCode::kWrongMajor)) wrong_major_.insert(&entry);
    // A YAML alias (`- *cuda_python12`) repeats its anchor's entry at the anchor's line: once is enough.
    if (!reported_.insert(fmt::format("{}\n{}\n{}\n{}", entry.file, entry.line, code, entry.name)).second) return;
    Correction fix = why_none.empty() ? corrected(entry) : Correction{"", std::move(why_none)};
    // A known-bad finding on a package the knowledge base plans no range for (cupy, cupy-cuda12x):
    // the entry as written with the bad releases excluded.
    if (fix.line.empty() && code == requirements::to_string(RuleCode::kKnownBad) && !excluded_.empty() &&
        !planned(entry) && entry.source != SourceKind::kInstalled && entry.source != SourceKind::kCargoLock &&
        entry.ecosystem != Ecosystem::kCargo && !(entry.source == SourceKind::kRequirements && hashed(entry))) {
      std::string spec = entry.spec;
      for (const auto& version : excluded_) spec += (spec.empty() ? "!=" : ",!=") + version;
      const std::string text = entry.ecosystem == Ecosystem::kConda ? entry.name + " " + spec
                                                                    : with_extras_and_marker(entry, entry.name, spec);
      fix = {drop_in(entry, text), ""};
    }
    excluded_.clear();
    report_.findings.push_back(
        {entry.file, entry.line, code, entry.name, message, entry.raw, std::move(fix.line), std::move(fix.why_none)});
  }

  // ---- Python -------------------------------------------------------------------------------

  void check_python(const Declared& entry) {
    std::optional<Pep440Specifier> spec;
    if (!entry.spec.empty()) {
      auto parsed = Pep440Specifier::parse(entry.spec);
      if (!parsed) {
        report_.errors.push_back(fmt::format("{}: {}: {}", where(entry), entry.name, parsed.error().message));
        return;
      }
      spec = std::move(parsed).value();
    }
    std::optional<Pep440Version> installed;
    if (!entry.version.empty())
      if (auto parsed = Pep440Version::parse(entry.version)) installed = std::move(parsed).value();

    if (!check_python_major(entry, spec)) return;  // a wrong major makes the other findings moot

    auto [admitted, reasons] = known_bad_admitted("pypi", entry.name, [&](const Pep440Version& version) {
      return installed ? *installed == version : (!spec || spec->contains(version));
    });
    excluded_ = admitted;
    if (!admitted.empty())
      add(entry, code(RuleCode::kKnownBad),
          fmt::format("{} {} known-bad {} {}: {}", entry.name, installed ? "is the" : "admits the",
                      admitted.size() == 1 ? "release" : "releases", join(admitted, ", "),
                      join(unique(reasons), "; ")));
    if (!locked(entry) && (!spec || !spec->has_upper_bound()) &&
        requirements::needs_own_ceiling(entry.name, entry.ecosystem, facts_))
      add(entry, code(RuleCode::kNoUpperBound),
          fmt::format("{} has no upper bound: a future major release{} would be installed", entry.name,
                      spec ? "" : " (or any release)"));
  }

  // The known-bad releases (of the knowledge base, with this toolkit) that `admits` accepts, and why
  // each is bad: for PEP 440 and conda versions alike.
  template <class Admits>
  std::pair<std::vector<std::string>, std::vector<std::string>> known_bad_admitted(std::string_view ecosystem,
                                                                                   const std::string& name,
                                                                                   Admits&& admits) const {
    std::vector<std::string> admitted, reasons;
    for (const KnownBadRelease* bad : requirements::known_bad_releases(facts_, ecosystem, name, context_.cuda))
      for (const auto& text : bad->versions)
        if (auto version = Pep440Version::parse(text); version && admits(*version)) {
          admitted.push_back(text);
          reasons.push_back(fmt::format("{} ({})", bad->why, bad->source));
        }
    return {admitted, reasons};
  }

  // False when the entry is for another CUDA major than the toolkit's (reported here).
  bool check_python_major(const Declared& entry, const std::optional<Pep440Specifier>& spec) {
    const int major = context_.cuda.major;
    if (auto build = named_build(entry); build && build->major != major) {
      add(entry, code(RuleCode::kWrongMajor),
          fmt::format("{} is a CUDA {} build ({}) but the toolkit is CUDA {}", entry.name, build->major, build->said_by,
                      context_.cuda.to_string()));
      return false;
    }
    if (entry.name == "torch") return true;
    if (auto named = cuda_major_of_name(entry.name, entry.ecosystem, facts_); named && *named != major) {
      add(entry, code(RuleCode::kWrongMajor),
          fmt::format("{} is built for CUDA {} but the toolkit is CUDA {}", entry.name, *named,
                      context_.cuda.to_string()));
      return false;
    }
    // Packages numbered by CUDA release: the range must admit a release of the toolkit's major.
    std::vector<std::string> releases = releases_of(entry.name, major);
    if (releases.empty()) return true;
    bool admits = false;
    if (!entry.version.empty()) {
      auto version = Version::parse(entry.version.substr(0, entry.version.find_first_not_of("0123456789.")));
      admits = version && version->major == major;
    } else if (spec) {
      for (const auto& text : releases)
        if (auto version = Pep440Version::parse(text); version && spec->contains(*version)) admits = true;
    } else {
      admits = true;
    }
    if (!admits) {
      add(entry, code(RuleCode::kWrongMajor),
          fmt::format("{} {} no release of {} for CUDA {}, the toolkit's major", entry.name,
                      entry.version.empty() ? "admits" : "is " + entry.version + ", which is", entry.name, major));
      return false;
    }
    return true;
  }

  // The releases of a CUDA-numbered package in one major, from the knowledge base.
  std::vector<std::string> releases_of(const std::string& name, int major) const {
    std::vector<std::string> found;
    for (const auto& release : facts_.releases) {
      if (release.cuda.major != major) continue;
      const std::vector<std::string>* list = name == "cuda-python"     ? &release.cuda_python
                                             : name == "cuda-bindings" ? &release.cuda_bindings
                                             : name == "cuda-toolkit"  ? &release.toolkit_metapackage
                                                                       : nullptr;
      if (list) found.insert(found.end(), list->begin(), list->end());
    }
    return found;
  }

  // The one CUDA major whose releases of a CUDA-numbered package the entry admits; nullopt when it
  // admits several or none.
  std::optional<int> numbered_major(const Declared& entry) const {
    if (!entry.version.empty()) {
      auto version = Version::parse(entry.version.substr(0, entry.version.find_first_not_of("0123456789.")));
      return version ? std::optional<int>(version->major) : std::nullopt;
    }
    if (entry.spec.empty()) return std::nullopt;
    auto spec = Pep440Specifier::parse(entry.spec);
    if (!spec) return std::nullopt;
    std::set<int> admitted;
    for (const auto& release : facts_.releases)
      for (const auto& text : releases_of(entry.name, release.cuda.major))
        if (auto version = Pep440Version::parse(text); version && spec->contains(*version))
          admitted.insert(release.cuda.major);
    return admitted.size() == 1 ? std::optional<int>(*admitted.begin()) : std::nullopt;
  }

  // ---- conda --------------------------------------------------------------------------------

  // A conda version spec as PEP 440 specifier sets, one per `|` alternative (`11.8|12.4`); nullopt,
  // with an error naming file:line, for an empty alternative or a malformed one, and nullopt
  // without one for a form this check does not judge (a glob in the middle).
  std::optional<std::vector<Pep440Specifier>> conda_alternatives(const Declared& entry) {
    std::vector<Pep440Specifier> alternatives;
    std::size_t start = 0;
    while (start <= entry.spec.size()) {
      std::size_t bar = entry.spec.find('|', start);
      if (bar == std::string::npos) bar = entry.spec.size();
      std::string piece = entry.spec.substr(start, bar - start);
      piece.erase(0, piece.find_first_not_of(" \t"));
      piece.erase(piece.find_last_not_of(" \t") + 1);
      if (piece.empty()) {
        report_.errors.push_back(
            fmt::format("{}: {}: '{}' is not a conda version spec: an alternative around '|' "
                        "is empty; write each alternative's version (11.8|12.4)",
                        where(entry), entry.name, entry.spec));
        return std::nullopt;
      }
      auto converted = conda_to_pep440(piece);
      if (!converted) return std::nullopt;  // a glob this check does not judge
      auto parsed = Pep440Specifier::parse(*converted);
      if (!parsed) {
        report_.errors.push_back(fmt::format("{}: {}: '{}' is not a conda version spec: {}", where(entry), entry.name,
                                             entry.spec, parsed.error().message));
        return std::nullopt;
      }
      alternatives.push_back(std::move(parsed).value());
      start = bar + 1;
    }
    return alternatives;
  }

  void check_conda(const Declared& entry) {
    // An installed record (conda-meta) is its exact version.
    Declared installed;
    const Declared* judged = &entry;
    if (entry.spec.empty() && !entry.version.empty()) {
      installed = entry;
      installed.spec = "==" + entry.version;
      judged = &installed;
    }
    std::vector<Pep440Specifier> alternatives;
    if (!judged->spec.empty()) {
      auto read = conda_alternatives(*judged);
      if (!read) return;
      alternatives = std::move(*read);
    }
    const bool has_spec = !alternatives.empty();
    // What `|` alternatives admit together: a version any of them admits.
    auto admits = [&](const Pep440Version& version) {
      return std::any_of(alternatives.begin(), alternatives.end(),
                         [&](const Pep440Specifier& spec) { return spec.contains(version); });
    };
    if (auto named = cuda_major_of_name(entry.name, entry.ecosystem, facts_); named && *named != context_.cuda.major) {
      add(entry, code(RuleCode::kWrongMajor),
          fmt::format("{} is built for CUDA {} (its name says so) but the toolkit is CUDA {}", entry.name, *named,
                      context_.cuda.to_string()));
      return;
    }
    // A package whose releases stopped at an older major (cudatoolkit's last is 11.8, pytorch-cuda's
    // 12.4): versioned or not, the entry installs that major's build; the newest release is what an
    // unversioned or open-ended one gets. Checked before the CUDA-release rule below, which only asks
    // whether the range admits a release number of the toolkit's major, one that may never have existed.
    if (auto last = facts_.conda_last_releases.find(entry.name);
        last != facts_.conda_last_releases.end() && last->second.last.major < context_.cuda.major) {
      add(entry, code(RuleCode::kWrongMajor),
          fmt::format("{}{} can only install CUDA {} (its last release is {}) but the toolkit is CUDA {}: {} ({})",
                      entry.name, has_spec ? " " + judged->spec : "", last->second.last.major,
                      last->second.last.to_string(), context_.cuda.to_string(), last->second.why, last->second.source),
          fmt::format("{} has no CUDA {} release to pin to: for CUDA {} use {} instead, a change of package names "
                      "to make by hand",
                      entry.name, context_.cuda.major, context_.cuda.major, last->second.instead));
      return;
    }
    if (has_spec && !check_conda_component_major(entry, judged->spec, admits)) return;
    if (requirements::conda_versions_are_cuda_releases(entry.name) && has_spec) {
      // Their versions are CUDA releases (cudatoolkit 11.8.0, pytorch-cuda 12.1): the range must
      // admit one of the toolkit's major, as major.minor or major.minor.patch.
      bool any = false;
      for (const auto& release : knowledge_.releases())
        if (release.version.major == context_.cuda.major)
          for (const std::string& text :
               {release.version.to_string(), release.version.major_minor(), release.version.major_minor() + ".0"})
            if (auto version = Pep440Version::parse(text); version && admits(*version)) any = true;
      // A pin to an update or build of a release (cuda=11.7.1, cuda-nvcc=12.4.131) admits none of
      // the major.minor forms above: the releases the spec itself names count, by their major.
      for (const std::string& text : version_literals(judged->spec))
        if (auto version = Pep440Version::parse(text);
            version && version->release.front() == static_cast<std::uint64_t>(context_.cuda.major) && admits(*version))
          any = true;
      if (!any) {
        add(entry, code(RuleCode::kWrongMajor),
            fmt::format("{} {} admits no CUDA {} release, the toolkit's major: its versions are CUDA's", entry.name,
                        judged->spec, context_.cuda.major));
        return;
      }
    }
    // An unversioned entry admits every release, the known-bad ones included.
    auto [admitted, reasons] = known_bad_admitted(
        "conda", entry.name, [&](const Pep440Version& version) { return !has_spec || admits(version); });
    excluded_ = admitted;
    if (!admitted.empty())
      add(entry, code(RuleCode::kKnownBad),
          fmt::format("{} {} the known-bad {}: {}", entry.name, judged == &entry ? "admits" : "is",
                      join(admitted, ", "), join(unique(reasons), "; ")));
    const bool bounded_by_cuda_version = cuda_version_bounded_.count(bound_key(entry)) && entry.name != "cuda-version";
    const bool every_alternative_bounded =
        has_spec && std::all_of(alternatives.begin(), alternatives.end(),
                                [](const Pep440Specifier& spec) { return spec.has_upper_bound(); });
    if (entry.source != SourceKind::kInstalled && !bounded_by_cuda_version && !every_alternative_bounded &&
        requirements::needs_own_ceiling(entry.name, entry.ecosystem, facts_))
      add(entry, code(RuleCode::kNoUpperBound), fmt::format("{} has no upper bound", entry.name));
  }

  // A conda package whose versions are CUDA's (cuda-python) or a component's of one CUDA major
  // (libnvjitlink 13.x is CUDA 13's): false, reported, when the range admits only another major's.
  template <class Admits>
  bool check_conda_component_major(const Declared& entry, const std::string& spec, Admits&& admits) {
    std::set<int> admitted;
    bool known = false;
    std::string component;
    for (const auto& [wheel_component, conda_name] : facts_.conda_packages)
      if (conda_name == entry.name) component = wheel_component;
    for (const auto& release : facts_.releases) {
      std::vector<std::string> versions = releases_of(entry.name, release.cuda.major);
      if (versions.empty() && !component.empty())
        if (auto wheel = release.wheels.find(component); wheel != release.wheels.end())
          versions = {wheel->second.first, wheel->second.last};
      for (const auto& text : versions) {
        if (text.empty()) continue;
        known = true;
        if (auto version = Pep440Version::parse(text); version && admits(*version)) admitted.insert(release.cuda.major);
      }
    }
    if (!known || admitted.empty() || admitted.count(context_.cuda.major)) return true;
    std::vector<std::string> majors;
    for (int major : admitted) majors.push_back(std::to_string(major));
    add(entry, code(RuleCode::kWrongMajor),
        fmt::format("{} {} admits only CUDA {} releases of it, not CUDA {}'s", entry.name, spec, join(majors, "/"),
                    context_.cuda.major));
    return false;
  }

  // ---- Cargo --------------------------------------------------------------------------------

  // The cudarc releases that are bad with this toolkit, and why.
  std::map<std::string, std::string> bad_cudarc() const {
    std::map<std::string, std::string> bad;
    for (const auto& needs : facts_.cudarc_needs)
      if (context_.cuda < needs.cuda)
        for (const auto& version : needs.versions)
          bad[version] = fmt::format("needs CUDA >= {}: {} ({})", needs.cuda.to_string(), needs.why, needs.source);
    for (const KnownBadRelease* known : requirements::known_bad_releases(facts_, "cargo", "cudarc", context_.cuda))
      for (const auto& version : known->versions)
        if (!bad.count(version)) bad[version] = fmt::format("{} ({})", known->why, known->source);
    return bad;
  }

  void check_cargo(const Declared& entry) {
    for (std::size_t i = 0; i < entry.features.size(); ++i)
      if (auto release = cudarc_feature_release(entry.features[i]); release && release->major != context_.cuda.major) {
        // Reported where the feature is written: in a multi-line table, its own line (the line
        // to change), not the table's first.
        const Declared* at = &entry;
        if (i < entry.feature_lines.size() && entry.feature_lines[i] > 0 && entry.feature_lines[i] != entry.line) {
          evaluated_.push_back(entry);
          evaluated_.back().line = entry.feature_lines[i];
          const auto& lines = lines_of(entry.file);
          if (static_cast<std::size_t>(entry.feature_lines[i]) <= lines.size())
            evaluated_.back().raw = lines[static_cast<std::size_t>(entry.feature_lines[i]) - 1];
          at = &evaluated_.back();
          wrong_major_.insert(&entry);
        }
        add(*at, code(RuleCode::kWrongMajor),
            fmt::format("cudarc's feature {} selects CUDA {} but the toolkit is CUDA {}", entry.features[i],
                        release->major_minor(), context_.cuda.to_string()));
        return;
      }
    if (entry.source != SourceKind::kCargoLock && !check_cudarc_build_system(entry)) return;
    const auto bad = bad_cudarc();
    if (entry.source == SourceKind::kCargoLock) {
      if (auto it = bad.find(entry.version); it != bad.end())
        add(entry, code(RuleCode::kKnownBad),
            fmt::format("Cargo.lock resolves cudarc to {}, which {}", entry.version, it->second));
      return;
    }
    if (entry.spec.empty()) return;  // a git or path dependency: no version to judge
    auto requirement = CargoRequirement::parse(entry.spec);
    if (!requirement) {
      report_.errors.push_back(fmt::format("{}: cudarc: {}", where(entry), requirement.error().message));
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
      add(entry, code(RuleCode::kKnownBad),
          fmt::format("cudarc \"{}\" admits {} with CUDA {}: cudarc {} {}", entry.spec, join(admitted, ", "),
                      context_.cuda.to_string(), join(admitted, ", "), join(unique(reasons), "; ")));
    if (!requirement->has_upper_bound() && requirements::needs_own_ceiling(entry.name, entry.ecosystem, facts_))
      add(entry, code(RuleCode::kNoUpperBound), fmt::format("cudarc \"{}\" has no upper bound", entry.spec));
  }

  // cudarc's `cuda-version-from-build-system`: its build script maps the toolkit's nvcc release to
  // one of the binding sets that cudarc release has and panics on any other ("Unsupported cuda
  // toolkit version"), unless `fallback-latest` lets it take its newest set. Cargo takes the highest
  // release the requirement admits, so that release must have the toolkit's feature
  // (packages.cudarc.feature_releases). False, reported wrong-major, when it has no binding set of
  // the toolkit's major; a missing minor of the right major (0.13.9 at 12.9) is a note, as no rule
  // names it. Not judged where the knowledge base does not know the release or the feature.
  bool check_cudarc_build_system(const Declared& entry) {
    auto has = [&](std::string_view feature) {
      return std::find(entry.features.begin(), entry.features.end(), feature) != entry.features.end();
    };
    if (entry.spec.empty() || !has("cuda-version-from-build-system") || has("fallback-latest")) return true;
    auto requirement = CargoRequirement::parse(entry.spec);
    if (!requirement) return true;  // check_cargo reports it
    std::optional<SemVer> highest;
    std::string highest_text;
    for (const auto& text : facts_.cudarc_versions)
      if (auto version = SemVer::parse(text);
          version && requirement->matches(*version) && (!highest || *highest < *version)) {
        highest = *version;
        highest_text = text;
      }
    if (!highest) return true;
    const std::string wanted = fmt::format("cuda-{:02}{:02}0", context_.cuda.major, context_.cuda.minor);
    auto run = facts_.cudarc_feature_releases.find(wanted);
    if (run == facts_.cudarc_feature_releases.end()) return true;
    auto first = SemVer::parse(run->second.first);
    if (!first || !(*highest < *first)) return true;
    // What the highest admitted release can build for instead: its newest feature.
    std::optional<Version> newest;
    bool same_major = false;
    for (const auto& [feature, releases] : facts_.cudarc_feature_releases) {
      auto from = SemVer::parse(releases.first), to = SemVer::parse(releases.second);
      auto release = cudarc_feature_release(feature);
      if (!from || !to || !release || *highest < *from || *to < *highest) continue;
      if (!newest || *newest < *release) newest = release;
      if (release->major == context_.cuda.major) same_major = true;
    }
    const std::string up_to = newest ? fmt::format("up to CUDA {}", newest->major_minor()) : "for no CUDA release";
    if (same_major) {
      report_.notes.push_back(fmt::format(
          "{}: cudarc: \"{}\" with cuda-version-from-build-system lets Cargo pick {}, whose build script "
          "maps nvcc releases {} only ({} is in cudarc from {}): it cannot build against CUDA {}",
          where(entry), entry.spec, highest_text, up_to, wanted, run->second.first, context_.cuda.to_string()));
      return true;
    }
    add(entry, code(RuleCode::kWrongMajor),
        fmt::format("cudarc \"{}\" with cuda-version-from-build-system lets Cargo pick {}, whose build script "
                    "maps nvcc releases {} only and panics on any other: it cannot build against CUDA {} ({} "
                    "is in cudarc from {})",
                    entry.spec, highest_text, up_to, context_.cuda.to_string(), wanted, run->second.first),
        fmt::format("a cudarc with CUDA {} bindings starts at {}, and moving there changes cudarc's API: "
                    "a choice to make by hand",
                    context_.cuda.major, run->second.first));
    return false;
  }

  // ---- the install set's rules ----------------------------------------------------------------

  void check_mixed_majors(const std::map<int, std::vector<const Declared*>>& majors) {
    if (majors.size() < 2) return;
    std::vector<std::string> parts;
    for (const auto& [major, entries] : majors) {
      std::vector<std::string> names;
      for (const Declared* e : entries) names.push_back(fmt::format("{} (line {})", e->name, e->line));
      parts.push_back(fmt::format("CUDA {}: {}", major, join(names, ", ")));
    }
    // Reported at the first entry that is not of the toolkit's major.
    const Declared* at = nullptr;
    for (const auto& [major, entries] : majors)
      if (major != context_.cuda.major && (!at || entries.front()->line < at->line)) at = entries.front();
    if (!at) at = majors.begin()->second.front();
    add(*at, code(RuleCode::kMixedMajors), "packages of different CUDA majors in one install set: " + join(parts, "; "),
        "it is about several lines: keep the packages of one CUDA major in each install set (the wrong-major "
        "findings, where there are any, name the lines to change)");
  }

  void check_duplicate_variants(const std::map<std::string, std::vector<const Declared*>>& families) {
    for (const auto& [family, entries] : families) {
      if (entries.size() < 2) continue;
      std::vector<std::string> names;
      for (const Declared* e : entries) names.push_back(fmt::format("{} (line {})", e->name, e->line));
      add(*entries[1], code(RuleCode::kDuplicateVariants),
          fmt::format("{} distributions that install the same files ({}) together: {}", entries.size(), family,
                      join(names, ", ")),
          "it is about several lines: remove all but one of them");
    }
  }

  // ---- fixes ----------------------------------------------------------------------------------

  // The pin plan_pins makes for this entry's package with this toolkit, if it makes one.
  std::optional<Pin> planned(const Declared& entry) const {
    PinRequest request;
    request.cuda = context_.cuda;
    request.cuda_source = context_.cuda_source;
    PinEcosystem ecosystem = PinEcosystem::kPypi;
    std::string package;
    if (entry.ecosystem == Ecosystem::kCargo) {
      ecosystem = PinEcosystem::kCargo;
      package = "cudarc";
      request.cudarc = cudarc_base(entry);
    } else if (entry.ecosystem == Ecosystem::kConda && entry.name != "cuda-python" && entry.name != "cuda-bindings") {
      // A component, or its -dev / -static split, which follows the component's versions.
      ecosystem = PinEcosystem::kConda;
      const std::string base = requirements::conda_component_base(entry.name);
      package = base;
      for (const auto& [component, name] : facts_.conda_packages)
        if (name == base) request.components = {component};
    } else if (entry.name == "cuda-python" || entry.name == "cuda-bindings") {
      // PyPI's releases and conda-forge's carry the same versions: one range for both.
      request.python = {entry.name};
      package = entry.name;
    } else if (entry.name == "cuda-toolkit") {
      request.metapackage = true;
      request.components = entry.extras.empty() ? std::vector<std::string>{"cudart"} : entry.extras;
      package = entry.name;
    } else if (std::string component = wheel_component(entry.name, facts_); !component.empty()) {
      request.components = {component};
    } else {
      return std::nullopt;
    }
    auto set = plan_pins(request, knowledge_);
    if (!set) return std::nullopt;
    for (const auto& pin : set->pins) {
      if (pin.ecosystem != ecosystem) continue;
      if (package.empty() || pin.package == package) return pin;
    }
    return std::nullopt;
  }

  // The entry's cudarc feature of another major than the toolkit's, if it has one.
  std::optional<std::string> wrong_major_feature(const Declared& entry) const {
    for (const auto& feature : entry.features)
      if (auto release = cudarc_feature_release(feature); release && release->major != context_.cuda.major)
        return feature;
    return std::nullopt;
  }

  // "" when every cudarc release the requirement admits has `feature` (packages.cudarc.feature_releases),
  // else why the feature cannot be named there.
  std::string feature_missing(const Declared& entry, const std::string& feature) const {
    auto run = facts_.cudarc_feature_releases.find(feature);
    if (run == facts_.cudarc_feature_releases.end())
      return fmt::format("the knowledge base does not say which cudarc releases have {}", feature);
    auto requirement = CargoRequirement::parse(entry.spec);
    auto first = SemVer::parse(run->second.first), last = SemVer::parse(run->second.second);
    if (!requirement || !first || !last) return fmt::format("cudarc \"{}\" cannot be read", entry.spec);
    std::vector<std::string> lacking;
    for (const auto& text : facts_.cudarc_versions)
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

  // The cudarc release a requirement starts from: the oldest known one it matches.
  std::optional<std::string> cudarc_base(const Declared& entry) const {
    auto requirement = CargoRequirement::parse(entry.spec.empty() ? entry.version : entry.spec);
    if (!requirement) return std::nullopt;
    std::vector<Version> versions;
    for (const auto& text : facts_.cudarc_versions)
      if (auto version = Version::parse(text)) versions.push_back(*version);
    std::sort(versions.begin(), versions.end());
    for (const auto& version : versions)
      if (auto semver = SemVer::parse(version.to_string()); semver && requirement->matches(*semver))
        return version.to_string();
    return std::nullopt;
  }

  std::string renamed_for_toolkit(const std::string& name) const {
    const MajorPackages* names = facts_.major(context_.cuda.major);
    if (!names) return {};
    if (name == "cupy" || name.rfind("cupy-cuda", 0) == 0) return names->cupy;
    // The plugin only: jax-cuda12-pjrt is another distribution (and the knowledge base names none).
    if (name.rfind("jax-cuda", 0) == 0 && name.size() > 7 && name.compare(name.size() - 7, 7, "-plugin") == 0)
      return names->jax_plugin;
    return {};
  }

  // The line to write in place of the entry's, where one exists.
  struct Correction {
    std::string line;
    std::string why_none;
  };

  Correction corrected(const Declared& entry) const {
    if (entry.source == SourceKind::kInstalled)
      return {"", "an installed environment is fixed by installing another release, not by editing its records"};
    Replacement replacement = replacement_for(entry);
    if (replacement.text.empty()) return {"", replacement.why_none};
    // A pinned line followed by its hashes (pip-compile --generate-hashes): a new version needs new
    // hashes, which only the lock tool can write.
    if (entry.source == SourceKind::kRequirements && hashed(entry))
      return {"", fmt::format("the line carries --hash values, which a new version invalidates: re-lock with "
                              "`pip-compile --upgrade-package '{}'`",
                              replacement.text)};
    if (entry.source == SourceKind::kCargoLock) return {replacement.text, ""};
    if (entry.ecosystem == Ecosystem::kCargo)
      if (auto feature = wrong_major_feature(entry)) {
        const auto& lines = lines_of(entry.file);
        if (entry.line < 1 || static_cast<std::size_t>(entry.line) > lines.size() ||
            lines[static_cast<std::size_t>(entry.line) - 1].find("\"" + *feature + "\"") == std::string::npos)
          return {"", fmt::format("the feature {} is written on another line of this entry than line {}: no one "
                                  "line holds both; replace it there with the toolkit's feature",
                                  *feature, entry.line)};
      }
    return {drop_in(entry, replacement.text), ""};
  }

  struct Replacement {
    std::string text;      // the entry's new text in its own syntax, without list marks or quotes
    std::string why_none;  // when there is none
  };

  Replacement replacement_for(const Declared& entry) const {
    const bool exact = entry.ecosystem == Ecosystem::kPython && exact_pin(entry.spec);
    if (entry.name == "torch") {
      std::string text = entry.version.empty() ? entry.spec : "==" + entry.version;
      auto plus = text.find("+cu");
      if (plus == std::string::npos) return {"", "the knowledge base names no PyTorch build tag for this toolkit"};
      // Only a build that exists: the release's own CUDA builds (packages.torch_builds).
      std::string release = text.substr(0, plus);
      release.erase(0, release.find_first_of("0123456789"));
      const std::string minor = release.substr(0, release.find('.', release.find('.') + 1));
      auto builds = facts_.torch_builds.find(minor);
      if (builds == facts_.torch_builds.end())
        return {"", fmt::format("the knowledge base does not list the CUDA builds of torch {}: choose the build "
                                "by hand",
                                minor)};
      std::string tag;
      for (const auto& build : builds->second)
        if (auto named = requirements::cuda_build_of_version("+" + build);
            named && named->major == context_.cuda.major && (!named->minor || *named->minor <= context_.cuda.minor))
          tag = build;
      if (tag.empty()) {
        std::vector<std::string> releases;
        for (const auto& [other, tags] : facts_.torch_builds)
          for (const auto& build : tags)
            if (auto named = requirements::cuda_build_of_version("+" + build);
                named && named->major == context_.cuda.major &&
                (!named->minor || *named->minor <= context_.cuda.minor) &&
                std::find(releases.begin(), releases.end(), other) == releases.end())
              releases.push_back(other);
        std::sort(releases.begin(), releases.end(), [](const std::string& a, const std::string& b) {
          auto va = Version::parse(a), vb = Version::parse(b);
          return va && vb ? *va < *vb : a < b;
        });
        return {"", fmt::format("torch {} has no CUDA {} build (its builds: {}); torch {} {}: a new torch "
                                "release is a choice to make by hand",
                                minor, context_.cuda.major, join(builds->second, ", "),
                                releases.empty() ? "none" : join(releases, ", "), releases.empty() ? "" : "have one")};
      }
      return {with_extras_and_marker(entry, "torch", text.substr(0, plus) + "+" + tag), ""};
    }
    if (const std::optional<int> named = cuda_major_of_name(entry.name, entry.ecosystem, facts_);
        named && *named != context_.cuda.major && wheel_component(entry.name, facts_).empty()) {
      // Another major's build of the same package: only a name the knowledge base holds, and no
      // version floor carried over (CuPy 14 has no CUDA 11 build: cupy-cuda11x>=14 would not resolve).
      // The entry's specifiers and exclusions are kept: CuPy's and JAX's per-major wheels share
      // release numbers (cupy-cuda13x>=14.0.1,!=14.1.0 -> cupy-cuda12x>=14.0.1,!=14.1.0).
      std::string renamed = renamed_for_toolkit(entry.name);
      if (renamed.empty())
        return {"", fmt::format("the knowledge base holds no CUDA {} build of {}: choose it by hand",
                                context_.cuda.major, entry.name)};
      return {with_extras_and_marker(entry, renamed, entry.spec), ""};
    }
    std::optional<Pin> pin = planned(entry);
    if (!pin)
      return {"", fmt::format("cudacompat plans no pin for {} (the knowledge base has no range for it)", entry.name)};
    if (entry.ecosystem == Ecosystem::kCargo && entry.source != SourceKind::kCargoLock)
      if (auto feature = wrong_major_feature(entry)) {
        const std::string wanted = pin->features.empty() ? std::string() : pin->features.front();
        if (wanted.empty())
          return {"", fmt::format("the knowledge base names no cudarc feature for CUDA {}", context_.cuda.to_string())};
        if (std::string why = feature_missing(entry, wanted); !why.empty()) return {"", why};
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
      std::optional<std::string> version = newest_admitted(entry.name, requirement);
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

  // The planned range with what the entry says kept where it still applies: its floor where higher
  // than the plan's (a correction never lowers a floor), its ceiling where lower, its exclusions
  // (!=) inside the range. "" or unreadable entry specs give the plan as it is.
  static std::string keeping_entry(const std::string& written, const std::string& planned) {
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

  // `name` (with the entry's extras unless it has its own) and `spec`, then the entry's marker.
  static std::string with_extras_and_marker(const Declared& entry, const std::string& name, const std::string& spec,
                                            bool name_has_extras = false) {
    std::string text = name;
    if (!name_has_extras && !entry.extras.empty()) text += "[" + join(entry.extras, ",") + "]";
    text += spec;
    if (!entry.marker.empty()) text += "; " + entry.marker;
    return text;
  }

  static bool exact_pin(const std::string& spec) {
    return spec.rfind("==", 0) == 0 && spec.find(',') == std::string::npos && spec.find('*') == std::string::npos;
  }

  // The newest release of a CUDA-numbered package that `requirement` admits, from the knowledge base.
  std::optional<std::string> newest_admitted(const std::string& name, const std::string& requirement) const {
    auto spec = Pep440Specifier::parse(requirement);
    if (!spec) return std::nullopt;
    std::optional<Pep440Version> best;
    std::string text;
    for (const auto& release : facts_.releases)
      for (const auto& candidate : releases_of(name, release.cuda.major))
        if (auto version = Pep440Version::parse(candidate);
            version && spec->contains(*version) && (!best || *best < *version)) {
          best = *version;
          text = candidate;
        }
    return best ? std::optional<std::string>(text) : std::nullopt;
  }

  // The file's lines, read once per file (a regular file the reader already read).
  const std::vector<std::string>& lines_of(const std::string& file) const {
    auto found = lines_.find(file);
    if (found != lines_.end()) return found->second;
    std::vector<std::string> lines;
    if (auto text = detail::read_input(file)) {
      std::size_t start = 0;
      while (start <= text->size()) {
        std::size_t end = text->find('\n', start);
        if (end == std::string::npos) end = text->size();
        lines.push_back(text->substr(start, end - start));
        start = end + 1;
      }
    }
    return lines_.emplace(file, std::move(lines)).first->second;
  }

  bool hashed(const Declared& entry) const {
    const auto& lines = lines_of(entry.file);
    for (std::size_t i = static_cast<std::size_t>(std::max(entry.line, 1)) - 1; i < lines.size(); ++i) {
      if (lines[i].find("--hash") != std::string::npos) return true;
      const std::string& line = lines[i];
      const std::size_t last = line.find_last_not_of(" \t\r");
      if (last == std::string::npos || line[last] != '\\') break;  // no continuation: the entry ends here
    }
    return false;
  }

  // The entry's line with the entry's text replaced: what is around it (indentation, list marks,
  // quotes, other array elements, comments, other keys of a Cargo table) stays as written.
  std::string drop_in(const Declared& entry, const std::string& replacement) const {
    const auto& lines = lines_of(entry.file);
    if (entry.line < 1 || static_cast<std::size_t>(entry.line) > lines.size()) return in_syntax(entry, replacement);
    std::string line = lines[static_cast<std::size_t>(entry.line) - 1];
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (entry.ecosystem == Ecosystem::kCargo) {
      // The version string in place, and a feature of another major replaced by the toolkit's.
      std::string quoted = "\"" + entry.spec + "\"";
      std::size_t at = line.find(quoted);
      const bool feature_only =
          wrong_major_feature(entry) && line.find("\"" + *wrong_major_feature(entry) + "\"") != std::string::npos;
      if (!feature_only && (entry.spec.empty() || at == std::string::npos)) return in_syntax(entry, replacement);
      if (at != std::string::npos) line.replace(at, quoted.size(), replacement);
      if (std::optional<Pin> pin = planned(entry); pin && !pin->features.empty())
        for (const auto& feature : entry.features)
          if (auto release = cudarc_feature_release(feature); release && release->major != context_.cuda.major)
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

  static std::string in_syntax(const Declared& entry, const std::string& requirement) {
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

  static std::vector<std::string> unique(std::vector<std::string> items) {
    std::vector<std::string> result;
    for (auto& item : items)
      if (std::find(result.begin(), result.end(), item) == result.end()) result.push_back(std::move(item));
    return result;
  }

  const DeclaredFile& file_;
  const CheckContext& context_;
  const KnowledgeBase& knowledge_;
  const PackageFacts& facts_;
  CheckReport& report_;
  std::set<std::string> cuda_version_bounded_;    // the install sets a bounded cuda-version holds
  std::set<const Declared*> wrong_major_;         // entries found wrong-major
  std::set<std::string> reported_;                // file, line, code and package of each finding made
  std::vector<std::string> excluded_;             // the known-bad releases of the finding being added
  std::set<std::string> included_by_this_major_;  // dependency groups installed by one of no other major
  std::map<std::string, int> content_majors_;     // extras and groups whose entries say their major
  const std::map<std::string, std::string> variables_ = variant_variables(context_.cuda.major, context_.cuda.minor);
  std::deque<Declared> evaluated_;  // entries with their Jinja evaluated (stable addresses)
  mutable std::map<std::string, std::vector<std::string>> lines_;  // file -> its lines, for drop-in corrections
  // install set -> extra ("" for the set's main entries) -> its CUDA entries, in file order
  std::map<std::string, std::map<std::string, std::vector<const Declared*>>> sets_;
};

}  // namespace

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
  Checker(file, context, knowledge, report).run();
}

int check_exit_code(const CheckReport& report) {
  if (!report.errors.empty()) return 2;
  return report.findings.empty() ? 0 : 1;
}

}  // namespace cudacompat::pins
