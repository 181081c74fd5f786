#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "requirements/pep440.h"
#include "requirements_test_support.h"

namespace cudacompat::requirements {
namespace {

using testing::expect_membership;
using testing::expect_refused;

Pep440Version version(const char* text) { return testing::parsed<Pep440Version>(text); }

Pep440Specifier specifier(const char* text) { return testing::parsed<Pep440Specifier>(text); }

bool contains(const char* spec, const char* v) { return specifier(spec).contains(version(v)); }

std::vector<std::string> filtered(const char* spec, const std::vector<const char*>& versions) {
  std::vector<Pep440Version> parsed;
  for (const char* v : versions) parsed.push_back(version(v));
  std::vector<std::string> admitted;
  for (const auto& v : specifier(spec).filter(parsed)) admitted.push_back(v.to_string());
  return admitted;
}

TEST(Pep440Version, NormalisesEverySpellingAsPackagingDoes) {
  EXPECT_EQ(version("1.0-alpha1").to_string(), "1.0a1");
  EXPECT_EQ(version("1.0.post-1").to_string(), "1.0.post1");
  EXPECT_EQ(version("v1.0").to_string(), "1.0");
  EXPECT_EQ(version("1.0_RC2").to_string(), "1.0rc2");
  EXPECT_EQ(version("1.0-1").to_string(), "1.0.post1");
  EXPECT_EQ(version("1.0.preview.3").to_string(), "1.0rc3");
  EXPECT_EQ(version("1.0c").to_string(), "1.0rc0");
  EXPECT_EQ(version("1.0rev").to_string(), "1.0.post0");
  EXPECT_EQ(version("1.0DEV").to_string(), "1.0.dev0");
  EXPECT_EQ(version("  01!02.0010+UbUntu-007.b ").to_string(), "1!2.10+ubuntu.7.b");
}

TEST(Pep440Version, RejectsTextThatIsNoVersionNamingTheInput) {
  for (const char* bad : {"", "1.", ".1", "1..2", "1.0+", "1.0.*", "foo", "1.0 a1", "1.0-", "1.0+local+x", "v", "1!"})
    expect_refused<Pep440Version>(bad);
}

TEST(Pep440Version, RejectsNumbersBeyond64BitsWhichPackagingWouldAccept) {
  EXPECT_TRUE(Pep440Version::parse("18446744073709551615"));
  auto v = Pep440Version::parse("1.18446744073709551616");
  ASSERT_FALSE(v);
  EXPECT_NE(v.error().message.find("exceeds"), std::string::npos) << v.error().message;
}

TEST(Pep440Version, OrdersDevBeforePreBeforeReleaseBeforePost) {
  std::vector<const char*> ascending = {"1.0.dev0",  "1.0a1.dev1", "1.0a1",   "1.0a1.post1", "1.0b1",
                                        "1.0rc1",    "1.0",        "1.0+abc", "1.0+1",       "1.0.post1.dev1",
                                        "1.0.post1", "1.1",        "1!0.1"};
  for (std::size_t i = 0; i + 1 < ascending.size(); ++i)
    EXPECT_LT(version(ascending[i]), version(ascending[i + 1])) << ascending[i] << " < " << ascending[i + 1];
}

TEST(Pep440Version, IgnoresTrailingZerosOfTheRelease) {
  EXPECT_EQ(version("1.0"), version("1.0.0"));
  EXPECT_EQ(version("12"), version("12.0.0.0"));
  EXPECT_NE(version("1.0"), version("1.0.1"));
  EXPECT_EQ(version("1.0+cu124"), version("1.0.0+CU124"));
}

TEST(Pep440Version, ComparesLocalLabelsLettersBeforeNumbers) {
  EXPECT_LT(version("1.0+abc"), version("1.0+5"));
  EXPECT_LT(version("1.0+5"), version("1.0+10"));
  EXPECT_LT(version("1.0+abc"), version("1.0+abc.1"));
}

TEST(Pep440Specifier, AdmitsCudaPython1261UnderItsMajorRange) {
  // cuda-python>=12.0,<13
  expect_membership(contains, ">=12.0,<13", {"12.6.1", "12.0"}, {"13.0", "11.8.7"});
}

TEST(Pep440Specifier, ExcludesAVersionNamedByNotEqual) {
  expect_membership(contains, ">=12.0,<13.0a0,!=12.6.1", {"12.6.2"}, {"12.6.1", "12.6.1+local"});
}

TEST(Pep440Specifier, LessThanAReleaseExcludesItsPreReleases) {
  expect_membership(contains, "<13", {"12.9"}, {"13.0rc1", "13.0.dev0"});
  // A pre-release bound admits what sorts before it.
  expect_membership(contains, "<13.0a0", {"13.0.dev0"}, {"13.0a0"});
}

TEST(Pep440Specifier, GreaterThanAReleaseExcludesItsPostAndLocalReleases) {
  expect_membership(contains, ">1.0", {"1.0.1"}, {"1.0.post1", "1.0+local"});
  expect_membership(contains, ">1.0.post1", {"1.0.post2"}, {"1.0.post1+local"});
}

TEST(Pep440Specifier, PrefixMatchPadsWithZeros) {
  expect_membership(contains, "==12.*", {"12.6.1", "12.0rc1"}, {"13.0"});
  EXPECT_TRUE(contains("==12.0.*", "12"));
  expect_membership(contains, "!=1.3.*", {"1.4"}, {"1.3.0.1"});
}

TEST(Pep440Specifier, EqualityWithoutALocalLabelAdmitsLocalBuilds) {
  EXPECT_TRUE(contains("==1.0", "1.0+cu124"));
  expect_membership(contains, "==1.0+cu124", {"1.0.0+CU124"}, {"1.0", "1.0+cu118"});
}

TEST(Pep440Specifier, CompatibleReleaseDropsTheLastNumber) {
  expect_membership(contains, "~=1.4.2", {"1.4.9"}, {"1.5", "1.4.1"});
  expect_membership(contains, "~=2.2", {"2.9"}, {"3.0"});
}

TEST(Pep440Specifier, ArbitraryEqualityComparesTheTextCaseInsensitively) {
  auto spec = specifier("===Foo-1");
  EXPECT_TRUE(spec.contains(std::string_view("foo-1")));
  EXPECT_FALSE(spec.contains(std::string_view("foo-2")));
  EXPECT_TRUE(specifier("===1.0").contains(version("v1.0")));  // a Version compares as it prints
  EXPECT_FALSE(specifier("===1.0").contains(std::string_view("v1.0")));
}

TEST(Pep440Specifier, ContainsAdmitsALonePreReleaseAsPackaging26Does) {
  EXPECT_TRUE(contains(">=12.0", "12.9rc1"));
  EXPECT_FALSE(specifier(">=12.0").contains(version("12.9rc1"), false));
  EXPECT_TRUE(specifier(">=12.0").contains(version("12.9rc1"), true));
}

TEST(Pep440Specifier, ExcludesAPreReleaseFromAListUnlessTheSetNamesOne) {
  EXPECT_EQ(filtered(">=12.0", {"12.8", "12.9rc1", "12.9"}), (std::vector<std::string>{"12.8", "12.9"}));
  EXPECT_EQ(filtered(">=12.9rc1", {"12.8", "12.9rc1", "12.9"}), (std::vector<std::string>{"12.9rc1", "12.9"}));
  EXPECT_TRUE(specifier(">=12.9rc1").names_prerelease());
  EXPECT_FALSE(specifier("!=12.9rc1").names_prerelease());
}

TEST(Pep440Specifier, AdmitsPreReleasesFromAListWhenNothingElseMatches) {
  EXPECT_EQ(filtered(">=13", {"12.9", "13.1rc1", "13.1rc2"}), (std::vector<std::string>{"13.1rc1", "13.1rc2"}));
}

TEST(Pep440Specifier, EmptySetAdmitsEverything) {
  auto any = specifier("");
  EXPECT_TRUE(any.empty());
  EXPECT_TRUE(any.contains(version("0.0.1.dev3")));
  EXPECT_FALSE(any.has_upper_bound());
  EXPECT_TRUE(specifier(" , ").empty());
}

TEST(Pep440Specifier, KnowsWhichClausesCapTheVersions) {
  EXPECT_FALSE(specifier(">=12.0").has_upper_bound());
  EXPECT_FALSE(specifier(">=12.0,!=12.6.1,>11").has_upper_bound());
  for (const char* capped : {">=12.0,<13", "<=12.6", "==12.6.1", "==12.*", "~=12.4", "===12.6.1"})
    EXPECT_TRUE(specifier(capped).has_upper_bound()) << capped;
}

TEST(Pep440Specifier, PrintsItsClausesSortedAndOnceAsPackaging) {
  EXPECT_EQ(specifier(">= 12.0, <13 ,!=12.6.1").to_string(), "!=12.6.1,<13,>=12.0");
  EXPECT_EQ(specifier("==1.0.0,==1.0").to_string(), "==1.0");
  EXPECT_EQ(specifier("~=1.0,~=1.0.0").to_string(), "~=1.0,~=1.0.0");
}

TEST(Pep440Specifier, HandsOutItsClausesForRewriting) {
  auto spec = specifier(">=12.0,!=12.6.1");
  std::vector<Pep440Clause> clauses = spec.clauses();
  ASSERT_EQ(clauses.size(), 2U);
  EXPECT_EQ(clauses[0].op, Pep440Operator::kGreaterEqual);
  EXPECT_EQ(clauses[0].version_text, "12.0");
  auto cap = Pep440Clause::parse("<13");
  ASSERT_TRUE(cap);
  clauses.push_back(*cap);
  Pep440Specifier capped(clauses);
  EXPECT_TRUE(capped.has_upper_bound());
  EXPECT_FALSE(capped.contains(version("13.0")));
  EXPECT_EQ(capped.to_string(), "!=12.6.1,<13,>=12.0");
}

TEST(Pep440Specifier, RejectsMalformedSetsNamingTheInputAndWhatIsAllowed) {
  struct Case {
    const char* spec;
    const char* says;
  };
  for (const Case& c : {Case{"12.0", "operator"}, Case{">=12.0,foo", "operator"}, Case{">=12.*", "only with == and !="},
                        Case{"~=12", "two release numbers"}, Case{"<1.0+local", "local label"},
                        Case{"==1.0a1.*", "release numbers alone"}, Case{">=1.0.0.", "not a PEP 440 version"},
                        Case{"===a b", "without whitespace"}, Case{">=", "followed by a version"}})
    expect_refused<Pep440Specifier>(c.spec, c.says);
}

}  // namespace
}  // namespace cudacompat::requirements
