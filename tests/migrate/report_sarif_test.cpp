// migrate as SARIF (report_sarif.cpp): each finding at its file, line and column with its entity, at
// the level its severity gives (a note where no unit builds the file), and the skipped paths as the
// run's errors.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "json_text.h"
#include "migrate/diagnostic_codes.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {

using testing::rules;

Finding finding(Severity severity, std::string what, std::string instead = "") {
  Finding f;
  f.file = "src/a.cu";
  f.line = 7;
  f.column = 3;
  f.code = Code::kRemovedFunction;
  f.severity = severity;
  f.entity = "cudaThreadSynchronize";
  f.what = std::move(what);
  f.instead = std::move(instead);
  return f;
}

TreeScan tree_of(std::vector<Finding> findings, bool built = true) {
  TreeScan scan;
  FileResult file;
  file.file = "src/a.cu";
  file.built = built;
  file.scan.findings = std::move(findings);
  scan.files.push_back(std::move(file));
  return scan;
}

TEST(MigrateReportSarif, GivesEachSeverityItsLevel) {
  const TreeScan scan = tree_of({finding(Severity::kWillNotCompile, "a"), finding(Severity::kWillNotLink, "b"),
                                 finding(Severity::kChangesBehaviour, "c"), finding(Severity::kDeprecated, "d")});
  const sarif::Run run = sarif_run({rules(), scan}, "1.2.3");
  EXPECT_EQ(run.reporter, findings::Reporter::kMigrate);
  ASSERT_EQ(run.results.size(), 4u);
  EXPECT_EQ(run.results[0].level, sarif::Level::kError);
  EXPECT_EQ(run.results[1].level, sarif::Level::kError);
  EXPECT_EQ(run.results[2].level, sarif::Level::kWarning);
  EXPECT_EQ(run.results[3].level, sarif::Level::kNote);
}

TEST(MigrateReportSarif, LocatesAFindingAtItsLineAndColumnWithItsEntity) {
  const sarif::Run run = sarif_run({rules(), tree_of({finding(Severity::kWillNotCompile, "gone")})}, "1.2.3");
  ASSERT_EQ(run.results.size(), 1u);
  ASSERT_EQ(run.results[0].locations.size(), 1u);
  const auto& where = run.results[0].locations[0];
  EXPECT_EQ(where.path, "src/a.cu");
  EXPECT_EQ(where.line, 7);
  EXPECT_EQ(where.column, 3);
  EXPECT_EQ(where.logical_name, "cudaThreadSynchronize");
  EXPECT_EQ(where.logical_kind, "member");
}

// The message is one text: what breaks, what to write instead, the shim, and the macro it needs.
TEST(MigrateReportSarif, TheMessageSaysWhatToWriteInsteadTheShimAndTheCondition) {
  Finding full = finding(Severity::kWillNotCompile, "cudaThreadSynchronize was removed", "cudaDeviceSynchronize");
  full.shim = "cudacompat/shims/x.h: y";
  full.condition = "GPU_TESTING";
  const Finding ends_with_period = finding(Severity::kWillNotCompile, "It was removed.", "cudaDeviceSynchronize");
  const sarif::Run run = sarif_run({rules(), tree_of({full, ends_with_period})}, "1.2.3");
  ASSERT_EQ(run.results.size(), 2u);
  EXPECT_EQ(run.results[0].message,
            "cudaThreadSynchronize was removed. Instead: cudaDeviceSynchronize Shim: cudacompat/shims/x.h: y Only "
            "where the build defines GPU_TESTING.");
  EXPECT_EQ(run.results[1].message, "It was removed. Instead: cudaDeviceSynchronize");
}

// A file no unit builds changes no verdict: a note, whatever its severity, that says so.
TEST(MigrateReportSarif, AFindingInAFileNotBuiltIsANoteThatSaysSo) {
  const sarif::Run run = sarif_run({rules(), tree_of({finding(Severity::kWillNotCompile, "gone")}, false)}, "1.2.3");
  ASSERT_EQ(run.results.size(), 1u);
  EXPECT_EQ(run.results[0].level, sarif::Level::kNote);
  EXPECT_EQ(run.results[0].message, "Not built (no translation unit includes this file): gone");
}

TEST(MigrateReportSarif, SkippedPathsAreTheRunsErrorsAndTheLogSaysItDidNotSucceed) {
  TreeScan scan = tree_of({});
  scan.skipped.push_back(Diagnostic::error(codes::kPathNotFound, "does not exist", "missing/"));
  const sarif::Run run = sarif_run({rules(), scan}, "1.2.3");
  ASSERT_EQ(run.errors.size(), 1u);
  EXPECT_EQ(run.errors[0].code, codes::kPathNotFound);
  EXPECT_EQ(run.errors[0].message, "missing/: does not exist");
  std::ostringstream out;
  write_sarif(out, {rules(), scan}, "1.2.3");
  const auto log = cudacompat::testing::parsed_json(out.str());
  const auto invocation = log.root().at("runs").item(0).at("invocations").item(0);
  EXPECT_FALSE(invocation.at("executionSuccessful").boolean());
}

}  // namespace
}  // namespace cudacompat::migrate
