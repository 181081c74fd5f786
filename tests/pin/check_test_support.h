// What the tests of `pin --check`'s rules share (tests/pin/check_*_test.cpp): a toolkit to check at,
// `pin --check` of one file as the command runs it, and one rule alone on a file's entries.
// Every check_*_test.cpp takes these names with `using namespace check_tests;`.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pin/check.h"
#include "pin/check_context.h"
#include "pin/readers.h"
#include "requirements/cuda_rules.h"

namespace cudacompat::pins::check_tests {

// The finding codes, as the rules write them (named once: the tests are one unity source).
inline const std::string kWrongMajor{requirements::to_string(requirements::RuleCode::kWrongMajor)};
inline const std::string kKnownBad{requirements::to_string(requirements::RuleCode::kKnownBad)};
inline const std::string kNoUpperBound{requirements::to_string(requirements::RuleCode::kNoUpperBound)};
inline const std::string kMixedMajors{requirements::to_string(requirements::RuleCode::kMixedMajors)};
inline const std::string kDuplicateVariants{requirements::to_string(requirements::RuleCode::kDuplicateVariants)};

inline CheckContext toolkit(const std::string& version) {
  auto cuda = Version::parse(version);
  EXPECT_TRUE(cuda.has_value()) << version;
  return {cuda.value_or(Version{}), "--cuda"};
}

// `pin --check` of one file at one toolkit, as the command runs it.
inline CheckReport check_file(const std::string& path, const std::string& cuda) {
  CheckReport report;
  auto file = read_declared_file(path);
  EXPECT_TRUE(file.ok()) << path;
  if (file) check_declared(*file, toolkit(cuda), KnowledgeBase::embedded(), report);
  return report;
}

// One rule (rules::rule_pypi, rules::rule_conda ...) on every entry of `path` as its reader reads
// it, over the context the command builds for that file, without the driver's choice of entries
// and the other rules: what that rule alone finds.
template <class Rule>
CheckReport apply_rule(const std::string& path, const std::string& cuda, Rule&& rule) {
  CheckReport report;
  auto file = read_declared_file(path);
  EXPECT_TRUE(file.ok()) << path;
  if (!file) return report;
  const CheckContext context = toolkit(cuda);
  rules::RuleContext c(*file, context, KnowledgeBase::embedded(), report);
  for (const Declared& entry : file->entries) rule(c, entry);
  return report;
}

// The codes of a report's findings, in order.
inline std::vector<std::string> codes_of(const CheckReport& report) {
  std::vector<std::string> codes;
  for (const CheckFinding& finding : report.findings) codes.push_back(finding.code);
  return codes;
}

}  // namespace cudacompat::pins::check_tests
