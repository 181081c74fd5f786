// The one context `pin --check`'s rules run over (tool/pin/check_context.cpp): where an entry is
// installed, and what the context reads from the whole file before any entry is judged.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "check_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;

Declared entry_in(SourceKind source, const std::string& section, const std::string& marker = {}) {
  Declared entry;
  entry.source = source;
  entry.section = section;
  entry.marker = marker;
  return entry;
}

TEST(PinCheckContext, PlacesAnExtraOnTopOfTheMainSetAndAGroupOrBuildRequirementsInSetsOfTheirOwn) {
  const auto main = rules::placement_of(entry_in(SourceKind::kPyproject, "project.dependencies"));
  EXPECT_EQ(main.set, "");
  EXPECT_EQ(main.extra, "");

  const auto extra = rules::placement_of(entry_in(SourceKind::kPyproject, "project.optional-dependencies.cu12"));
  EXPECT_EQ(extra.set, "");  // installed with the main entries
  EXPECT_EQ(extra.extra, "cu12");
  EXPECT_EQ(extra.group, "cu12");

  const auto group = rules::placement_of(entry_in(SourceKind::kPyproject, "dependency-groups.test"));
  EXPECT_EQ(group.set, "group test");
  EXPECT_EQ(group.extra, "");

  EXPECT_EQ(rules::placement_of(entry_in(SourceKind::kPyproject, "build-system.requires")).set, "build");

  // pip's `extra == "..."` marker in a requirements file is the same alternative as an extra.
  const auto marked = rules::placement_of(entry_in(SourceKind::kRequirements, "", "extra == 'cu13'"));
  EXPECT_EQ(marked.extra, "cu13");

  // A recipe's run constraints are installed with its run requirements.
  EXPECT_EQ(rules::placement_of(entry_in(SourceKind::kCondaRecipe, "requirements.run_constraints")).set,
            "requirements.run");
}

TEST(PinCheckContext, CountsABoundedCudaVersionOnlyForTheInstallSetThatHoldsIt) {
  DeclaredFile file;
  file.file = "recipe.yaml";
  file.source = SourceKind::kCondaRecipe;
  Declared bound = entry_in(SourceKind::kCondaRecipe, "requirements.host");
  bound.ecosystem = Ecosystem::kConda;
  bound.name = "cuda-version";
  bound.spec = ">=12,<13";
  Declared open = bound;
  open.section = "requirements.run";
  open.spec = ">=12";
  file.entries = {bound, open};
  CheckReport report;
  rules::RuleContext context(file, toolkit("12.4"), KnowledgeBase::embedded(), report);
  EXPECT_EQ(context.cuda_version_bounded, std::set<std::string>{"requirements.host"});
  EXPECT_TRUE(report.findings.empty() && report.notes.empty());  // building the context judges nothing
}

}  // namespace
}  // namespace cudacompat::pins
