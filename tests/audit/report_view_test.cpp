// The one view every audit writer formats: its lists are what the counts count, in the order the
// writers print them.
#include "audit/report_view.h"

#include <gtest/gtest.h>

#include "audit/report.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

TEST(ReportView, ListsTheUnreadableInputsFirstThenEachArtifactsErrorsAndCountsThem) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const std::string good = read_file(fixture("rdc.o"));
  write_file(dir.path() / "good.o", good);
  write_file(dir.path() / "bad.o", good.substr(0, good.size() / 2));
  AuditOptions options;
  options.inputs = {dir.path().string(), "/nonexistent/libfoo.so"};
  const AuditReport report = run_audit(options, judge());
  const ReportView view = make_report_view(report);

  const std::vector<Diagnostic> errors = view.errors();
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_NE(errors[0].message.find("/nonexistent/libfoo.so"), std::string::npos) << errors[0].message;
  EXPECT_NE(errors[1].message.find("bad.o: at offset 0x"), std::string::npos) << errors[1].message;
  EXPECT_EQ(view.count(ListedFinding::Kind::kError), report.error_count());
  EXPECT_EQ(view.count(ListedFinding::Kind::kWarning), report.warning_count());
  EXPECT_EQ(diagnostics(report), errors);  // the JSON's diagnostics are the view's errors
  EXPECT_FALSE(view.runs.has_value()) << "no judge was given: the coverage is not run";
}

TEST(ReportView, ShowsEveryArtifactInTheReportsOrderWithItsCells) {
  SKIP_WITHOUT_FIXTURES();
  AuditOptions options;
  options.inputs = {fixture("libkernels.so").string(), fixture("rdc.o").string()};
  const AuditReport report = run_audit(options, judge());
  const ReportView view = make_report_view(report, judge());

  ASSERT_EQ(view.artifacts.size(), report.artifacts.size());
  ASSERT_GE(view.artifacts.size(), 2u);
  for (std::size_t i = 0; i < view.artifacts.size(); ++i) {
    const ArtifactView& shown = view.artifacts[i];
    EXPECT_EQ(shown.artifact, &report.artifacts[i]);
    EXPECT_EQ(shown.path, short_path(shown.facts()));
    EXPECT_EQ(shown.sass, compact_sass_list(shown.verdict().sass));
    EXPECT_EQ(shown.sass.empty(), shown.verdict().sass.empty());
    std::size_t containers = 0, entries = 0;
    for (const auto& section : shown.sections) {
      containers += section.containers;
      entries += section.entries;
    }
    EXPECT_EQ(containers, shown.facts().containers.size()) << shown.path;
    EXPECT_EQ(entries, shown.facts().entry_count()) << shown.path;
    EXPECT_EQ(shown.libraries.size(), shown.verdict().cuda_libraries.size()) << shown.path;
  }
  EXPECT_EQ(view.containers, report.container_count());
  EXPECT_EQ(view.entries, report.entry_count());
  ASSERT_TRUE(report.min_driver.has_value());
  EXPECT_EQ(view.min_driver_set_by(), &view.artifacts[report.min_driver_artifact]);
  ASSERT_TRUE(view.runs.has_value());
  EXPECT_TRUE(view.runs->any_code);
}

// The table's order: warnings, errors, violations (then the notes only SARIF lists), each kind one
// slice; SARIF's results and notifications follow it.
TEST(ReportView, ListsEveryFindingInTheTablesOrderAndSarifFollowsIt) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const std::string good = read_file(fixture("rdc.o"));
  write_file(dir.path() / "bad.o", good.substr(0, good.size() / 2));
  AuditOptions options;
  options.inputs = {fixture("libkernels.so").string(), dir.path().string(), "/nonexistent/libfoo.so"};
  options.policy.require_sass = {120};
  options.policy.require_ptx = true;
  const AuditReport report = run_audit(options, judge());
  const ReportView view = make_report_view(report);

  ASSERT_GT(view.count(ListedFinding::Kind::kError), 0u);
  ASSERT_GT(view.count(ListedFinding::Kind::kViolation), 0u);
  EXPECT_EQ(view.count(ListedFinding::Kind::kViolation), report.violations.size());
  for (std::size_t i = 1; i < view.findings.size(); ++i) {
    EXPECT_LE(view.findings[i - 1].kind, view.findings[i].kind) << "line " << i << ": " << view.findings[i].message;
  }
  // Each SARIF result is a later line of the view than the one before it.
  const sarif::Run run = sarif_run(report, "test");
  std::size_t next = 0;
  for (const auto& result : run.results) {
    while (next < view.findings.size() && view.findings[next].message != result.message) ++next;
    ASSERT_LT(next, view.findings.size()) << "out of the view's order: " << result.message;
    ++next;
  }
  ASSERT_EQ(run.errors.size(), 2u);
  EXPECT_NE(run.errors[0].message.find("/nonexistent/libfoo.so"), std::string::npos) << run.errors[0].message;
  EXPECT_NE(run.errors[1].message.find("bad.o"), std::string::npos) << run.errors[1].message;
}

}  // namespace
}  // namespace cudacompat::audit
