// Which variant of a release an installer chooses on a machine (tool/variant/selection.cpp), ranked
// as variantlib 0.2.2 ranks: compatible when every feature has a supported value, then by each
// feature's best position in the provider's list, the label breaking ties, the null variant last.
#include "variant/selection.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "variant/properties.h"

namespace cudacompat::variant {
namespace {

MachineForVariants machine_of(const std::string& driver, std::vector<int> gpus) {
  return {Version::parse(driver).value(), std::move(gpus)};
}

const DeclaredVariant kCu12{"cu12", {{kLowerBound, {"12.0"}}, {kUpperBound, {"13"}}, {kSmArch, {"90_real"}}}};
const DeclaredVariant kCu13{"cu13", {{kLowerBound, {"13.0"}}, {kUpperBound, {"14"}}, {kSmArch, {"90_real"}}}};
const DeclaredVariant kNull{"null", {}};

std::vector<std::string> labels(const VariantChoice& choice) {
  std::vector<std::string> out;
  for (const auto& ranked : choice.variants) out.push_back(ranked.variant.label + (ranked.compatible ? "" : "!"));
  return out;
}

TEST(ChooseVariant, ADriverOfCudaThirteenTakesTheCu13VariantAndTheNullOneAfterIt) {
  const VariantChoice choice = choose_variant({kNull, kCu12, kCu13}, machine_of("13.0", {90}));
  EXPECT_EQ(labels(choice), (std::vector<std::string>{"cu13", "null", "cu12!"}));
  ASSERT_NE(choice.chosen(), nullptr);
  EXPECT_EQ(choice.chosen()->variant.label, "cu13");
  EXPECT_EQ(choice.chosen()->why,
            "matches cuda_version_lower_bound 13.0, cuda_version_upper_bound 14, sm_arch 90_real");
  EXPECT_TRUE(choice.has_null);
  EXPECT_EQ(choice.deciding_gpu, 90);
}

// The upper bound is exclusive: cu12's `13` is no value a CUDA 13 driver supports.
TEST(ChooseVariant, AnIncompatibleVariantSaysWhichFeatureAndWhatTheProviderSupports) {
  const VariantChoice choice = choose_variant({kCu12}, machine_of("13.0", {90}));
  ASSERT_EQ(choice.variants.size(), 1u);
  EXPECT_FALSE(choice.variants[0].compatible);
  EXPECT_EQ(choice.variants[0].why,
            "cuda_version_upper_bound (13) has no value the provider supports here (it supports 15.20, 15.19, 15.18, "
            "15.17, ...)");
  EXPECT_EQ(choice.chosen(), nullptr);
  EXPECT_FALSE(choice.has_null);
}

TEST(ChooseVariant, ADriverOfCudaTwelveTakesTheCu12Variant) {
  const VariantChoice choice = choose_variant({kCu13, kCu12, kNull}, machine_of("12.8", {90, 80}));
  EXPECT_EQ(labels(choice), (std::vector<std::string>{"cu12", "null", "cu13!"}));
  EXPECT_EQ(choice.deciding_gpu, 90);
}

// The provider looks at the newest GPU only: an sm_80 beside it does not make sm_80 SASS selectable.
TEST(ChooseVariant, SmArchIsJudgedByTheNewestGpuOnly) {
  const DeclaredVariant ampere{"ampere", {{kSmArch, {"80_real"}}}};
  EXPECT_FALSE(choose_variant({ampere}, machine_of("13.0", {80, 90})).variants[0].compatible);
  EXPECT_TRUE(choose_variant({ampere}, machine_of("13.0", {80, 86})).variants[0].compatible);
}

TEST(ChooseVariant, WithoutADriverOnlyTheNullVariantIsCompatible) {
  const VariantChoice choice = choose_variant({kCu13, kNull}, {std::nullopt, {}});
  EXPECT_TRUE(choice.supported.empty());
  ASSERT_NE(choice.chosen(), nullptr);
  EXPECT_EQ(choice.chosen()->variant.label, "null");
  EXPECT_EQ(choice.chosen()->why, "the null variant: no properties, compatible everywhere");
  EXPECT_FALSE(choice.deciding_gpu.has_value());
  EXPECT_EQ(choice.variants[1].why, "cuda_version_lower_bound (13.0): the provider supports no value of it here");
}

// The lower bound nearest the driver's version comes first in the provider's list.
TEST(ChooseVariant, RanksByTheBestPositionOfEachFeatureInTheProvidersOrder) {
  const DeclaredVariant old_floor{"a", {{kLowerBound, {"12.0"}}}};
  const DeclaredVariant new_floor{"b", {{kLowerBound, {"12.4"}}}};
  const DeclaredVariant either{"c", {{kLowerBound, {"11.8", "12.6"}}}};
  const VariantChoice choice = choose_variant({old_floor, new_floor, either}, machine_of("12.8", {}));
  EXPECT_EQ(labels(choice), (std::vector<std::string>{"c", "b", "a"}));
  ASSERT_EQ(choice.variants[0].rank.size(), 2u) << "lower and upper bound: no GPU, no sm_arch";
  EXPECT_EQ(choice.variants[0].rank[0], 2u) << "12.6 is third after 12.8 and 12.7";
  EXPECT_EQ(choice.variants[0].rank[1], SIZE_MAX) << "no upper bound declared";
}

TEST(ChooseVariant, TheLabelBreaksTiesAndOrdersTheIncompatibleOnes) {
  const DeclaredVariant z{"z", {{kSmArch, {"90_real"}}}}, y{"y", {{kSmArch, {"90_real"}}}};
  const DeclaredVariant q{"q", {{kSmArch, {"75_real"}}}}, p{"p", {{kSmArch, {"70_real"}}}};
  EXPECT_EQ(labels(choose_variant({z, q, y, p}, machine_of("13.0", {90}))),
            (std::vector<std::string>{"y", "z", "p!", "q!"}));
}

}  // namespace
}  // namespace cudacompat::variant
