// The context of `pin --check`'s rules (check_context.h): what is read from the whole file before
// any entry is judged, and the facts about an entry that the rules of several ecosystems read.
#include "pin/check_context.h"

#include <fnmatch.h>

#include <algorithm>

#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/recipe_conditions.h"
#include "requirements/conda_version.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::rules {

using requirements::conda_to_pep440;
using requirements::cuda_major_of_name;
using requirements::cudarc_feature_release;

namespace {

bool starts_with(const std::string& text, std::string_view prefix) { return text.rfind(prefix, 0) == 0; }

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

}  // namespace

std::string where(const Declared& entry) { return fmt::format("{}:{}", entry.file, entry.line); }

std::string code(RuleCode rule) { return std::string(requirements::to_string(rule)); }

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

std::string bound_key(const Declared& entry) {
  return entry.source == SourceKind::kRapidsDependencies ? std::string("*") : placement_of(entry).set;
}

// The CUDA major an extra or group is the alternative for: the one its name says (cu12,
// cuda12x), else the one its contents say (RuleContext::content_majors).
std::optional<int> major_of_group(RuleContext& c, const std::string& group) {
  if (group.empty()) return std::nullopt;
  if (auto named = requirements::group_major(group)) return named;
  if (auto found = c.content_majors.find(group); found != c.content_majors.end()) return found->second;
  return std::nullopt;
}

// A recipe's selectors and if-branches, with the toolkit's variant values on linux-64: false
// for an entry a build for this toolkit would not have. A condition that cannot be told (a
// variable --cuda does not set, a call) is never taken as true: the entry is not judged, and a
// note says which condition.
bool conditions_hold(RuleContext& c, const Declared& entry) {
  bool unknown = false;
  for (const auto& condition : entry.conditions) {
    const std::optional<bool> holds = evaluate_condition(condition, c.variables);
    if (holds == false) return false;
    if (!holds && !unknown) {
      unknown = true;
      c.report.notes.push_back(Diagnostic::note(codes::kConditionUndecided,
                                                fmt::format("{}: {}: not judged: its condition `{}` cannot be "
                                                            "evaluated with the variant values --cuda sets",
                                                            where(entry), entry.name, condition),
                                                where(entry)));
    }
  }
  return !unknown;
}

// Whether a `skip: true  # [selector]` over the entry holds for this toolkit: the output (or the
// whole recipe) is not built, so its requirements are never installed.
bool skipped(RuleContext& c, const Declared& entry) {
  return std::any_of(entry.skip_when.begin(), entry.skip_when.end(), [&](const std::vector<std::string>& when) {
    return std::all_of(when.begin(), when.end(), [&](const std::string& condition) {
      return evaluate_condition(condition, c.variables) == true;
    });
  });
}

// A package the knowledge base lists known-bad releases of is judged for them, whatever its name.
bool has_known_bad_releases(RuleContext& c, const Declared& entry) {
  const char* ecosystem = entry.ecosystem == Ecosystem::kConda   ? "conda"
                          : entry.ecosystem == Ecosystem::kCargo ? "cargo"
                                                                 : "pypi";
  return !requirements::known_bad_releases(c.facts, ecosystem, entry.name, c.cuda).empty();
}

// The entry with its recipe's Jinja evaluated for this toolkit (kept for the install sets'
// rules), or nullptr, with a note, when an expression cannot be: it is not judged.
const Declared* evaluate(RuleContext& c, const Declared& entry) {
  if (entry.spec.find("{{") == std::string::npos) return &entry;
  std::optional<std::string> spec = substitute_variables(entry.spec, c.variables);
  if (!spec) {
    c.report.notes.push_back(Diagnostic::note(
        codes::kJinjaUndecided,
        fmt::format("{}: {} \"{}\": not judged: its Jinja expression is not one of the variant values --cuda sets "
                    "(cuda_version, cuda_compiler_version, cuda_major, cuda_minor)",
                    where(entry), entry.name, entry.spec),
        where(entry)));
    return nullptr;
  }
  c.evaluated.push_back(entry);
  c.evaluated.back().spec = *spec;
  return &c.evaluated.back();
}

// The CUDA major an entry fixes: by its name, PyTorch's local tag, cudarc's feature, or, for a
// package numbered by CUDA release (cuda-python 12.6.0), the one major its version or range admits.
std::optional<int> fixed_major(RuleContext& c, const Declared& entry) {
  std::optional<int> major = cuda_major_of_name(entry.name, entry.ecosystem, c.facts);
  if (!major && entry.ecosystem == Ecosystem::kPython && !releases_of(c, entry.name, c.cuda.major).empty())
    major = numbered_major(c, entry);
  if (auto build = named_build(c, entry)) major = build->major;
  for (const auto& feature : entry.features)
    if (auto release = cudarc_feature_release(feature)) major = release->major;
  return major;
}

// The releases of a CUDA-numbered package in one major, from the knowledge base.
std::vector<std::string> releases_of(RuleContext& c, const std::string& name, int major) {
  std::vector<std::string> found;
  for (const auto& release : c.facts.releases) {
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
std::optional<int> numbered_major(RuleContext& c, const Declared& entry) {
  if (!entry.version.empty()) {
    auto version = Version::parse(entry.version.substr(0, entry.version.find_first_not_of("0123456789.")));
    return version ? std::optional<int>(version->major) : std::nullopt;
  }
  if (entry.spec.empty()) return std::nullopt;
  auto spec = Pep440Specifier::parse(entry.spec);
  if (!spec) return std::nullopt;
  std::set<int> admitted;
  for (const auto& release : c.facts.releases)
    for (const auto& text : releases_of(c, entry.name, release.cuda.major))
      if (auto version = Pep440Version::parse(text); version && spec->contains(*version))
        admitted.insert(release.cuda.major);
  return admitted.size() == 1 ? std::optional<int>(*admitted.begin()) : std::nullopt;
}

// The file's lines, read once per file (a regular file the reader already read).
const std::vector<std::string>& lines_of(RuleContext& c, const std::string& file) {
  auto found = c.lines.find(file);
  if (found != c.lines.end()) return found->second;
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
  return c.lines.emplace(file, std::move(lines)).first->second;
}

std::vector<std::string> unique(std::vector<std::string> items) {
  std::vector<std::string> result;
  for (auto& item : items)
    if (std::find(result.begin(), result.end(), item) == result.end()) result.push_back(std::move(item));
  return result;
}

namespace {

// Extras and groups whose names do not spell the major (rapids_singlecell's rapids11 = [cudf-cu11,
// ...] beside rapids12 = [cudf-cu12, ...]): one whose CUDA-fixed entries all name one major is the
// alternative for that major when another extra or group of the file is the alternative for a
// different one. A lone extra of one major (gpu = [cupy-cuda11x]) is no alternative: it is judged
// at every toolkit, so that it is reported where it is wrong. dependencies.yaml groups are left
// out: their matrices say which toolkit each entry is for.
void infer_group_majors_from_contents(RuleContext& c) {
  std::map<std::string, std::set<int>> named;
  for (const auto& entry : c.file.entries) {
    if (entry.source == SourceKind::kRapidsDependencies) continue;
    const std::string group = placement_of(entry).group;
    if (group.empty() || requirements::group_major(group)) continue;
    if (auto major = cuda_major_of_name(entry.name, entry.ecosystem, c.facts)) named[group].insert(*major);
  }
  std::set<int> alternatives;
  for (const auto& [group, majors] : named)
    if (majors.size() == 1) alternatives.insert(*majors.begin());
  for (const auto& entry : c.file.entries)
    if (auto major = requirements::group_major(placement_of(entry).group)) alternatives.insert(*major);
  if (alternatives.size() < 2) return;
  for (const auto& [group, majors] : named)
    if (majors.size() == 1) c.content_majors[group] = *majors.begin();
}

// conda-forge's convention: cuda-version bounds the release and the components follow it,
// within the install set (a recipe's host environment, its run environment) that holds it:
// a bounded cuda-version, pin_compatible('cuda-version'), or one whose template cannot be
// evaluated (it pins something this check cannot read, and judging the components against
// nothing would be noise). In a dependencies.yaml the groups are combined into every
// generated file, so one cuda-version bounds them all.
void note_cuda_version_bounds(RuleContext& c) {
  for (const auto& entry : c.file.entries) {
    const bool pin_compatible =
        entry.name.find("pin_compatible") != std::string::npos && entry.name.find("cuda-version") != std::string::npos;
    if (!pin_compatible &&
        !(entry.ecosystem == Ecosystem::kConda && entry.name == "cuda-version" && !entry.spec.empty()))
      continue;
    // A cuda-version a build for this toolkit would not have (its selector or if-branch is false
    // on linux-64, as momentum's `if: ... and win`, or its output is skipped) is not in the set, so
    // it bounds nothing there; one whose condition cannot be told still counts, as above.
    if (skipped(c, entry) || std::any_of(entry.conditions.begin(), entry.conditions.end(), [&](const auto& condition) {
          return evaluate_condition(condition, c.variables) == false;
        }))
      continue;
    bool bounded = pin_compatible;
    if (!bounded) {
      std::optional<std::string> evaluated = substitute_variables(entry.spec, c.variables);
      if (!evaluated) {
        bounded = true;
      } else if (auto converted = conda_to_pep440(*evaluated)) {
        auto parsed = Pep440Specifier::parse(*converted);
        bounded = parsed && parsed->has_upper_bound();
      }
    }
    if (bounded) c.cuda_version_bounded.insert(bound_key(entry));
  }
}

// PEP 735 groups that a group of no other major includes, directly or through others.
void note_groups_included_by_this_major(RuleContext& c) {
  std::vector<std::string> pending;
  for (const auto& [group, includes] : c.file.group_includes)
    if (auto major = major_of_group(c, group); !major || *major == c.cuda.major)
      pending.insert(pending.end(), includes.begin(), includes.end());
  while (!pending.empty()) {
    std::string group = pending.back();
    pending.pop_back();
    if (!c.included_by_this_major.insert(group).second) continue;
    if (auto found = c.file.group_includes.find(group); found != c.file.group_includes.end())
      pending.insert(pending.end(), found->second.begin(), found->second.end());
  }
}

}  // namespace

RuleContext::RuleContext(const DeclaredFile& file, const CheckContext& options, const KnowledgeBase& knowledge,
                         CheckReport& report)
    : file(file),
      options(options),
      cuda(options.cuda),
      knowledge(knowledge),
      facts(knowledge.packages()),
      report(report),
      variables(variant_variables(options.cuda.major, options.cuda.minor)) {
  note_cuda_version_bounds(*this);
  infer_group_majors_from_contents(*this);
  note_groups_included_by_this_major(*this);
}

}  // namespace cudacompat::pins::rules
