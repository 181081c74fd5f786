// abi-diff's table and JSON (report.cpp) of a comparison made here: findings grouped by file, the
// informational ones with their reason, the consumers' verdicts, and the counts the summary gives.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "abi/report.h"
#include "compared_trees.h"
#include "json_text.h"

namespace cudacompat::abi {
namespace {

// OLD holds a library and an extension module; NEW the library only. Three findings (one
// informational), and three consumers: one imports, one fails, one could not be read.
Compared compared() {
  Compared c;
  c.old_tree.input = "old/x-1.whl";
  c.old_tree.format = TreeFormat::kWheel;
  c.new_tree.input = "new/x-2.whl";
  c.new_tree.format = TreeFormat::kWheel;
  TreeFile library;
  library.kind = TreeFile::Kind::kElf;
  TreeFile module;
  module.kind = TreeFile::Kind::kElf;
  module.capi.module_init = "m";
  module.capi.export_calls = 2;
  module.capi.exports = {{"f", "int (int)"}, {"g", "void (void)"}};
  c.old_tree.files.emplace("lib/libx.so.1", library);
  c.old_tree.files.emplace("pkg/m.cpython-312-x86_64-linux-gnu.so", module);
  c.new_tree.files.emplace("lib/libx.so.1", library);
  c.diff.pairs = {{"lib/libx.so.1", "lib/libx.so.1"}};
  c.diff.findings = {
      {AbiCode::kDependencyMajorChanged, "", "cuda-runtime", "cuda-runtime 12 -> 13", ""},
      {AbiCode::kSymbolRemoved, "lib/libx.so.1", "x_gone", "x_gone was removed", ""},
      {AbiCode::kSymbolRemoved, "lib/libx.so.1", "x_hidden", "x_hidden was removed", "no header declares it"},
  };
  c.diff.consumers = {
      {"ok.so", ConsumerVerdict::Outcome::kImports, "", {{"pkg.m", 2, true, "", {}}, {"pkg", 0, true, "", {}}}},
      {"broken.so", ConsumerVerdict::Outcome::kFails, "ModuleNotFoundError: No module named 'pkg.m'", {}},
      {"bad.so", ConsumerVerdict::Outcome::kUnreadable, "could not read its imports: truncated", {}},
  };
  return c;
}

std::string table_of(const Compared& c) {
  std::ostringstream out;
  write_table(out, c.old_tree, c.new_tree, c.diff);
  return out.str();
}

TEST(AbiReportTable, GroupsFindingsByFileAndCountsWhomTheyBreak) {
  ASSERT_EQ(info(AbiCode::kSymbolRemoved).breaks, Breaks::kBinary);  // what the counts below rest on
  ASSERT_EQ(info(AbiCode::kDependencyMajorChanged).breaks, Breaks::kBinary);
  const std::string table = table_of(compared());
  EXPECT_TRUE(table.starts_with("OLD old/x-1.whl (wheel, 2 files)\nNEW new/x-2.whl (wheel, 1 files)\n1 files paired\n"))
      << table;
  EXPECT_NE(table.find("\n(package)\n"), std::string::npos) << table;  // a finding about no file
  const auto group = table.find("\nlib/libx.so.1\n");
  ASSERT_NE(group, std::string::npos) << table;
  EXPECT_EQ(table.find("\nlib/libx.so.1\n", group + 1), std::string::npos) << "two findings, one group:\n" << table;
  EXPECT_NE(table.find("x_gone was removed\n"), std::string::npos) << table;
  EXPECT_NE(table.find("  none    symbol-removed"), std::string::npos) << table;
  EXPECT_NE(table.find("x_hidden was removed [informational: no header declares it]\n"), std::string::npos) << table;
  EXPECT_TRUE(table.ends_with("\n3 findings: 2 break binary consumers, 0 break source consumers, 1 informational\n"))
      << table;
}

TEST(AbiReportTable, ListsWhatEachConsumerImportsOrWhyItDoesNot) {
  const std::string table = table_of(compared());
  EXPECT_NE(table.find("\nconsumers (built against OLD, imported against NEW)\n"), std::string::npos) << table;
  EXPECT_NE(table.find("  imports    ok.so: imports pkg.m (2 C functions), pkg\n"), std::string::npos) << table;
  EXPECT_NE(table.find("  fails      broken.so: ModuleNotFoundError: No module named 'pkg.m'\n"), std::string::npos)
      << table;
  // Without consumers the section is not there at all.
  Compared none = compared();
  none.diff.consumers.clear();
  EXPECT_EQ(table_of(none).find("\nconsumers ("), std::string::npos);
}

// Names come from the package: an escape sequence in one is shown, not sent to the terminal.
TEST(AbiReportTable, WritesNoControlCharacterAPackagesNamesHold) {
  Compared c = compared();
  c.old_tree.input = "old/\x1b[31mx.whl";
  c.diff.findings[1].file = "lib/\x1b]0;title\x07libx.so";
  const std::string table = table_of(c);
  EXPECT_EQ(table.find('\x1b'), std::string::npos) << table;
  EXPECT_EQ(table.find('\x07'), std::string::npos) << table;
}

TEST(AbiReportJson, CarriesBothSidesTheFindingsTheConsumersAndTheSummary) {
  const Compared c = compared();
  std::ostringstream out;
  write_json(out, c.old_tree, c.new_tree, c.diff);
  const auto document = testing::parsed_json(out.str());
  const auto root = document.root();
  EXPECT_EQ(root.at("schema").text(), "cudacompat-abi-diff/1");
  EXPECT_EQ(root.at("old").at("files").integer(), 2);
  EXPECT_EQ(root.at("new").at("format").text(), "wheel");
  const auto capi = root.at("old").at("capi");
  ASSERT_EQ(capi.size(), 1u);  // the library is no extension module
  EXPECT_EQ(capi.item(0).at("module").text(), "pkg.m");
  EXPECT_EQ(capi.item(0).at("exports_read").integer(), 2);
  EXPECT_EQ(capi.item(0).at("functions").item(1).at("signature").text(), "void (void)");
  const auto findings = root.at("findings");
  ASSERT_EQ(findings.size(), 3u);
  EXPECT_FALSE(findings.item(1).contains("table_breaks"));
  EXPECT_EQ(findings.item(2).at("breaks").text(), "none");
  EXPECT_EQ(findings.item(2).at("table_breaks").text(), "binary");
  EXPECT_EQ(findings.item(2).at("informational_because").text(), "no header declares it");
  const auto consumers = root.at("consumers");
  ASSERT_EQ(consumers.size(), 3u);
  EXPECT_TRUE(consumers.item(0).at("satisfied").boolean());
  EXPECT_EQ(consumers.item(0).at("functions").integer(), 2);
  EXPECT_EQ(consumers.item(2).at("verdict").text(), "unreadable");
  EXPECT_FALSE(consumers.item(2).at("satisfied").boolean());
  EXPECT_EQ(root.at("summary").at("binary").integer(), 2);
  EXPECT_EQ(root.at("summary").at("informational").integer(), 1);
}

// A consumer whose imports could not be read is an error of the run: nothing is promised for it.
TEST(AbiReportJson, AnUnreadableConsumerIsTheOnlyDiagnostic) {
  const auto found = diagnostics(compared().diff);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Diagnostic::Severity::kError);
  EXPECT_EQ(found[0].code, "consumer-unreadable");
  EXPECT_EQ(found[0].where, "bad.so");
  EXPECT_EQ(found[0].message, "could not read its imports: truncated");
}

}  // namespace
}  // namespace cudacompat::abi
