// The re-check of `pin --check`'s corrections (tool/pin/recheck_corrections.cpp): a corrected line is
// checked again in a copy of its file and withdrawn, saying why, when it would still be flagged; and
// check_file, which reads, judges and re-checks one file.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "check_test_support.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

namespace fs = std::filesystem;
using check_tests::kWrongMajor;
using check_tests::toolkit;
using testing::ScratchDir;

CheckFinding offered(const std::string& file, int line, const std::string& corrected) {
  CheckFinding finding;
  finding.file = file;
  finding.line = line;
  finding.code = kWrongMajor;
  finding.corrected = corrected;
  return finding;
}

std::string text_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// The copies this process left in the temporary directory.
int copies_left() {
  const std::string prefix = "cudacompat-recheck-" + std::to_string(static_cast<long>(getpid())) + "-";
  int count = 0;
  for (const auto& entry : fs::directory_iterator(fs::temp_directory_path()))
    if (entry.path().filename().string().starts_with(prefix)) ++count;
  return count;
}

TEST(PinRecheckCorrections, WithdrawsACorrectionThatWouldStillBeFlaggedAndKeepsOneThatEndsTheFinding) {
  ScratchDir scratch;
  const std::string text = "nvidia-cuda-runtime-cu11>=11.8\nnvidia-cuda-runtime-cu11>=11.8\n";
  const std::string path = scratch.write("requirements.txt", text).string();
  CheckReport report;
  // Kept: nothing is left on its line, though the other line of the copy is still flagged.
  report.findings.push_back(offered(path, 1, "nvidia-cuda-runtime-cu12>=12.4,<13"));
  report.findings.push_back(offered(path, 2, "nvidia-cuda-runtime-cu11>=11.8,<12"));  // still CUDA 11's
  recheck_corrections(report, 0, path, toolkit("12.4"), KnowledgeBase::embedded());

  EXPECT_EQ(report.findings[0].corrected, "nvidia-cuda-runtime-cu12>=12.4,<13");
  EXPECT_EQ(report.findings[0].why_no_correction, "");
  EXPECT_EQ(report.findings[1].corrected, "");
  EXPECT_EQ(
      report.findings[1].why_no_correction.rfind(
          "the corrected line `nvidia-cuda-runtime-cu11>=11.8,<12` would still be flagged (" + kWrongMajor + ": ", 0),
      0u)
      << report.findings[1].why_no_correction;
  // The file itself is never written, and the copies are gone.
  EXPECT_EQ(text_of(path), text);
  EXPECT_EQ(copies_left(), 0);
}

TEST(PinRecheckCorrections, LeavesFindingsBeforeTheFirstOfAnotherFileOrPastTheEndAsTheyAre) {
  ScratchDir scratch;
  const std::string path = scratch.write("requirements.txt", "nvidia-cuda-runtime-cu11>=11.8\n").string();
  const std::string bad = "nvidia-cuda-runtime-cu11>=11.8,<12";
  CheckReport report;
  report.findings.push_back(offered(path, 1, bad));             // before first_finding
  report.findings.push_back(offered(path + ".other", 1, bad));  // another file's
  report.findings.push_back(offered(path, 7, bad));             // no line 7 to replace
  report.findings.push_back(offered(path, 0, bad));             // about the whole file
  recheck_corrections(report, 1, path, toolkit("12.4"), KnowledgeBase::embedded());
  for (const CheckFinding& finding : report.findings) {
    EXPECT_EQ(finding.corrected, bad) << finding.file << ":" << finding.line;
    EXPECT_EQ(finding.why_no_correction, "") << finding.file << ":" << finding.line;
  }
}

TEST(PinRecheckCorrections, ChecksAFileAndItsCorrectionsOrReportsTheFileItCannotRead) {
  ScratchDir scratch;
  const std::string path = scratch.write("requirements.txt", "numpy\nnvidia-cuda-runtime-cu11>=11.8\n").string();
  CheckReport report;
  pins::check_file(path, toolkit("12.4"), KnowledgeBase::embedded(), report);
  EXPECT_EQ(report.files, 1u);
  ASSERT_EQ(report.findings.size(), 1u);
  EXPECT_EQ(report.findings[0].line, 2);
  EXPECT_EQ(report.findings[0].code, kWrongMajor);
  // Offered only because the check of the corrected line found nothing there.
  ASSERT_NE(report.findings[0].corrected, "") << report.findings[0].why_no_correction;
  scratch.write("requirements.txt", "numpy\n" + report.findings[0].corrected + "\n");
  CheckReport again;
  pins::check_file(path, toolkit("12.4"), KnowledgeBase::embedded(), again);
  EXPECT_TRUE(again.findings.empty());

  const std::string missing = (scratch.path() / "missing" / "requirements.txt").string();
  pins::check_file(missing, toolkit("12.4"), KnowledgeBase::embedded(), again);
  ASSERT_EQ(again.errors.size(), 1u);
  EXPECT_EQ(again.errors[0].code, "file-unreadable");
  EXPECT_EQ(again.errors[0].where, missing);
  EXPECT_NE(again.errors[0].message.find(missing), std::string::npos) << again.errors[0].message;
  EXPECT_EQ(check_exit_code(again), 2);
}

}  // namespace
}  // namespace cudacompat::pins
