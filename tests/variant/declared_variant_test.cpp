// A wheel's declared variant.json held to what its binaries say and to what NVIDIA's provider
// selects (tool/variant/declared_variant.cpp), on variant wheels written around the fixture
// libkernels.so (sm_86 SASS, compute_86 PTX, tied to CUDA 13): each rule's finding, what it says,
// and the variant.json files it cannot read. The same through `cudacompat audit` on real wheels is
// test_declared_variants.py's.
#include "variant/declared_variant.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "variant/variant_json.h"
#include "variant_test_support.h"

namespace cudacompat::variant {
namespace {

namespace fs = std::filesystem;
using namespace testing;
using findings::Finding;
using findings::FindingCode;

constexpr const char* kMember = "tiny_cu13-1.0.dist-info/variant.json";

// What the fixture's binaries give (properties_test.cpp checks it): the variant the wheel should declare.
FeatureValues derived(const fs::path& dir) {
  const auto report = audit_of({kernels_wheel(dir, "plain_cu13-1.0-py3-none-linux_x86_64.whl")});
  auto variant = derive_variant(report, report.packages.at(0), audit::testing::judge());
  EXPECT_TRUE(variant.ok()) << variant.error().message;
  return variant.ok() ? feature_values(*variant) : FeatureValues{};
}

// check_declared_variant of the fixture's wheel with `variant_json` as its variant.json.
Expected<std::vector<Finding>> checked_text(const fs::path& dir, const std::string& variant_json) {
  const auto wheel =
      kernels_wheel(dir, "tiny_cu13-1.0-py3-none-linux_x86_64-cu13.whl", {{"variant.json", variant_json}});
  const auto report = audit_of({wheel});
  EXPECT_EQ(report.packages.size(), 1u);
  return check_declared_variant(report, report.packages.at(0), audit::testing::judge());
}

std::vector<Finding> checked(const fs::path& dir, const FeatureValues& declared) {
  auto text = variant_json_text("cu13", declared);
  EXPECT_TRUE(text.ok()) << text.error().message;
  auto found = checked_text(dir, text.ok() ? *text : "");
  EXPECT_TRUE(found.ok()) << found.error().message;
  return found.ok() ? *found : std::vector<Finding>{};
}

std::set<FindingCode> codes(const std::vector<Finding>& found) {
  std::set<FindingCode> out;
  for (const auto& finding : found) out.insert(finding.code);
  return out;
}

const Finding* finding(const std::vector<Finding>& found, FindingCode code) {
  for (const auto& each : found)
    if (each.code == code) return &each;
  return nullptr;
}

// The provider's rules still tell where the truthful variant is not installed: PTX for compute_86
// runs on every newer GPU, and the provider offers no 86 value there.
TEST(CheckDeclaredVariant, TheDerivedVariantTellsNoLiesAndOnlyTheProvidersLimitsRemain) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto found = checked(dir.path(), derived(dir.path()));
  EXPECT_EQ(codes(found),
            (std::set<FindingCode>{FindingCode::kVariantNotSelectedWhereItRuns, FindingCode::kVariantNewestGpuOnly}));
  const Finding* unselected = finding(found, FindingCode::kVariantNotSelectedWhereItRuns);
  ASSERT_NE(unselected, nullptr);
  EXPECT_NE(unselected->message.find("the variant declares 86_real, 86_virtual"), std::string::npos)
      << unselected->message;
}

TEST(CheckDeclaredVariant, AnOmittedSmArchIsUndeclaredAndSaysWhetherAnInstallerStillSelectsIt) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  FeatureValues declared = derived(dir.path());
  declared[kSmArch] = {"86_virtual"};
  const auto found = checked(dir.path(), declared);
  const Finding* undeclared = finding(found, FindingCode::kVariantSmArchUndeclared);
  ASSERT_NE(undeclared, nullptr);
  EXPECT_EQ(undeclared->message, std::string(kMember) +
                                     " omits `nvidia :: sm_arch :: 86_real`, but tiny/_kernels.so carries it, SASS "
                                     "for sm_86 (or its a/f form): an installer does not select the variant on " +
                                     gpu_name(86) + ", where it runs; declare it");
  FeatureValues no_ptx = derived(dir.path());
  no_ptx[kSmArch] = {"86_real"};
  const auto without_ptx = checked(dir.path(), no_ptx);
  const Finding* ptx = finding(without_ptx, FindingCode::kVariantSmArchUndeclared);
  ASSERT_NE(ptx, nullptr);
  EXPECT_NE(ptx->message.find("omits `nvidia :: sm_arch :: 86_virtual`, but tiny/_kernels.so carries it, PTX for "
                              "compute_86 (or its a/f form); declare it"),
            std::string::npos)
      << ptx->message;
}

TEST(CheckDeclaredVariant, AnSmArchNoBinaryCarriesIsAbsentAndSaysWhatThenRuns) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  FeatureValues declared = derived(dir.path());
  declared[kSmArch].push_back("75_real");
  declared[kSmArch].push_back("90_real");
  declared[kSmArch].push_back("90a_real");
  std::vector<std::string> messages;
  for (const auto& each : checked(dir.path(), declared))
    if (each.code == FindingCode::kVariantSmArchAbsent) messages.push_back(each.message);
  ASSERT_EQ(messages.size(), 3u);
  EXPECT_EQ(messages[0], std::string(kMember) +
                             " declares `nvidia :: sm_arch :: 75_real`, but no binary of the wheel carries SASS for "
                             "it: an installer selects the variant on a GPU where its kernels do not load; drop the "
                             "value or build the target");
  EXPECT_NE(messages[1].find("(the driver would still JIT-compile the wheel's PTX on " + gpu_name(90) + ")"),
            std::string::npos)
      << messages[1];
  EXPECT_NE(messages[2].find("(nor does NVIDIA's provider know that spelling)"), std::string::npos) << messages[2];
}

TEST(CheckDeclaredVariant, ALowerBoundBelowTheFloorNamesTheFloorsItFails) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const FeatureValues truth = derived(dir.path());
  const std::string floor = truth.at(kLowerBound).front();
  FeatureValues declared = truth;
  declared[kLowerBound] = {"11.0"};
  const auto below = checked(dir.path(), declared);
  const Finding* low = finding(below, FindingCode::kVariantLowerBoundBelowFloor);
  ASSERT_NE(low, nullptr);
  EXPECT_EQ(low->message.rfind(std::string(kMember) +
                                   " declares `nvidia :: cuda_version_lower_bound :: 11.0`, but "
                                   "the binaries need CUDA " +
                                   floor + " (",
                               0),
            0u)
      << low->message;
  EXPECT_TRUE(low->message.ends_with("declare `nvidia :: cuda_version_lower_bound :: " + floor + "`")) << low->message;

  declared.erase(kLowerBound);
  const auto undeclared = checked(dir.path(), declared);
  const Finding* none = finding(undeclared, FindingCode::kVariantLowerBoundBelowFloor);
  ASSERT_NE(none, nullptr);
  EXPECT_NE(none->message.find("declares no cuda_version_lower_bound, but the binaries need CUDA " + floor),
            std::string::npos)
      << none->message;

  // Values of one feature are alternatives: the lowest is the one an installer acts on.
  declared[kLowerBound] = {floor, "11.0"};
  EXPECT_NE(finding(checked(dir.path(), declared), FindingCode::kVariantLowerBoundBelowFloor), nullptr);
  declared[kLowerBound] = {floor};
  EXPECT_EQ(finding(checked(dir.path(), declared), FindingCode::kVariantLowerBoundBelowFloor), nullptr);
}

TEST(CheckDeclaredVariant, AnUpperBoundAboveTheNextMajorIsTooHigh) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  FeatureValues declared = derived(dir.path());
  declared[kUpperBound] = {"15"};
  const auto above = checked(dir.path(), declared);
  const Finding* high = finding(above, FindingCode::kVariantUpperBoundTooHigh);
  ASSERT_NE(high, nullptr);
  EXPECT_EQ(high->message.rfind(std::string(kMember) + " declares `nvidia :: cuda_version_upper_bound :: 15`, but the "
                                                       "wheel is tied to CUDA 13",
                                0),
            0u)
      << high->message;
  EXPECT_TRUE(high->message.ends_with("declare `nvidia :: cuda_version_upper_bound :: 14`")) << high->message;
  declared[kUpperBound] = {"13.5"};
  EXPECT_EQ(finding(checked(dir.path(), declared), FindingCode::kVariantUpperBoundTooHigh), nullptr);
}

TEST(CheckDeclaredVariant, ABoundThatIsNoVersionOrAFileOfTwoVariantsIsAnInputError) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  auto text = variant_json_text("cu13", {{kLowerBound, {"twelve"}}});
  ASSERT_TRUE(text.ok());
  auto bad_bound = checked_text(dir.path(), *text);
  ASSERT_FALSE(bad_bound.ok());
  EXPECT_NE(bad_bound.error().message.find("`nvidia :: cuda_version_lower_bound :: twelve` is not a CUDA version"),
            std::string::npos)
      << bad_bound.error().message;

  TempDir other;
  auto two = index_json_text({{"cu13", {{kUpperBound, {"14"}}}}, {"null", {}}});
  ASSERT_TRUE(two.ok());
  auto refused = checked_text(other.path(), *two);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find(std::string(kMember) + " declares 2 variants"), std::string::npos)
      << refused.error().message;
}

TEST(CheckDeclaredVariant, AVariantJsonItCannotReadIsAnInputError) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  auto refused = checked_text(dir.path(), "{\"variants\": {}}");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find(std::string(kMember) + ": no `$schema`"), std::string::npos)
      << refused.error().message;
}

TEST(CheckDeclaredVariant, AWheelWithoutVariantJsonOrAFileThatIsNoWheelHasNoFindings) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  const auto report = audit_of({kernels_wheel(dir.path()), audit::testing::fixture("libkernels.so")});
  ASSERT_EQ(report.packages.size(), 2u);
  for (const auto& package : report.packages) {
    auto found = check_declared_variant(report, package, audit::testing::judge());
    ASSERT_TRUE(found.ok()) << found.error().message;
    EXPECT_TRUE(found->empty()) << package.name;
  }
}

}  // namespace
}  // namespace cudacompat::variant
