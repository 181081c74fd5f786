// The audit's table, for people at a terminal: which artifacts get a row, the summary lines under
// it, the problems by kind, and nothing a file name holds can drive the terminal.
#include <gtest/gtest.h>

#include <sstream>

#include "audit/report.h"
#include "audit_command.h"
#include "hand_built_facts.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

TEST(AuditCommand, ExitsZeroAndPrintsATableForCleanInputs) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({fixture("libkernels.so").string()});
  ASSERT_TRUE(result.started) << result.failure;
  EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
  EXPECT_NE(result.output.find("libkernels.so"), std::string::npos);
  EXPECT_NE(result.output.find("sm_86"), std::string::npos);
  EXPECT_NE(result.output.find("580.65.06"), std::string::npos);  // libcudart.so.13, PTX ISA 9.0
}

std::string table_of(const AuditReport& report, const TableOptions& options = {}) {
  std::ostringstream out;
  write_table(out, report, judge(), options);
  return out.str();
}

TEST(AuditTable, ListsOnlyArtifactsWithCudaContentUnlessAskedForAll) {
  AlreadyRead files;
  files.add("libcuda_user.so", shared_library({"libcudart.so.13", "libcublasLt.so.13"}));
  files.add("libplain.so", shared_library({"libc.so.6"}));
  const AuditReport report = files.run();
  const std::string table = table_of(report);
  EXPECT_TRUE(says(table, {"libcuda_user.so", "cudart.13 cublasLt.13" /* the sonames, shortened */,
                           "(1 more artifact without CUDA libraries or GPU code; --all lists them)"}));
  EXPECT_TRUE(says_none_of(table, {"libplain.so"}));
  TableOptions all;
  all.all_files = true;
  const std::string everything = table_of(report, all);
  EXPECT_TRUE(says(everything, {"libplain.so"}));
  EXPECT_TRUE(says_none_of(everything, {"--all lists them"}));
}

TEST(AuditTable, NamesTheArtifactThatSetsTheMinimumDriverOrSaysThereIsNone) {
  AlreadyRead with_floor;
  with_floor.add("libold.so", shared_library({"libcudart.so.12"}));
  with_floor.add("libnew.so", shared_library({"libcudart.so.13"}));
  const AuditReport report = with_floor.run();
  const std::string table = table_of(report);
  EXPECT_TRUE(says(table, {"Minimum driver: " + report.min_driver->to_string() + ", set by libnew.so: "}));
  AlreadyRead without;
  without.add("libplain.so", shared_library());
  const std::string none = table_of(without.run());
  EXPECT_TRUE(says(none, {"Minimum driver: none found"}));
  EXPECT_TRUE(says_none_of(none, {"GPUs ("})) << "no GPU code, no GPU lines";
}

TEST(AuditTable, ListsTheGpusByHowTheArtifactsTogetherRunOnThem) {
  AlreadyRead files;
  ArtifactFacts sass_90 = shared_library({"libcudart.so.13"});
  add_entry(sass_90, EntryKind::kSass, 90);
  ArtifactFacts sass_120 = shared_library({"libcudart.so.13"});
  add_entry(sass_120, EntryKind::kSass, 120);
  add_entry(sass_120, EntryKind::kSass, 90);
  files.add("liba.so", sass_90);
  files.add("libb.so", sass_120);
  const std::string table = table_of(files.run());
  EXPECT_TRUE(says(table, {"GPUs (2 artifacts with GPU code, driver ", "sm_120: 1 of 2 run it; not liba.so"}));
}

TEST(AuditTable, PrintsWarningsErrorsAndViolationsUnderTheirHeadings) {
  AlreadyRead files;
  files.add("libx.so", shared_library({"libcudart.so.13", "libcuda.so.1"}));
  files.options.inputs.push_back("/nonexistent/libfoo.so");
  files.options.policy.forbid_libcuda = true;
  AuditReport report = files.run();
  const std::string table = table_of(report);
  EXPECT_TRUE(says(table, {"\nErrors:\n  ", "/nonexistent/libfoo.so",
                           "\nPolicy violations (1):\n  libx.so: forbid-libcuda: needs libcuda.so.1 directly"}));
  EXPECT_LT(table.find("Errors:"), table.find("Policy violations")) << "the view's order: errors, then violations";
  report.skip_unreadable = true;
  const std::string skipped = table_of(report);
  EXPECT_TRUE(says(skipped, {"Not read (skipped: --skip-unreadable):"}));
  EXPECT_TRUE(says_none_of(skipped, {"\nErrors:"}));
}

TEST(AuditTable, ColoursOnlyWhenAskedAndAFileNameCannotDriveTheTerminal) {
  AlreadyRead files;
  files.add("lib\x1b[2Jevil.so", shared_library({"libcudart.so.13"}));
  const AuditReport report = files.run();
  const std::string plain = table_of(report);
  EXPECT_TRUE(says_none_of(plain, {"\x1b"}));
  EXPECT_TRUE(says(plain, {"lib\\x1b[2Jevil.so"}));
  TableOptions colour;
  colour.color = true;
  const std::string coloured = table_of(report, colour);
  EXPECT_TRUE(says(coloured, {"\x1b[1mcudacompat audit\x1b[0m"}));
  EXPECT_FALSE(has(coloured, "\x1b[2J")) << "only the table's own colours, never the name's bytes";
}

TEST(AuditTable, ALongPathKeepsItsEndInTheFileColumn) {
  AlreadyRead files;
  const std::string name = std::string(60, 'd') + "_libkernels.so";
  files.add(name, shared_library({"libcudart.so.13"}));
  const std::string table = table_of(files.run());
  // The column is 48 characters wide: its row shows "~" and the last 47 of the name.
  EXPECT_TRUE(says(table, {"\nFILE" + std::string(44, ' ') + "  CUDA LIBRARIES",
                           "\n~" + name.substr(name.size() - 47) + "  cudart.13"}));
}

}  // namespace
}  // namespace cudacompat::audit
