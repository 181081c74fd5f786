#include <gtest/gtest.h>

#include "knowledge/version.h"

namespace cudacompat {
namespace {

TEST(Version, ParsesDottedVersionsOfOneToFourParts) {
  auto v = Version::parse("13.0.88");
  ASSERT_TRUE(v);
  EXPECT_EQ(v->major, 13);
  EXPECT_EQ(v->minor, 0);
  EXPECT_EQ(v->patch, 88);
  EXPECT_EQ(v->parts, 3);
  EXPECT_EQ(Version::parse("12")->parts, 1);
  EXPECT_EQ(Version::parse("1.2.3.4")->build, 4);
}

TEST(Version, RejectsAnythingThatIsNotDigitsAndDots) {
  for (const char* bad : {"", ".", "12.", ".4", "12..4", "12.4a", "v12.4", "1.2.3.4.5", "-1", "12.4 beta", "9999999"})
    EXPECT_FALSE(Version::parse(bad)) << bad;
}

TEST(Version, KeepsTheSpellingOfDriverVersionsWithLeadingZeros) {
  EXPECT_EQ(Version::parse("580.65.06")->to_string(), "580.65.06");
  EXPECT_EQ(Version::parse("580.65.06"), Version::parse("580.65.6"));
}

TEST(Version, OrdersNumericallyNotAlphabetically) {
  EXPECT_LT(*Version::parse("12.9"), *Version::parse("12.10"));
  EXPECT_LT(*Version::parse("11.8.89"), *Version::parse("12.0"));
  EXPECT_EQ(*Version::parse("12.4"), *Version::parse("12.4.0"));
}

TEST(Version, ConvertsTheCudaVersionMacro) {
  Version v = Version::from_cuda_version_macro(13000);
  EXPECT_EQ(v.to_string(), "13.0");
  EXPECT_EQ(Version::from_cuda_version_macro(11080).to_string(), "11.8");
  EXPECT_EQ(Version::parse("12.4.131")->cuda_version_macro(), 12040);
}

TEST(VersionSpec, ABareVersionMatchesEveryReleaseItPrefixes) {
  auto spec = VersionSpec::parse("12.4");
  ASSERT_TRUE(spec);
  EXPECT_TRUE(spec->matches(*Version::parse("12.4.131")));
  EXPECT_FALSE(spec->matches(*Version::parse("12.5.0")));
  EXPECT_TRUE(VersionSpec::parse("13")->matches(*Version::parse("13.0.88")));
  EXPECT_FALSE(VersionSpec::parse("13")->matches(*Version::parse("12.9")));
}

TEST(VersionSpec, ARangeIsAConjunctionOfComparisons) {
  auto spec = VersionSpec::parse(">=12.0,<13");
  ASSERT_TRUE(spec);
  EXPECT_TRUE(spec->matches(*Version::parse("12.4.131")));
  EXPECT_FALSE(spec->matches(*Version::parse("13.0.88")));
  EXPECT_FALSE(spec->matches(*Version::parse("11.8.89")));
}

TEST(VersionSpec, ExplainsWhatIsWrongWithABadSelector) {
  auto bad = VersionSpec::parse(">=twelve");
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.error().message.find("twelve"), std::string::npos);
  EXPECT_NE(bad.error().message.find("e.g."), std::string::npos);
  EXPECT_FALSE(VersionSpec::parse(""));
}

}  // namespace
}  // namespace cudacompat
