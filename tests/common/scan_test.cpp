// The scanning primitives that replace std::regex in the configure-time tool (common/scan.h).
#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>

#include "common/scan.h"

namespace cudacompat::scan {
namespace {

// A text, the position a scan starts at, and the position it should stop at.
struct ScanCase {
  std::string_view text;
  std::size_t from;
  std::size_t end;
};

// Checks that `scanner(text, from)` stops where each case says.
template <class Scan>
void expect_scans(Scan scanner, std::initializer_list<ScanCase> cases) {
  for (const ScanCase& c : cases) EXPECT_EQ(scanner(c.text, c.from), c.end) << '"' << c.text << "\" from " << c.from;
}

TEST(Scan, TreatsExactlyTheSixCharactersOfRegexBackslashSAsSpaces) {
  for (char c : std::string(" \t\n\v\f\r")) EXPECT_TRUE(is_space(c)) << int(c);
  for (char c : std::string("a0_\b\x0e\x1f\x7f\xa0", 8)) EXPECT_FALSE(is_space(c)) << int(c);
  EXPECT_TRUE(is_blank(' '));
  EXPECT_TRUE(is_blank('\t'));
  EXPECT_FALSE(is_blank('\n'));
  EXPECT_FALSE(is_blank('\r'));
}

TEST(Scan, ReadsTheDigitsAfterAPrefixAndStopsAtTheFirstNonDigit) {
  EXPECT_EQ(digits_after("cuda-12.4", 0, "cuda-"), "12");
  EXPECT_EQ(digits_after("x cu130a", 2, "cu"), "130");
  EXPECT_EQ(digits_after("cuda-x", 0, "cuda-"), "");
  EXPECT_EQ(digits_after("cud", 0, "cuda-"), "");
  EXPECT_EQ(digits_after("cuda-12", 1, "cuda-"), "");
  EXPECT_EQ(digits_after("cuda-12", 99, "cuda-"), "");
  expect_scans(end_of_digits, {{"123abc", 0, 3}, {"abc", 0, 0}, {"a1", 1, 2}});
}

TEST(Scan, SkipsSpacesOrOnlyBlanksAndReturnsWhereTheyEnd) {
  expect_scans(skip_spaces, {{" \t\n\v\f\rx", 0, 6}, {"x  ", 1, 3}, {"x", 0, 0}});
  expect_scans(skip_blanks, {{" \t\nx", 0, 2}, {"", 0, 0}});
}

TEST(Scan, TrimsTheSpacesAroundTextAndKeepsThoseInside) {
  EXPECT_EQ(trim(" \t int  x ;\r\n"), "int  x ;");
  EXPECT_EQ(trim("x"), "x");
  EXPECT_EQ(trim(" \n\v\f "), "");
  EXPECT_EQ(trim(""), "");
  EXPECT_EQ(trim("\xa0x\xa0"), "\xa0x\xa0");  // not a space in the C locale
}

TEST(Scan, ReadsAnIdentifierThatStartsWithALetterOrUnderscore) {
  expect_scans(
      end_of_identifier,
      {{"CICC_PATH/cicc", 0, 9}, {"$_x9=1", 1, 4}, {"9x", 0, 0}, {"-x", 0, 0}, {"ab", 2, 2}, {"Zz_09-", 0, 5}});
}

TEST(Scan, FindsALiteralOnlyExactlyAtTheGivenPosition) {
  EXPECT_EQ(after_literal("exec /x", 0, "exec"), 4u);
  EXPECT_EQ(after_literal("  exec", 2, "exec"), 6u);
  EXPECT_EQ(after_literal("  exec", 1, "exec"), std::string_view::npos);
  EXPECT_EQ(after_literal("exe", 0, "exec"), std::string_view::npos);
  EXPECT_EQ(after_literal("x", 5, ""), std::string_view::npos);
  EXPECT_EQ(after_literal("x", 1, ""), 1u);
}

TEST(Scan, ReadsANumberOnlyWhenItIsWholeAndFitsTheType) {
  EXPECT_EQ(scan::to_number("12"), 12);
  EXPECT_EQ(scan::to_number("-7"), -7);
  EXPECT_EQ(scan::to_number<long>("9999999999"), 9999999999L);
  for (const char* text : {"", "-", "1-2", "12a", " 12", "+12", "99999999999"})
    EXPECT_FALSE(scan::to_number(text)) << '"' << text << '"';
}

TEST(Scan, SplitsOnRunsOfAnySeparatorAndLeavesOutEmptyPieces) {
  EXPECT_EQ(split_on_any("80;;90, 100", ";, "), (std::vector<std::string>{"80", "90", "100"}));
  EXPECT_EQ(split_on_any(";,80 ", ";, "), (std::vector<std::string>{"80"}));
  EXPECT_EQ(split_on_any("80\t90", ";, "), (std::vector<std::string>{"80\t90"}));
  EXPECT_TRUE(split_on_any("", ";, ").empty());
  EXPECT_TRUE(split_on_any(" ;, ", ";, ").empty());
}

TEST(Scan, ScansEightMebibytesWithoutAMatchAndFindsOneAtTheEnd) {
  // std::regex recursed once per character here and overflowed the stack; these are plain loops.
  std::string text(8u << 20, ' ');
  EXPECT_EQ(skip_spaces(text, 0), text.size());
  EXPECT_EQ(digits_after(text, text.size(), "cu"), "");
  text += "cu12";
  size_t end = skip_spaces(text, 0);
  EXPECT_EQ(end, 8u << 20);
  EXPECT_EQ(digits_after(text, end, "cu"), "12");
  std::string digits(8u << 20, '7');
  EXPECT_EQ(end_of_digits(digits + "x", 0), digits.size());
  EXPECT_EQ(end_of_identifier("_" + digits, 0), digits.size() + 1);
  EXPECT_EQ(split_on_any(text, " ").size(), 1u);
}

}  // namespace
}  // namespace cudacompat::scan
