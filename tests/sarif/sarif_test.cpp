// The SARIF writer on its own: URIs, levels and rule indices, for any checker's Run.
#include "sarif/sarif.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace cudacompat::sarif {
namespace {

using findings::FindingCode;
using findings::Reporter;

// The log as a reader of the SARIF text sees it.
nlohmann::ordered_json log_of(const sarif::Run& run) { return nlohmann::ordered_json::parse(to_json(run).dump(-1)); }
nlohmann::ordered_json log_of(const std::vector<sarif::Run>& runs) {
  return nlohmann::ordered_json::parse(to_json(runs).dump(-1));
}

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
  const auto& results = log["runs"][0]["results"];
  const auto& first = results[0]["locations"][0]["physicalLocation"];
  EXPECT_EQ(first["artifactLocation"]["uri"], "file:///other/req%20s.txt");
  EXPECT_FALSE(first["artifactLocation"].contains("uriBaseId"));
  EXPECT_EQ(first["region"]["startLine"], 3);
  EXPECT_EQ(first["region"]["startColumn"], 5);
  const auto& second = results[1]["locations"][0]["physicalLocation"];
  EXPECT_EQ(second["artifactLocation"]["uri"], "requirements.txt");
  EXPECT_EQ(second["artifactLocation"]["uriBaseId"], "SRCROOT");
  EXPECT_FALSE(second.contains("region"));  // no line: the whole file
  EXPECT_EQ(log["runs"][0]["originalUriBaseIds"]["SRCROOT"]["uri"], "file:///repo/");
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
  ASSERT_EQ(log["runs"].size(), 2u);
  EXPECT_EQ(log["version"], "2.1.0");
  EXPECT_EQ(log["runs"][0]["results"].size(), 1u);
  EXPECT_EQ(log["runs"][1]["results"][0]["ruleId"], "capi-lost");
  const auto index = log["runs"][1]["results"][0]["ruleIndex"].get<std::size_t>();
  EXPECT_EQ(log["runs"][1]["tool"]["driver"]["rules"][index]["id"], "capi-lost");
  EXPECT_TRUE(log["runs"][0]["invocations"][0]["executionSuccessful"].get<bool>());
  EXPECT_FALSE(log["runs"][1]["invocations"][0]["executionSuccessful"].get<bool>());
  EXPECT_EQ(log_of(audit), log_of(std::vector<sarif::Run>{audit}));  // one run: the log it always was
}

TEST(Sarif, EveryResultsRuleIndexNamesItsRuleAndTheRulesAreTheReportersCodes) {
  sarif::Run run{Reporter::kAudit, {Reporter::kAuditPolicy}, "1.0", "/repo", {}, {}};
  run.results.push_back({FindingCode::kPolicyMinDriver, Level::kError, "m", {}});
  run.results.push_back({FindingCode::kNoPtx, Level::kWarning, "m", {}});
  const auto log = log_of(run);
  const auto& rules = log["runs"][0]["tool"]["driver"]["rules"];
  std::size_t expected = 0;
  for (const auto& info : findings::finding_table())
    expected += info.reporter == Reporter::kAudit || info.reporter == Reporter::kAuditPolicy;
  EXPECT_EQ(rules.size(), expected);
  for (const auto& result : log["runs"][0]["results"]) {
    EXPECT_EQ(rules[result["ruleIndex"].get<std::size_t>()]["id"], result["ruleId"]);
  }
  EXPECT_EQ(log["runs"][0]["results"][0]["ruleId"], "min-driver");
  EXPECT_TRUE(log["runs"][0]["invocations"][0]["executionSuccessful"]);
}

TEST(Sarif, EachRulesHelpUriIsItsOwnCodesHeadingOfItsSubcommandsFindingReference) {
  for (Reporter reporter : {Reporter::kAudit, Reporter::kAuditPolicy, Reporter::kAbiDiff, Reporter::kPin,
                            Reporter::kMigrate, Reporter::kGate, Reporter::kDoctor}) {
    const auto log = log_of(sarif::Run{reporter, {}, "1.0", "/repo", {}, {}});
    for (const auto& rule : log["runs"][0]["tool"]["driver"]["rules"]) {
      const std::string id = rule["id"];
      const std::string uri = rule["helpUri"];
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
  const auto invocation = log_of(run)["runs"][0]["invocations"][0];
  EXPECT_FALSE(invocation["executionSuccessful"]);
  EXPECT_EQ(invocation["toolExecutionNotifications"][0]["message"]["text"], "x.txt: cannot read");
}

}  // namespace
}  // namespace cudacompat::sarif
