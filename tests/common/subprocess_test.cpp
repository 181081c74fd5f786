#include <gtest/gtest.h>

#include "common/files.h"
#include "common/subprocess.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using namespace std::chrono_literals;

TEST(Subprocess, CapturesOutputErrorsAndExitCode) {
  ProcessResult r = run_process({"/bin/sh", "-c", "echo out; echo err >&2; exit 4"});
  EXPECT_TRUE(r.started);
  EXPECT_EQ(r.exit_code, 4);
  EXPECT_EQ(r.output, "out\n");
  EXPECT_EQ(r.errors, "err\n");
  EXPECT_FALSE(r.ok());
}

TEST(Subprocess, KillsAProgramThatOverstaysAndItsChildren) {
  auto start = std::chrono::steady_clock::now();
  ProcessResult r = run_process({"/bin/sh", "-c", "sleep 30 & sleep 30"}, 200ms);
  EXPECT_TRUE(r.timed_out);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(Subprocess, AChildStartsWithExactlyTheEnvironmentItIsGivenAndTheToolsOwnStaysAsItWas) {
  const Environment before = process_environment();
  ProcessResult r = run_process({"/usr/bin/env"}, Environment{{"CUDACOMPAT_ONLY_HERE", "a b=c"}, {"TMPDIR", "/x"}}, 5s);
  ASSERT_TRUE(r.ok()) << r.failure;
  EXPECT_EQ(r.output, "CUDACOMPAT_ONLY_HERE=a b=c\nTMPDIR=/x\n");
  EXPECT_EQ(process_environment(), before);
  EXPECT_EQ(process_environment().count("CUDACOMPAT_ONLY_HERE"), 0u);
}

TEST(Subprocess, SaysWhenAProgramCannotBeRun) {
  ProcessResult r = run_process({"/nonexistent/nvcc", "--version"});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.failure.find("/nonexistent/nvcc"), std::string::npos);
}

TEST(Files, WriteIfChangedLeavesAnUnchangedFileAlone) {
  testing::ScratchDir dir;
  fs::path file = dir.path() / "sub/config.h";
  EXPECT_TRUE(*write_if_changed(file, "a\n"));
  auto before = fs::last_write_time(file);
  EXPECT_FALSE(*write_if_changed(file, "a\n"));
  EXPECT_EQ(fs::last_write_time(file), before);
  EXPECT_TRUE(*write_if_changed(file, "b\n"));
  EXPECT_EQ(*read_text_file(file), "b\n");
}

TEST(Files, WriteIfChangedReportsAFileItCannotWriteAndLeavesNothingBehind) {
  testing::ScratchDir dir;
  fs::create_directories(dir.path() / "config.h");  // a directory where the file should go
  auto written = write_if_changed(dir.path() / "config.h", "a\n");
  ASSERT_FALSE(written);
  EXPECT_NE(written.error().message.find("config.h"), std::string::npos) << written.error().message;
  std::size_t entries = 0;
  for (const auto& entry : fs::directory_iterator(dir.path())) entries += entry.path().filename() != "config.h";
  EXPECT_EQ(entries, 0u);  // no temporary file left
}

}  // namespace
}  // namespace cudacompat
