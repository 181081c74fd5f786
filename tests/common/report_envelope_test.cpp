// The head of every command's --json (common/report_envelope.h): the schema names the command and
// its version, and the diagnostics are written as the diagnostic schema says.
#include "common/report_envelope.h"

#include <gtest/gtest.h>

#include <string>

namespace cudacompat {
namespace {

TEST(ReportEnvelope, NamesTheCommandsSchemaTheToolAndItsVersion) {
  const json::Tree head = report_envelope("pin-check", 3, {});
  const auto document = json::Document::parse(head.dump(2));
  ASSERT_TRUE(document) << document.error().message;
  const json::Value root = document->root();
  EXPECT_EQ(root.at("schema").text(), "cudacompat-pin-check/3");
  EXPECT_EQ(root.at("tool").text(), "cudacompat");
  EXPECT_EQ(root.at("version").text(), CUDACOMPAT_VERSION_STRING);
  EXPECT_FALSE(root.at("version").text().empty());
  EXPECT_EQ(root.at("diagnostics").size(), 0u) << "an empty list, not a missing key";
  // The four keys in this order, so every command's document starts the same way.
  EXPECT_EQ(head.dump(-1).rfind(R"({"schema":"cudacompat-pin-check/3","tool":"cudacompat","version":")", 0), 0u)
      << head.dump(-1);
}

TEST(ReportEnvelope, WritesEachDiagnosticWithItsSeverityCodeAndWhereItIsAbout) {
  const json::Tree head =
      report_envelope("audit", 1,
                      {Diagnostic::error("input-unreadable", "/x.so: No such file or directory", "/x.so"),
                       Diagnostic::note("file-skipped", "README.md: not a binary", "README.md", "nothing to do")});
  const auto document = json::Document::parse(head.dump(2));
  ASSERT_TRUE(document) << document.error().message;
  const json::Value diagnostics = document->root().at("diagnostics");
  ASSERT_EQ(diagnostics.size(), 2u);
  EXPECT_EQ(diagnostics.item(0).at("severity").text(), "error");
  EXPECT_EQ(diagnostics.item(0).at("code").text(), "input-unreadable");
  EXPECT_EQ(diagnostics.item(0).at("where").text(), "/x.so");
  EXPECT_FALSE(diagnostics.item(0).contains("fix"));
  EXPECT_EQ(diagnostics.item(1).at("severity").text(), "note");
  EXPECT_EQ(diagnostics.item(1).at("fix").text(), "nothing to do");
}

}  // namespace
}  // namespace cudacompat
