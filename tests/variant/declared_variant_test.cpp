// A wheel's declared variant.json held to what its binaries say and to what NVIDIA's provider
// selects (tool/variant/declared_variant.cpp), on variant wheels written around the fixture
// libkernels.so (sm_86 SASS, compute_86 PTX, tied to CUDA 13): each rule's finding, what it says,
// and the variant.json files it cannot read. The same through `cudacompat audit` on real wheels is
// test_declared_variants.py's.
#include "variant/declared_variant.h"

#include <gtest/gtest.h>

#include <optional>
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

// Why the fixture's wheel with `variant_json` as its variant.json is refused ("", and a failure, where it is not).
std::string refusal_of_variant_json(const fs::path& dir, const std::string& variant_json) {
  auto found = checked_text(dir, variant_json);
  EXPECT_FALSE(found.ok());
  return found.ok() ? "" : found.error().message;
}

// Every check reads a wheel written around the fixture libkernels.so into a directory of its own.
class CheckDeclaredVariant : public ::testing::Test {
 protected:
  void SetUp() override { SKIP_WITHOUT_FIXTURES(); }
  TempDir dir;
};

// The finding of `code` where `declared` is the wheel's variant.json (none where there is none).
std::optional<Finding> finding_when(const fs::path& dir, const FeatureValues& declared, FindingCode code) {
  const auto found = checked(dir, declared);
  const Finding* each = finding(found, code);
  return each ? std::optional<Finding>(*each) : std::nullopt;
}

// The provider's rules still tell where the truthful variant is not installed: PTX for compute_86
// runs on every newer GPU, and the provider offers no 86 value there.
TEST_F(CheckDeclaredVariant, TheDerivedVariantTellsNoLiesAndOnlyTheProvidersLimitsRemain) {
  const auto found = checked(dir.path(), derived(dir.path()));
  EXPECT_EQ(codes(found),
            (std::set<FindingCode>{FindingCode::kVariantNotSelectedWhereItRuns, FindingCode::kVariantNewestGpuOnly}));
  const Finding* unselected = finding(found, FindingCode::kVariantNotSelectedWhereItRuns);
  ASSERT_NE(unselected, nullptr);
  EXPECT_NE(unselected->message.find("the variant declares 86_real, 86_virtual"), std::string::npos)
      << unselected->message;
}

TEST_F(CheckDeclaredVariant, AnOmittedSmArchIsUndeclaredAndSaysWhetherAnInstallerStillSelectsIt) {
  FeatureValues declared = derived(dir.path());
  declared[kSmArch] = {"86_virtual"};
  const auto undeclared = finding_when(dir.path(), declared, FindingCode::kVariantSmArchUndeclared);
  ASSERT_TRUE(undeclared);
  EXPECT_EQ(undeclared->message, std::string(kMember) +
                                     " omits `nvidia :: sm_arch :: 86_real`, but tiny/_kernels.so carries it, SASS "
                                     "for sm_86 (or its a/f form): an installer does not select the variant on " +
                                     gpu_name(86) + ", where it runs; declare it");
  FeatureValues no_ptx = derived(dir.path());
  no_ptx[kSmArch] = {"86_real"};
  const auto ptx = finding_when(dir.path(), no_ptx, FindingCode::kVariantSmArchUndeclared);
  ASSERT_TRUE(ptx);
  EXPECT_NE(ptx->message.find("omits `nvidia :: sm_arch :: 86_virtual`, but tiny/_kernels.so carries it, PTX for "
                              "compute_86 (or its a/f form); declare it"),
            std::string::npos)
      << ptx->message;
}

TEST_F(CheckDeclaredVariant, AnSmArchNoBinaryCarriesIsAbsentAndSaysWhatThenRuns) {
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

TEST_F(CheckDeclaredVariant, ALowerBoundBelowTheFloorNamesTheFloorsItFails) {
  const FeatureValues truth = derived(dir.path());
  const std::string floor = truth.at(kLowerBound).front();
  FeatureValues declared = truth;
  declared[kLowerBound] = {"11.0"};
  const auto low = finding_when(dir.path(), declared, FindingCode::kVariantLowerBoundBelowFloor);
  ASSERT_TRUE(low);
  EXPECT_EQ(low->message.rfind(std::string(kMember) +
                                   " declares `nvidia :: cuda_version_lower_bound :: 11.0`, but "
                                   "the binaries need CUDA " +
                                   floor + " (",
                               0),
            0u)
      << low->message;
  EXPECT_TRUE(low->message.ends_with("declare `nvidia :: cuda_version_lower_bound :: " + floor + "`")) << low->message;

  declared.erase(kLowerBound);
  const auto none = finding_when(dir.path(), declared, FindingCode::kVariantLowerBoundBelowFloor);
  ASSERT_TRUE(none);
  EXPECT_NE(none->message.find("declares no cuda_version_lower_bound, but the binaries need CUDA " + floor),
            std::string::npos)
      << none->message;

  // Values of one feature are alternatives: the lowest is the one an installer acts on.
  declared[kLowerBound] = {floor, "11.0"};
  EXPECT_TRUE(finding_when(dir.path(), declared, FindingCode::kVariantLowerBoundBelowFloor));
  declared[kLowerBound] = {floor};
  EXPECT_FALSE(finding_when(dir.path(), declared, FindingCode::kVariantLowerBoundBelowFloor));
}

TEST_F(CheckDeclaredVariant, AnUpperBoundAboveTheNextMajorIsTooHigh) {
  FeatureValues declared = derived(dir.path());
  declared[kUpperBound] = {"15"};
  const auto high = finding_when(dir.path(), declared, FindingCode::kVariantUpperBoundTooHigh);
  ASSERT_TRUE(high);
  EXPECT_EQ(high->message.rfind(std::string(kMember) + " declares `nvidia :: cuda_version_upper_bound :: 15`, but the "
                                                       "wheel is tied to CUDA 13",
                                0),
            0u)
      << high->message;
  EXPECT_TRUE(high->message.ends_with("declare `nvidia :: cuda_version_upper_bound :: 14`")) << high->message;
  declared[kUpperBound] = {"13.5"};
  EXPECT_FALSE(finding_when(dir.path(), declared, FindingCode::kVariantUpperBoundTooHigh));
}

TEST_F(CheckDeclaredVariant, ABoundThatIsNoVersionOrAFileOfTwoVariantsIsAnInputError) {
  auto text = variant_json_text("cu13", {{kLowerBound, {"twelve"}}});
  ASSERT_TRUE(text.ok());
  const std::string bad_bound = refusal_of_variant_json(dir.path(), *text);
  EXPECT_NE(bad_bound.find("`nvidia :: cuda_version_lower_bound :: twelve` is not a CUDA version"), std::string::npos)
      << bad_bound;

  TempDir other;
  auto two = index_json_text({{"cu13", {{kUpperBound, {"14"}}}}, {"null", {}}});
  ASSERT_TRUE(two.ok());
  const std::string refused = refusal_of_variant_json(other.path(), *two);
  EXPECT_NE(refused.find(std::string(kMember) + " declares 2 variants"), std::string::npos) << refused;
}

TEST_F(CheckDeclaredVariant, AVariantJsonItCannotReadIsAnInputError) {
  const std::string refused = refusal_of_variant_json(dir.path(), "{\"variants\": {}}");
  EXPECT_NE(refused.find(std::string(kMember) + ": no `$schema`"), std::string::npos) << refused;
}

TEST_F(CheckDeclaredVariant, AWheelWithoutVariantJsonOrAFileThatIsNoWheelHasNoFindings) {
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
