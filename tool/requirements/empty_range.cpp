#include "requirements/empty_range.h"

#include <vector>

namespace cudacompat::requirements {

bool admits_nothing(const Pep440Specifier& spec) {
  if (spec.empty()) return false;
  std::vector<Pep440Version> candidates;
  if (auto zero = Pep440Version::parse("0")) candidates.push_back(*zero);
  for (const auto& clause : spec.clauses()) {
    if (!clause.version) return false;      // === of a non-version text: not ours to judge
    candidates.push_back(*clause.version);  // with its local label: ==2.5.1+cu118 admits 2.5.1+cu118 alone
    Pep440Version at = clause.version->public_version();
    candidates.push_back(at);
    // Just above it: 12.4 -> 12.4.0.1, between 12.4 and any later release.
    Pep440Version above = at.base();
    above.release.push_back(0);
    above.release.push_back(1);
    candidates.push_back(above);
  }
  for (const auto& candidate : candidates)
    if (spec.contains(candidate, true)) return false;
  return true;
}

bool admits_nothing(const CargoRequirement& requirement) {
  if (requirement.comparators().empty()) return false;  // "*"
  std::vector<SemVer> candidates{SemVer{}};
  for (const auto& comparator : requirement.comparators()) {
    SemVer at;
    at.major = comparator.major;
    at.minor = comparator.minor.value_or(0);
    at.patch = comparator.patch.value_or(0);
    at.pre = comparator.pre;
    candidates.push_back(at);
    SemVer next_patch = at;
    next_patch.pre.clear();
    ++next_patch.patch;
    candidates.push_back(next_patch);
    SemVer next_minor{at.major, at.minor + 1, 0, {}, {}};
    candidates.push_back(next_minor);
    SemVer next_major{at.major + 1, 0, 0, {}, {}};
    candidates.push_back(next_major);
  }
  for (const auto& candidate : candidates)
    if (requirement.matches(candidate)) return false;
  return true;
}

}  // namespace cudacompat::requirements
