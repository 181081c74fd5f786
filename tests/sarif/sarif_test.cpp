// The SARIF writer on its own: URIs, levels and rule indices, for any checker's Run.
#include "sarif/sarif.h"

#include <gtest/gtest.h>

#include "json_text.h"

namespace cudacompat::sarif {
namespace {

using findings::FindingCode;
using findings::Reporter;

// The log as a reader of the SARIF text sees it.
json::Document log_of(const sarif::Run& run) { return testing::parsed_json(to_json(run).dump(-1)); }
json::Document log_of(const std::vector<sarif::Run>& runs) { return testing::parsed_json(to_json(runs).dump(-1)); }
json::Value first_run(const json::Document& log) { return log.root().at("runs").item(0); }

TEST(Sarif, PathsUnderTheRootAreRelativeAndPercentEncoded) {
  EXPECT_EQ(relative_uri("/repo/dist/my lib+1.whl", "/repo"), "dist/my%20lib%2B1.whl");
  EXPECT_EQ(relative_uri("/repo/./a/../requirements.txt", "/repo/"), "requirements.txt");
  EXPECT_EQ(relative_uri("/elsewhere/x.whl", "/repo"), "");  // not under the root: written as file://
  EXPECT_EQ(relative_uri("/repo", "/repo"), "");
}

TEST(Sarif, ALocationOutsideTheRootIsAnAbsoluteFileUri) {
  sarif::Run run{Reporter::kPin, {}, "1.0", "/repo", {}, {}};
  run.results.push_back({FindingCode::kPinWrongMajor, Level::kError, "m", {{"/other/req s.txt", 3, 5, "", "module"}}});
  run.results.push_back(
      {FindingCode::kPinKnownBad, Level::kError, "m", {{"/repo/requirements.txt", 0, 0, "", "module"}}});
  const auto log = log_of(run);
  const auto results = first_run(log).at("results");
  const auto first = results.item(0).at("locations").item(0).at("physicalLocation");
  EXPECT_EQ(first.at("artifactLocation").at("uri").text(), "file:///other/req%20s.txt");
  EXPECT_FALSE(first.at("artifactLocation").contains("uriBaseId"));
  EXPECT_EQ(first.at("region").at("startLine").integer(), 3);
  EXPECT_EQ(first.at("region").at("startColumn").integer(), 5);
  const auto second = results.item(1).at("locations").item(0).at("physicalLocation");
  EXPECT_EQ(second.at("artifactLocation").at("uri").text(), "requirements.txt");
  EXPECT_EQ(second.at("artifactLocation").at("uriBaseId").text(), "SRCROOT");
  EXPECT_FALSE(second.contains("region"));  // no line: the whole file
  EXPECT_EQ(first_run(log).at("originalUriBaseIds").at("SRCROOT").at("uri").text(), "file:///repo/");
}

TEST(Sarif, ALogOfSeveralRunsKeepsEachRunsRulesAndResultsApart) {
  sarif::Run audit{Reporter::kAudit, {Reporter::kAuditPolicy}, "1.0", "/repo", {}, {}};
  audit.results.push_back({FindingCode::kPolicyMinDriver, Level::kError, "m", {}});
  sarif::Run abi{Reporter::kAbiDiff,
                 {},
                 "1.0",
                 "/repo",
                 {},
                 {Diagnostic::error("artifact-unreadable", "x.whl: truncated", "x.whl")}};
  abi.results.push_back({FindingCode::kCapiLost, Level::kError, "lost", {}});
  abi.results.push_back({FindingCode::kSymbolAdded, Level::kNote, "added", {}});
  const auto log = log_of(std::vector<sarif::Run>{audit, abi});
  const auto runs = log.root().at("runs");
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_EQ(log.root().at("version").text(), "2.1.0");
  EXPECT_EQ(runs.item(0).at("results").size(), 1u);
  const auto lost = runs.item(1).at("results").item(0);
  EXPECT_EQ(lost.at("ruleId").text(), "capi-lost");
  const auto index = static_cast<std::size_t>(*lost.at("ruleIndex").integer());
  EXPECT_EQ(runs.item(1).at("tool").at("driver").at("rules").item(index).at("id").text(), "capi-lost");
  EXPECT_TRUE(runs.item(0).at("invocations").item(0).at("executionSuccessful").boolean());
  EXPECT_FALSE(runs.item(1).at("invocations").item(0).at("executionSuccessful").boolean());
  // One run: the log it always was.
  EXPECT_EQ(to_json(audit).dump(-1), to_json(std::vector<sarif::Run>{audit}).dump(-1));
}

TEST(Sarif, EveryResultsRuleIndexNamesItsRuleAndTheRulesAreTheReportersCodes) {
  sarif::Run run{Reporter::kAudit, {Reporter::kAuditPolicy}, "1.0", "/repo", {}, {}};
  run.results.push_back({FindingCode::kPolicyMinDriver, Level::kError, "m", {}});
  run.results.push_back({FindingCode::kNoPtx, Level::kWarning, "m", {}});
  const auto log = log_of(run);
  const auto rules = first_run(log).at("tool").at("driver").at("rules");
  std::size_t expected = 0;
  for (const auto& info : findings::finding_table())
    expected += info.reporter == Reporter::kAudit || info.reporter == Reporter::kAuditPolicy;
  EXPECT_EQ(rules.size(), expected);
  for (const auto& result : first_run(log).at("results").items()) {
    const auto index = static_cast<std::size_t>(*result.at("ruleIndex").integer());
    EXPECT_EQ(rules.item(index).at("id").text(), result.at("ruleId").text());
  }
  EXPECT_EQ(first_run(log).at("results").item(0).at("ruleId").text(), "min-driver");
  EXPECT_TRUE(first_run(log).at("invocations").item(0).at("executionSuccessful").boolean());
}

TEST(Sarif, EachRulesHelpUriIsItsOwnCodesHeadingOfItsSubcommandsFindingReference) {
  for (Reporter reporter : {Reporter::kAudit, Reporter::kAuditPolicy, Reporter::kAbiDiff, Reporter::kPin,
                            Reporter::kMigrate, Reporter::kGate, Reporter::kDoctor}) {
    const auto log = log_of(sarif::Run{reporter, {}, "1.0", "/repo", {}, {}});
    for (const auto& rule : first_run(log).at("tool").at("driver").at("rules").items()) {
      const std::string id = rule.at("id").text();
      const std::string uri = rule.at("helpUri").text();
      EXPECT_TRUE(uri.ends_with(".md#" + id)) << uri;
      EXPECT_NE(uri.find("/docs/reference/findings/"), std::string::npos) << uri;
    }
  }
  // One page per subcommand: pin --check's no-upper-bound is not the audit's.
  EXPECT_TRUE(help_uri(findings::info(FindingCode::kPinNoUpperBound))
                  .ends_with("docs/reference/findings/pin-check.md#no-upper-bound"));
  EXPECT_TRUE(help_uri(findings::info(FindingCode::kNoUpperBound))
                  .ends_with("docs/reference/findings/audit.md#no-upper-bound"));
  EXPECT_TRUE(
      help_uri(findings::info(FindingCode::kPolicyMinDriver)).ends_with("docs/reference/findings/audit.md#min-driver"));
  // The gate's codes are on the page beside its hand-written one, release-gate.md.
  EXPECT_TRUE(help_uri(findings::info(FindingCode::kArtifactUnpaired))
                  .ends_with("docs/reference/findings/release-gate.md#artifact-unpaired"));
  // Doctor's beside its hand-written one, commands.md ("Pins, doctor and abi-diff").
  EXPECT_TRUE(help_uri(findings::info(FindingCode::kGpuCannotRun))
                  .ends_with("docs/reference/findings/commands.md#gpu-cannot-run"));
}

TEST(Sarif, LevelsFollowWhatEachReporterMeans) {
  EXPECT_EQ(default_level(findings::info(FindingCode::kPinNoUpperBound)), Level::kError);
  EXPECT_EQ(default_level(findings::info(FindingCode::kNoPtx)), Level::kWarning);
  EXPECT_EQ(default_level(findings::info(FindingCode::kStaticRuntime)), Level::kNote);
  EXPECT_EQ(default_level(findings::info(FindingCode::kSymbolRemoved)), Level::kError);
  EXPECT_EQ(default_level(findings::info(FindingCode::kSymbolAdded)), Level::kNote);
  // The gate's: an input no check could read is an error, an unpaired artifact a warning.
  EXPECT_EQ(default_level(findings::info(FindingCode::kArtifactUnreadable)), Level::kError);
  EXPECT_EQ(default_level(findings::info(FindingCode::kArtifactUnpaired)), Level::kWarning);
  EXPECT_EQ(default_level(findings::info(FindingCode::kPinCheckNotRun)), Level::kNote);
  // Doctor's: each a reason a thing will not run here.
  EXPECT_EQ(default_level(findings::info(FindingCode::kLibraryNotFound)), Level::kError);
}

TEST(Sarif, UnreadableInputsMakeTheRunUnsuccessful) {
  sarif::Run run{Reporter::kPin, {}, "1.0",
                 "/repo",        {}, {Diagnostic::error("entry-unreadable", "x.txt: cannot read", "x.txt")}};
  const auto log = log_of(run);
  const auto invocation = first_run(log).at("invocations").item(0);
  EXPECT_FALSE(invocation.at("executionSuccessful").boolean());
  EXPECT_EQ(invocation.at("toolExecutionNotifications").item(0).at("message").at("text").text(), "x.txt: cannot read");
}

TEST(Sarif, EachNotificationCarriesItsCodeLevelLocationAndFix) {
  sarif::Run run{Reporter::kPin,
                 {},
                 "1.0",
                 "/repo",
                 {},
                 {Diagnostic::error("entry-unreadable", "x.txt:12: cannot read", "/repo/x.txt:12", "quote the URL"),
                  Diagnostic::warning("file-skipped", "big.bin: skipped", "/elsewhere/big.bin"),
                  Diagnostic::note("assumed-default", "no --cuda: 13.0 assumed")}};
  const auto log = log_of(run);
  const auto notifications = first_run(log).at("invocations").item(0).at("toolExecutionNotifications");
  const auto first = notifications.item(0);
  EXPECT_EQ(first.at("level").text(), "error");
  EXPECT_EQ(first.at("descriptor").at("id").text(), "entry-unreadable");
  const auto where = first.at("locations").item(0).at("physicalLocation");
  EXPECT_EQ(where.at("artifactLocation").at("uri").text(), "x.txt");
  EXPECT_EQ(where.at("artifactLocation").at("uriBaseId").text(), "SRCROOT");
  EXPECT_EQ(where.at("region").at("startLine").integer(), 12);
  EXPECT_EQ(first.at("properties").at("fix").text(), "quote the URL");
  const auto second = notifications.item(1);
  EXPECT_EQ(second.at("level").text(), "warning");
  EXPECT_EQ(second.at("locations").item(0).at("physicalLocation").at("artifactLocation").at("uri").text(),
            "file:///elsewhere/big.bin");
  EXPECT_FALSE(second.at("locations").item(0).at("physicalLocation").contains("region"));
  const auto third = notifications.item(2);
  EXPECT_EQ(third.at("level").text(), "note");
  EXPECT_FALSE(third.contains("locations"));
  EXPECT_FALSE(third.contains("properties"));
}

}  // namespace
}  // namespace cudacompat::sarif
