// The knowledge base's `host_compiler_floors` section (the oldest supported GCC and Clang per
// release), which `cudacompat matrix` reads: applied release by release, complete, and never above
// a release's newest compiler.
#include <gtest/gtest.h>

#include "knowledge/knowledge_base.h"

namespace cudacompat {
namespace {

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
