#include <gtest/gtest.h>

#include <algorithm>

#include "common/subprocess.h"
#include "knowledge/knowledge_base.h"
#include "knowledge_test_support.h"
#include "probe/architectures.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using testing::kMinimal;
using testing::refusal;
using testing::replace;

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

// The `host_compiler_floors` section (the oldest supported GCC and Clang per release), which
// `cudacompat matrix` reads: applied release by release, complete, and never above a release's
// newest compiler.
std::string knowledge_with_floors(const std::string& floors) {
  return R"({"schema_version": 1,
  "releases": [
    {"version": "12.0", "driver_floor": "525.60.13", "bundled_drivers": {}, "ptx_isa": "8.0",
     "gcc_max": 12, "clang_max": 14, "arch_changes": {"add": ["50", "90"]}},
    {"version": "13.0", "driver_floor": "580.65.06", "bundled_drivers": {}, "ptx_isa": "9.0",
     "gcc_max": 15, "clang_max": 20, "arch_changes": {"add": ["100"], "drop": ["50"]}}],
  "features": [], "versioned_symbols": [],
  "host_compiler_floors": {"about": "test", "floors": )" +
         floors + "}}";
}

TEST(KnowledgeHostCompilerFloors, EachReleaseTakesTheFloorOfTheEntryThatSelectsIt) {
  KnowledgeBase kb = KnowledgeBase::from_json_text(knowledge_with_floors(
      R"([{"releases": "<13", "gcc_min": 6, "clang_min": 7, "source": "a"},
          {"releases": ">=13", "gcc_min": 7, "clang_min": 8, "source": "b"}])"));
  EXPECT_EQ(kb.releases()[0].gcc_min, 6);
  EXPECT_EQ(kb.releases()[0].clang_min, 7);
  EXPECT_EQ(kb.releases()[1].gcc_min, 7);
  EXPECT_EQ(kb.releases()[1].clang_min, 8);
}

TEST(KnowledgeHostCompilerFloors, AReleaseNoEntryCoversIsRefusedByName) {
  try {
    KnowledgeBase::from_json_text(
        knowledge_with_floors(R"([{"releases": "<13", "gcc_min": 6, "clang_min": 7, "source": "a"}])"));
    FAIL() << "accepted floors that leave 13.0 out";
  } catch (const KnowledgeBaseError& e) {
    EXPECT_NE(std::string(e.what()).find("13.0"), std::string::npos) << e.what();
  }
}

TEST(KnowledgeHostCompilerFloors, TwoEntriesForOneReleaseAreRefused) {
  EXPECT_THROW(KnowledgeBase::from_json_text(knowledge_with_floors(
                   R"([{"releases": ">=12", "gcc_min": 6, "clang_min": 7, "source": "a"},
                       {"releases": ">=13", "gcc_min": 7, "clang_min": 7, "source": "b"}])")),
               KnowledgeBaseError);
}

TEST(KnowledgeHostCompilerFloors, AFloorAboveTheNewestSupportedCompilerIsRefused) {
  EXPECT_THROW(KnowledgeBase::from_json_text(
                   knowledge_with_floors(R"([{"releases": ">=12", "gcc_min": 13, "clang_min": 7, "source": "a"}])")),
               KnowledgeBaseError);
}

TEST(KnowledgeHostCompilerFloors, AFloorWithoutItsSourceIsRefused) {
  EXPECT_THROW(
      KnowledgeBase::from_json_text(knowledge_with_floors(R"([{"releases": ">=12", "gcc_min": 6, "clang_min": 7}])")),
      KnowledgeBaseError);
}

TEST(KnowledgeHostCompilerFloors, TheEmbeddedCopyGivesEveryReleaseAFloorAtOrBelowItsNewest) {
  for (const auto& release : KnowledgeBase::embedded().releases()) {
    EXPECT_GT(release.gcc_min, 0) << release.version.to_string();
    EXPECT_GT(release.clang_min, 0) << release.version.to_string();
    EXPECT_LE(release.gcc_min, release.gcc_max) << release.version.to_string();
    EXPECT_LE(release.clang_min, release.clang_max) << release.version.to_string();
  }
}

}  // namespace
}  // namespace cudacompat
