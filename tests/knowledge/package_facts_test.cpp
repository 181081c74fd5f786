// The knowledge base's `packages` section read into typed views (tool/knowledge/package_facts.cpp):
// each field read or refused with where it is, and the lookups the pins, the audit and the doctor
// make of it (a release's packages, a major's, a library's wheel component and install directory).
#include "knowledge/package_facts.h"

#include <gtest/gtest.h>

#include <string>

#include "common/json_value.h"
#include "knowledge/knowledge_base.h"
#include "knowledge_test_support.h"

namespace cudacompat {
namespace {

using testing::kMinimal;
using testing::refusal;
using testing::replace;

// The section `packages` holding `members`, read as the knowledge base reads it.
PackageFacts read_section(const std::string& members) {
  auto document = json::Document::parse("{" + members + "}");
  EXPECT_TRUE(document.ok()) << members;
  return read_package_facts(document->root());
}

// The message of the KnowledgeBaseError that reading `members` raises, or "" when they are accepted.
std::string refused(const std::string& members) {
  try {
    read_section(members);
  } catch (const KnowledgeBaseError& e) {
    return e.what();
  }
  return "";
}

// Two CUDA 12 releases whose runtime wheel changed its version; CUDA 12's wheels install per module.
const char* kTwoReleases = R"("library_components": {"libcudart": "cudart"},
  "releases": [
    {"cuda": "12.4", "wheels": {"cudart": {"package": "nvidia-cuda-runtime-cu12", "first": "12.4.99", "last": "12.4.127"}},
     "torch_tags": ["cu124"], "conda_cuda_version": "12.4"},
    {"cuda": "12.8", "wheels": {"cudart": {"package": "nvidia-cuda-runtime-cu12", "first": "12.8.57", "last": "12.8.90"},
                                "cccl": {"package": "nvidia-cuda-cccl-cu12", "first": "12.8.55.1.2", "last": "12.8.90"}}}],
  "majors": [{"major": 12, "wheel_suffix": "-cu12", "cupy": "cupy-cuda12x", "wheel_library_dir": "nvidia/{module}/lib"},
             {"major": 13, "wheel_suffix": "", "wheel_library_dir": "nvidia/cu13/lib"}])";

TEST(KnowledgeBase, RefusesAWheelSuffixFlagThatIsNotABooleanAndSaysWhere) {
  const std::string packages =
      replace(kMinimal, R"("versioned_symbols": [])",
              R"("versioned_symbols": [], "packages": {"majors": [{"major": 12, "nvidia_wheels_suffixed": "yes"}]})");
  EXPECT_NE(refusal(packages).find("packages.majors[12].nvidia_wheels_suffixed: expected true or false"),
            std::string::npos)
      << refusal(packages);
  EXPECT_EQ(refusal(replace(packages, R"("yes")", "true")), "");
}

// The layouts pip installs (nvidia-cuda-runtime-cu12 12.9.79: site-packages/nvidia/cuda_runtime/lib,
// nvidia-cuda-runtime 13.5.37: site-packages/nvidia/cu13/lib), read from the real knowledge base.
TEST(KnowledgeBase, NamesTheDirectoryEachMajorsNvidiaWheelsInstallTheirLibrariesTo) {
  const PackageFacts& packages = KnowledgeBase::embedded().packages();
  EXPECT_EQ(packages.wheel_library_dir("cudart", 13).value_or("none"), "nvidia/cu13/lib");
  EXPECT_EQ(packages.wheel_library_dir("cublas", 13).value_or("none"), "nvidia/cu13/lib");
  EXPECT_EQ(packages.wheel_library_dir("cudart", 12).value_or("none"), "nvidia/cuda_runtime/lib");
  EXPECT_EQ(packages.wheel_library_dir("nvrtc", 12).value_or("none"), "nvidia/cuda_nvrtc/lib");
  EXPECT_EQ(packages.wheel_library_dir("nvjitlink", 12).value_or("none"), "nvidia/nvjitlink/lib");
  EXPECT_EQ(packages.wheel_library_dir("cudart", 11).value_or("none"), "nvidia/cuda_runtime/lib");
  EXPECT_FALSE(packages.wheel_library_dir("no-such-component", 12).has_value());
  EXPECT_FALSE(packages.wheel_library_dir("cudart", 99).has_value());
}

TEST(PackageFacts, ReadsEachReleasesWheelsWithTheirOwnMajorAndFindsReleasesByMajorMinor) {
  const PackageFacts facts = read_section(kTwoReleases);
  ASSERT_EQ(facts.releases.size(), 2u);
  const ReleasePackages* release = facts.release(*Version::parse("12.8.1"));
  ASSERT_NE(release, nullptr);
  EXPECT_EQ(release->cuda.to_string(), "12.8");
  ASSERT_EQ(release->wheels.count("cccl"), 1u);
  EXPECT_EQ(release->wheels.at("cccl").major, 12);
  EXPECT_EQ(release->wheels.at("cccl").first_version().to_string(), "12.8.55.1");
  EXPECT_EQ(facts.release(*Version::parse("12.4"))->torch_tags, (std::vector<std::string>{"cu124"}));
  EXPECT_EQ(facts.release(*Version::parse("12.6")), nullptr);
  ASSERT_NE(facts.major(12), nullptr);
  EXPECT_EQ(facts.major(12)->cupy, "cupy-cuda12x");
  EXPECT_EQ(facts.major(11), nullptr);
}

TEST(PackageFacts, AComponentIsTheLibrarysWheelOrTheLibraryItselfWhenTheTableNamesNone) {
  const PackageFacts facts = read_section(kTwoReleases);
  EXPECT_EQ(facts.component_of("libcudart"), "cudart");
  EXPECT_EQ(facts.component_of("cufft"), "cufft");
}

TEST(PackageFacts, TheModuleOfAnInstallDirectoryIsTheWheelNameWithoutPrefixAndSuffix) {
  const PackageFacts facts = read_section(kTwoReleases);
  EXPECT_EQ(facts.wheel_library_dir("cudart", 12).value_or("none"), "nvidia/cuda_runtime/lib");
  EXPECT_EQ(facts.wheel_library_dir("cccl", 12).value_or("none"), "nvidia/cuda_cccl/lib");
  EXPECT_FALSE(facts.wheel_library_dir("cudart", 13).has_value()) << "no CUDA 13 release names a cudart wheel";
}

TEST(PackageFacts, TheLeadingVersionKeepsFourNumericParts) {
  EXPECT_EQ(leading_version("13.3.3.3.1").value_or(Version{}).to_string(), "13.3.3.3");
  EXPECT_EQ(leading_version("12.6.2.post1").value_or(Version{}).to_string(), "12.6.2");
  EXPECT_EQ(leading_version("11").value_or(Version{}).to_string(), "11");
  EXPECT_FALSE(leading_version("post1").has_value());
  EXPECT_FALSE(leading_version("").has_value());
}

TEST(PackageFacts, AWheelWhoseLastReleaseIsOlderThanItsFirstIsRefused) {
  EXPECT_EQ(refused(R"("releases": [{"cuda": "12.4", "wheels": {"cudart":
      {"package": "nvidia-cuda-runtime-cu12", "first": "12.4.127", "last": "12.4.99"}}}])"),
            "knowledge base: packages.releases[12.4].wheels.cudart: last is older than first");
  EXPECT_EQ(refused(R"("releases": [{"cuda": "12.4", "wheels": {"cudart":
      {"package": "nvidia-cuda-runtime-cu12", "first": "latest", "last": "12.4.99"}}}])"),
            "knowledge base: packages.releases[12.4].wheels.cudart.first: 'latest' is not a release number");
}

TEST(PackageFacts, ReleasesOutOfOrderAreRefusedNamingTheLaterOne) {
  EXPECT_EQ(refused(R"("releases": [{"cuda": "12.8"}, {"cuda": "12.4"}])"),
            "knowledge base: packages.releases[12.4]: releases must be listed oldest first");
}

TEST(PackageFacts, AKnownBadReleaseOfAnUnknownEcosystemIsRefused) {
  const std::string bad = R"("known_bad": [{"ecosystem": "npm", "package": "cupy", "versions": ["1"],
      "why": "w", "source": "s"}])";
  EXPECT_EQ(refused(bad), "knowledge base: packages.known_bad[cupy].ecosystem: 'npm' is not one of pypi, conda, cargo");
  const PackageFacts facts = read_section(replace(bad, "npm", "pypi"));
  ASSERT_EQ(facts.known_bad.size(), 1u);
  EXPECT_FALSE(facts.known_bad[0].only_below_cuda.has_value());
}

TEST(PackageFacts, ACondaPackageWhoseLastReleaseIsListedTwiceIsRefused) {
  const std::string entry =
      R"({"package": "cudatoolkit", "last": "11.8", "why": "w", "source": "s", "instead": "cuda-version"})";
  EXPECT_EQ(
      read_section(R"("conda_last_releases": [)" + entry + "]").conda_last_releases.at("cudatoolkit").last.to_string(),
      "11.8");
  EXPECT_EQ(refused(R"("conda_last_releases": [)" + entry + ", " + entry + "]"),
            "knowledge base: packages.conda_last_releases[cudatoolkit]: the package is listed twice");
}

TEST(PackageFacts, TheSectionMustBeAnObject) {
  auto document = json::Document::parse("[]");
  ASSERT_TRUE(document.ok());
  try {
    read_package_facts(document->root());
    FAIL() << "accepted a list as the packages section";
  } catch (const KnowledgeBaseError& e) {
    EXPECT_STREQ(e.what(), "knowledge base: packages: expected an object");
  }
}

}  // namespace
}  // namespace cudacompat
