// The file helpers every command reads and writes through (common/files.h): only regular files are
// read or replaced, writes are whole or not at all, and an output never names an input.
#include "common/files.h"

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "scratch_dir.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Files, ReadsAWholeRegularFileAndRefusesOneLargerThanAsked) {
  ScratchDir dir;
  const fs::path file = dir.write("METADATA", "Name: tiny\nVersion: 0.1\n");
  const auto text = read_text_file(file);
  ASSERT_TRUE(text) << text.error().message;
  EXPECT_EQ(*text, "Name: tiny\nVersion: 0.1\n");
  const auto too_large = read_text_file(file, 10);
  ASSERT_FALSE(too_large);
  EXPECT_EQ(too_large.error().message, file.string() + " is larger than 10 bytes");
}

TEST(Files, SaysWhyAPathIsNotReadMissingADirectoryOrAFifo) {
  ScratchDir dir;
  const auto missing = read_text_file(dir.path() / "absent");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().message, "cannot read " + (dir.path() / "absent").string() + ": No such file or directory");
  const auto directory = read_text_file(dir.path());
  ASSERT_FALSE(directory);
  EXPECT_EQ(directory.error().message, dir.path().string() + " is a directory, not a file");
  // A FIFO with no writer would block a reader forever: it is refused at once.
  const fs::path fifo = dir.path() / "pipe";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto pipe = read_text_file(fifo);
  ASSERT_FALSE(pipe);
  EXPECT_EQ(pipe.error().message,
            fifo.string() + " is a FIFO (named pipe), not a regular file: only regular files are read");
  EXPECT_FALSE(open_regular_file(fifo));
}

TEST(Files, AnOpenedRegularFileReadsBlockingAndTheCallerOwnsIt) {
  ScratchDir dir;
  const fs::path file = dir.write("a.txt", "abc");
  auto fd = open_regular_file(file);
  ASSERT_TRUE(fd) << fd.error().message;
  char buffer[4] = {};
  EXPECT_EQ(::read(*fd, buffer, sizeof buffer), 3);
  EXPECT_EQ(std::string(buffer, 3), "abc");
  EXPECT_EQ(::close(*fd), 0);
}

TEST(Files, WritesOnlyWhatChangedAndLeavesATimestampAloneOtherwise) {
  ScratchDir dir;
  const fs::path file = dir.path() / "new" / "dir" / "out.cmake";
  const auto first = write_if_changed(file, "set(X 1)\n");
  ASSERT_TRUE(first) << first.error().message;
  EXPECT_TRUE(*first) << "a new file (and its directories) is written";
  EXPECT_EQ(*read_text_file(file), "set(X 1)\n");
  const auto again = write_if_changed(file, "set(X 1)\n");
  ASSERT_TRUE(again);
  EXPECT_FALSE(*again) << "the same content is not written again";
  const auto changed = write_if_changed(file, "set(X 2)\n");
  ASSERT_TRUE(changed);
  EXPECT_TRUE(*changed);
  EXPECT_EQ(*read_text_file(file), "set(X 2)\n");
  for (const auto& entry : fs::directory_iterator(file.parent_path()))
    EXPECT_EQ(entry.path().filename(), "out.cmake") << "no temporary file is left";
}

TEST(Files, WillNotReplaceASymbolicLinkOrADirectoryWithARegularFile) {
  ScratchDir dir;
  const fs::path target = dir.write("target.txt", "kept");
  const fs::path link = dir.path() / "link.txt";
  fs::create_symlink(target, link);
  const auto through_link = write_if_changed(link, "replaced");
  ASSERT_FALSE(through_link);
  EXPECT_TRUE(has(through_link.error().message, "will not write " + link.string() + ": it is a symbolic link"))
      << through_link.error().message;
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(*read_text_file(target), "kept");
  const auto directory = write_if_changed(dir.path(), "x");
  ASSERT_FALSE(directory);
  EXPECT_TRUE(has(directory.error().message, "it is a directory")) << directory.error().message;
}

TEST(Files, AnOutputThatIsAnInputByPathOrByInodeIsNamed) {
  ScratchDir dir;
  const fs::path input = dir.write("lib/libk.so", "ELF");
  const fs::path other = dir.write("lib/libother.so", "ELF");
  const std::vector<std::string> inputs = {other.string(), input.string()};
  EXPECT_EQ(output_names_an_input(dir.path() / "lib" / ".." / "lib" / "libk.so", inputs), input.string());
  const fs::path hard_link = dir.path() / "alias.so";
  fs::create_hard_link(input, hard_link);
  EXPECT_EQ(output_names_an_input(hard_link, inputs), input.string());
  EXPECT_EQ(output_names_an_input(dir.path() / "report.html", inputs), std::nullopt);
}

TEST(Files, FindsTheFirstExecutableOnAPathAndNeverTheCurrentDirectory) {
  ScratchDir dir;
  dir.write("a/nvcc", "#!/bin/sh\n");  // not executable: passed over
  const fs::path second = dir.write("b/nvcc", "#!/bin/sh\n", true);
  dir.write("c/nvcc", "#!/bin/sh\n", true);
  const std::string path_list =
      (dir.path() / "a").string() + "::" + (dir.path() / "b").string() + ":" + (dir.path() / "c").string();
  EXPECT_EQ(find_program_on_path("nvcc", path_list), second);
  EXPECT_TRUE(is_executable_file(second));
  EXPECT_FALSE(is_executable_file(dir.path() / "a" / "nvcc"));
  EXPECT_FALSE(is_executable_file(dir.path() / "b"));  // a directory is searchable, not a program
  // An empty entry would mean the current directory, which is never searched.
  const fs::path here = fs::current_path();
  fs::current_path(dir.path() / "b");
  EXPECT_EQ(find_program_on_path("nvcc", ":"), std::nullopt);
  fs::current_path(here);
}

TEST(Files, NormalizesAnExistingPathToItsRealOneAndOthersLexically) {
  ScratchDir dir;
  const fs::path real = dir.write("real/file", "x");
  fs::create_directory_symlink(dir.path() / "real", dir.path() / "alias");
  EXPECT_EQ(normalized(dir.path() / "alias" / "file"), fs::canonical(real));
  EXPECT_EQ(normalized("/nonexistent/a/../b/./c"), fs::path("/nonexistent/b/c"));
}

TEST(Files, ListsTheEntriesADirectoryKeepsSortedAndNoneOfAMissingOne) {
  ScratchDir dir;
  for (const char* name : {"b-1.0-py3-none-any.whl", "notes.txt", "a-2.0-py3-none-any.whl", "c.whl/inside"})
    dir.write(std::string("wheels/") + name, "");
  auto is_wheel = [](const fs::path& entry) { return entry.extension() == ".whl"; };
  EXPECT_EQ(sorted_entries(dir.path() / "wheels", is_wheel),
            (std::vector<fs::path>{dir.path() / "wheels/a-2.0-py3-none-any.whl",
                                   dir.path() / "wheels/b-1.0-py3-none-any.whl", dir.path() / "wheels/c.whl"}));
  EXPECT_TRUE(sorted_entries(dir.path() / "absent", is_wheel).empty());
  EXPECT_TRUE(sorted_entries(dir.path() / "wheels/notes.txt", is_wheel).empty());
}

TEST(Files, AnUnsetEnvironmentVariableIsEmpty) {
  ::setenv("CUDACOMPAT_FILES_TEST_VARIABLE", "set", 1);
  EXPECT_EQ(environment_variable("CUDACOMPAT_FILES_TEST_VARIABLE"), "set");
  ::unsetenv("CUDACOMPAT_FILES_TEST_VARIABLE");
  EXPECT_EQ(environment_variable("CUDACOMPAT_FILES_TEST_VARIABLE"), "");
}

}  // namespace
}  // namespace cudacompat
