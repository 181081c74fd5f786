#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "requirements/cargo_semver.h"
#include "requirements_test_support.h"

namespace cudacompat::requirements {
namespace {

using testing::expect_membership;
using testing::expect_refused;

SemVer semver(const char* text) { return testing::parsed<SemVer>(text); }

CargoRequirement requirement(const char* text) { return testing::parsed<CargoRequirement>(text); }

bool matches(const char* req, const char* v) { return requirement(req).matches(semver(v)); }

std::string bound(const char* req) {
  auto upper = requirement(req).upper_bound();
  return upper ? upper->to_string() : "none";
}

TEST(SemVer, ParsesMajorMinorPatchPreReleaseAndBuild) {
  SemVer v = semver("1.22.333-alpha.1+cu124.7");
  EXPECT_EQ(v.major, 1U);
  EXPECT_EQ(v.minor, 22U);
  EXPECT_EQ(v.patch, 333U);
  EXPECT_EQ(v.pre, "alpha.1");
  EXPECT_EQ(v.build, "cu124.7");
  EXPECT_EQ(v.to_string(), "1.22.333-alpha.1+cu124.7");
}

TEST(SemVer, RejectsWhatCargoRejectsNamingTheInput) {
  for (const char* bad : {"", "1", "1.2", "v1.2.3", "01.2.3", "1.2.3-", "1.2.3-01", "1.2.3-a..b", "1.2.3+", " 1.2.3",
                          "1.2.3 ", "1.2.3.4", "18446744073709551616.0.0"})
    expect_refused<SemVer>(bad);
}

TEST(SemVer, OrdersPreReleasesBeforeTheirReleaseAndNumbersByValue) {
  std::vector<const char*> ascending = {"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta",
                                        "1.0.0-beta",  "1.0.0-beta.2",  "1.0.0-beta.11",
                                        "1.0.0-rc.1",  "1.0.0",         "1.0.1",
                                        "1.1.0",       "2.0.0"};
  for (std::size_t i = 0; i + 1 < ascending.size(); ++i)
    EXPECT_LT(semver(ascending[i]), semver(ascending[i + 1])) << ascending[i] << " < " << ascending[i + 1];
}

TEST(SemVer, IgnoresBuildMetadataWhenComparing) { EXPECT_EQ(semver("1.0.0+a"), semver("1.0.0+b")); }

TEST(CargoRequirement, BareVersionIsCaretSoCudarc0114StaysBelow0120) {
  expect_membership(matches, "0.11.4", {"0.11.7", "0.11.8", "0.11.4"}, {"0.12.0", "0.11.3"});
  EXPECT_EQ(bound("0.11.4"), "0.12.0");
  EXPECT_EQ(requirement("0.11.4").to_string(), "^0.11.4");
}

TEST(CargoRequirement, LessEqualCapsCudarcAt0116) {
  expect_membership(matches, "<=0.11.6", {"0.11.4", "0.11.6"}, {"0.11.7"});
  EXPECT_EQ(bound("<=0.11.6"), "0.11.7");
}

TEST(CargoRequirement, CaretOnZeroMajorsNarrowsToTheFirstNonZeroPart) {
  expect_membership(matches, "0.0.3", {"0.0.3"}, {"0.0.4"});
  expect_membership(matches, "0.0", {"0.0.9"}, {"0.1.0"});
  expect_membership(matches, "1", {"1.9.9"}, {"2.0.0"});
  EXPECT_EQ(bound("0.0.3"), "0.0.4");
  EXPECT_EQ(bound("0.0"), "0.1.0");
  EXPECT_EQ(bound("1"), "2.0.0");
}

TEST(CargoRequirement, TildeAllowsPatchUpdatesOnly) {
  expect_membership(matches, "~1.2.3", {"1.2.9"}, {"1.3.0"});
  EXPECT_TRUE(matches("~1", "1.9.0"));
  EXPECT_EQ(bound("~1.2.3"), "1.3.0");
}

TEST(CargoRequirement, WildcardsMatchEveryVersionOfTheirPrefix) {
  expect_membership(matches, "1.*", {"1.7.0"}, {"2.0.0"});
  expect_membership(matches, "1.2.*", {"1.2.9"}, {"1.3.0"});
  EXPECT_TRUE(matches("*", "99.0.0"));
  EXPECT_EQ(bound("*"), "none");
  EXPECT_EQ(requirement("1.2.x").to_string(), "1.2.*");
}

TEST(CargoRequirement, CommaSeparatedComparatorsMustAllMatch) {
  expect_membership(matches, ">=1.2, <1.5", {"1.4.9"}, {"1.5.0"});
  EXPECT_FALSE(matches(">1.2", "1.2.9"));  // >1.2 means >=1.3.0
  EXPECT_EQ(bound(">=1.2, <1.5, <=1.9"), "1.5.0");
  EXPECT_FALSE(requirement(">=1.2").has_upper_bound());
}

TEST(CargoRequirement, MatchesAPreReleaseOnlyWhenAComparatorNamesOneOfTheSameVersion) {
  EXPECT_FALSE(matches(">=1.0.0", "1.1.0-alpha"));
  expect_membership(matches, ">=1.1.0-alpha", {"1.1.0-beta", "1.2.0"}, {"1.2.0-beta"});
  EXPECT_FALSE(matches("*", "1.0.0-rc.1"));
}

TEST(CargoRequirement, RejectsMalformedRequirementsNamingTheInputAndTheProblem) {
  struct Case {
    const char* req;
    const char* says;
  };
  for (const Case& c : {Case{"", "unexpected end of input while parsing major version number"},
                        Case{"y", "unexpected character 'y' while parsing major version number"},
                        Case{">=1.2 <2", "expected comma after minor version number, found '<'"},
                        Case{"1.*.3", "unexpected character after wildcard"},
                        Case{"1.2, *", "wildcard req (*) must be the only comparator"},
                        Case{"01.2", "invalid leading zero in major version number"},
                        Case{"1.2-alpha", "expected comma after minor version number, found '-'"},
                        Case{"==1.2", "unexpected character '=' while parsing major version number"},
                        Case{"1.2,", "unexpected end of input"}})
    expect_refused<CargoRequirement>(c.req, c.says);
}

TEST(CargoRequirement, PrintsAsTheSemverCrateDoes) {
  EXPECT_EQ(requirement(" >= 1.2 ,<2,=0.0.3-rc.1+build").to_string(), ">=1.2, <2, =0.0.3-rc.1");
  EXPECT_EQ(requirement("x").to_string(), "*");
  EXPECT_EQ(requirement("^1.*").to_string(), "^1");
}

}  // namespace
}  // namespace cudacompat::requirements
