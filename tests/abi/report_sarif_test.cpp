// abi-diff as SARIF (report_sarif.cpp): where each result is (the release that has the file, the
// path inside it, the symbol) and at what level (a note for what breaks nobody).
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include "abi/report.h"
#include "compared_trees.h"
#include "json_text.h"

namespace cudacompat::abi {
namespace {

// x.so is in both releases, gone.so only in OLD.
Compared compared(TreeFormat format) {
  Compared c;
  c.old_tree.input = "/releases/old";
  c.new_tree.input = "/releases/new";
  c.old_tree.format = c.new_tree.format = format;
  c.old_tree.files.emplace("lib/x.so", TreeFile{});
  c.old_tree.files.emplace("lib/gone.so", TreeFile{});
  c.new_tree.files.emplace("lib/x.so", TreeFile{});
  c.diff.findings = {
      {AbiCode::kFileRemoved, "lib/gone.so", "", "lib/gone.so was removed", ""},
      {AbiCode::kSymbolRemoved, "lib/x.so", "x_init", "x_init was removed", ""},
      {AbiCode::kSymbolRemoved, "lib/x.so", "x_hidden", "x_hidden was removed", "no header declares it"},
  };
  return c;
}

TEST(AbiReportSarif, LocatesEachFindingInTheReleaseThatHasTheFileAndNamesTheSymbolInside) {
  const Compared c = compared(TreeFormat::kWheel);
  const sarif::Run run = sarif_run(c.old_tree, c.new_tree, c.diff, "1.2.3");
  EXPECT_EQ(run.reporter, findings::Reporter::kAbiDiff);
  EXPECT_EQ(run.tool_version, "1.2.3");
  ASSERT_EQ(run.results.size(), 3u);
  const auto& removed = run.results[0].locations.at(0);
  EXPECT_EQ(removed.path, "/releases/old");  // NEW no longer has it
  EXPECT_EQ(removed.logical_name, "lib/gone.so");
  EXPECT_EQ(removed.logical_kind, "module");
  const auto& symbol = run.results[1].locations.at(0);
  EXPECT_EQ(symbol.path, "/releases/new");
  EXPECT_EQ(symbol.logical_name, "lib/x.so::x_init");
  EXPECT_EQ(symbol.logical_kind, "member");
}

// A breaking difference is at its code's level; one that breaks nobody is a note that says why.
TEST(AbiReportSarif, AnInformationalFindingIsANoteWithItsReason) {
  const Compared c = compared(TreeFormat::kWheel);
  const sarif::Run run = sarif_run(c.old_tree, c.new_tree, c.diff, "1.2.3");
  ASSERT_EQ(run.results.size(), 3u);
  EXPECT_EQ(run.results[1].level, sarif::default_level(info(AbiCode::kSymbolRemoved)));
  EXPECT_NE(run.results[1].level, sarif::Level::kNote);
  EXPECT_EQ(run.results[1].message, "x_init was removed");
  EXPECT_EQ(run.results[2].level, sarif::Level::kNote);
  EXPECT_EQ(run.results[2].message, "x_hidden was removed (informational: no header declares it)");
}

// A release given as a directory has real files: the location is the file, the symbol its logical name.
TEST(AbiReportSarif, AFileOfADirectoryIsARealPath) {
  const Compared c = compared(TreeFormat::kDirectory);
  const sarif::Run run = sarif_run(c.old_tree, c.new_tree, c.diff, "1.2.3");
  ASSERT_EQ(run.results.size(), 3u);
  EXPECT_EQ(run.results[0].locations.at(0).path, (std::filesystem::path("/releases/old") / "lib/gone.so").string());
  EXPECT_EQ(run.results[0].locations.at(0).logical_name, "");
  EXPECT_EQ(run.results[1].locations.at(0).path, (std::filesystem::path("/releases/new") / "lib/x.so").string());
  EXPECT_EQ(run.results[1].locations.at(0).logical_name, "x_init");
}

TEST(AbiReportSarif, WritesOneSarifResultPerFindingWithItsRule) {
  const Compared c = compared(TreeFormat::kWheel);
  std::ostringstream out;
  write_sarif(out, c.old_tree, c.new_tree, c.diff, "1.2.3");
  const auto log = testing::parsed_json(out.str());
  const auto results = log.root().at("runs").item(0).at("results");
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results.item(0).at("ruleId").text(), "file-removed");
  EXPECT_EQ(results.item(2).at("level").text(), "note");
}

}  // namespace
}  // namespace cudacompat::abi
