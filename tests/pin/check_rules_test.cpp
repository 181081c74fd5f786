// `pin --check`'s driver (tool/pin/check_rules.cpp): what it keeps as errors and notes, and the order
// it runs the rules in, on files written the way projects write them. The corpus tests
// (tests/pin/corpus) score the same rules on real projects' files.
#include <gtest/gtest.h>

#include "check_test_support.h"
#include "requirements/cuda_rules.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;
using testing::ScratchDir;

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

}  // namespace
}  // namespace cudacompat::pins
