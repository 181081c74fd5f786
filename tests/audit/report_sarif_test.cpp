// The audit as SARIF: each warning and violation once, at the file on disk it is about (a member of a
// wheel or archive as a logical location), at the level the policy gives it.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "audit/report.h"
#include "hand_built_facts.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

// SASS for sm_90 alone: the judge warns no-ptx.
ArtifactFacts sass_only() {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  add_entry(facts, EntryKind::kSass, 90);
  return facts;
}

std::vector<const sarif::Result*> results_of(const sarif::Run& run, FindingCode code) {
  std::vector<const sarif::Result*> found;
  for (const auto& result : run.results)
    if (result.code == code) found.push_back(&result);
  return found;
}

AuditedArtifact judged(ArtifactFacts facts, const std::string& path, const std::string& package) {
  facts.path = path;
  facts.package = package;
  AuditedArtifact artifact;
  artifact.verdict = judge().judge(facts);
  artifact.facts = std::move(facts);
  return artifact;
}

TEST(AuditSarif, AMemberOfAWheelOrArchiveIsItsFileOnDiskWithTheMemberAsLogicalLocation) {
  AuditReport report;
  report.artifacts.push_back(judged(sass_only(), "dist/x.whl!x/_C.so", "dist/x.whl"));
  report.artifacts.push_back(judged(sass_only(), "libk.a(k.o)", "libk.a"));
  report.artifacts.push_back(judged(sass_only(), "build/libk.so", "build/libk.so"));
  const sarif::Run run = sarif_run(report, "1.2.3");
  EXPECT_EQ(run.tool_version, "1.2.3");
  const auto no_ptx = results_of(run, FindingCode::kNoPtx);
  ASSERT_EQ(no_ptx.size(), 3u);
  ASSERT_EQ(no_ptx[0]->locations.size(), 1u);
  EXPECT_EQ(no_ptx[0]->locations[0].path, "dist/x.whl");
  EXPECT_EQ(no_ptx[0]->locations[0].logical_name, "x/_C.so");
  EXPECT_EQ(no_ptx[1]->locations[0].path, "libk.a");
  EXPECT_EQ(no_ptx[1]->locations[0].logical_name, "k.o");
  EXPECT_EQ(no_ptx[2]->locations[0].path, "build/libk.so");
  EXPECT_EQ(no_ptx[2]->locations[0].logical_name, "");
  EXPECT_EQ(no_ptx[0]->level, sarif::default_level(info(FindingCode::kNoPtx)));
}

TEST(AuditSarif, AWarningThePolicyForbidsIsOneResultAtLevelError) {
  AlreadyRead files;
  files.add("libk.so", sass_only());
  files.options.policy.forbid_warning_codes = {FindingCode::kNoPtx};
  const AuditReport report = files.run();
  ASSERT_EQ(report.violations.size(), 1u);
  const sarif::Run run = sarif_run(report, "test");
  const auto no_ptx = results_of(run, FindingCode::kNoPtx);
  ASSERT_EQ(no_ptx.size(), 1u);
  EXPECT_EQ(no_ptx[0]->level, sarif::Level::kError);
  EXPECT_NE(sarif::default_level(info(FindingCode::kNoPtx)), sarif::Level::kError) << "else the test shows nothing";
}

TEST(AuditSarif, APolicyRuleViolationIsAnErrorResultUnderItsPolicyCode) {
  AlreadyRead files;
  files.add("libx.so", shared_library({"libcudart.so.13", "libcuda.so.1"}));
  files.options.policy.forbid_libcuda = true;
  const sarif::Run run = sarif_run(files.run(), "test");
  const auto forbidden = results_of(run, FindingCode::kPolicyForbidLibcuda);
  ASSERT_EQ(forbidden.size(), 1u);
  EXPECT_EQ(forbidden[0]->level, sarif::Level::kError);
  EXPECT_EQ(forbidden[0]->locations[0].path, "libx.so");
  EXPECT_EQ(run.more_reporters, std::vector<findings::Reporter>{findings::Reporter::kAuditPolicy});
}

TEST(AuditSarif, InputsThatCouldNotBeReadAreNotificationsNotResults) {
  AuditOptions options;
  options.inputs = {"/nonexistent/libfoo.so"};
  const sarif::Run run = sarif_run(run_audit(options, judge()), "test");
  EXPECT_TRUE(run.results.empty());
  ASSERT_EQ(run.errors.size(), 1u);
  EXPECT_EQ(run.errors[0].code, "input-unreadable");
  EXPECT_NE(run.errors[0].message.find("/nonexistent/libfoo.so"), std::string::npos);
  std::ostringstream out;
  write_sarif(out, run_audit(options, judge()), "test");
  EXPECT_NE(out.str().find("\"executionSuccessful\": false"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace cudacompat::audit
