// The one table of finding codes (tool/findings): every code has one row that names it, every name
// can be typed back to its code for the subcommand that reports it, and every code's reference is a
// page of the site's finding reference that exists in this tree. Reading the rows from findings.toml
// is finding_data_test.cpp's.
#include "findings/findings.h"

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <map>
#include <set>
#include <string>

namespace cudacompat {
namespace {

using findings::FindingCode;
using findings::FindingInfo;
using findings::Reporter;

bool kebab_case(std::string_view name) {
  if (name.empty() || name.front() == '-' || name.back() == '-') return false;
  for (char c : name) {
    if (!(std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '-'))
      return false;
  }
  return name.find("--") == std::string_view::npos;
}

TEST(FindingTable, EveryRowIsTheOneInfoReturnsForItsCode) {
  ASSERT_FALSE(findings::finding_table().empty());
  for (const FindingInfo& row : findings::finding_table()) {
    EXPECT_EQ(&findings::info(row.code), &row) << row.name << " has a second row";
    EXPECT_EQ(findings::to_string(row.code), row.name);
  }
}

TEST(FindingTable, NamesAreKebabCaseAndUniqueWithinTheirReporter) {
  std::map<Reporter, std::set<std::string_view>> seen;
  for (const FindingInfo& row : findings::finding_table()) {
    EXPECT_TRUE(kebab_case(row.name)) << "'" << row.name << "' is not kebab-case";
    EXPECT_TRUE(seen[row.reporter].insert(row.name).second)
        << row.name << " twice for " << findings::command_of(row.reporter);
    EXPECT_FALSE(row.summary.empty()) << row.name << " has no summary";
  }
}

TEST(ParseFindingCode, FindsEveryCodeByItsNameForItsOwnReporterOnly) {
  for (const FindingInfo& row : findings::finding_table()) {
    EXPECT_EQ(findings::parse_finding_code(row.name, row.reporter), row.code) << row.name;
    // audit --fail-on does not take another subcommand's codes, unless the audit has one of that name.
    if (row.reporter != Reporter::kAudit && !findings::parse_finding_code(row.name, Reporter::kAudit)) {
      EXPECT_EQ(findings::parse_finding_code(row.name), std::nullopt);
    }
  }
  EXPECT_EQ(findings::parse_finding_code("no-such-finding"), std::nullopt);
}

TEST(CodeList, ListsEveryCodeOfTheReporterAndNoOther) {
  for (Reporter reporter : {Reporter::kAudit, Reporter::kAbiDiff, Reporter::kPin, Reporter::kAuditPolicy,
                            Reporter::kMigrate, Reporter::kGate, Reporter::kDoctor}) {
    std::string expected;
    for (const FindingInfo& row : findings::finding_table()) {
      if (row.reporter != reporter) continue;
      expected += (expected.empty() ? "" : ", ") + std::string(row.name);
    }
    EXPECT_EQ(findings::code_list(reporter), expected) << findings::command_of(reporter);
  }
}

TEST(Diagnostic, TakesItsCodeSeverityAndFixFromItsRowUnlessGivenAFix) {
  for (const FindingInfo& row : findings::finding_table()) {
    const Diagnostic made = findings::diagnostic(row.code, "m", "x.so");
    EXPECT_EQ(made.code, row.name);
    EXPECT_EQ(made.message, "m");
    EXPECT_EQ(made.where, "x.so");
    EXPECT_EQ(made.fix, row.fix) << row.name;
    const Diagnostic::Severity expected = row.input_error || row.reporter == Reporter::kDoctor
                                              ? Diagnostic::Severity::kError
                                          : row.warning ? Diagnostic::Severity::kWarning
                                                        : Diagnostic::Severity::kNote;
    EXPECT_EQ(made.severity, expected) << row.name;
  }
  EXPECT_EQ(findings::diagnostic(FindingCode::kLibraryNotFound, "m", "", "pip install x").fix, "pip install x");
  // Every doctor code is an error: a reason a thing will not run here, or an input not read.
  EXPECT_EQ(findings::diagnostic(FindingCode::kNoDriver, "m").severity, Diagnostic::Severity::kError);
}

TEST(Reporters, EachReporterHasOneEntryOfItsOwnName) {
  std::set<std::string_view> names;
  for (Reporter reporter : {Reporter::kAudit, Reporter::kAbiDiff, Reporter::kPin, Reporter::kAuditPolicy,
                            Reporter::kMigrate, Reporter::kGate, Reporter::kDoctor}) {
    const findings::ReporterInfo* entry = entry_of(findings::kReporterInfo, reporter);
    ASSERT_NE(entry, nullptr);
    EXPECT_TRUE(names.insert(entry->name).second) << entry->name;
  }
  EXPECT_EQ(names.size(), std::size(findings::kReporterInfo));
}

TEST(Reporters, ThePoliciesAreTheAuditsAndPinCheckIsTypedWithItsOption) {
  EXPECT_EQ(findings::command_of(Reporter::kAuditPolicy), "audit");
  EXPECT_EQ(findings::command_of(Reporter::kPin), "pin --check");
  EXPECT_EQ(findings::command_of(Reporter::kDoctor), "doctor");
}

TEST(FindingTable, OnlyTheAuditsCodesAreAboutPackageMetadata) {
  std::size_t flagged = 0;
  for (const FindingInfo& row : findings::finding_table()) {
    EXPECT_EQ(findings::is_package_metadata_finding(row.code), row.package_metadata) << row.name;
    if (!row.package_metadata) continue;
    ++flagged;
    EXPECT_EQ(row.reporter, Reporter::kAudit) << row.name;
  }
  EXPECT_TRUE(findings::is_package_metadata_finding(FindingCode::kRecordMismatch));
  EXPECT_FALSE(findings::is_package_metadata_finding(FindingCode::kNoPtx));
  EXPECT_GT(flagged, 1u);
}

TEST(ReferencePath, IsAPageOfTheFindingReferenceInThisTreeAtTheCodesAnchor) {
  for (const FindingInfo& row : findings::finding_table()) {
    const std::string path = findings::reference_path(row);
    const std::size_t hash = path.find('#');
    ASSERT_NE(hash, std::string::npos) << path;
    EXPECT_EQ(path.substr(hash + 1), row.name);
    EXPECT_EQ(path.rfind("docs/reference/findings/", 0), 0u) << path;
    const std::filesystem::path page = std::filesystem::path(CUDACOMPAT_SOURCE_DIR) / path.substr(0, hash);
    EXPECT_TRUE(std::filesystem::exists(page)) << row.name << ": " << page << " does not exist";
  }
}

constexpr std::size_t kCodeCount = static_cast<std::size_t>(FindingCode::kChosenVariantDoesNotRun) + 1;

TEST(FindingTable, EveryCodeOfTheEnumHasExactlyOneRow) {
  EXPECT_EQ(findings::finding_table().size(), kCodeCount);
  for (std::size_t code = 0; code < kCodeCount; ++code) {
    std::size_t rows = 0;
    for (const FindingInfo& row : findings::finding_table()) rows += static_cast<std::size_t>(row.code) == code;
    EXPECT_EQ(rows, 1u) << "FindingCode " << code;
  }
}

}  // namespace
}  // namespace cudacompat
