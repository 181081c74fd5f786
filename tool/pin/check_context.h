// What the rules of `pin --check` (check.h) share while they judge one file: the context, built
// once per file, and the facts about an entry that several rules read. The rules themselves are
// functions over the context, one file per ecosystem (check_pypi_rules.cpp, check_conda_rules.cpp,
// check_cargo_rules.cpp), the install set's (check_set_rules.cpp) and the corrections
// (check_fixes.cpp); check_rules.cpp runs them in a fixed order, as the audit's Judge does.
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "pin/check.h"
#include "pin/declared.h"
#include "requirements/cuda_rules.h"
#include "requirements/pep440.h"

namespace cudacompat::pins::rules {

// The requirement vocabulary every rule file speaks, named once here for all of them.
using requirements::Pep440Specifier;
using requirements::Pep440Version;
using requirements::RuleCode;

// What one file's rules read (the toolkit judged, the knowledge base, the file's entries, indexes,
// sources and channels) and what they collect while judging it.
struct RuleContext {
  RuleContext(const DeclaredFile& file, const CheckContext& options, const KnowledgeBase& knowledge,
              CheckReport& report);

  const DeclaredFile& file;
  const CheckContext& options;  // the toolkit judged and where that came from
  const Version& cuda;          // options.cuda
  const KnowledgeBase& knowledge;
  const PackageFacts& facts;  // knowledge.packages()
  CheckReport& report;
  const std::map<std::string, std::string> variables;  // a recipe's variant values for this toolkit

  // Read from the whole file before any entry is judged.
  std::set<std::string> cuda_version_bounded;    // the install sets a bounded cuda-version holds
  std::map<std::string, int> content_majors;     // extras and groups whose entries say their major
  std::set<std::string> included_by_this_major;  // dependency groups installed by one of no other major

  // Collected while judging.
  std::set<const Declared*> wrong_major;                  // entries found wrong-major
  std::set<std::string> reported;                         // file, line, code and package of each finding made
  std::deque<Declared> evaluated;                         // entries with their Jinja evaluated (stable addresses)
  std::map<std::string, std::vector<std::string>> lines;  // file -> its lines, for drop-in corrections
  // install set -> extra ("" for the set's main entries) -> its CUDA entries, in file order
  std::map<std::string, std::map<std::string, std::vector<const Declared*>>> sets;
};

// ---- the rules, in the order check_rules.cpp runs them on each entry, then on each install set ----

bool rule_empty_range(RuleContext& c, const Declared& entry);  // false: the range admits nothing
void rule_pypi(RuleContext& c, const Declared& entry);
void rule_conda(RuleContext& c, const Declared& entry);
void rule_cargo(RuleContext& c, const Declared& entry);
// The main entries of a set with one extra's entries on top ({} for the main entries alone).
void rule_install_set(RuleContext& c, const std::vector<const Declared*>& main,
                      const std::vector<const Declared*>& extra);

// ---- reporting (check_fixes.cpp) ----

// A finding with its drop-in line, or `why_none` where a finding is about several lines and no one
// line fixes it. `excluded`: a known-bad finding's bad releases, written as exclusions where the
// knowledge base plans no range for the package.
void add_finding(RuleContext& c, const Declared& entry, const std::string& code, const std::string& message,
                 std::string why_none = {}, const std::vector<std::string>& excluded = {});

// ---- facts about an entry that several rules read (check_context.cpp, check_pypi_rules.cpp) ----

std::string where(const Declared& entry);
std::string code(requirements::RuleCode rule);

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
Placement placement_of(const Declared& entry);

// The install set a cuda-version bounds: in a dependencies.yaml every set ("*").
std::string bound_key(const Declared& entry);
bool applies_to(const Declared& entry, const Version& cuda);
bool locked(const Declared& entry);
std::optional<int> major_of_group(RuleContext& c, const std::string& group);
bool conditions_hold(RuleContext& c, const Declared& entry);
bool skipped(RuleContext& c, const Declared& entry);
bool has_known_bad_releases(RuleContext& c, const Declared& entry);
const Declared* evaluate(RuleContext& c, const Declared& entry);
std::optional<int> fixed_major(RuleContext& c, const Declared& entry);
std::vector<std::string> releases_of(RuleContext& c, const std::string& name, int major);
std::optional<int> numbered_major(RuleContext& c, const Declared& entry);
const std::vector<std::string>& lines_of(RuleContext& c, const std::string& file);
std::vector<std::string> unique(std::vector<std::string> items);

// The CUDA build an entry's own text names, on any package: a local version label
// (==0.18.0+cu121, +pt24cu121), its URL (/whl/cu126/, %2Bcu118), the index that alone serves it
// (--extra-index-url .../whl/cu130, uv's explicit index), or an extra named for a major (jax[cuda12]).
struct NamedBuild {
  int major = 0;
  std::string said_by;  // "its local version +cu121", ...
};
std::optional<NamedBuild> named_build(RuleContext& c, const Declared& entry);
bool cuda_build_named(RuleContext& c, const Declared& entry);
std::optional<std::string> index_outranked_by_pypi(RuleContext& c, const Declared& entry);

// The known-bad releases (of the knowledge base, with this toolkit) that `admits` accepts, and why
// each is bad: for PEP 440 and conda versions alike.
template <class Admits>
std::pair<std::vector<std::string>, std::vector<std::string>> known_bad_admitted(RuleContext& c,
                                                                                 std::string_view ecosystem,
                                                                                 const std::string& name,
                                                                                 Admits&& admits) {
  std::vector<std::string> admitted, reasons;
  for (const KnownBadRelease* bad : requirements::known_bad_releases(c.facts, ecosystem, name, c.cuda))
    for (const auto& text : bad->versions)
      if (auto version = requirements::Pep440Version::parse(text); version && admits(*version)) {
        admitted.push_back(text);
        reasons.push_back(fmt::format("{} ({})", bad->why, bad->source));
      }
  return {admitted, reasons};
}

}  // namespace cudacompat::pins::rules
