// `pin --check`'s rules over one install set (tool/pin/check_set_rules.cpp), rules::rule_install_set
// alone on entries read from requirements files: packages of several CUDA majors, and
// distributions that install the same files, with an extra's entries on top of the main ones.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "check_test_support.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;
using testing::ScratchDir;

// A requirements file of `lines` read as the command reads it, and the rules' context over it.
class InstallSet {
 public:
  InstallSet(const std::string& text, const std::string& cuda) : options_(check_tests::toolkit(cuda)) {
    auto read = read_declared_file(scratch_.write("requirements.txt", text).string());
    EXPECT_TRUE(read.ok());
    if (read) file_ = std::move(*read);
    context_.emplace(file_, options_, KnowledgeBase::embedded(), report_);
  }
  rules::RuleContext& c() { return *context_; }
  const CheckReport& report() const { return report_; }
  // The entries on `lines` (1-based), in that order.
  std::vector<const Declared*> at(const std::vector<int>& lines) const {
    std::vector<const Declared*> found;
    for (int line : lines)
      for (const Declared& entry : file_.entries)
        if (entry.line == line) found.push_back(&entry);
    EXPECT_EQ(found.size(), lines.size());
    return found;
  }

 private:
  ScratchDir scratch_;
  DeclaredFile file_;
  CheckContext options_;
  CheckReport report_;
  std::optional<rules::RuleContext> context_;
};

TEST(PinCheckSetRules, ReportsMixedMajorsAtTheFirstEntryNotOfTheToolkitsMajorNamingEveryLine) {
  InstallSet set("jax-cuda12-plugin\nnumpy\ncupy-cuda13x\n", "12.4");
  rules::rule_install_set(set.c(), set.at({1, 2, 3}), {});
  ASSERT_EQ(codes_of(set.report()), std::vector<std::string>{kMixedMajors});
  const CheckFinding& finding = set.report().findings[0];
  EXPECT_EQ(finding.line, 3);
  EXPECT_EQ(finding.message,
            "packages of different CUDA majors in one install set: CUDA 12: jax-cuda12-plugin (line 1); CUDA 13: "
            "cupy-cuda13x (line 3)");
  // About two lines: no one line fixes it.
  EXPECT_EQ(finding.corrected, "");
  EXPECT_NE(finding.why_no_correction, "");
}

TEST(PinCheckSetRules, LeavesAnEntryAlreadyFoundWrongMajorToThatFinding) {
  InstallSet set("jax-cuda12-plugin\ncupy-cuda13x\n", "12.4");
  set.c().wrong_major.insert(set.at({2}).front());
  rules::rule_install_set(set.c(), set.at({1, 2}), {});
  EXPECT_TRUE(set.report().findings.empty());
}

TEST(PinCheckSetRules, ReportsAnExtraOnTopOfTheMainEntriesOnlyWhenItAddsAMajor) {
  InstallSet same("jax-cuda12-plugin\ncupy-cuda12x\n", "12.4");
  rules::rule_install_set(same.c(), same.at({1}), same.at({2}));
  EXPECT_TRUE(same.report().findings.empty());

  InstallSet added("jax-cuda12-plugin\ncupy-cuda13x\n", "12.4");
  rules::rule_install_set(added.c(), added.at({1}), added.at({2}));
  EXPECT_EQ(codes_of(added.report()), std::vector<std::string>{kMixedMajors});

  // The main entries' own mix is reported with the main entries alone, not again with an extra
  // that adds no major to it.
  InstallSet main_mixed("jax-cuda12-plugin\ncupy-cuda13x\ncupy-cuda13x\n", "12.4");
  rules::rule_install_set(main_mixed.c(), main_mixed.at({1, 2}), main_mixed.at({3}));
  EXPECT_TRUE(main_mixed.report().findings.empty());
  rules::rule_install_set(main_mixed.c(), main_mixed.at({1, 2}), {});
  EXPECT_EQ(codes_of(main_mixed.report()), std::vector<std::string>{kMixedMajors});
}

TEST(PinCheckSetRules, ReportsDistributionsThatInstallTheSameFilesAtTheSecondOfThem) {
  InstallSet set("cupy-cuda12x\nnumpy\ncupy\n", "12.4");
  rules::rule_install_set(set.c(), set.at({1, 2, 3}), {});
  ASSERT_EQ(codes_of(set.report()), std::vector<std::string>{kDuplicateVariants});
  const CheckFinding& finding = set.report().findings[0];
  EXPECT_EQ(finding.line, 3);
  EXPECT_EQ(finding.message,
            "2 distributions that install the same files (cupy) together: cupy-cuda12x (line 1), cupy (line 3)");
  EXPECT_EQ(finding.corrected, "");

  // With an extra that installs no cupy, the main entries' pair is not the extra's to report.
  InstallSet with_extra("cupy-cuda12x\ncupy\nnumpy\n", "12.4");
  rules::rule_install_set(with_extra.c(), with_extra.at({1, 2}), with_extra.at({3}));
  EXPECT_TRUE(with_extra.report().findings.empty());
  // One that does brings the pair in.
  InstallSet extra_pair("cupy-cuda12x\nnumpy\ncupy\n", "12.4");
  rules::rule_install_set(extra_pair.c(), extra_pair.at({1, 2}), extra_pair.at({3}));
  EXPECT_EQ(codes_of(extra_pair.report()), std::vector<std::string>{kDuplicateVariants});
}

}  // namespace
}  // namespace cudacompat::pins
