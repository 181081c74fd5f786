// Ranges that admit no version (tool/requirements/empty_range.cpp), PEP 440's and Cargo's: bounds that
// cross, an exclusion of the one version admitted, pre-releases below their release.
#include <gtest/gtest.h>

#include "requirements/cargo_semver.h"
#include "requirements/empty_range.h"
#include "requirements/pep440.h"

namespace cudacompat::requirements {
namespace {

TEST(EmptyRange, ARangeWhoseBoundsCrossAdmitsNothing) {
  EXPECT_TRUE(admits_nothing(*CargoRequirement::parse(">=0.11.4, <0.11.4")));
  EXPECT_TRUE(admits_nothing(*Pep440Specifier::parse(">=13,<12")));
  EXPECT_TRUE(admits_nothing(*Pep440Specifier::parse("==12.6.1,!=12.6.1")));
  // PEP 440: <12.0 admits no pre-release of 12.0 itself (packaging agrees).
  EXPECT_TRUE(admits_nothing(*Pep440Specifier::parse(">=12.0a1,<12.0")));
  EXPECT_FALSE(admits_nothing(*Pep440Specifier::parse("==2.5.1+cu118")));
}

TEST(EmptyRange, NarrowButSatisfiableRangesAdmitSomething) {
  for (const char* text : {">=12,<13", ">12,<12.1", "==12.*", "<1", "!=12.6.1", "~=12.4", ">=12.0a1,<12.1"})
    EXPECT_FALSE(admits_nothing(*Pep440Specifier::parse(text))) << text;
  for (const char* text : {"0.11.4", ">0.11.4, <0.11.6", "*", "<0.2", "=0.11.6", "~0.11"})
    EXPECT_FALSE(admits_nothing(*CargoRequirement::parse(text))) << text;
}

}  // namespace
}  // namespace cudacompat::requirements
