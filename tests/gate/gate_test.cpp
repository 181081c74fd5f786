// The gate's own rules, without any check under it: how artifacts are named and paired, and what
// the policy file accepts and refuses.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "gate/artifacts.h"
#include "gate/policy_file.h"
#include "variant/wheel_files.h"

namespace cudacompat::gate {
namespace {

TEST(WheelName, CarriesItsThreeTagsWithOrWithoutABuildTagOrAVariantLabel) {
  auto plain =
      variant::parse_wheel_name("cuda_python-12.6.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->python_tag, "cp312");
  EXPECT_EQ(plain->abi_tag, "cp312");
  EXPECT_EQ(plain->platform_tag, "manylinux_2_17_x86_64.manylinux2014_x86_64");
  auto built = variant::parse_wheel_name("pkg-1.0-2-py3-none-any.whl");
  ASSERT_TRUE(built);
  EXPECT_EQ(built->python_tag, "py3");
  EXPECT_EQ(built->platform_tag, "any");
  auto labelled = variant::parse_wheel_name("pkg-1.0-7-cp313-abi3-linux_aarch64-cu13.whl");
  ASSERT_TRUE(labelled);
  EXPECT_EQ(labelled->abi_tag, "abi3");
  EXPECT_EQ(labelled->platform_tag, "linux_aarch64");
  EXPECT_EQ(labelled->label, "cu13");
}

TEST(Artifacts, AMissingInputIsAnErrorThatNamesItAndWhatTheOptionTakes) {
  auto artifacts = collect_artifacts({"/nonexistent/x-1.0-py3-none-any.whl"}, "--previous");
  ASSERT_FALSE(artifacts);
  EXPECT_NE(artifacts.error().message.find("--previous /nonexistent/x-1.0-py3-none-any.whl: no such file"),
            std::string::npos);
  EXPECT_NE(artifacts.error().message.find("wheels, .deb files, conda packages"), std::string::npos);
}

TEST(Artifacts, AWheelsMachineIsItsPlatformTagWithoutTheLibcFloorSoANewFloorStillPairs) {
  const auto directory =
      std::filesystem::temp_directory_path() / ("cudacompat-gate-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(directory);
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"a-1-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl", "x86_64"},
      {"b-1-cp312-cp312-manylinux2014_aarch64.whl", "aarch64"},
      {"c-1-cp312-cp312-musllinux_1_2_x86_64.whl", "x86_64"},
      {"d-1-py3-none-any.whl", "any"},
      {"e-1-cp312-cp312-win_amd64.whl", "win_amd64"},
      {"libnvvm4_12.4.131~12.4.1-2_amd64.deb", "amd64"},
  };
  for (const auto& [file, machine] : cases) {
    std::ofstream((directory / file).string()).put('x');
    auto artifacts = collect_artifacts({(directory / file).string()}, "NEW");
    ASSERT_TRUE(artifacts) << artifacts.error().message;
    EXPECT_EQ((*artifacts)[0].machine, machine) << file;
  }
  std::filesystem::remove_all(directory);
}

Artifact named(std::string kind, std::string name, std::string python, std::string machine, std::string path) {
  Artifact artifact;
  artifact.kind = std::move(kind);
  artifact.name = std::move(name);
  artifact.python_tag = std::move(python);
  artifact.machine = std::move(machine);
  artifact.path = std::move(path);
  return artifact;
}

TEST(Pairing, PairsByNamePythonTagAndMachineAndSaysWhatIsLeftOnEachSide) {
  std::vector<Artifact> fresh = {named("wheel", "cuda-python", "cp312", "x86_64", "new-312-x86"),
                                 named("wheel", "cuda-python", "cp312", "aarch64", "new-312-arm"),
                                 named("wheel", "cuda-python", "cp313", "x86_64", "new-313-x86")};
  std::vector<Artifact> previous = {named("wheel", "cuda-python", "cp312", "aarch64", "old-312-arm"),
                                    named("wheel", "cuda-python", "cp312", "x86_64", "old-312-x86"),
                                    named("wheel", "cuda-python", "cp311", "x86_64", "old-311-x86")};
  auto pairing = pair_artifacts(fresh, previous);
  ASSERT_TRUE(pairing);
  EXPECT_EQ(pairing->previous[0], 1u);
  EXPECT_EQ(pairing->previous[1], 0u);
  EXPECT_FALSE(pairing->previous[2]);  // cp313 is new: nothing to compare with
  ASSERT_EQ(pairing->dropped.size(), 1u);
  EXPECT_EQ(previous[pairing->dropped[0]].path, "old-311-x86");  // cp311 is no longer built
}

TEST(Pairing, TwoArtifactsOfOneSideWithTheSamePairingAreRefused) {
  std::vector<Artifact> previous = {named("wheel", "x", "cp312", "x86_64", "a"),
                                    named("wheel", "x", "cp312", "x86_64", "b")};
  auto pairing = pair_artifacts({}, previous);
  ASSERT_FALSE(pairing);
  EXPECT_NE(pairing.error().message.find("--previous gives two wheel x cp312 x86_64 artifacts: a and b"),
            std::string::npos);
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
  for (const auto& [text, expected] : cases) {
    auto policy = parse_policy(text, "gate.toml");
    ASSERT_FALSE(policy) << text;
    EXPECT_NE(policy.error().message.find(expected), std::string::npos) << policy.error().message;
  }
}

}  // namespace
}  // namespace cudacompat::gate
