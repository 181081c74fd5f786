// Diagnostic (common/diagnostic.h) and the head of every command's --json (common/report_envelope.h).
#include "common/diagnostic.h"

#include <gtest/gtest.h>

#include <string>

#include "common/json_value.h"
#include "common/report_envelope.h"

namespace cudacompat {
namespace {

json::Document parsed(const json::Tree& tree) {
  Expected<json::Document> document = json::Document::parse(tree.dump(2));
  EXPECT_TRUE(document) << tree.dump(2);
  return std::move(document).value();
}

TEST(Diagnostic, WritesSeverityCodeAndMessageAndLeavesOutAnEmptyWhereAndFix) {
  json::Document document = parsed(to_json(Diagnostic::note("check-note", "macros set aside")));
  json::Value root = document.root();
  EXPECT_EQ(root.size(), 3u);
  EXPECT_EQ(root.find("severity")->text(), "note");
  EXPECT_EQ(root.find("code")->text(), "check-note");
  EXPECT_EQ(root.find("message")->text(), "macros set aside");
  EXPECT_FALSE(root.contains("where"));
  EXPECT_FALSE(root.contains("fix"));
}

TEST(Diagnostic, WritesWhereAndFixWhenTheyAreKnown) {
  json::Document document = parsed(
      to_json(Diagnostic::error("input-unreadable", "x.whl: No such file or directory", "x.whl", "build it first")));
  json::Value root = document.root();
  EXPECT_EQ(root.find("severity")->text(), "error");
  EXPECT_EQ(root.find("where")->text(), "x.whl");
  EXPECT_EQ(root.find("fix")->text(), "build it first");
}

TEST(Diagnostic, NamesEachSeverityAsTheSchemaDoes) {
  EXPECT_EQ(to_string(Diagnostic::Severity::kError), "error");
  EXPECT_EQ(to_string(Diagnostic::Severity::kWarning), "warning");
  EXPECT_EQ(to_string(Diagnostic::Severity::kNote), "note");
}

TEST(Diagnostic, KeepsTheMessagesInOrderForTheKeysThatListedStrings) {
  std::vector<Diagnostic> diagnostics{Diagnostic::error("a", "first"), Diagnostic::warning("b", "second")};
  EXPECT_EQ(messages(diagnostics), (std::vector<std::string>{"first", "second"}));
}

TEST(ReportEnvelope, NamesTheCommandsSchemaTheToolItsVersionAndTheDiagnosticsInOrder) {
  json::Document document = parsed(report_envelope(
      "pin-check", 1, {Diagnostic::error("entry-unreadable", "first"), Diagnostic::note("check-note", "second")}));
  json::Value root = document.root();
  EXPECT_EQ(root.find("schema")->text(), "cudacompat-pin-check/1");
  EXPECT_EQ(root.find("tool")->text(), "cudacompat");
  EXPECT_EQ(root.find("version")->text(), CUDACOMPAT_VERSION_STRING);
  std::vector<json::Value> items = root.find("diagnostics")->items();
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].find("message")->text(), "first");
  EXPECT_EQ(items[1].find("severity")->text(), "note");
}

TEST(ReportEnvelope, WritesBytesThatAreNotUtf8AsEscapesSoTheDocumentStillParses) {
  json::Document document = parsed(report_envelope("audit", 1, {Diagnostic::error("input-unreadable", "/opt/\xff")}));
  EXPECT_EQ(document.root().find("diagnostics")->items()[0].find("message")->text(), "/opt/\\xff");
}

}  // namespace
}  // namespace cudacompat
