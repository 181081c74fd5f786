// The enum-name table that every enum's to_string and parser reads (common/enum_names.h).

#include "common/enum_names.h"

#include <gtest/gtest.h>

namespace cudacompat {
namespace {

enum class Colour { kRed, kGreen, kBlue };
constexpr EnumName<Colour> kColourNames[] = {{Colour::kRed, "red"}, {Colour::kGreen, "green"}, {Colour::kBlue, "blue"}};

TEST(EnumNames, EachValueIsSpelledAsItsTableSaysAndParsesBack) {
  for (const auto& entry : kColourNames) {
    EXPECT_EQ(name_of(kColourNames, entry.value), entry.name);
    EXPECT_EQ(value_named(kColourNames, entry.name), entry.value);
  }
}

TEST(EnumNames, ANameTheTableLacksParsesToNothingAndCaseCounts) {
  EXPECT_FALSE(value_named(kColourNames, "purple").has_value());
  EXPECT_FALSE(value_named(kColourNames, "Red").has_value());
  EXPECT_FALSE(value_named(kColourNames, "").has_value());
}

TEST(EnumNames, AValueOutsideTheTableIsNamedUnknown) {
  EXPECT_EQ(name_of(kColourNames, static_cast<Colour>(7)), "unknown");
}

enum class Operator { kGreaterEqual, kGreater };
constexpr EnumName<Operator> kOperatorNames[] = {{Operator::kGreaterEqual, ">="}, {Operator::kGreater, ">"}};

TEST(EnumNames, AClauseIsReadAsTheFirstListedNameItStartsWithSoLongerSpellingsListedFirstWin) {
  const auto* found = name_at_start(kOperatorNames, ">=1.2");
  ASSERT_NE(found, nullptr);
  EXPECT_EQ(found->value, Operator::kGreaterEqual);
  EXPECT_EQ(name_at_start(kOperatorNames, ">1")->value, Operator::kGreater);
  EXPECT_EQ(name_at_start(kOperatorNames, "=1"), nullptr);
  EXPECT_EQ(name_at_start(kOperatorNames, ""), nullptr);
}

TEST(EnumNames, TheChoicesAreEveryNameInTableOrder) {
  EXPECT_EQ(names_in(kColourNames), (std::vector<std::string>{"red", "green", "blue"}));
}

// A table whose entries carry a property beside the name: every function reads it as it reads an
// EnumName table, and entry_of answers the property.
struct ColourInfo {
  Colour value;
  std::string_view name;
  bool primary_of_light;
};
constexpr ColourInfo kColourInfo[] = {
    {Colour::kRed, "red", true}, {Colour::kGreen, "green", false}, {Colour::kBlue, "blue", true}};

TEST(EnumNames, ATableThatCarriesMoreThanTheNameIsReadTheSameWay) {
  EXPECT_EQ(name_of(kColourInfo, Colour::kGreen), "green");
  EXPECT_EQ(value_named(kColourInfo, "blue"), Colour::kBlue);
  EXPECT_EQ(names_in(kColourInfo), (std::vector<std::string>{"red", "green", "blue"}));
  EXPECT_EQ(name_at_start(kColourInfo, "redish")->value, Colour::kRed);
}

TEST(EnumNames, EachValuesEntryCarriesItsPropertyAndAValueOutsideTheTableHasNone) {
  ASSERT_NE(entry_of(kColourInfo, Colour::kRed), nullptr);
  EXPECT_TRUE(entry_of(kColourInfo, Colour::kRed)->primary_of_light);
  EXPECT_FALSE(entry_of(kColourInfo, Colour::kGreen)->primary_of_light);
  EXPECT_EQ(entry_of(kColourInfo, static_cast<Colour>(7)), nullptr);
  EXPECT_EQ(name_of(kColourInfo, static_cast<Colour>(7)), "unknown");
}

// Both directions are constexpr, so a table can be checked where it is written.
static_assert(name_of(kColourNames, Colour::kGreen) == "green");
static_assert(*value_named(kColourNames, "blue") == Colour::kBlue);
static_assert(entry_of(kColourInfo, Colour::kBlue)->primary_of_light);

}  // namespace
}  // namespace cudacompat
