// The gate's outputs (gate/report.h) over one GateReport made here: what the table shows and
// folds away, the verdict line's counts, JSON's shape, the SARIF log's execution errors and its run
// of the gate's own codes, and the HTML page's escaping. test_gate.py checks them on real releases.
#include "gate/report.h"

#include <gtest/gtest.h>

#include <sstream>

#include "gate/gate_diagnostics.h"
#include "json_text.h"

namespace cudacompat::gate {
namespace {

using findings::FindingCode;

// NEW x.whl paired with old/x.whl: abi-diff found an error in a member and a note; x.whl's cp313
// twin has no pair (the gate's warning).
GateReport paired_report() {
  GateReport report;
  ArtifactReport artifact;
  artifact.artifact.path = "x-2.0-cp312-cp312-linux_x86_64.whl";
  artifact.artifact.kind = "wheel";
  artifact.artifact.name = "x";
  artifact.artifact.python_tag = "cp312";
  artifact.artifact.machine = "x86_64";
  artifact.previous = artifact.artifact;
  artifact.previous->path = "old/x-1.0-cp312-cp312-linux_x86_64.whl";
  sarif::Run abi{findings::Reporter::kAbiDiff, {}, "", "", {}, {}};
  abi.results.push_back({FindingCode::kSymbolRemoved,
                         sarif::Level::kError,
                         "cuFoo <gone>\x1b[31m",
                         {{"x.whl", 0, 0, "x/_lib.so", "module"}}});
  abi.results.push_back({FindingCode::kDriverFloorRaised, sarif::Level::kNote, "needs 580", {}});
  report.runs.push_back(abi);
  report.run_checks.push_back("abi-diff");
  artifact.results = {{0, 0}, {0, 1}};
  report.artifacts.push_back(artifact);
  report.diagnostics.push_back(gate_diagnostic(FindingCode::kArtifactUnpaired, "x cp313 has no pair", "x-cp313.whl"));
  return report;
}

std::string table_of(const GateReport& report) {
  std::ostringstream out;
  write_table(out, report);
  return out.str();
}

TEST(GateReport, TheTableShowsErrorsAndWarningsFoldsNotesAndCountsTheGatesWarningsInTheVerdict) {
  const std::string table = table_of(paired_report());
  EXPECT_NE(table.find("x-2.0-cp312-cp312-linux_x86_64.whl (wheel x cp312 x86_64)\n"
                       "  previous: old/x-1.0-cp312-cp312-linux_x86_64.whl\n"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("  error    abi-diff  symbol-removed           x/_lib.so: cuFoo <gone>"), std::string::npos)
      << table;
  EXPECT_EQ(table.find('\x1b'), std::string::npos) << "a control character reached the terminal";
  EXPECT_EQ(table.find("needs 580"), std::string::npos) << table;
  EXPECT_NE(table.find("  (1 informational note: --json lists them)\n"), std::string::npos) << table;
  EXPECT_NE(table.find("warning  artifact-unpaired: x cp313 has no pair\n         fix: give the last release's"),
            std::string::npos)
      << table;
  EXPECT_TRUE(table.ends_with("\nDO NOT SHIP: 1 error, 1 warning\n")) << table;
}

TEST(GateReport, TheVerdictLineSaysShipOrThatNothingWasJudged) {
  GateReport report = paired_report();
  report.runs[0].results[0].level = sarif::Level::kWarning;
  EXPECT_TRUE(table_of(report).ends_with("\nSHIP: no check stops the release (2 warnings)\n")) << table_of(report);
  report.artifacts[0].diagnostics.push_back(gate_diagnostic(FindingCode::kInputUnreadable, "truncated"));
  EXPECT_TRUE(table_of(report).ends_with(
      "\nNO VERDICT: an input could not be read (the errors above say which); nothing is passed\n"))
      << table_of(report);
}

TEST(GateReport, TheJsonHasTheEnvelopeEachResultWithItsCheckAndWhereAndFilesOnlyWithCheck) {
  GateReport report = paired_report();
  std::ostringstream out;
  write_json(out, report);
  const auto document = testing::parsed_json(out.str());
  const auto root = document.root();
  EXPECT_EQ(root.at("verdict").text(), "do-not-ship");
  EXPECT_EQ(root.at("exit_code").integer(), 1);
  EXPECT_TRUE(root.at("policy").is_null());
  EXPECT_EQ(root.at("errors").integer(), 1);
  EXPECT_EQ(root.at("diagnostics").item(0).at("code").text(), "artifact-unpaired");
  const auto artifact = root.at("artifacts").item(0);
  EXPECT_EQ(artifact.at("previous").at("path").text(), "old/x-1.0-cp312-cp312-linux_x86_64.whl");
  ASSERT_EQ(artifact.at("results").size(), 2u);
  EXPECT_EQ(artifact.at("results").item(0).at("check").text(), "abi-diff");
  EXPECT_EQ(artifact.at("results").item(0).at("where").text(), "x/_lib.so");
  EXPECT_FALSE(artifact.at("results").item(1).contains("where")) << "a result with no location";
  EXPECT_FALSE(root.contains("files"));
  report.files.push_back(FileReport{"requirements.txt", {}, {}});
  report.files_cuda = "13.0";
  std::ostringstream with_files;
  write_json(with_files, report);
  EXPECT_EQ(testing::parsed_json(with_files.str()).root().at("files").item(0).at("cuda").text(), "13.0");
}

TEST(GateReport, TheSarifLogNamesUnreadInputsOnTheFirstRunAndEndsWithARunOfTheGatesCodes) {
  GateReport report = paired_report();
  report.artifacts[0].diagnostics.push_back(
      gate_diagnostic(FindingCode::kInputUnreadable, "truncated", "x-2.0-cp312-cp312-linux_x86_64.whl"));
  std::ostringstream out;
  write_sarif(out, report);
  const auto document = testing::parsed_json(out.str());
  const auto runs = document.root().at("runs");
  ASSERT_EQ(runs.size(), 2u);
  const auto invocation = runs.item(0).at("invocations").item(0);
  EXPECT_FALSE(invocation.at("executionSuccessful").boolean());
  ASSERT_EQ(invocation.at("toolExecutionNotifications").size(), 1u);
  EXPECT_EQ(invocation.at("toolExecutionNotifications").item(0).at("message").at("text").text(),
            "x-2.0-cp312-cp312-linux_x86_64.whl: truncated");
  const auto gates = runs.item(1).at("results");
  ASSERT_EQ(gates.size(), 2u) << "the unpaired warning and the unreadable input";
  EXPECT_EQ(gates.item(0).at("ruleId").text(), "artifact-unpaired");
  EXPECT_EQ(gates.item(1).at("ruleId").text(), "input-unreadable");
}

TEST(GateReport, TheHtmlPageEscapesWhatItQuotesAndFoldsTheNotes) {
  std::ostringstream out;
  write_html(out, paired_report());
  const std::string page = out.str();
  EXPECT_NE(page.find("<p class=\"verdict do-not-ship\">DO NOT SHIP: 1 error, 1 warning</p>"), std::string::npos);
  EXPECT_NE(page.find("cuFoo &lt;gone&gt;"), std::string::npos) << page;
  EXPECT_EQ(page.find("<gone>"), std::string::npos);
  const std::size_t notes = page.find("<details><summary>informational notes</summary>");
  ASSERT_NE(notes, std::string::npos);
  EXPECT_GT(page.find("needs 580"), notes) << "the note is inside the folded part";
  EXPECT_TRUE(page.ends_with("</body></html>\n"));
}

}  // namespace
}  // namespace cudacompat::gate
