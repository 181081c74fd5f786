// conda_to_pep440 (conda_version.h): conda's version specs as PEP 440 specifier sets, checked by
// what the converted set admits, not only by its text, since pep440.h then judges both ecosystems.
#include "requirements/conda_version.h"

#include <gtest/gtest.h>

#include <string>

#include "requirements/pep440.h"
#include "requirements_test_support.h"

namespace cudacompat::requirements {
namespace {

// Whether the PEP 440 set that `conda` converts to admits `version`.
bool admits(const char* conda, const char* version) {
  const auto converted = conda_to_pep440(conda);
  EXPECT_TRUE(converted) << conda;
  const auto set = Pep440Specifier::parse(converted.value_or(""));
  EXPECT_TRUE(set) << conda << " -> " << converted.value_or("(none)");
  const auto parsed = Pep440Version::parse(version);
  EXPECT_TRUE(parsed) << version;
  return set && parsed && set->contains(*parsed);
}

TEST(CondaVersion, ABareOrSingleEqualsVersionIsAFuzzyPrefixMatch) {
  EXPECT_EQ(conda_to_pep440("12.4"), "==12.4.*");
  EXPECT_EQ(conda_to_pep440("=12.4"), "==12.4.*");
  testing::expect_membership(admits, "12.4", {"12.4.131"}, {"12.40"});
  testing::expect_membership(admits, "=12.4", {"12.4"}, {"12.5.0"});
}

TEST(CondaVersion, AnExplicitStarKeepsItsPrefixAndOperatorsPassThrough) {
  EXPECT_EQ(conda_to_pep440("12.4.*"), "==12.4.*");
  EXPECT_EQ(conda_to_pep440("=12.4.*"), "==12.4.*");
  for (const char* spec : {">=12.4,<13", "!=12.6.1", "==12.6.1", "~=12.4", ">12"})
    EXPECT_EQ(conda_to_pep440(spec), spec);
  testing::expect_membership(admits, ">=12.4,<13", {"12.9.1"}, {"13.0"});
  EXPECT_FALSE(admits("!=12.6.1", "12.6.1"));
}

TEST(CondaVersion, ClausesAreTrimmedAndAFuzzyOneMayStandBesideAnOperator) {
  EXPECT_EQ(conda_to_pep440("  >=12.0 , 12.4 "), ">=12.0,==12.4.*");
  testing::expect_membership(admits, " >=12.0, 12.4", {"12.4.1"}, {"12.5"});
}

TEST(CondaVersion, NothingOrAStarAdmitsEveryVersion) {
  for (const char* spec : {"", "   ", "*"}) EXPECT_EQ(conda_to_pep440(spec), "") << '"' << spec << '"';
  EXPECT_TRUE(admits("*", "11.8"));
}

TEST(CondaVersion, AnOrABuildGlobOrAnEmptyClauseHasNoPep440Meaning) {
  for (const char* spec : {"12.4|12.6", "12.*.1", "12*", "=", ">=12,", ",<13"})
    EXPECT_EQ(conda_to_pep440(spec), std::nullopt) << spec;
}

}  // namespace
}  // namespace cudacompat::requirements
