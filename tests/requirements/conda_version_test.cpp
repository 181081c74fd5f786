// conda_to_pep440 (conda_version.h): conda's version specs as PEP 440 specifier sets, checked by
// what the converted set admits, not only by its text, since pep440.h then judges both ecosystems.
#include "requirements/conda_version.h"

#include <gtest/gtest.h>

#include <string>

#include "requirements/pep440.h"

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
  EXPECT_TRUE(admits("12.4", "12.4.131"));
  EXPECT_TRUE(admits("=12.4", "12.4"));
  EXPECT_FALSE(admits("12.4", "12.40"));
  EXPECT_FALSE(admits("=12.4", "12.5.0"));
}

TEST(CondaVersion, AnExplicitStarKeepsItsPrefixAndOperatorsPassThrough) {
  EXPECT_EQ(conda_to_pep440("12.4.*"), "==12.4.*");
  EXPECT_EQ(conda_to_pep440("=12.4.*"), "==12.4.*");
  EXPECT_EQ(conda_to_pep440(">=12.4,<13"), ">=12.4,<13");
  EXPECT_EQ(conda_to_pep440("!=12.6.1"), "!=12.6.1");
  EXPECT_EQ(conda_to_pep440("==12.6.1"), "==12.6.1");
  EXPECT_EQ(conda_to_pep440("~=12.4"), "~=12.4");
  EXPECT_EQ(conda_to_pep440(">12"), ">12");
  EXPECT_TRUE(admits(">=12.4,<13", "12.9.1"));
  EXPECT_FALSE(admits(">=12.4,<13", "13.0"));
  EXPECT_FALSE(admits("!=12.6.1", "12.6.1"));
}

TEST(CondaVersion, ClausesAreTrimmedAndAFuzzyOneMayStandBesideAnOperator) {
  EXPECT_EQ(conda_to_pep440("  >=12.0 , 12.4 "), ">=12.0,==12.4.*");
  EXPECT_TRUE(admits(" >=12.0, 12.4", "12.4.1"));
  EXPECT_FALSE(admits(" >=12.0, 12.4", "12.5"));
}

TEST(CondaVersion, NothingOrAStarAdmitsEveryVersion) {
  EXPECT_EQ(conda_to_pep440(""), "");
  EXPECT_EQ(conda_to_pep440("   "), "");
  EXPECT_EQ(conda_to_pep440("*"), "");
  EXPECT_TRUE(admits("*", "11.8"));
}

TEST(CondaVersion, AnOrABuildGlobOrAnEmptyClauseHasNoPep440Meaning) {
  EXPECT_EQ(conda_to_pep440("12.4|12.6"), std::nullopt);
  EXPECT_EQ(conda_to_pep440("12.*.1"), std::nullopt);
  EXPECT_EQ(conda_to_pep440("12*"), std::nullopt);
  EXPECT_EQ(conda_to_pep440("="), std::nullopt);
  EXPECT_EQ(conda_to_pep440(">=12,"), std::nullopt);
  EXPECT_EQ(conda_to_pep440(",<13"), std::nullopt);
}

}  // namespace
}  // namespace cudacompat::requirements
