// The corrections `pin --check` writes (tool/pin/check_fixes.cpp): each on the line it corrects, and
// the corrected line ends the finding.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "check_test_support.h"
#include "common/text.h"
#include "requirements/cuda_rules.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;
using testing::ScratchDir;

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

}  // namespace
}  // namespace cudacompat::pins
