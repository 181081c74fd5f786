// `pin --check` as SARIF (tool/pin/check_sarif.cpp): one result per finding at its file and line,
// its message one paragraph with what was found and the fix, and what could not be read as the
// run's errors.
#include <gtest/gtest.h>

#include <string>

#include "check_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;

CheckFinding sarif_finding(const std::string& code, const std::string& message) {
  CheckFinding made;
  made.file = "requirements.txt";
  made.line = 4;
  made.code = code;
  made.package = "nvidia-cuda-runtime-cu11";
  made.message = message;
  made.found = "nvidia-cuda-runtime-cu11>=11.8";
  return made;
}

TEST(PinCheckSarif, PutsEachFindingAtItsFileAndLineWithWhatWasFoundAndTheLineToWrite) {
  CheckReport report;
  report.findings.push_back(sarif_finding(kWrongMajor, "built for CUDA 11 but the toolkit is CUDA 12.4"));
  report.findings.back().corrected = "nvidia-cuda-runtime-cu12>=12.4,<13";
  const sarif::Run run = check_sarif_run(report, "1.2.3");

  EXPECT_EQ(run.reporter, findings::Reporter::kPin);
  EXPECT_EQ(run.tool_version, "1.2.3");
  ASSERT_EQ(run.results.size(), 1u);
  const sarif::Result& result = run.results[0];
  const auto code = findings::parse_finding_code(kWrongMajor, findings::Reporter::kPin);
  ASSERT_TRUE(code.has_value());
  EXPECT_EQ(result.code, *code);
  EXPECT_EQ(result.level, sarif::default_level(findings::info(*code)));
  EXPECT_EQ(result.message,
            "built for CUDA 11 but the toolkit is CUDA 12.4. Found: nvidia-cuda-runtime-cu11>=11.8. Write instead: "
            "nvidia-cuda-runtime-cu12>=12.4,<13");
  ASSERT_EQ(result.locations.size(), 1u);
  EXPECT_EQ(result.locations[0].path, "requirements.txt");
  EXPECT_EQ(result.locations[0].line, 4);
  EXPECT_TRUE(run.errors.empty());
}

TEST(PinCheckSarif, SaysWhyThereIsNoDropInLineAndEndsNoSentenceTwice) {
  CheckReport report;
  report.findings.push_back(sarif_finding(kMixedMajors, "packages of different CUDA majors in one install set."));
  report.findings.back().found = "";
  report.findings.back().why_no_correction = "it is about several lines";
  const sarif::Run run = check_sarif_run(report, "1");
  ASSERT_EQ(run.results.size(), 1u);
  EXPECT_EQ(run.results[0].message,
            "packages of different CUDA majors in one install set. No drop-in line: it is about several lines");
}

TEST(PinCheckSarif, KeepsAFindingWithACodeTheTableDoesNotNameAsAnErrorAndTheReportsErrorsAfterIt) {
  CheckReport report;
  report.findings.push_back(sarif_finding("no-such-code", "a rule the table lacks"));
  report.findings.push_back(sarif_finding(kWrongMajor, "built for CUDA 11"));
  report.errors.push_back(Diagnostic::error("file-unreadable", "missing.txt: cannot open", "missing.txt"));
  const sarif::Run run = check_sarif_run(report, "1");

  ASSERT_EQ(run.results.size(), 1u);  // the finding with a known code
  ASSERT_EQ(run.errors.size(), 2u);
  EXPECT_EQ(run.errors[0].code, "entry-unreadable");
  EXPECT_EQ(run.errors[0].where, "requirements.txt");
  EXPECT_EQ(run.errors[0].message, "requirements.txt:4: the code 'no-such-code' is not in the table of finding codes");
  EXPECT_EQ(run.errors[1], report.errors[0]);
}

}  // namespace
}  // namespace cudacompat::pins
