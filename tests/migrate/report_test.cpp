// migrate's table and JSON (report.cpp) of a tree scan: a file scanned here with the real rules of
// 12.4 -> 13.0, beside a file no unit builds and a path that was skipped; and when the tree breaks.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "json_text.h"
#include "migrate/diagnostic_codes.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {

using testing::rules;

FileResult scanned(const std::string& file, const std::string& text, bool built = true) {
  FileResult result;
  result.file = file;
  result.kind = FileKind::kSource;
  result.scan = scan_text(file, text, FileKind::kSource, rules());
  result.built = built;
  return result;
}

// src/a.cu calls a removed function (--fix renames it); vendor/old.cu, which no unit includes, does
// too; a path that could not be read was skipped.
TreeScan tree() {
  TreeScan scan;
  scan.files.push_back(scanned("src/a.cu", "void f() {\n  cudaThreadSynchronize();\n}\n"));
  scan.files.push_back(scanned("vendor/old.cu", "void g() { cudaThreadSynchronize(); }\n", false));
  scan.skipped.push_back(Diagnostic::error(codes::kFileTooLarge, "is 70 MiB, over --max-file-size", "big.cu"));
  scan.lines = 4;
  scan.units = 1;
  return scan;
}

std::string table_of(const Report& report) {
  std::ostringstream out;
  write_table(out, report);
  return out.str();
}

json::Document json_of(const Report& report) {
  std::ostringstream out;
  write_json(out, report);
  return cudacompat::testing::parsed_json(out.str());
}

TEST(MigrateReportTable, WritesEachBuiltFindingWithWhatToDoAndSetsTheOthersApart) {
  const TreeScan scan = tree();
  ASSERT_EQ(scan.files[0].scan.findings.size(), 1u);
  const std::string table = table_of({rules(), scan});
  const std::string first = "src/a.cu:2:3: will-not-compile [removed-function] ";
  const auto at = table.find(first);
  ASSERT_EQ(at, 0u) << table;
  EXPECT_NE(table.find("    instead: cudaDeviceSynchronize\n"), std::string::npos) << table;
  EXPECT_NE(table.find("    --fix rewrites it\n"), std::string::npos) << table;
  EXPECT_NE(table.find("not built: 1 findings in 1 files that no translation unit here includes"), std::string::npos)
      << table;
  EXPECT_NE(table.find("\n  not built: vendor/old.cu:1:12: "), std::string::npos) << table;
  EXPECT_NE(table.find("big.cu: skipped: is 70 MiB, over --max-file-size\n"), std::string::npos) << table;
  EXPECT_TRUE(
      table.ends_with("CUDA 12.4 -> 13.0: 2 files, 4 lines scanned; 1 findings (1 will-not-compile); 1 more "
                      "in files not built; 1 skipped\n"))
      << table;
}

// With --fix, the table says what was fixed and what was left alone, instead of what --fix would do.
TEST(MigrateReportTable, WithFixSaysWhatWasFixedAndWhatWasLeftAlone) {
  const TreeScan scan = tree();
  FixResult fix;
  fix.fixed = {"src/a.cu"};
  fix.edits = 1;
  fix.not_fixed.push_back(Diagnostic::note("not-fixed", "not fixed: two fixes touch the same text", "src/b.cu"));
  const std::string table = table_of({rules(), scan, &fix});
  EXPECT_EQ(table.find("--fix rewrites it"), std::string::npos) << table;
  EXPECT_NE(table.find("src/a.cu: fixed\n"), std::string::npos) << table;
  EXPECT_NE(table.find("src/b.cu: not fixed: two fixes touch the same text\n"), std::string::npos) << table;
}

// What a build compiles breaks the tree; a deprecation, or a file nothing builds, does not.
TEST(MigrateReport, BreaksOnlyWhereABuiltFileHasMoreThanADeprecation) {
  TreeScan scan = tree();
  EXPECT_TRUE(breaks(scan));
  scan.files[0].built = false;
  EXPECT_FALSE(breaks(scan));
  scan.files[0].built = true;
  for (auto& f : scan.files[0].scan.findings) f.severity = Severity::kDeprecated;
  EXPECT_FALSE(breaks(scan));
}

TEST(MigrateReport, DiagnosticsAreTheSkippedPathsTheWarningsAndTheFilesLeftAloneInThatOrder) {
  TreeScan scan = tree();
  scan.files.push_back(scanned("src/open.cu", "#if 1\nint x;\n"));
  ASSERT_EQ(scan.files.back().scan.warnings.size(), 1u);
  FixResult fix;
  fix.not_fixed.push_back(Diagnostic::note("not-fixed", "not fixed: it changed while it was read", "src/c.cu"));
  const auto found = diagnostics({rules(), scan, &fix});
  ASSERT_EQ(found.size(), 3u);
  EXPECT_EQ(found[0].code, codes::kFileTooLarge);
  EXPECT_EQ(found[1].code, codes::kUnbalancedConditional);
  EXPECT_EQ(found[2].where, "src/c.cu");
  EXPECT_EQ(diagnostics({rules(), scan}).size(), 2u);
}

TEST(MigrateReportJson, PutsFindingsOfFilesNotBuiltApartAndSaysWhatEachNeeds) {
  TreeScan scan = tree();
  scan.files[0].scan.findings[0].condition = "GPU_TESTING";
  const auto document = json_of({rules(), scan});
  const auto root = document.root();
  EXPECT_EQ(root.at("schema").text(), "cudacompat-migrate/1");
  EXPECT_EQ(root.at("from").text(), "12.4");
  EXPECT_EQ(root.at("to").text(), "13.0");
  ASSERT_EQ(root.at("findings").size(), 1u);
  const auto finding = root.at("findings").item(0);
  EXPECT_EQ(finding.at("file").text(), "src/a.cu");
  EXPECT_EQ(finding.at("line").integer(), 2);
  EXPECT_EQ(finding.at("code").text(), "removed-function");
  EXPECT_TRUE(finding.at("fixable").boolean());
  EXPECT_TRUE(finding.at("shim").is_null());
  EXPECT_EQ(finding.at("conditional_on").text(), "GPU_TESTING");
  EXPECT_FALSE(finding.contains("dialect_of"));
  ASSERT_EQ(root.at("not_built").size(), 1u);
  EXPECT_EQ(root.at("not_built").item(0).at("file").text(), "vendor/old.cu");
  EXPECT_EQ(root.at("files_not_built").item(0).text(), "vendor/old.cu");
  EXPECT_EQ(root.at("skipped").item(0).at("file").text(), "big.cu");
  EXPECT_EQ(root.at("files_scanned").integer(), 2);
  EXPECT_EQ(root.at("lines_scanned").integer(), 4);
  EXPECT_FALSE(root.contains("fixed"));  // only with --fix
}

// Source is quoted as text: a byte that is not UTF-8 (a Latin-1 comment) is U+FFFD, not \xNN.
TEST(MigrateReportJson, WritesBytesThatAreNotUtf8AsTheReplacementCharacter) {
  TreeScan scan = tree();
  scan.files[0].scan.findings[0].what = "caf\xe9";
  const auto document = json_of({rules(), scan});
  EXPECT_EQ(document.root().at("findings").item(0).at("what").text(), "caf\xef\xbf\xbd");
}

}  // namespace
}  // namespace cudacompat::migrate
