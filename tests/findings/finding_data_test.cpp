// findings.toml read into the finding table's rows (tool/findings/finding_data.cpp): the file the
// build embedded reads whole, and broken copies of it are refused with a message that names the
// line, the code and what was expected, so that a malformed file fails here and never at run time.
#include "findings/finding_data.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace cudacompat {
namespace {

using findings::FindingInfo;

TEST(FindingData, TheEmbeddedFileReadsWholeAndOutlivesTheMoveOfItsRows) {
  Expected<findings::FindingData> read = findings::read_finding_data(findings::kEmbeddedFindingTable);
  ASSERT_TRUE(read.ok()) << read.error().message;
  const findings::FindingData moved = std::move(read).value();  // the rows' views must survive a move
  ASSERT_EQ(moved.rows.size(), findings::finding_table().size());
  for (std::size_t i = 0; i < moved.rows.size(); ++i) {
    const FindingInfo& row = moved.rows[i];
    const FindingInfo& table = findings::finding_table()[i];
    EXPECT_EQ(row.code, table.code);
    EXPECT_EQ(row.name, table.name);
    EXPECT_EQ(row.summary, table.summary) << row.name;
    EXPECT_EQ(row.details, table.details) << row.name;
    EXPECT_EQ(row.fix, table.fix) << row.name;
    EXPECT_EQ(row.reporter, table.reporter) << row.name;
    EXPECT_EQ(row.warning, table.warning) << row.name;
    EXPECT_EQ(row.breaks, table.breaks) << row.name;
    EXPECT_EQ(row.input_error, table.input_error) << row.name;
    EXPECT_EQ(row.package_metadata, table.package_metadata) << row.name;
  }
}

// Expects read_finding_data to refuse the embedded file with `from` (which it holds) made `to`, in a
// message that says each of `says`.
void expect_refused(std::string_view from, std::string_view to, std::initializer_list<std::string_view> says) {
  std::string text = findings::kEmbeddedFindingTable;
  const std::size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << "the embedded file does not hold: " << from;
  text.replace(at, from.size(), to);
  Expected<findings::FindingData> read = findings::read_finding_data(text);
  ASSERT_FALSE(read.ok()) << "accepted with " << from << " made " << to;
  for (std::string_view part : says)
    EXPECT_NE(read.error().message.find(part), std::string::npos) << read.error().message;
}

TEST(FindingData, ARowWithoutAFieldItNeedsIsRefusedNamingTheFieldAndTheCode) {
  expect_refused("summary = \"no PTX: GPUs newer than its SASS cannot run it\"\n", "",
                 {"findings.toml:", "NoPtx", "no `summary`"});
}

TEST(FindingData, AnUnknownKeyIsRefused) {
  expect_refused("summary = \"no PTX", "sumary = \"no PTX", {"unknown key `sumary`"});
}

// pin --check's names are the requirement rules': the file holds only their prose.
TEST(FindingData, APinCheckRowThatNamesItselfIsRefused) {
  expect_refused("code = \"PinWrongMajor\"\n", "code = \"PinWrongMajor\"\nname = \"x\"\n",
                 {"PinWrongMajor", "unknown key `name`"});
}

TEST(FindingData, AValueOutsideItsChoicesIsRefused) {
  expect_refused("severity = \"warning\"", "severity = \"warn\"", {"expected one of warning, note"});
}

TEST(FindingData, ARowOfACodeTheEnumLacksIsRefused) {
  expect_refused("code = \"NoPtx\"", "code = \"NoSuchCode\"", {"`NoSuchCode`"});
}

TEST(FindingData, ASecondRowOfACodeIsRefused) {
  expect_refused("code = \"NoPtx\"", "code = \"ArchSpecificOnly\"", {"a second row of ArchSpecificOnly"});
}

TEST(FindingData, ACodeWithoutARowIsRefused) {
  std::string text = findings::kEmbeddedFindingTable;
  text.erase(text.rfind("[[finding]]"));  // the last row, ChosenVariantDoesNotRun's
  Expected<findings::FindingData> read = findings::read_finding_data(text);
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.error().message.find("no row of ChosenVariantDoesNotRun"), std::string::npos) << read.error().message;
}

TEST(FindingData, MalformedTomlIsRefusedWithItsLine) {
  const std::string text = std::string(findings::kEmbeddedFindingTable) + "\n[[finding]\n";
  Expected<findings::FindingData> read = findings::read_finding_data(text);
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().message.rfind("findings.toml:", 0), 0u) << read.error().message;
}

TEST(FindingData, AFlagThatIsNotTrueOrFalseIsRefused) {
  expect_refused("input-error = true", "input-error = \"yes\"", {"`input-error` is not true or false"});
}

TEST(FindingData, APackageMetadataFlagThatIsNotTrueOrFalseIsRefused) {
  expect_refused("package-metadata = true", "package-metadata = 1", {"`package-metadata` is not true or false"});
}

TEST(FindingData, AFlagAbsentFromARowIsFalse) {
  Expected<findings::FindingData> read = findings::read_finding_data(findings::kEmbeddedFindingTable);
  ASSERT_TRUE(read.ok()) << read.error().message;
  const auto no_ptx = std::find_if(read->rows.begin(), read->rows.end(),
                                   [](const FindingInfo& row) { return row.code == findings::FindingCode::kNoPtx; });
  ASSERT_NE(no_ptx, read->rows.end());
  EXPECT_FALSE(no_ptx->package_metadata);
  EXPECT_FALSE(no_ptx->input_error);
}

TEST(FindingData, AFieldThatIsNotAStringIsRefusedNamingIt) {
  expect_refused("summary = \"no PTX: GPUs newer than its SASS cannot run it\"", "summary = 3",
                 {"the row of NoPtx", "`summary` is not a string"});
}

TEST(FindingData, ARowWithoutACodeIsRefusedSayingWhatACodeIs) {
  expect_refused("code = \"NoPtx\"\n", "", {"a row whose `code` is missing or not a string", "FindingCode"});
}

TEST(FindingData, ATableOtherThanFindingRowsIsRefused) {
  const std::string text = std::string(findings::kEmbeddedFindingTable) + "\n[[rule]]\ncode = \"NoPtx\"\n";
  Expected<findings::FindingData> read = findings::read_finding_data(text);
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.error().message.find("`rule`: the file holds [[finding]] rows only"), std::string::npos)
      << read.error().message;
}

TEST(FindingData, AFileWithNoRowsIsRefused) {
  Expected<findings::FindingData> read = findings::read_finding_data("# nothing but a comment\n");
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().message, "findings.toml: no [[finding]] rows");
}

// The line a refusal names is the refused row's, counted in the text as given.
TEST(FindingData, TheLineARefusalNamesIsTheRowsOwn) {
  std::string text = findings::kEmbeddedFindingTable;
  const std::size_t summary = text.find("summary = \"no PTX");
  ASSERT_NE(summary, std::string::npos);
  text.replace(summary, 7, "sumary ");
  const std::size_t row = text.rfind("[[finding]]", summary);
  const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(row), '\n');
  Expected<findings::FindingData> read = findings::read_finding_data(text);
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().message.rfind("findings.toml:" + std::to_string(line) + ": the row of NoPtx", 0), 0u)
      << read.error().message;
}

}  // namespace
}  // namespace cudacompat
