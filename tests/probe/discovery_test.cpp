// Discovery over fixture directory trees: layouts, search order, wrappers, broken pieces.
// (Version identification, which runs nvcc, is tested against the real toolkit in identify_test.)
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <optional>

#include "probe/discovery.h"
#include "toolkit_trees.h"

namespace cudacompat {
namespace {

using testing::make_standard;
using testing::ScratchDir;

void make_distro(const ScratchDir& dir, const std::string& prefix) {
  dir.write(prefix + "/lib/nvidia-cuda-toolkit/bin/nvcc", "#!/bin/sh\nexit 0\n", true);
  dir.write(prefix + "/bin/nvcc",
            "#!/bin/sh\nexec " + (dir.path() / prefix).string() + "/lib/nvidia-cuda-toolkit/bin/nvcc \"$@\"\n", true);
  dir.write(prefix + "/include/cuda.h", "#define CUDA_VERSION 11080\n");
  dir.write(prefix + "/include/cuda_runtime.h", "");
  dir.write(prefix + "/lib/x86_64-linux-gnu/libcudart.so", "");
}

DiscoveryInputs empty_machine(const ScratchDir& dir) {
  DiscoveryInputs inputs;
  inputs.usr_local = dir.path() / "usr/local";
  inputs.distro_prefix = dir.path() / "usr";
  fs::create_directories(inputs.usr_local);
  return inputs;
}

// The paths of the one toolkit found on a machine that is `dir` alone (none, and a failure, unless one is found).
std::optional<ToolkitPaths> only_toolkit(const ScratchDir& dir) {
  auto result = discover_toolkits(empty_machine(dir));
  EXPECT_EQ(result.candidates.size(), 1u);
  if (result.candidates.size() != 1) return std::nullopt;
  return result.candidates[0].paths;
}

std::vector<std::string> roots(const DiscoveryResult& result) {
  std::vector<std::string> list;
  for (const auto& c : result.candidates) list.push_back(c.paths.root.filename().string());
  return list;
}

TEST(Discovery, FindsNothingOnAMachineWithoutAToolkit) {
  ScratchDir dir;
  EXPECT_TRUE(discover_toolkits(empty_machine(dir)).candidates.empty());
}

TEST(Discovery, RecognisesTheStandardLayout) {
  ScratchDir dir;
  make_standard(dir, "usr/local/cuda-12.4");
  const auto paths = only_toolkit(dir);
  ASSERT_TRUE(paths);
  EXPECT_EQ(paths->layout, Layout::kStandard);
  EXPECT_TRUE(paths->problems.empty());
  EXPECT_EQ(paths->include_dir, dir.path() / "usr/local/cuda-12.4/include");
  EXPECT_EQ(paths->library_dir, dir.path() / "usr/local/cuda-12.4/lib64");
}

TEST(Discovery, RecognisesTheDistroLayoutAndResolvesItsWrapperScript) {
  ScratchDir dir;
  make_distro(dir, "usr");
  const auto paths = only_toolkit(dir);
  ASSERT_TRUE(paths);
  EXPECT_EQ(paths->layout, Layout::kDistroUnpacked);  // a distro tree that is not the real /usr
  EXPECT_EQ(paths->root, dir.path() / "usr");
  EXPECT_EQ(paths->nvcc_real, fs::canonical(dir.path() / "usr/lib/nvidia-cuda-toolkit/bin/nvcc"));
  EXPECT_EQ(paths->library_dir, dir.path() / "usr/lib/x86_64-linux-gnu");
}

TEST(Discovery, RecognisesAnUnpackedDistroPrefixGivenAsCudaToolkitRoot) {
  ScratchDir dir;
  make_distro(dir, "opt/cuda-12.4/usr");
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.root_cache_variable = (dir.path() / "opt/cuda-12.4").string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 1u);
  EXPECT_EQ(result.candidates[0].paths.root, dir.path() / "opt/cuda-12.4/usr");
  EXPECT_EQ(result.candidates[0].paths.layout, Layout::kDistroUnpacked);
}

TEST(Discovery, RecognisesThePipWheelLayout) {
  ScratchDir dir;
  std::string root = "site-packages/nvidia/cu13";
  dir.write(root + "/bin/nvcc", "#!/bin/sh\n", true);
  dir.write(root + "/include/cuda.h", "#define CUDA_VERSION 13010\n");
  dir.write(root + "/include/cuda_runtime.h", "");
  dir.write(root + "/lib/libcudart.so.13", "");
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.environment["CUDA_HOME"] = (dir.path() / root).string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 1u);
  EXPECT_EQ(result.candidates[0].paths.layout, Layout::kPipWheel);
  EXPECT_TRUE(result.candidates[0].paths.problems.empty()) << result.candidates[0].paths.problems.front();
  EXPECT_EQ(result.candidates[0].paths.library_dir, dir.path() / root / "lib");
}

TEST(Discovery, ReportsTheMissingPiecesOfAPartialToolkit) {
  ScratchDir dir;
  // A CUDA 12 wheel set: headers and ptxas but no nvcc.
  dir.write("usr/local/cuda-12.6/include/cuda.h", "#define CUDA_VERSION 12060\n");
  const auto paths = only_toolkit(dir);
  ASSERT_TRUE(paths);
  const auto& problems = paths->problems;
  ASSERT_FALSE(problems.empty());
  EXPECT_NE(problems[0].find("no nvcc"), std::string::npos);
}

TEST(Discovery, SearchesInTheDocumentedOrder) {
  ScratchDir dir;
  make_standard(dir, "roots/cache-variable");
  make_standard(dir, "roots/env-root");
  make_standard(dir, "roots/cuda-home");
  make_standard(dir, "roots/cuda-path");
  make_standard(dir, "roots/on-path");
  make_standard(dir, "usr/local/cuda-11.8");
  make_standard(dir, "usr/local/cuda-12.4");
  make_distro(dir, "usr");
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.root_cache_variable = (dir.path() / "roots/cache-variable").string();
  inputs.environment["CUDAToolkit_ROOT"] = (dir.path() / "roots/env-root").string();
  inputs.environment["CUDA_HOME"] = (dir.path() / "roots/cuda-home").string();
  inputs.environment["CUDA_PATH"] = (dir.path() / "roots/cuda-path").string();
  inputs.environment["PATH"] = (dir.path() / "roots/on-path/bin").string();
  auto result = discover_toolkits(inputs);
  EXPECT_EQ(roots(result), (std::vector<std::string>{"cache-variable", "env-root", "cuda-home", "cuda-path", "on-path",
                                                     "cuda-12.4", "cuda-11.8", "usr"}));
}

TEST(Discovery, TakesOnlyUsrLocalDirectoriesNamedExactlyCudaMajorDotMinor) {
  ScratchDir dir;
  for (const char* name : {"cuda-12.4", "cuda-11.8", "cuda-012.10", "cuda-12", "cuda-12.4.1", "cuda-12.x", "xcuda-12.4",
                           "cuda-13.0-beta", "cuda-.4", "cuda-12.", "CUDA-12.4", "cuda_12.4", "cuda-12.4 "})
    make_standard(dir, std::string("usr/local/") + name);
  auto result = discover_toolkits(empty_machine(dir));
  EXPECT_EQ(roots(result), (std::vector<std::string>{"cuda-012.10", "cuda-12.4", "cuda-11.8"}));
}

TEST(Discovery, ListsOneToolkitFoundSeveralWaysOnceWithEveryOrigin) {
  ScratchDir dir;
  make_standard(dir, "usr/local/cuda-12.4");
  fs::create_directory_symlink(dir.path() / "usr/local/cuda-12.4", dir.path() / "usr/local/cuda");
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.environment["CUDA_HOME"] = (dir.path() / "usr/local/cuda").string();
  inputs.environment["PATH"] = (dir.path() / "usr/local/cuda/bin").string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 1u);
  EXPECT_EQ(result.candidates[0].origins.size(), 4u);  // CUDA_HOME, PATH, /usr/local/cuda, cuda-12.4
}

TEST(Discovery, FollowsAnExecOnlyWrapperOnPathToTheRealToolkit) {
  ScratchDir dir;
  make_standard(dir, "opt/vendor/cuda-12.4");
  // /usr/local/bin/nvcc that only execs the real one, as on this project's CI machines.
  dir.write("wrappers/bin/nvcc",
            "#!/bin/sh\nexec \"" + (dir.path() / "opt/vendor/cuda-12.4/bin/nvcc").string() + "\" \"$@\"\n", true);
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.environment["PATH"] = (dir.path() / "wrappers/bin").string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 1u);
  EXPECT_EQ(result.candidates[0].paths.root, fs::canonical(dir.path() / "opt/vendor/cuda-12.4"));
  EXPECT_NE(result.candidates[0].origins[0].find("nvcc on PATH"), std::string::npos);
}

TEST(Discovery, WorksWithSpacesInPaths) {
  ScratchDir dir;
  make_standard(dir, "my tools/cuda 12.4");
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.environment["CUDA_PATH"] = (dir.path() / "my tools/cuda 12.4").string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 1u);
  EXPECT_TRUE(result.candidates[0].paths.problems.empty());
}

TEST(Discovery, ReportsAnExplicitRootThatHoldsNoToolkitAsAnUnusableCandidate) {
  ScratchDir dir;
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.root_cache_variable = (dir.path() / "nowhere").string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 1u);
  EXPECT_TRUE(result.candidates[0].explicit_request);
  EXPECT_NE(result.candidates[0].paths.problems[0].find("does not exist"), std::string::npos);
}

TEST(Discovery, NotesAnEnvironmentVariableThatPointsAtNothing) {
  ScratchDir dir;
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.environment["CUDA_HOME"] = (dir.path() / "gone").string();
  auto result = discover_toolkits(inputs);
  EXPECT_TRUE(result.candidates.empty());
  ASSERT_EQ(result.notes.size(), 1u);
  EXPECT_NE(result.notes[0].message.find("CUDA_HOME"), std::string::npos);
  EXPECT_EQ(result.notes[0].where, "CUDA_HOME");
}

TEST(Discovery, FindsEveryToolkitInsideTheSearchPathDirectories) {
  ScratchDir dir;
  make_standard(dir, "opt/toolkits/cuda-12.4");
  make_distro(dir, "opt/toolkits/cuda-11.8/usr");
  dir.write("opt/toolkits/pip-cuda13/nvidia/cu13/bin/nvcc", "#!/bin/sh\n", true);
  dir.write("opt/toolkits/pip-cuda13/nvidia/cu13/include/cuda.h", "#define CUDA_VERSION 13050\n");
  dir.write("opt/toolkits/pip-cuda13/nvidia/cu13/include/cuda_runtime.h", "");
  dir.write("opt/toolkits/pip-cuda13/nvidia/cu13/lib/libcudart.so.13", "");
  fs::create_directories(dir.path() / "opt/toolkits/not-a-toolkit");
  DiscoveryInputs inputs = empty_machine(dir);
  inputs.environment["CUDACOMPAT_TOOLKIT_SEARCH_PATH"] =
      (dir.path() / "opt/toolkits").string() + ":" + (dir.path() / "gone").string();
  auto result = discover_toolkits(inputs);
  ASSERT_EQ(result.candidates.size(), 3u);
  EXPECT_EQ(result.candidates[0].paths.layout, Layout::kDistroUnpacked);
  EXPECT_EQ(result.candidates[1].paths.layout, Layout::kStandard);
  EXPECT_EQ(result.candidates[2].paths.layout, Layout::kPipWheel);
  EXPECT_EQ(result.candidates[2].paths.root, dir.path() / "opt/toolkits/pip-cuda13/nvidia/cu13");
  ASSERT_EQ(result.notes.size(), 1u);
  EXPECT_NE(result.notes[0].message.find("not a directory"), std::string::npos);
}

// Unreadable directories are staged for an unprivileged user: root reads everything, so as root
// the discovery runs in a child process that has dropped to the user `nobody` first.
TEST(Discovery, SkipsUnreadableDirectoriesWithoutFailing) {
  ScratchDir dir;
  fs::permissions(dir.path(), fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec);
  make_standard(dir, "usr/local/cuda-12.4");
  fs::create_directories(dir.path() / "usr/local/cuda-12.5/bin");
  dir.write("usr/local/cuda-12.5/bin/nvcc", "", true);
  fs::permissions(dir.path() / "usr/local/cuda-12.5", fs::perms::owner_all);  // nobody may not enter
  DiscoveryInputs inputs = empty_machine(dir);
  auto discover_and_check = [&] { return roots(discover_toolkits(inputs)) == std::vector<std::string>{"cuda-12.4"}; };
  if (geteuid() != 0) {
    fs::permissions(dir.path() / "usr/local/cuda-12.5", fs::perms::none);
    EXPECT_TRUE(discover_and_check());
    return;
  }
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    if (setgid(65534) != 0 || setuid(65534) != 0) _exit(2);
    _exit(discover_and_check() ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0)
      << "as nobody, discovery listed other than cuda-12.4 (exit 2: could not drop privileges)";
}

}  // namespace
}  // namespace cudacompat
