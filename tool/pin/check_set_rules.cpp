// `pin --check`'s rules over one install set (check_context.h): packages of several CUDA majors,
// and distributions that install the same files, installed together.
#include <algorithm>
#include <map>
#include <set>

#include "common/text.h"
#include "pin/check_context.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::rules {

namespace {

void rule_mixed_majors(RuleContext& c, const std::map<int, std::vector<const Declared*>>& majors) {
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
    if (major != c.cuda.major && (!at || entries.front()->line < at->line)) at = entries.front();
  if (!at) at = majors.begin()->second.front();
  add_finding(c, *at, code(RuleCode::kMixedMajors),
              "packages of different CUDA majors in one install set: " + join(parts, "; "),
              "it is about several lines: keep the packages of one CUDA major in each install set (the wrong-major "
              "findings, where there are any, name the lines to change)");
}

void rule_duplicate_variants(RuleContext& c, const std::map<std::string, std::vector<const Declared*>>& families) {
  for (const auto& [family, entries] : families) {
    if (entries.size() < 2) continue;
    std::vector<std::string> names;
    for (const Declared* e : entries) names.push_back(fmt::format("{} (line {})", e->name, e->line));
    add_finding(c, *entries[1], code(RuleCode::kDuplicateVariants),
                fmt::format("{} distributions that install the same files ({}) together: {}", entries.size(), family,
                            join(names, ", ")),
                "it is about several lines: remove all but one of them");
  }
}

}  // namespace

// The main entries of a set with one extra's entries on top ({} for the main entries alone).
// What the main entries do among themselves is reported once, not again with every extra.
void rule_install_set(RuleContext& c, const std::vector<const Declared*>& main,
                      const std::vector<const Declared*>& extra) {
  std::map<int, std::vector<const Declared*>> majors;
  std::set<int> main_majors;
  std::map<std::string, std::vector<const Declared*>> families;
  std::set<std::string> extra_families;
  for (const auto* list : {&main, &extra}) {
    for (const Declared* entry : *list) {
      // One finding per entry: an entry of another major is already wrong-major.
      if (c.wrong_major.count(entry)) continue;
      if (auto major = fixed_major(c, *entry);
          major && requirements::counts_toward_mixed_majors(entry->name, entry->ecosystem, c.facts)) {
        majors[*major].push_back(entry);
        if (list == &main) main_majors.insert(*major);
      }
      if (std::string family = requirements::install_family(entry->name, entry->ecosystem, c.facts); !family.empty()) {
        auto& names = families[family];
        if (std::none_of(names.begin(), names.end(), [&](const Declared* e) { return e->name == entry->name; }))
          names.push_back(entry);
        if (list == &extra) extra_families.insert(family);
      }
    }
  }
  const bool extra_adds_a_major =
      std::any_of(majors.begin(), majors.end(), [&](const auto& item) { return !main_majors.count(item.first); });
  if (extra.empty() || main_majors.size() < 2 || extra_adds_a_major) rule_mixed_majors(c, majors);
  for (auto it = families.begin(); it != families.end();)
    it = !extra.empty() && !extra_families.count(it->first) ? families.erase(it) : std::next(it);
  rule_duplicate_variants(c, families);
}

}  // namespace cudacompat::pins::rules
