// The variant a build will derive, planned from what it asks nvcc for (tool/variant/planned.cpp), on
// the knowledge base this build embeds: SASS and PTX from CMake's spellings, the lower bound from
// the PTX ISA the release writes or (SASS only) from its driver floor, the next major as the upper.
#include "variant/planned.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace cudacompat::variant {
namespace {

using Values = std::vector<std::string>;

const ReleaseFacts& release_of(const std::string& cuda) {
  const ReleaseFacts* release = KnowledgeBase::embedded().release(Version::parse(cuda).value());
  if (release == nullptr) throw std::runtime_error("the knowledge base has no release " + cuda);
  return *release;
}

PlannedVariant planned(const std::string& cuda, const Values& architectures) {
  auto variant = planned_variant(release_of(cuda), architectures, KnowledgeBase::embedded());
  EXPECT_TRUE(variant.ok()) << variant.error().message;
  return variant.ok() ? *variant : PlannedVariant{};
}

TEST(PlannedVariant, APlainArchitectureBuildsSassAndPtxAndTheNextMajorBoundsIt) {
  const PlannedVariant variant = planned("12.8", {"90", "100"});
  EXPECT_EQ(variant.label, "cu12");
  EXPECT_EQ(variant.properties.at(kSmArch), (Values{"100_real", "100_virtual", "90_real", "90_virtual"}));
  EXPECT_EQ(variant.properties.at(kUpperBound), (Values{"13"}));
}

// 12.8 writes PTX ISA 8.7, which no driver before 12.8's JITs; its SASS alone runs on any CUDA 12
// driver (minor-version compatibility: 12.8's floor is 12.0's).
TEST(PlannedVariant, PtxBoundsItByTheReleaseOfItsIsaAndSassOnlyByTheDriverFloor) {
  const ReleaseFacts& release = release_of("12.8");
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  ASSERT_EQ(knowledge.first_release_with_ptx_isa(release.ptx_isa), &release) << "12.8 writes a PTX ISA of its own";
  EXPECT_EQ(planned("12.8", {"90"}).properties.at(kLowerBound), (Values{"12.8"}));
  EXPECT_EQ(planned("12.8", {"90-virtual"}).properties.at(kLowerBound), (Values{"12.8"}));
  EXPECT_EQ(planned("12.8", {"90-real"}).properties.at(kLowerBound), (Values{"12.0"}));
  EXPECT_EQ(planned("12.8", {"90-real"}).properties.at(kSmArch), (Values{"90_real"}));
  EXPECT_EQ(planned("12.8", {"90-virtual"}).properties.at(kSmArch), (Values{"90_virtual"}));
}

TEST(PlannedVariant, ArchSpecificAndFamilyTargetsTakeThePlainNumber) {
  EXPECT_EQ(planned("12.9", {"90a-real", "100f-real"}).properties.at(kSmArch), (Values{"100_real", "90_real"}));
}

TEST(PlannedVariant, AnArchitectureCMakeDoesNotSpellIsRefusedByName) {
  auto variant = planned_variant(release_of("12.8"), {"90", "sm_90x"}, KnowledgeBase::embedded());
  ASSERT_FALSE(variant.ok());
  EXPECT_EQ(variant.error().message.rfind("architecture sm_90x: ", 0), 0u) << variant.error().message;
}

TEST(PlannedVariant, NoArchitecturesLeaveOnlyTheBounds) {
  const PlannedVariant variant = planned("13.0", {});
  EXPECT_EQ(variant.label, "cu13");
  EXPECT_EQ(variant.properties.count(kSmArch), 0u);
  EXPECT_EQ(variant.properties.at(kUpperBound), (Values{"14"}));
  EXPECT_EQ(variant.properties.at(kLowerBound), (Values{"13.0"})) << "13.0's floor reports CUDA 13.0";
}

TEST(PlannedNullVariant, IsLabelledNullWithNoProperties) {
  const PlannedVariant variant = planned_null_variant();
  EXPECT_EQ(variant.label, kNullLabel);
  EXPECT_TRUE(variant.properties.empty());
}

}  // namespace
}  // namespace cudacompat::variant
