// The requirements*.txt reader (tool/pin/read_requirements.cpp) on fixtures modelled on real projects'
// files (tests/pin/fixtures), malformed ones and files written to a scratch directory: lines, includes,
// options, the CUDA index of an untagged torch.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(RequirementsReader, GivesEachRequirementTheLineWhereItStarts) {
  const std::string path = fixture("requirements/requirements-cuda12.txt");
  DeclaredFile file = read_ok(path);
  const Declared* cupy = find_entry(file.entries, "cupy-cuda12x");
  ASSERT_NE(cupy, nullptr);
  EXPECT_EQ(cupy->line, line_containing(path, "cupy-cuda12x>=13.0 \\"));
  EXPECT_EQ(cupy->spec, ">=13.0");
  EXPECT_EQ(cupy->marker, "platform_system == \"Linux\"") << "the continuation line is part of the requirement";
  const Declared* cuda_python = find_entry(file.entries, "cuda-python");
  ASSERT_NE(cuda_python, nullptr);
  EXPECT_EQ(cuda_python->line, line_containing(path, "cuda-python>=12.0"));
  EXPECT_EQ(cuda_python->spec, ">=12.0,<13") << "the comment is not part of it";
  EXPECT_EQ(cuda_python->file, path);
}

TEST(RequirementsReader, FollowsIncludesRelativeToTheIncludingFileAndNamesThem) {
  const std::string path = fixture("requirements/requirements-cuda12.txt");
  DeclaredFile file = read_ok(path);
  const std::string base = (fs::path(path).parent_path() / "base.txt").lexically_normal().string();
  const Declared* runtime = find_entry(file.entries, "nvidia-cuda-runtime-cu12");
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->file, base);
  EXPECT_EQ(runtime->line, line_containing(base, "Nvidia_CUDA_Runtime_cu12"));
  EXPECT_EQ(runtime->spec, ">= 12.0");
  const Declared* bindings = find_entry(file.entries, "cuda-bindings");
  ASSERT_NE(bindings, nullptr);
  EXPECT_EQ(bindings->file, (fs::path(path).parent_path() / "constraints.txt").lexically_normal().string());
  EXPECT_EQ(bindings->section, "constraints");
  EXPECT_EQ(runtime->section, "requirements");
}

TEST(RequirementsReader, FollowsANestedIncludeFromTheDirectoryOfTheFileNamingIt) {
  ScratchDir scratch;
  scratch.write("project/requirements.txt", "-r ../shared/gpu.txt\n");
  scratch.write("shared/gpu.txt", "-r cuda.txt\n");
  const fs::path cuda = scratch.write("shared/cuda.txt", "cuda-python>=12,<13\n");
  DeclaredFile file = read_ok((scratch.path() / "project/requirements.txt").string());
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_EQ(fs::path(file.entries[0].file), cuda.lexically_normal());
}

TEST(RequirementsReader, ReadsEachIncludedFileOnceEvenInACycle) {
  DeclaredFile file = read_ok(fixture("requirements/requirements-cuda12.txt"));
  EXPECT_EQ(count_named(file.entries, "numpy"), 1u);
  EXPECT_EQ(count_named(file.entries, "cuda-python"), 1u);
}

TEST(RequirementsReader, DropsHashOptionsAndSkipsOptionAndPathLines) {
  DeclaredFile file = read_ok(fixture("requirements/requirements-cuda12.txt"));
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  std::vector<std::string> names;
  for (const Declared& entry : file.entries) names.push_back(entry.name);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"cuda-bindings", "cuda-python", "cupy-cuda12x", "numpy",
                                             "nvidia-cublas-cu12", "nvidia-cuda-runtime-cu12", "torch"}));
  EXPECT_EQ(find_entry(file.entries, "nvidia-cublas-cu12")->spec, "==12.4.5.8");
}

TEST(RequirementsReader, ReportsABadLineWithItsFileAndLineAndReadsTheOthers) {
  const std::string path = fixture("malformed/requirements.txt");
  DeclaredFile file = read_ok(path);
  EXPECT_EQ(file.entries.size(), 3u);
  ASSERT_EQ(file.errors.size(), 1u);
  const std::string where = where_line_holds(path, "cupy-cuda12x=13.0");
  EXPECT_EQ(file.errors[0].message.rfind(where + ": ", 0), 0u) << file.errors[0].message;
  EXPECT_EQ(file.errors[0].code, "entry-unreadable");
  EXPECT_EQ(file.errors[0].where, where);
  EXPECT_NE(file.errors[0].message.find("column 13"), std::string::npos) << file.errors[0].message;
}

TEST(RequirementsReader, ReportsAnIncludeThatCannotBeReadAtTheLineNamingIt) {
  const auto [path, file] = write_and_read("requirements.txt", "numpy\n-r missing.txt\ncupy-cuda12x\n");
  EXPECT_EQ(file.entries.size(), 2u);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path + ":2: ", 0), 0u) << file.errors[0].message;
  EXPECT_NE(file.errors[0].message.find("missing.txt"), std::string::npos);
  EXPECT_EQ(file.errors[0].code, "include-not-followed");
  EXPECT_EQ(file.errors[0].where, path + ":2");
}

TEST(RequirementsReader, ReadsCrlfLinesAByteOrderMarkAndAContinuationAtTheEnd) {
  DeclaredFile file =
      read_ok_written("constraints-ci.txt", "\xEF\xBB\xBFnumpy>=1.23\r\n# comment \\\r\ncupy \\\r\n>=13");
  ASSERT_EQ(file.entries.size(), 2u) << (file.errors.empty() ? "" : file.errors.front().message);
  EXPECT_EQ(file.entries[0].name, "numpy");
  EXPECT_EQ(file.entries[0].spec, ">=1.23");
  EXPECT_EQ(file.entries[1].name, "cupy");
  EXPECT_EQ(file.entries[1].spec, ">=13");
  EXPECT_EQ(file.entries[1].line, 3);
  EXPECT_EQ(file.entries[0].section, "constraints") << "a constraints*.txt file";
}

TEST(RequirementsReader, StopsAfterFiftyBadLinesAfterAGoodOne) {
  ScratchDir scratch;
  std::string text = "numpy>=1.23\n";
  for (int i = 0; i < 200; ++i) text += "\x7f\x01ELF garbage " + std::to_string(i) + "\n";
  const fs::path path = scratch.write("requirements.txt", text);
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.errors.size(), 51u);
  EXPECT_NE(file.errors.back().message.find("the rest of the file is not read"), std::string::npos);
  EXPECT_EQ(file.errors.back().code, "too-many-unreadable-lines");
  EXPECT_EQ(file.errors.front().code, "entry-unreadable");
}

TEST(RequirementsReader, CallsAFileWhoseFirstThreeLinesAreNoRequirementsNotARequirementsFile) {
  ScratchDir scratch;
  std::string text;
  for (int i = 0; i < 200; ++i) text += "\x7f\x01ELF garbage " + std::to_string(i) + "\n";
  const fs::path path = scratch.write("requirements.txt", text);
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path.string() + ": not a requirements file", 0), 0u) << file.errors[0].message;
  EXPECT_EQ(file.errors[0].code, "not-a-requirements-file");
  EXPECT_EQ(file.errors[0].where, path.string());
}

// `-r /etc/shadow` in a pull request's requirements file: the error may not copy the file into a CI log.
TEST(RequirementsReader, QuotesAtMostAShortEscapedExcerptOfAnIncludedFileThatIsNoRequirementsFile) {
  ScratchDir scratch;
  const std::string secret = "root:$6$SALTSALT$VERYSECRETHASHVERYSECRETHASH:19000:0:99999:7:::\x1b[2J";
  const fs::path shadow = scratch.write("shadow", secret + "\n" + secret + "\n" + secret + "\n" + secret + "\n");
  const fs::path path = scratch.write("requirements.txt", "numpy\n-r " + shadow.string() + "\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
  ASSERT_EQ(file.errors.size(), 1u);
  const std::string& message = file.errors[0].message;
  EXPECT_NE(message.find("not a requirements file"), std::string::npos) << message;
  EXPECT_NE(message.find("'root:$6$SALTSALT$VERYSEC'..."), std::string::npos) << message;
  EXPECT_EQ(message.find("SECRETHASH"), std::string::npos) << message;
}

TEST(RequirementsReader, RefusesAnIncludedFifoWithoutWaitingForAWriter) {
  ScratchDir scratch;
  ASSERT_EQ(::mkfifo((scratch.path() / "pipe.txt").c_str(), 0600), 0);
  const fs::path path = scratch.write("requirements.txt", "numpy\n-r pipe.txt\n");
  DeclaredFile file = read_ok(path.string());
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_NE(file.errors[0].message.find("is a FIFO (named pipe), not a regular file"), std::string::npos)
      << file.errors[0].message;
}

TEST(RequirementsReader, GivesAnUntaggedTorchTheCudaIndexOfTheFileAndLeavesOtherPackagesAlone) {
  DeclaredFile file = read_ok_written("requirements.txt",
                                      "--extra-index-url https://download.pytorch.org/whl/cu130\ntorch>=2.9\n"
                                      "numpy\ntorchvision==0.24.0+cu128\n");
  EXPECT_EQ(find_entry(file.entries, "torch")->index_url, "https://download.pytorch.org/whl/cu130");
  EXPECT_EQ(find_entry(file.entries, "numpy")->index_url, "");
  EXPECT_EQ(find_entry(file.entries, "torchvision")->index_url, "");  // its own tag says its build
}

}  // namespace
}  // namespace cudacompat::pins
