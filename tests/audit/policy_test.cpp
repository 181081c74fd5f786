// CI policies: each rule's violations, with the artifact and the reason.
#include "audit/policy.h"

#include <gtest/gtest.h>

#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

ArtifactFacts library_with(std::vector<std::string> needed, std::vector<std::pair<int, char>> sass,
                           std::vector<int> ptx = {}) {
  ArtifactFacts facts;
  facts.path = "libk.so";
  facts.package = "libk.so";
  facts.format = ArtifactFormat::kSharedLibrary;
  facts.needed = std::move(needed);
  DeviceContainer container{".nv_fatbin", false, 0, 0, {}};
  for (auto [sm, suffix] : sass) {
    DeviceEntry entry;
    entry.header.kind = EntryKind::kSass;
    entry.header.sm = sm;
    entry.header.suffix = suffix;
    container.entries.push_back(entry);
  }
  for (int sm : ptx) {
    DeviceEntry entry;
    entry.header.kind = EntryKind::kPtx;
    entry.header.sm = sm;
    entry.ptx_isa_major = 8;
    entry.ptx_isa_minor = 0;
    container.entries.push_back(entry);
  }
  facts.containers.push_back(container);
  return facts;
}

std::vector<Violation> check(const Policy& policy, const ArtifactFacts& facts) {
  return check_policy(policy, facts, judge().judge(facts), judge());
}

TEST(Policy, MinDriverFailsWhenTheArtifactNeedsANewerDriver) {
  Policy policy;
  policy.min_driver = Version::parse("525.60.13");
  auto violations = check(policy, library_with({"libcudart.so.13"}, {{80, 0}}));
  ASSERT_EQ(violations.size(), 1u);
  EXPECT_EQ(violations[0].rule, "min-driver");
  EXPECT_EQ(violations[0].path, "libk.so");
  EXPECT_NE(violations[0].message.find("needs driver 580.65.06"), std::string::npos) << violations[0].message;
  EXPECT_TRUE(check(policy, library_with({"libcudart.so.12"}, {{80, 0}})).empty());
}

TEST(Policy, RequireArchListsEveryMissingArchitecture) {
  Policy policy;
  policy.require_arch = {80, 90, 100};
  auto violations = check(policy, library_with({}, {{80, 0}}));
  ASSERT_EQ(violations.size(), 2u);
  EXPECT_NE(violations[0].message.find("sm_90"), std::string::npos);
  EXPECT_NE(violations[1].message.find("sm_100"), std::string::npos);
  EXPECT_TRUE(check(policy, library_with({}, {{80, 0}}, {80})).empty());  // PTX covers 90 and 100
}

TEST(Policy, RequireSassDoesNotAcceptTheJit) {
  Policy policy;
  policy.require_sass = {90};
  auto violations = check(policy, library_with({}, {{80, 0}}, {80}));
  ASSERT_EQ(violations.size(), 1u);
  EXPECT_EQ(violations[0].rule, "require-sass");
  EXPECT_NE(violations[0].message.find("only PTX"), std::string::npos);
}

TEST(Policy, RequireArchAndRequireSassFailAFileOfLtoIrAlone) {
  ArtifactFacts facts = library_with({}, {});
  DeviceEntry lto;
  lto.header.kind = EntryKind::kLtoIr;
  lto.header.sm = 90;
  facts.containers.back().entries.push_back(lto);
  Policy policy;
  policy.require_arch = {90};
  policy.require_sass = {90};
  policy.forbid_warning_codes = {FindingCode::kLtoIrOnly};
  auto violations = check(policy, facts);
  std::vector<std::string> rules;
  for (const auto& violation : violations) rules.push_back(violation.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"require-arch", "require-sass", "warning:lto-ir-only"}));
  ASSERT_FALSE(violations.empty());
  EXPECT_NE(violations[0].message.find("its LTO-IR, lto_90, loads on no GPU"), std::string::npos)
      << violations[0].message;
}

TEST(Policy, MaxCudaMajorFailsForANewerLibrary) {
  Policy policy;
  policy.max_cuda_major = 12;
  auto violations = check(policy, library_with({"libcudart.so.13", "libcusparse.so.12"}, {}));
  ASSERT_EQ(violations.size(), 1u);  // libcusparse.so.12 also ships with CUDA 12
  EXPECT_EQ(violations[0].rule, "max-cuda-major");
  EXPECT_NE(violations[0].message.find("libcudart.so.13"), std::string::npos);
}

TEST(Policy, RequirePtxAndForbidLibcudaAndWarningCodes) {
  Policy policy;
  policy.require_ptx = true;
  policy.forbid_libcuda = true;
  policy.forbid_warning_codes = {FindingCode::kNoPtx};
  auto violations = check(policy, library_with({"libcuda.so.1"}, {{80, 0}}));
  std::vector<std::string> rules;
  for (const auto& violation : violations) rules.push_back(violation.rule);
  EXPECT_EQ(rules, (std::vector<std::string>{"require-ptx", "forbid-libcuda", "warning:no-ptx"}));
}

TEST(Policy, ParsesGpuListsAndRejectsCompileTargets) {
  auto gpus = parse_gpu_list("sm_80, 90,8.6,compute_120");
  ASSERT_TRUE(gpus) << gpus.error().message;
  EXPECT_EQ(*gpus, (std::vector<int>{80, 90, 86, 120}));
  auto suffixed = parse_gpu_list("sm_90a");
  ASSERT_FALSE(suffixed);
  EXPECT_NE(suffixed.error().message.find("'sm_90a'"), std::string::npos);
  EXPECT_FALSE(parse_gpu_list("ampere"));
  EXPECT_FALSE(parse_gpu_list(""));
}

}  // namespace
}  // namespace cudacompat::audit
