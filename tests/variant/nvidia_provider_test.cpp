// What NVIDIA's variant provider offers a machine (tool/variant/nvidia_provider.cpp), against the
// rules its plugin.py states (nvidia_provider.h quotes them): every value of each feature in its
// priority order, only the newest GPU counted, and nothing outside the provider's ranges.
#include "variant/nvidia_provider.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "variant/properties.h"

namespace cudacompat::variant {
namespace {

using Values = std::vector<std::string>;

MachineForVariants machine(const std::string& driver, std::vector<int> gpus) {
  return {Version::parse(driver).value(), std::move(gpus)};
}

const SupportedFeature* feature(const std::vector<SupportedFeature>& supported, const std::string& name) {
  auto found = std::find_if(supported.begin(), supported.end(), [&](const auto& f) { return f.feature == name; });
  return found == supported.end() ? nullptr : &*found;
}

bool has(const Values& values, const std::string& value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

TEST(ProviderSmArchOffers, AreTheGpusMinorsDownToZeroThenItsMajorsZeroPtx) {
  EXPECT_EQ(provider_sm_arch_offers(90), (Values{"90_real", "90_virtual"}));
  EXPECT_EQ(provider_sm_arch_offers(86),
            (Values{"86_real", "85_real", "84_real", "83_real", "82_real", "81_real", "80_real", "80_virtual"}));
  EXPECT_EQ(provider_sm_arch_offers(121), (Values{"121_real", "120_real", "120_virtual"}));
}

TEST(ProviderSelects, AVariantWithoutSmArchIsSelectedOnEveryGpu) {
  for (int gpu : {50, 75, 90, 120}) EXPECT_TRUE(provider_selects({}, gpu)) << gpu;
}

// PTX counts only as the major's .0 PTX, however old a PTX the driver's JIT could still run.
TEST(ProviderSelects, OneOfferedValueSelectsAndPtxOfAnotherMajorOrMinorNever) {
  EXPECT_TRUE(provider_selects({"80_virtual"}, 86));
  EXPECT_TRUE(provider_selects({"80_virtual"}, 89));
  EXPECT_FALSE(provider_selects({"80_virtual"}, 90)) << "compute_80 PTX runs on sm_90, but is not offered there";
  EXPECT_FALSE(provider_selects({"86_virtual"}, 89)) << "only X0_virtual is offered";
  EXPECT_FALSE(provider_selects({"86_real"}, 80)) << "SASS of a newer minor";
  EXPECT_TRUE(provider_selects({"75_real", "86_real"}, 89));
  EXPECT_FALSE(provider_selects({"75_real", "86_real"}, 90));
}

TEST(ProviderKnowsSmArch, OnlyTwoDigitOrTenToTwelveMajorsWithRealOrVirtual) {
  for (const char* known : {"50_real", "90_virtual", "100_real", "129_virtual"})
    EXPECT_TRUE(provider_knows_sm_arch(known)) << known;
  for (const char* unknown : {"90a_real", "100f_real", "35_real", "130_real", "90", "sm_90", "90_REAL", "90_real "})
    EXPECT_FALSE(provider_knows_sm_arch(unknown)) << unknown;
}

TEST(ProviderSupported, GivesNothingWithoutADriverOrOutsideItsRanges) {
  EXPECT_TRUE(provider_supported({std::nullopt, {90}}).empty());
  EXPECT_TRUE(provider_supported(machine("10.2", {90})).empty());
  EXPECT_TRUE(provider_supported(machine("16.0", {90})).empty());
  EXPECT_TRUE(provider_supported(machine("15.21", {90})).empty());
  EXPECT_FALSE(provider_supported(machine("15.20", {90})).empty());
}

TEST(ProviderSupported, LowerBoundsRunFromTheDriversVersionDownToEleven) {
  const auto supported = provider_supported(machine("12.4", {90}));
  ASSERT_EQ(supported.size(), 3u);
  EXPECT_EQ(supported[0].feature, kLowerBound);
  EXPECT_EQ(supported[1].feature, kUpperBound);
  EXPECT_EQ(supported[2].feature, kSmArch);
  const Values& lower = supported[0].values;
  // 12.4 .. 12.0 and 12, then 11.20 .. 11.0 and 11.
  ASSERT_EQ(lower.size(), 5u + 1u + 21u + 1u);
  EXPECT_EQ(Values(lower.begin(), lower.begin() + 7), (Values{"12.4", "12.3", "12.2", "12.1", "12.0", "12", "11.20"}));
  EXPECT_EQ(lower.back(), "11");
  EXPECT_FALSE(has(lower, "12.5"));
}

// Exclusive: a driver of CUDA 12.4 is below an upper bound of 12.5 or 13, not of 12.4 or 12.
TEST(ProviderSupported, UpperBoundsAreEveryValueAboveTheDriversVersionNewestFirst) {
  // Kept whole: `upper` is a view into it (bound to the temporary, it dangled once the line ended).
  const auto supported = provider_supported(machine("12.4", {90}));
  const SupportedFeature* upper_bound = feature(supported, kUpperBound);
  ASSERT_NE(upper_bound, nullptr);
  const Values& upper = upper_bound->values;
  EXPECT_EQ(upper.front(), "15.20");
  EXPECT_EQ(upper.back(), "12.5");
  for (const char* above : {"15", "14.0", "13", "12.20", "12.5"}) EXPECT_TRUE(has(upper, above)) << above;
  for (const char* not_above : {"12.4", "12", "12.0", "11"}) EXPECT_FALSE(has(upper, not_above)) << not_above;
  // 15, 14, 13: 21 minors and the major each; 12: 12.20 .. 12.5.
  EXPECT_EQ(upper.size(), 3u * 22u + 16u);
}

TEST(ProviderSupported, OnlyTheNewestGpuGivesSmArchAndNoneBelowFive) {
  const auto mixed = provider_supported(machine("13.0", {75, 120, 90}));
  ASSERT_NE(feature(mixed, kSmArch), nullptr);
  EXPECT_EQ(feature(mixed, kSmArch)->values, provider_sm_arch_offers(120));
  EXPECT_EQ(feature(provider_supported(machine("13.0", {})), kSmArch), nullptr);
  EXPECT_EQ(feature(provider_supported(machine("12.0", {35})), kSmArch), nullptr);
  EXPECT_NE(feature(provider_supported(machine("12.0", {35})), kLowerBound), nullptr);
}

}  // namespace
}  // namespace cudacompat::variant
