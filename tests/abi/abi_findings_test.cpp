// abi-diff's slice of the one finding table (abi_findings.cpp): the codes --fail-on takes, and whom
// a finding breaks once reach (reach.h) has judged it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "abi/abi_findings.h"

namespace cudacompat::abi {
namespace {

std::vector<std::string> names_in(const std::string& list) {
  std::vector<std::string> names;
  for (std::size_t start = 0; start <= list.size();) {
    const auto comma = list.find(", ", start);
    names.push_back(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return names;
}

TEST(AbiFindings, EveryListedCodeParsesBackToTheCodeOfThatName) {
  const auto names = names_in(abi_code_list());
  ASSERT_GT(names.size(), 10u);
  for (const auto& name : names) {
    const auto code = parse_abi_code(name);
    ASSERT_TRUE(code.has_value()) << name;
    EXPECT_EQ(to_string(*code), name);
    EXPECT_EQ(info(*code).reporter, findings::Reporter::kAbiDiff) << name;
  }
}

// --fail-on of abi-diff takes abi-diff's codes only: the audit's and migrate's are another command's.
TEST(AbiFindings, RefusesCodesOtherCommandsReportAndNamesThatAreNoCode) {
  EXPECT_EQ(parse_abi_code("symbol-removed"), AbiCode::kSymbolRemoved);
  EXPECT_EQ(parse_abi_code("no-ptx"), std::nullopt);            // the audit's
  EXPECT_EQ(parse_abi_code("removed-function"), std::nullopt);  // migrate's
  EXPECT_EQ(parse_abi_code("Symbol-Removed"), std::nullopt);
  EXPECT_EQ(parse_abi_code(""), std::nullopt);
  for (const auto& name : names_in(abi_code_list())) EXPECT_NE(name, "no-ptx");
}

// A difference the table says breaks binaries breaks nobody once reach says why nobody built against it.
TEST(AbiFindings, AFindingWithAReasonItIsInformationalBreaksNobody) {
  AbiFinding finding{AbiCode::kSymbolRemoved, "lib/libx.so.1", "x_init", "x_init was removed", ""};
  EXPECT_EQ(finding.breaks(), info(AbiCode::kSymbolRemoved).breaks);
  EXPECT_NE(finding.breaks(), Breaks::kNone);
  finding.informational_because = "x_init is declared in none of the 3 headers OLD ships";
  EXPECT_EQ(finding.breaks(), Breaks::kNone);
}

}  // namespace
}  // namespace cudacompat::abi
