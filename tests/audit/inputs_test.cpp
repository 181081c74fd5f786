// Inputs: directories walked recursively, each file once, one bad file never stopping the others.
#include "audit/inputs.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "audit/audit.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

const ArtifactFacts* find_artifact(const std::vector<InspectedFile>& files, const std::string& suffix) {
  for (const auto& file : files) {
    for (const auto& artifact : file.artifacts) {
      if (artifact.path.size() >= suffix.size() &&
          artifact.path.compare(artifact.path.size() - suffix.size(), suffix.size(), suffix) == 0) {
        return &artifact;
      }
    }
  }
  return nullptr;
}

TEST(Inputs, OneBadFileInADirectoryDoesNotStopTheOthers) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  std::string good = read_file(fixture("multi.o"));
  write_file(dir.path() / "a/good.o", good);
  write_file(dir.path() / "b/truncated.o", good.substr(0, good.size() - 100));  // section table cut
  write_file(dir.path() / "c/also_good.o", good);
  ExpandedInputs inputs = expand_inputs({dir.path().string()});
  ASSERT_TRUE(inputs.errors.empty());
  ASSERT_EQ(inputs.files.size(), 3u);
  auto inspected = inspect_files(inputs.files, DeviceCodeOptions{}, 2);
  const ArtifactFacts* bad = find_artifact(inspected, "truncated.o");
  ASSERT_NE(bad, nullptr);
  ASSERT_EQ(bad->errors.size(), 1u);
  EXPECT_NE(bad->errors[0].message.find((dir.path() / "b/truncated.o").string() + ": at offset 0x"), std::string::npos)
      << bad->errors[0].message;
  EXPECT_EQ(bad->errors[0].code, "artifact-unreadable");
  EXPECT_EQ(bad->errors[0].where, bad->path);
  for (const char* name : {"good.o", "also_good.o"}) {
    const ArtifactFacts* ok = find_artifact(inspected, name);
    ASSERT_NE(ok, nullptr) << name;
    EXPECT_TRUE(ok->errors.empty());
    EXPECT_EQ(ok->entry_count(), 3u);
  }
}

TEST(Inputs, SkipsFilesOfOtherFormatsFoundInDirectories) {
  TempDir dir;
  write_file(dir.path() / "README.md", "# not a binary\n");
  write_file(dir.path() / "lib/config.cmake", "set(X 1)\n");
  ExpandedInputs inputs = expand_inputs({dir.path().string()});
  ASSERT_EQ(inputs.files.size(), 2u);
  auto inspected = inspect_files(inputs.files, DeviceCodeOptions{}, 2);
  for (const auto& file : inspected) {
    EXPECT_TRUE(file.skipped);
    EXPECT_TRUE(file.artifacts.empty());
  }
}

std::vector<std::string> relative_paths(const ExpandedInputs& inputs, const std::filesystem::path& root) {
  std::vector<std::string> paths;
  for (const auto& file : inputs.files) paths.push_back(std::filesystem::relative(file.path, root).string());
  std::sort(paths.begin(), paths.end());
  return paths;
}

TEST(Inputs, LeavesOutTheObjectFilesInABuildTreesCMakeFiles) {
  TempDir dir;
  write_file(dir.path() / "CMakeCache.txt", "# This is the CMakeCache file.\n");
  write_file(dir.path() / "CMakeFiles/3.25.1/CompilerIdCXX/a.out", "not shipped");
  write_file(dir.path() / "tool/CMakeFiles/tool.dir/main.cpp.o", "an object file");
  write_file(dir.path() / "lib/libkernels.so", "a library");
  ExpandedInputs inputs = expand_inputs({dir.path().string()});
  EXPECT_EQ(relative_paths(inputs, dir.path()), std::vector<std::string>({"CMakeCache.txt", "lib/libkernels.so"}));
  EXPECT_EQ(inputs.build_directories_left_out.size(), 2u);
  // A subdirectory of the build tree named as the input is still inside it.
  inputs = expand_inputs({(dir.path() / "tool").string()});
  EXPECT_TRUE(inputs.files.empty());
}

TEST(Inputs, ReadsACMakeFilesDirectoryWhenItIsNamed) {
  TempDir dir;
  write_file(dir.path() / "CMakeCache.txt", "# This is the CMakeCache file.\n");
  write_file(dir.path() / "tool/CMakeFiles/tool.dir/main.cpp.o", "an object file");
  ExpandedInputs inputs = expand_inputs({(dir.path() / "tool/CMakeFiles").string()});
  EXPECT_EQ(relative_paths(inputs, dir.path()), std::vector<std::string>({"tool/CMakeFiles/tool.dir/main.cpp.o"}));
  EXPECT_TRUE(inputs.build_directories_left_out.empty());
}

TEST(Inputs, WalksADirectoryNamedCMakeFilesOutsideABuildTree) {
  TempDir dir;
  write_file(dir.path() / "CMakeFiles/libkept.so", "a library");
  ExpandedInputs inputs = expand_inputs({dir.path().string()});
  EXPECT_EQ(relative_paths(inputs, dir.path()), std::vector<std::string>({"CMakeFiles/libkept.so"}));
}

TEST(Inputs, ReportsANamedFileOfAnUnknownFormatWithItsFirstBytes) {
  TempDir dir;
  write_file(dir.path() / "notes.txt", "hello world");
  ExpandedInputs inputs = expand_inputs({(dir.path() / "notes.txt").string()});
  auto inspected = inspect_files(inputs.files, DeviceCodeOptions{}, 1);
  ASSERT_EQ(inspected.size(), 1u);
  ASSERT_EQ(inspected[0].artifacts.size(), 1u);
  ASSERT_EQ(inspected[0].artifacts[0].errors.size(), 1u);
  EXPECT_NE(inspected[0].artifacts[0].errors[0].message.find("it starts with 68 65 6c 6c 6f"), std::string::npos);
  EXPECT_EQ(inspected[0].artifacts[0].errors[0].where, inspected[0].artifacts[0].path);
}

TEST(Inputs, ReadsAFileOnceWhenSymlinksPointAtIt) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  write_file(dir.path() / "libk.so.1", read_file(fixture("libkernels.so")));
  std::filesystem::create_symlink("libk.so.1", dir.path() / "libk.so");
  std::filesystem::create_symlink("libk.so.1", dir.path() / "a-link-first.so");
  ExpandedInputs inputs = expand_inputs({dir.path().string()});
  ASSERT_EQ(inputs.files.size(), 1u);
  EXPECT_EQ(inputs.files[0].path, (dir.path() / "libk.so.1").string());  // the real file's name
}

TEST(Inputs, ReportsAMissingInput) {
  ExpandedInputs inputs = expand_inputs({"/nonexistent/cudacompat/lib.so"});
  ASSERT_EQ(inputs.errors.size(), 1u);
  EXPECT_NE(inputs.errors[0].message.find("/nonexistent/cudacompat/lib.so: No such file or directory"),
            std::string::npos);
  EXPECT_EQ(inputs.errors[0].code, "input-unreadable");
  EXPECT_EQ(inputs.errors[0].where, "/nonexistent/cudacompat/lib.so");
}

TEST(Inputs, ReportsTheLibrariesOfARealToolkitDirectoryInPathOrder) {
  SKIP_WITHOUT_TOOLKIT();
  const auto lib = cuda_library("");
  ExpandedInputs inputs = expand_inputs({lib.string()});
  ASSERT_TRUE(inputs.errors.empty());
  // libcublas.so and libcublas.so.13 are one file: listed once, under the real name.
  auto count = std::count_if(inputs.files.begin(), inputs.files.end(), [](const InputFile& file) {
    return file.path.find("libcublas.so") != std::string::npos && file.path.find("Lt") == std::string::npos;
  });
  EXPECT_EQ(count, 1);
  EXPECT_TRUE(std::is_sorted(inputs.files.begin(), inputs.files.end(),
                             [](const InputFile& a, const InputFile& b) { return a.path < b.path; }));
}

// The gate reads a NEW package once, for abi-diff and the audit, and hands the audit that reading.
TEST(Inputs, AFileAlreadyReadIsJudgedAsGivenAndNotReadAgain) {
  TempDir dir;
  const std::string path = (dir.path() / "pkg-1.0-py3-none-any.whl").string();
  write_file(path, "not a zip: reading it would be an error\n");
  AuditOptions options;
  options.inputs = {path};
  const AuditReport read_here = run_audit(options, judge());
  ASSERT_EQ(read_here.artifacts.size(), 1u);
  EXPECT_FALSE(read_here.artifacts[0].facts.errors.empty());

  InspectedFile inspected;
  ArtifactFacts facts;
  facts.path = path + "!pkg/libx.so";
  facts.package = "somewhere/else";
  facts.format = ArtifactFormat::kSharedLibrary;
  facts.soname = "libx.so";
  inspected.artifacts.push_back(facts);
  inspected.metadata.emplace();
  inspected.metadata->kind = PackageKind::kWheel;
  options.already_read.emplace(path, inspected);
  const AuditReport given = run_audit(options, judge());
  ASSERT_EQ(given.artifacts.size(), 1u);
  EXPECT_TRUE(given.artifacts[0].facts.errors.empty());
  EXPECT_EQ(given.artifacts[0].facts.soname, "libx.so");
  // A package is its own package, as inspect_files makes it.
  EXPECT_EQ(given.artifacts[0].facts.package, path);
  ASSERT_EQ(given.packages.size(), 1u);
  ASSERT_TRUE(given.packages[0].metadata.has_value());
  EXPECT_EQ(given.packages[0].metadata->file, path);
  EXPECT_EQ(given.files_read, 1u);
}

}  // namespace
}  // namespace cudacompat::audit
