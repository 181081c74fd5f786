// `pin --check`'s conda rules (tool/pin/check_conda_rules.cpp), rules::rule_conda alone on the
// entries of environment files written as projects write them: `|` alternatives, packages whose
// releases stopped at an older major, CUDA-numbered packages, components of another major, known-bad
// releases, and the ceiling a bounded cuda-version gives its install set.
#include <gtest/gtest.h>

#include <string>

#include "check_test_support.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;
using testing::ScratchDir;

// An environment.yml whose dependencies are `specs`, one a line from line 3 on.
std::string environment(ScratchDir& scratch, const std::vector<std::string>& specs) {
  std::string text = "name: x\ndependencies:\n";
  for (const auto& spec : specs) text += "  - " + spec + "\n";
  return scratch.write("environment.yml", text).string();
}

CheckReport conda_rule(const std::string& path, const std::string& cuda) {
  return apply_rule(path, cuda, [](rules::RuleContext& c, const Declared& entry) { rules::rule_conda(c, entry); });
}

TEST(PinCheckCondaRules, JudgesBarAlternativesTogetherAndReportsAnEmptyOneAsUnreadableAtItsLine) {
  ScratchDir scratch;
  // 11.8|12.4 admits a CUDA 12 release through its second alternative: nothing to report at 12.4.
  EXPECT_TRUE(conda_rule(environment(scratch, {"cuda-version 11.8|12.4"}), "12.4").findings.empty());
  // Neither 11.8 nor 11.7 is a CUDA 12 release.
  EXPECT_EQ(codes_of(conda_rule(environment(scratch, {"cuda-version 11.7|11.8"}), "12.4")),
            std::vector<std::string>{kWrongMajor});

  const std::string path = environment(scratch, {"cuda-version 12.4||13.0"});
  const CheckReport report = conda_rule(path, "12.4");
  EXPECT_TRUE(report.findings.empty());
  ASSERT_EQ(report.errors.size(), 1u);
  EXPECT_EQ(report.errors[0].code, "entry-unreadable");
  EXPECT_EQ(report.errors[0].where, path + ":3");
  EXPECT_NE(report.errors[0].message.find("an alternative around '|' is empty"), std::string::npos)
      << report.errors[0].message;
}

TEST(PinCheckCondaRules, ReportsAPackageWhoseReleasesStoppedAtAnOlderMajorAndSaysWhatToUseInstead) {
  const auto& last = KnowledgeBase::embedded().packages().conda_last_releases;
  const auto cudatoolkit = last.find("cudatoolkit");
  ASSERT_NE(cudatoolkit, last.end()) << "the knowledge base names no last release of cudatoolkit to test with";
  ASSERT_LT(cudatoolkit->second.last.major, 12);

  ScratchDir scratch;
  const CheckReport report = conda_rule(environment(scratch, {"cudatoolkit"}), "12.4");
  ASSERT_EQ(codes_of(report), std::vector<std::string>{kWrongMajor});
  const CheckFinding& finding = report.findings[0];
  EXPECT_EQ(finding.line, 3);
  EXPECT_NE(finding.message.find("its last release is " + cudatoolkit->second.last.to_string()), std::string::npos)
      << finding.message;
  // No version of the same package is a drop-in: the fix is other package names.
  EXPECT_EQ(finding.corrected, "");
  EXPECT_NE(finding.why_no_correction.find(cudatoolkit->second.instead), std::string::npos)
      << finding.why_no_correction;

  // At the package's own major there is nothing to say.
  EXPECT_TRUE(conda_rule(environment(scratch, {"cudatoolkit"}), cudatoolkit->second.last.to_string()).findings.empty());
}

TEST(PinCheckCondaRules, ReportsACudaNumberedPackageThatAdmitsNoReleaseOfTheToolkitsMajor) {
  ScratchDir scratch;
  const CheckReport report = conda_rule(environment(scratch, {"cuda-version >=11.2,<12"}), "12.4");
  ASSERT_EQ(codes_of(report), std::vector<std::string>{kWrongMajor});
  EXPECT_NE(report.findings[0].message.find("admits no CUDA 12 release"), std::string::npos)
      << report.findings[0].message;

  // A pin to an update of a release (no major.minor form of a release admits 12.4.131) counts by
  // the version it names.
  EXPECT_TRUE(conda_rule(environment(scratch, {"cuda-nvcc ==12.4.131"}), "12.4").findings.empty());
  EXPECT_EQ(codes_of(conda_rule(environment(scratch, {"cuda-nvcc ==11.8.89"}), "12.4")),
            std::vector<std::string>{kWrongMajor});
}

TEST(PinCheckCondaRules, ReportsAComponentRangeThatAdmitsOnlyAnotherMajorsReleases) {
  ScratchDir scratch;
  // libcublas 12.x is CUDA 12's cuBLAS, 13.x CUDA 13's.
  const CheckReport report = conda_rule(environment(scratch, {"libcublas >=12.0,<13"}), "13.0");
  ASSERT_EQ(codes_of(report), std::vector<std::string>{kWrongMajor});
  EXPECT_NE(report.findings[0].message.find("admits only CUDA 12 releases of it, not CUDA 13's"), std::string::npos)
      << report.findings[0].message;
  // Its -dev split carries the same versions.
  EXPECT_EQ(codes_of(conda_rule(environment(scratch, {"libcublas-dev >=12.0,<13"}), "13.0")),
            std::vector<std::string>{kWrongMajor});
  EXPECT_TRUE(conda_rule(environment(scratch, {"libcublas >=12.0,<13"}), "12.4").findings.empty());
}

TEST(PinCheckCondaRules, ReportsTheKnownBadReleasesARangeAdmitsAndAnInstalledRecordThatIsOne) {
  const auto& facts = KnowledgeBase::embedded().packages();
  const auto cuda = Version::parse("12.4");
  ASSERT_TRUE(cuda.has_value());
  const auto bad = requirements::known_bad_releases(facts, "conda", "cuda-python", *cuda);
  ASSERT_FALSE(bad.empty()) << "the knowledge base lists no known-bad conda cuda-python release to test with";
  const std::string bad_version = bad.front()->versions.front();

  ScratchDir scratch;
  const CheckReport admitted = conda_rule(environment(scratch, {"cuda-python >=" + bad_version + ",<13"}), "12.4");
  ASSERT_EQ(codes_of(admitted), std::vector<std::string>{kKnownBad});
  EXPECT_NE(admitted.findings[0].message.find("admits the known-bad " + bad_version), std::string::npos)
      << admitted.findings[0].message;

  // What conda-meta records: the installed version, no range.
  Declared installed;
  installed.file = scratch.write("conda-meta/cuda-python.json", "{}").string();
  installed.line = 0;
  installed.source = SourceKind::kInstalled;
  installed.ecosystem = Ecosystem::kConda;
  installed.name = "cuda-python";
  installed.version = bad_version;
  DeclaredFile file;
  file.file = installed.file;
  file.source = SourceKind::kInstalled;
  file.entries = {installed};
  CheckReport report;
  const CheckContext context = check_tests::toolkit("12.4");
  rules::RuleContext c(file, context, KnowledgeBase::embedded(), report);
  rules::rule_conda(c, file.entries[0]);
  // Installed, it has no ceiling to ask for: only the release it is.
  ASSERT_EQ(codes_of(report), std::vector<std::string>{kKnownBad});
  EXPECT_NE(report.findings[0].message.find("cuda-python is the known-bad " + bad_version), std::string::npos)
      << report.findings[0].message;
}

TEST(PinCheckCondaRules, AsksAComponentForACeilingUnlessABoundedCudaVersionInItsInstallSetGivesIt) {
  ScratchDir scratch;
  const CheckReport open = conda_rule(environment(scratch, {"libcublas >=13.0"}), "13.0");
  ASSERT_EQ(codes_of(open), std::vector<std::string>{kNoUpperBound});
  EXPECT_EQ(open.findings[0].message, "libcublas has no upper bound");

  EXPECT_TRUE(
      conda_rule(environment(scratch, {"cuda-version >=13.0,<14", "libcublas >=13.0"}), "13.0").findings.empty());
  // A cuda-version without a ceiling bounds nothing.
  const CheckReport unbounded = conda_rule(environment(scratch, {"cuda-version >=13.0", "libcublas >=13.0"}), "13.0");
  ASSERT_FALSE(unbounded.findings.empty());
  EXPECT_EQ(unbounded.findings.back().package, "libcublas");
  EXPECT_EQ(unbounded.findings.back().code, kNoUpperBound);
}

}  // namespace
}  // namespace cudacompat::pins
