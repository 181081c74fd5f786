#include <gtest/gtest.h>

#include <algorithm>

#include "common/subprocess.h"
#include "knowledge/knowledge_base.h"
#include "probe/architectures.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

const char* kMinimal = R"({"schema_version": 1,
  "releases": [
    {"version": "12.0", "driver_floor": "525.60.13", "bundled_drivers": {"12.0.0": "525.60.13"}, "ptx_isa": "8.0",
     "gcc_max": 12, "clang_max": 14, "arch_changes": {"add": ["50", "90", "90a"]}},
    {"version": "12.8", "driver_floor": "525.60.13", "bundled_drivers": {"12.8.0": "570.26"}, "ptx_isa": "8.7",
     "gcc_max": 14, "clang_max": 19, "arch_changes": {"add": ["100"], "drop": ["50"]}}],
  "features": [{"name": "BF16", "what": "cuda_bf16.h", "introduced": "11.0"}],
  "versioned_symbols": []})";

std::string replace(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

TEST(KnowledgeBase, TheEmbeddedCopyPassesItsSchemaChecks) {
  const KnowledgeBase& kb = KnowledgeBase::embedded();
  EXPECT_GE(kb.releases().size(), 19u);
  EXPECT_EQ(kb.releases().front().version.to_string(), "11.0");
  EXPECT_FALSE(kb.features().empty());
}

TEST(KnowledgeBase, TheDialectFloorOfCccl3AppliesFromCuda13On) {
  const KnowledgeBase& kb = KnowledgeBase::embedded();
  EXPECT_EQ(kb.dialect_floor(*Version::parse("12.4.131")), nullptr);
  const DialectFloor* floor = kb.dialect_floor(*Version::parse("13.0.88"));
  ASSERT_NE(floor, nullptr);
  EXPECT_EQ(floor->cxx_min, 17);
  EXPECT_EQ(floor->since.to_string(), "13.0");
  ASSERT_NE(kb.dialect_floor(*Version::parse("13.5.37")), nullptr);
}

TEST(KnowledgeBase, AccumulatesArchitectureChangesReleaseByRelease) {
  KnowledgeBase kb = KnowledgeBase::from_json_text(kMinimal);
  const ReleaseFacts* r = kb.release(*Version::parse("12.8"));
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->architectures, (std::vector<std::string>{"90", "90a", "100"}));
}

TEST(KnowledgeBase, AnswersForAToolkitNewerThanItsNewestRelease) {
  const KnowledgeBase& kb = KnowledgeBase::embedded();
  const ReleaseFacts* r = kb.newest_at_or_below(*Version::parse("99.1"));
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->version, kb.newest().version);
  EXPECT_EQ(kb.release(*Version::parse("99.1")), nullptr);
}

TEST(KnowledgeBase, FindsTheFirstReleaseThatEmitsAPtxIsa) {
  const KnowledgeBase& kb = KnowledgeBase::embedded();
  EXPECT_EQ(kb.first_release_with_ptx_isa(*Version::parse("7.8"))->version.to_string(), "11.8");
  EXPECT_EQ(kb.first_release_with_ptx_isa(*Version::parse("8.5"))->version.to_string(), "12.5");
}

TEST(KnowledgeBase, RefusesReleasesOutOfOrderNamingTheRelease) {
  std::string bad = replace(kMinimal, R"("version": "12.8")", R"("version": "11.8")");
  bad = replace(bad, R"("12.8.0")", R"("11.8.0")");
  try {
    KnowledgeBase::from_json_text(bad);
    FAIL() << "accepted releases out of order";
  } catch (const KnowledgeBaseError& e) {
    EXPECT_NE(std::string(e.what()).find("releases[11.8]"), std::string::npos) << e.what();
  }
}

TEST(KnowledgeBase, RefusesDroppingAnArchitectureThatWasNeverAdded) {
  EXPECT_THROW(KnowledgeBase::from_json_text(replace(kMinimal, R"("drop": ["50"])", R"("drop": ["35"])")),
               KnowledgeBaseError);
}

TEST(KnowledgeBase, RefusesAMalformedVersionAndSaysWhere) {
  try {
    KnowledgeBase::from_json_text(replace(kMinimal, R"("ptx_isa": "8.7")", R"("ptx_isa": "eight")"));
    FAIL();
  } catch (const KnowledgeBaseError& e) {
    EXPECT_NE(std::string(e.what()).find("ptx_isa"), std::string::npos) << e.what();
  }
}

TEST(KnowledgeBase, RefusesInvalidJson) {
  EXPECT_THROW(KnowledgeBase::from_json_text("{\"schema_version\": 1,"), KnowledgeBaseError);
}

TEST(KnowledgeBase, RefusesAFeatureNameThatCannotBeAMacro) {
  EXPECT_THROW(KnowledgeBase::from_json_text(replace(kMinimal, R"("name": "BF16")", R"("name": "bf-16")")),
               KnowledgeBaseError);
}

// The message of the KnowledgeBaseError that `text` raises, or "" when it is accepted.
std::string refusal(const std::string& text) {
  try {
    KnowledgeBase::from_json_text(text);
  } catch (const KnowledgeBaseError& e) {
    return e.what();
  }
  return "";
}

TEST(KnowledgeBase, RefusesASectionThatMustBeAListWhenItIsAnObject) {
  EXPECT_NE(refusal(replace(kMinimal, R"("versioned_symbols": [])", R"("versioned_symbols": {})"))
                .find("versioned_symbols: expected a list"),
            std::string::npos);
  const std::string features =
      replace(kMinimal, R"("features": [{"name": "BF16", "what": "cuda_bf16.h", "introduced": "11.0"}])",
              R"("features": {"BF16": {"name": "BF16", "what": "cuda_bf16.h"}})");
  EXPECT_NE(refusal(features).find("features: expected a list"), std::string::npos) << refusal(features);
}

TEST(KnowledgeBase, RefusesAnIntegerTooLargeForAnIntInsteadOfTruncatingIt) {
  const std::string message = refusal(replace(kMinimal, R"("gcc_max": 14)", R"("gcc_max": 4294967310)"));
  EXPECT_NE(message.find("releases[12.8].gcc_max: the integer is out of range"), std::string::npos) << message;
}

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

// Cross-check against the installed toolkit: its nvcc's architecture list must equal the knowledge
// base's non-suffixed architectures for that release.
TEST(KnowledgeBase, AgreesWithTheInstalledNvccOnPlainArchitectures) {
  fs::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  ProcessResult version = run_process({(root / "bin" / "nvcc").string(), "--version"});
  ProcessResult listing = run_process({(root / "bin" / "nvcc").string(), "--list-gpu-arch"});
  ASSERT_TRUE(version.ok() && listing.ok());
  auto at = version.output.find("release ");
  ASSERT_NE(at, std::string::npos);
  auto toolkit = Version::parse(version.output.substr(at + 8, version.output.find(',', at) - at - 8));
  ASSERT_TRUE(toolkit);
  const ReleaseFacts* release = KnowledgeBase::embedded().release(*toolkit);
  if (!release) GTEST_SKIP() << "the knowledge base has no row for " << toolkit->to_string();
  std::vector<std::string> plain;
  for (const auto& a : release->architectures)
    if (a.find_first_not_of("0123456789") == std::string::npos) plain.push_back(a);
  EXPECT_EQ(plain, architectures_from_nvcc_listing(listing.output));
}

}  // namespace
}  // namespace cudacompat
