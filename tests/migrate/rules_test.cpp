// The knowledge of one step FROM -> TO (rules.cpp), loaded from the real knowledge base built into
// the tool: which entries a step holds, where the scanner looks each up, what `#if` sees on TO, the
// architectures TO drops and its dialect floor, and the steps it refuses.
#include <gtest/gtest.h>

#include <string>

#include "migrate/rules.h"

namespace cudacompat::migrate {
namespace {

Version v(const char* text) { return *Version::parse(text); }

MigrationRules loaded(const char* from, const char* to) {
  auto rules = load_rules(v(from), v(to));
  EXPECT_TRUE(rules.ok()) << rules.error().message;
  return rules.ok() ? std::move(*rules) : MigrationRules{};
}

// A step holds what was removed after FROM, up to and including TO: cudaBindTexture went in 12.0,
// so a project on 12.4 no longer has it to lose, and one on 11.8 does.
TEST(MigrateRules, AStepHoldsTheEntriesRemovedAfterFromUpToTo) {
  const MigrationRules step = loaded("12.4", "13.0");
  EXPECT_EQ(step.from, v("12.4"));
  EXPECT_EQ(step.to, v("13.0"));
  ASSERT_FALSE(step.storage.empty());
  for (const Rule& rule : step.storage) {
    EXPECT_GT(rule.since, step.from) << rule.name;
    EXPECT_LE(rule.since, step.to) << rule.name;
  }
  EXPECT_TRUE(step.by_identifier.contains("cudaThreadSynchronize"));
  EXPECT_FALSE(step.by_identifier.contains("cudaBindTexture"));
  EXPECT_TRUE(loaded("11.8", "13.0").by_identifier.contains("cudaBindTexture"));
  EXPECT_FALSE(loaded("11.8", "12.4").by_identifier.contains("cudaThreadSynchronize"));
}

// Each kind of entry is where the scanner looks it up, with what it needs to fix it.
TEST(MigrateRules, IndexesEachEntryWhereTheScannerLooksItUp) {
  const MigrationRules step = loaded("12.4", "13.0");
  ASSERT_TRUE(step.by_qualified.contains("cub::Sum"));
  EXPECT_EQ(step.by_qualified.at("cub::Sum")->fix, "functor");
  EXPECT_FALSE(step.by_identifier.contains("cub::Sum"));
  ASSERT_TRUE(step.fields.contains("clockRate"));
  EXPECT_EQ(step.fields.at("clockRate")->attribute, "cudaDevAttrClockRate");
  EXPECT_FALSE(step.by_identifier.contains("clockRate"));
  ASSERT_TRUE(step.signatures.contains("cudaMemPrefetchAsync"));
  const Rule& prefetch = *step.signatures.at("cudaMemPrefetchAsync");
  EXPECT_EQ(prefetch.old_arity, (std::pair<int, int>{3, 4}));
  ASSERT_EQ(prefetch.new_arities.size(), 1u);
  EXPECT_EQ(prefetch.new_arities[0], (std::pair<int, int>{4, 5}));
  EXPECT_EQ(prefetch.changed_at, 2);
  EXPECT_EQ(prefetch.changed_to, "struct cudaMemLocation location");
  EXPECT_NE(step.cub_debug_synchronous, nullptr);
  EXPECT_FALSE(step.headers.empty());
  for (const auto& [name, rule] : step.headers) EXPECT_TRUE(rule->kind.ends_with("header")) << name;
}

// `#if` on TO sees the toolkit's own encodings, the CCCL of the newest toolkit at or below TO, and
// one CUDACOMPAT_HAS_ per feature of the knowledge base.
TEST(MigrateRules, TheTargetMacrosAreWhatTheTargetToolkitDefines) {
  const MigrationRules step = loaded("12.4", "13.0");
  EXPECT_EQ(step.target_macros.at("CUDART_VERSION"), 13000);
  EXPECT_EQ(step.target_macros.at("CUDACOMPAT_CTK_VERSION"), 13000);
  EXPECT_EQ(step.target_macros.at("__CUDACC_VER_MAJOR__"), 13);
  EXPECT_EQ(step.target_macros.at("__CUDACC_VER_MINOR__"), 0);
  ASSERT_TRUE(step.target_macros.contains("CCCL_VERSION"));
  EXPECT_GE(step.target_macros.at("THRUST_VERSION"), 300000);  // CCCL 3 came with CUDA 13.0
  EXPECT_EQ(step.target_macros.at("CUDACOMPAT_CCCL_VERSION"), step.target_macros.at("CCCL_VERSION"));
  const MigrationRules older = loaded("11.8", "12.4");
  EXPECT_EQ(older.target_macros.at("CUDART_VERSION"), 12040);
  EXPECT_LT(older.target_macros.at("THRUST_VERSION"), 300000);
  bool has_feature = false;
  for (const auto& [name, value] : step.target_macros) {
    if (!name.starts_with("CUDACOMPAT_HAS_")) continue;
    has_feature = true;
    EXPECT_TRUE(value == 0 || value == 1) << name;
  }
  EXPECT_TRUE(has_feature);
}

// CUDA 13.0 dropped Maxwell to Volta and needs C++17 (CCCL 3.0); 12.4 -> 12.6 drops nothing.
TEST(MigrateRules, NamesTheArchitecturesToDropsAndItsDialectFloor) {
  const MigrationRules step = loaded("12.4", "13.0");
  EXPECT_TRUE(step.dropped_architectures.contains("70"));
  EXPECT_TRUE(step.dropped_architectures.contains("52"));
  EXPECT_TRUE(step.target_architectures.contains("90"));
  for (const auto& arch : step.dropped_architectures) EXPECT_FALSE(step.target_architectures.contains(arch)) << arch;
  EXPECT_EQ(step.cxx_min, 17);
  EXPECT_NE(step.cxx_min_source.find("C++17"), std::string::npos) << step.cxx_min_source;
  const MigrationRules minor = loaded("12.4", "12.6");
  EXPECT_TRUE(minor.dropped_architectures.empty());
  EXPECT_EQ(minor.cxx_min, 0);
}

TEST(MigrateRules, RefusesAReleaseTheKnowledgeBaseDoesNotKnowAndAStepThatIsNotForward) {
  auto unknown = load_rules(v("12.4"), v("12.7"));
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("CUDA 12.7 is not a release the knowledge base knows"), std::string::npos)
      << unknown.error().message;
  auto backwards = load_rules(v("13.0"), v("12.4"));
  ASSERT_FALSE(backwards.ok());
  EXPECT_NE(backwards.error().message.find("--to 12.4 is not newer than --from 13.0"), std::string::npos)
      << backwards.error().message;
  EXPECT_FALSE(load_rules(v("12.4"), v("12.4")).ok());
}

TEST(MigrateRules, TheNewestReleaseIsAStepTargetAndNamesEachSeverity) {
  const Version newest = newest_release();
  EXPECT_GE(newest, v("13.0"));
  EXPECT_TRUE(load_rules(v("12.4"), newest).ok());
  EXPECT_EQ(to_string(Severity::kWillNotLink), "will-not-link");
  EXPECT_EQ(to_string(Severity::kDeprecated), "deprecated");
}

}  // namespace
}  // namespace cudacompat::migrate
