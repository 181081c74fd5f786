// The audit's one self-contained HTML page: the headline cards, the GPU x driver grid, the findings
// and every artifact, with whatever a name holds written as text, never as markup.
#include <gtest/gtest.h>

#include "audit/report.h"
#include "audit_command.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using testing::audit;
using testing::fixture;
using testing::read_file;
using testing::TempDir;

TEST(AuditCommand, WritesOneSelfContainedHtmlPageWithTheGrid) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto page = dir.path() / "audit.html";
  auto result = audit({"--html", page.string(), fixture("tiny-0.1-py3-none-linux_x86_64.whl").string()});
  EXPECT_EQ(result.exit_code, 0) << result.errors;
  std::string html = read_file(page);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("<table class=\"grid\">"), std::string::npos);
  EXPECT_NE(html.find("<th>sm_86</th>"), std::string::npos);
  EXPECT_NE(html.find("580.65.06"), std::string::npos);
  EXPECT_NE(html.find("tiny/_kernels.so"), std::string::npos);
  // Self-contained: no scripts, styles or images fetched from anywhere.
  EXPECT_EQ(html.find("src="), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
  EXPECT_EQ(html.find("http"), std::string::npos);
}

}  // namespace
}  // namespace cudacompat::audit
