// `pin --check`'s rules over one context (tool/pin/check_context.h): where an entry is installed,
// what the context reads from the whole file before any entry is judged, the order the driver runs
// the rules in, and the corrections of tool/pin/check_fixes.cpp, on files written the way projects
// write them. The corpus tests (tests/pin/corpus) score the same rules on real projects' files.
#include <gtest/gtest.h>

#include "common/text.h"
#include "pin/check.h"
#include "pin/check_context.h"
#include "pin/readers.h"
#include "requirements/cuda_rules.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using testing::ScratchDir;

CheckContext toolkit(const std::string& version) {
  auto cuda = Version::parse(version);
  EXPECT_TRUE(cuda.has_value()) << version;
  return {cuda.value_or(Version{}), "--cuda"};
}

// `pin --check` of one file at one toolkit, as the command runs it.
CheckReport check_file(const std::string& path, const std::string& cuda) {
  CheckReport report;
  auto file = read_declared_file(path);
  EXPECT_TRUE(file.ok()) << path;
  if (file) check_declared(*file, toolkit(cuda), KnowledgeBase::embedded(), report);
  return report;
}

Declared entry_in(SourceKind source, const std::string& section, const std::string& marker = {}) {
  Declared entry;
  entry.source = source;
  entry.section = section;
  entry.marker = marker;
  return entry;
}

TEST(PinCheckReport, KeepsWhatItCouldNotReadAsErrorsAndWhatItSetAsideAsNotesEachWithACodeAndPlace) {
  ScratchDir scratch;
  const std::string path =
      scratch.write("requirements.txt", "-e ./vendored\nnvidia-cuda-runtime-cu12 >=>12\n").string();
  const CheckReport report = check_file(path, "12.4");
  ASSERT_EQ(report.errors.size(), 1u);
  EXPECT_EQ(report.errors[0].severity, Diagnostic::Severity::kError);
  EXPECT_EQ(report.errors[0].code, "entry-unreadable");
  EXPECT_EQ(report.errors[0].where, path + ":2");
  EXPECT_EQ(report.errors[0].message.rfind(path + ":2: ", 0), 0u) << report.errors[0].message;
  ASSERT_EQ(report.notes.size(), 1u);
  EXPECT_EQ(report.notes[0].severity, Diagnostic::Severity::kNote);
  EXPECT_EQ(report.notes[0].code, "not-a-requirement");
  EXPECT_EQ(report.notes[0].where, path + ":1");
  EXPECT_EQ(check_exit_code(report), 2);
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

TEST(PinCheckRules, ReportsAnEmptyRangeAloneBecauseItMakesTheOtherRulesMoot) {
  ScratchDir scratch;
  // Without the empty range, cuda-python>=13 is wrong-major at CUDA 12 and has no upper bound.
  const auto path = scratch.write("requirements.txt", "cuda-python>=13,<12\n").string();
  const CheckReport report = check_file(path, "12.4");
  ASSERT_EQ(report.findings.size(), 1u);
  EXPECT_EQ(report.findings[0].code, requirements::to_string(requirements::RuleCode::kEmptyRange));
  EXPECT_EQ(report.findings[0].corrected, "");
  EXPECT_NE(report.findings[0].why_no_correction, "");
  EXPECT_EQ(check_exit_code(report), 1);
}

TEST(PinCheckFixes, WritesTheKnownBadReleasesAsExclusionsOnTheLineWhereNoRangeIsPlanned) {
  const auto& facts = KnowledgeBase::embedded().packages();
  auto cuda = Version::parse("12.4");
  ASSERT_TRUE(cuda.has_value());
  std::vector<std::string> exclusions;
  for (const KnownBadRelease* bad : requirements::known_bad_releases(facts, "pypi", "cupy-cuda12x", *cuda))
    for (const auto& version : bad->versions) exclusions.push_back("!=" + version);
  ASSERT_FALSE(exclusions.empty()) << "the knowledge base lists no known-bad cupy-cuda12x release to test with";

  ScratchDir scratch;
  const auto path = scratch
                        .write("pyproject.toml",
                               "[project]\n"
                               "name = \"x\"\n"
                               "version = \"1\"\n"
                               "dependencies = [\n"
                               "    \"cupy-cuda12x>=13.0\",  # GPU arrays\n"
                               "]\n")
                        .string();
  const CheckReport report = check_file(path, "12.4");
  ASSERT_EQ(report.findings.size(), 1u);
  EXPECT_EQ(report.findings[0].code, requirements::to_string(requirements::RuleCode::kKnownBad));
  EXPECT_EQ(report.findings[0].line, 5);
  EXPECT_EQ(report.findings[0].corrected, "    \"cupy-cuda12x>=13.0," + join(exclusions, ",") + "\",  # GPU arrays");

  // The corrected line ends the finding.
  scratch.write("pyproject.toml", "[project]\nname = \"x\"\nversion = \"1\"\ndependencies = [\n" +
                                      report.findings[0].corrected + "\n]\n");
  EXPECT_TRUE(check_file(path, "12.4").findings.empty());
}

TEST(PinCheckCargoRules, ReportsACudarcFeatureOfAnotherMajorOnTheLineThatWritesItAndSwapsOnlyTheFeature) {
  ScratchDir scratch;
  const std::string head =
      "[package]\nname = \"x\"\nversion = \"0.1.0\"\n\n[dependencies.cudarc]\nversion = \"0.16\"\n";
  const auto path = scratch.write("Cargo.toml", head + "features = [\"driver\", \"cuda-11080\"]\n").string();
  const CheckReport report = check_file(path, "12.4");
  ASSERT_EQ(report.findings.size(), 1u);
  const CheckFinding& finding = report.findings[0];
  EXPECT_EQ(finding.code, requirements::to_string(requirements::RuleCode::kWrongMajor));
  EXPECT_EQ(finding.line, 7);  // the features line, not the table's header
  EXPECT_EQ(finding.corrected.find("cuda-11080"), std::string::npos) << finding.corrected;
  EXPECT_NE(finding.corrected.find("\"driver\""), std::string::npos) << finding.corrected;

  scratch.write("Cargo.toml", head + finding.corrected + "\n");
  EXPECT_TRUE(check_file(path, "12.4").findings.empty());
}

}  // namespace
}  // namespace cudacompat::pins
