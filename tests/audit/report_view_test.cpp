// The one view every audit writer formats: its lists are what the counts count, in the order the
// writers print them.
#include "audit/report_view.h"

#include <gtest/gtest.h>

#include "audit/report.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using testing::fixture;
using testing::judge;
using testing::read_file;
using testing::TempDir;
using testing::write_file;

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

  ASSERT_EQ(view.errors.size(), 2u);
  EXPECT_NE(view.errors[0].message.find("/nonexistent/libfoo.so"), std::string::npos) << view.errors[0].message;
  EXPECT_NE(view.errors[1].message.find("bad.o: at offset 0x"), std::string::npos) << view.errors[1].message;
  EXPECT_EQ(view.errors.size(), report.error_count());
  EXPECT_EQ(view.warnings.size(), report.warning_count());
  EXPECT_EQ(diagnostics(report), view.errors);  // the JSON's diagnostics are the view's errors
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

}  // namespace
}  // namespace cudacompat::audit
