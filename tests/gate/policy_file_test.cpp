// The gate's policy file (gate/policy_file.h): what each key sets, what is refused and how the
// message says so, and the example docs/release-gate.md gives, read as a user would copy it.
#include "gate/policy_file.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "scratch_dir.h"

namespace cudacompat::gate {
namespace {

using testing::ScratchDir;

// Each policy text is refused, with a message that holds the part expected of it.
void expect_refused(const std::vector<std::pair<std::string, std::string>>& cases) {
  for (const auto& [text, expected] : cases) {
    auto policy = parse_policy(text, "gate.toml");
    ASSERT_FALSE(policy) << text;
    EXPECT_NE(policy.error().message.find(expected), std::string::npos) << policy.error().message;
  }
}

TEST(Policy, EveryKeyFillsTheAuditsPolicyOrTheRelevelledCodes) {
  auto policy = parse_policy(
      "version = 1\nmin-driver = \"535.54.03\"\nrequire-arch = [\"sm_80\", 90]\nrequire-sass = [\"sm_90\"]\n"
      "require-ptx = true\ncuda-majors = [13, 12]\nforbid-libcuda = true\nerrors = [\"no-ptx\", \"capi-lost\"]\n"
      "warnings = [\"symbol-removed\"]\n",
      "gate.toml");
  ASSERT_TRUE(policy) << policy.error().message;
  EXPECT_EQ(policy->audit.min_driver->to_string(), "535.54.03");
  EXPECT_EQ(policy->audit.require_arch, (std::vector<int>{80, 90}));
  EXPECT_EQ(policy->audit.require_sass, (std::vector<int>{90}));
  EXPECT_TRUE(policy->audit.require_ptx);
  EXPECT_EQ(policy->audit.min_cuda_major, 12);
  EXPECT_EQ(policy->audit.max_cuda_major, 13);
  EXPECT_TRUE(policy->audit.forbid_libcuda);
  EXPECT_TRUE(policy->errors.contains(findings::FindingCode::kCapiLost));
  EXPECT_TRUE(policy->warnings.contains(findings::FindingCode::kSymbolRemoved));
  // An audit warning made an error is the audit's own --fail-on, so both reports agree.
  EXPECT_EQ(policy->audit.forbid_warning_codes, (std::vector<findings::FindingCode>{findings::FindingCode::kNoPtx}));
}

TEST(Policy, BadFilesAreRefusedNamingTheLineAndWhatIsAccepted) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"min-driver = \"1\"\n", "no `version`"},
      {"version = 2\n", "gate.toml:1: `version` must be 1"},
      {"version = 1\nrequire_arch = [\"sm_80\"]\n",
       "gate.toml:2: unknown key `require_arch`; a version-1 gate policy knows "
       "version, min-driver, require-arch"},
      {"version = 1\nmin-driver = 535\n", "gate.toml:2: `min-driver` must be a driver version as a string"},
      {"version = 1\nrequire-arch = [\"sm_90a\"]\n", "'sm_90a' is not a GPU architecture"},
      {"version = 1\ncuda-majors = [11, 13]\n", "has a gap"},
      {"version = 1\nerrors = [\"no-such-code\"]\n", "'no-such-code' is not a finding code"},
      {"version = 1\nerrors = [\"no-ptx\"]\nwarnings = [\"no-ptx\"]\n", "`no-ptx` is listed both"},
      {"version = 1\nrequire-ptx = \"yes\"\n", "`require-ptx` must be true or false"},
      {"version = 1\n[x\n", "gate.toml:2: not a TOML file"},
  };
  expect_refused(cases);
}

// The ```toml block of docs/release-gate.md, the policy the documentation tells users to start from.
std::string documented_policy() {
  std::ifstream in(std::string(CUDACOMPAT_SOURCE_DIR) + "/docs/release-gate.md");
  std::stringstream text;
  text << in.rdbuf();
  const std::string page = text.str();
  const std::size_t start = page.find("```toml\n");
  if (start == std::string::npos) return {};
  const std::size_t body = start + 8;
  return page.substr(body, page.find("```", body) - body);
}

TEST(Policy, TheDocumentedExampleIsReadAndListsEveryKeyInTheOrderPolicyKeysGives) {
  const std::string example = documented_policy();
  ASSERT_FALSE(example.empty()) << "docs/release-gate.md has no ```toml block";
  auto policy = parse_policy(example, "release-gate.md");
  ASSERT_TRUE(policy) << policy.error().message;
  EXPECT_EQ(policy->file, "release-gate.md");
  EXPECT_EQ(policy->audit.require_arch, (std::vector<int>{80, 90}));
  EXPECT_TRUE(policy->errors.contains(findings::FindingCode::kDriverFloorRaised));
  std::vector<std::string> keys;
  const std::regex key(R"(^([a-z-]+) = )");
  std::istringstream lines(example);
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    if (std::regex_search(line, match, key)) keys.push_back(match[1].str());
  }
  EXPECT_EQ(keys, policy_keys());
}

TEST(Policy, OnlyAnAuditWarningMadeAnErrorBecomesTheAuditsOwnFailOn) {
  auto policy = parse_policy("version = 1\nerrors = [\"driver-floor-raised\", \"no-ptx\"]\n", "gate.toml");
  ASSERT_TRUE(policy) << policy.error().message;
  EXPECT_EQ(policy->errors.size(), 2u);
  // driver-floor-raised is abi-diff's note: the audit has no rule of that name to fail on.
  EXPECT_EQ(policy->audit.forbid_warning_codes, (std::vector<findings::FindingCode>{findings::FindingCode::kNoPtx}));
  EXPECT_TRUE(policy->warnings.empty());
}

TEST(Policy, CudaMajorsMayComeInAnyOrderAndTwiceAndAreBoundedFromBothSides) {
  auto policy = parse_policy("version = 1\ncuda-majors = [13, 12, 13]\n", "gate.toml");
  ASSERT_TRUE(policy) << policy.error().message;
  EXPECT_EQ(policy->audit.min_cuda_major, 12);
  EXPECT_EQ(policy->audit.max_cuda_major, 13);
  auto one = parse_policy("version = 1\ncuda-majors = [13]\n", "gate.toml");
  ASSERT_TRUE(one);
  EXPECT_EQ(one->audit.min_cuda_major, 13);
  EXPECT_EQ(one->audit.max_cuda_major, 13);
}

TEST(Policy, AVersionOnlyFileIsTheEmptyPolicy) {
  auto policy = parse_policy("version = 1\n", "gate.toml");
  ASSERT_TRUE(policy) << policy.error().message;
  EXPECT_TRUE(policy->audit.empty());
  EXPECT_TRUE(policy->errors.empty());
  EXPECT_TRUE(policy->warnings.empty());
}

TEST(Policy, TheGatesOwnCodesAndWrongTypesInListsAreRefused) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"version = 1\nerrors = [\"artifact-unpaired\"]\n",
       "gate.toml:2: `errors`: 'artifact-unpaired' is not a finding code"},
      {"version = 1\nwarnings = [3]\n", "gate.toml:2: `warnings`: an item that is not a string is not a finding code"},
      {"version = 1\nerrors = \"no-ptx\"\n", "gate.toml:2: `errors` must be an array"},
      {"version = 1\nrequire-sass = [{ sm = 90 }]\n",
       "`require-sass` lists GPUs as strings (\"sm_90\") or numbers (90)"},
      {"version = 1\ncuda-majors = []\n", "`cuda-majors` is empty: no artifact could pass"},
      {"version = 1\ncuda-majors = [0]\n", "`cuda-majors` lists CUDA majors as numbers"},
      {"version = 1\nforbid-libcuda = [true]\n", "`forbid-libcuda` must be true or false"},
      {"version = \"1\"\n", "gate.toml:1: `version` must be 1"},
  };
  expect_refused(cases);
}

TEST(Policy, AFileIsReadFromItsPathAndOneThatCannotBeReadIsNamedAsPolicy) {
  ScratchDir dir;
  const std::string path = dir.write("gate.toml", "version = 1\nrequire-ptx = true\n").string();
  auto policy = read_policy_file(path);
  ASSERT_TRUE(policy) << policy.error().message;
  EXPECT_EQ(policy->file, path);
  EXPECT_TRUE(policy->audit.require_ptx);
  auto missing = read_policy_file((dir.path() / "none.toml").string());
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().message,
            "--policy " + (dir.path() / "none.toml").string() + ": cannot be read (no such file, or not readable)");
}

}  // namespace
}  // namespace cudacompat::gate
