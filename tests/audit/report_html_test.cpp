// The audit's one self-contained HTML page: the headline cards, the GPU x driver grid, the findings
// and every artifact, with whatever a name holds written as text, never as markup.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "audit/report.h"
#include "audit_command.h"
#include "hand_built_facts.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

TEST(AuditCommand, WritesOneSelfContainedHtmlPageWithTheGrid) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto page = dir.path() / "audit.html";
  auto result = audit({"--html", page.string(), fixture("tiny-0.1-py3-none-linux_x86_64.whl").string()});
  EXPECT_EQ(result.exit_code, 0) << result.errors;
  std::string html = read_file(page);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_TRUE(says(html, {"<table class=\"grid\">", "<th>sm_86</th>", "580.65.06", "tiny/_kernels.so"}));
  // Self-contained: no scripts, styles or images fetched from anywhere.
  EXPECT_TRUE(says_none_of(html, {"src=", "<link", "http"}));
}

std::string html_of(const AuditReport& report, const std::string& tool_version = "1.2.3") {
  std::ostringstream out;
  write_html(out, report, judge(), tool_version);
  return out.str();
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++count;
  return count;
}

TEST(AuditHtml, NamesAndVersionsAreTextNeverMarkup) {
  AlreadyRead files;
  files.add("lib<script>alert(1)</script>.so", shared_library({"libcudart.so.13"}));
  const std::string html = html_of(files.run(), "<b>9</b>");
  EXPECT_TRUE(says_none_of(html, {"<script>", "<b>9</b>"}));
  EXPECT_TRUE(says(html, {"lib&lt;script&gt;alert(1)&lt;/script&gt;.so", "cudacompat &lt;b&gt;9&lt;/b&gt;"}));
  EXPECT_EQ(html.substr(html.size() - 15), "</body></html>\n");
}

TEST(AuditHtml, TheGridHasARowPerKnownGpuAndAColumnPerReleaseDriver) {
  AlreadyRead files;
  ArtifactFacts kernels = shared_library({"libcudart.so.13"});
  add_entry(kernels, EntryKind::kSass, 90);
  files.add("libk.so", kernels);
  const std::string html = html_of(files.run());
  const std::size_t grid = html.find("<table class=\"grid\">");
  ASSERT_NE(grid, std::string::npos) << html;
  const std::string table = html.substr(grid, html.find("</table>", grid) - grid);
  EXPECT_EQ(count_of(table, "</th><td"), judge().known_gpus().size());  // a row: the GPU, then its cells
  EXPECT_EQ(count_of(table, "<span>CUDA "), judge().release_drivers().size());
  // sm_90's row: SASS under the drivers that load CUDA 13, nothing under older ones.
  EXPECT_GT(count_of(table, "<td class=\"sass\""), 0u);
  EXPECT_GT(count_of(table, "<td class=\"no\""), 0u);
  // A GPU newer than a driver gets no verdict under it: the driver predates it.
  EXPECT_TRUE(says(table, {"predates sm_120"}));
}

TEST(AuditHtml, AReportWithoutGpuCodeSaysSoInsteadOfAGrid) {
  AlreadyRead files;
  files.add("libplain.so", shared_library({"libcudart.so.13"}));
  const std::string html = html_of(files.run());
  EXPECT_TRUE(says_none_of(html, {"<table class=\"grid\">"}));
  EXPECT_TRUE(says(html, {"No GPU code was found, so there is no grid"}));
  EXPECT_TRUE(says(html, {"<code>libplain.so</code>"})) << "every artifact is listed, with CUDA content or not";
}

TEST(AuditHtml, TheCardsCountWhatTheReportHoldsAndMarkViolations) {
  AlreadyRead files;
  files.add("libx.so", shared_library({"libcudart.so.13", "libcuda.so.1"}));
  files.options.policy.forbid_libcuda = true;
  files.options.inputs.push_back("/nonexistent/libfoo.so");
  const AuditReport report = files.run();
  const std::string html = html_of(report);
  EXPECT_TRUE(says(
      html, {"<div class=\"card bad\"><b>1</b>errors</div>", "<div class=\"card bad\"><b>1</b>policy violations</div>",
             "<b>" + report.min_driver->to_string() + "</b>minimum driver", "<h2>Findings</h2>",
             "<span class=\"tag err\">error</span> ", "<code>libx.so</code>: needs libcuda.so.1 directly"}));
}

}  // namespace
}  // namespace cudacompat::audit
