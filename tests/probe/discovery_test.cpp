// Discovery over fixture directory trees: layouts, search order, wrappers, broken pieces.
// (Version identification, which runs nvcc, is tested against the real toolkit in identify_test.)
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include "probe/discovery.h"
#include "probe/toolkit_check.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;

// A toolkit tree with the pieces discovery looks at. The nvcc here is never run.
void make_standard(const ScratchDir& dir, const std::string& root) {
  dir.write(root + "/bin/nvcc", "#!/bin/sh\nexit 0\n", true);
  dir.write(root + "/include/cuda.h", "#define CUDA_VERSION 12040\n");
  dir.write(root + "/include/cuda_runtime.h", "");
  dir.write(root + "/lib64/libcudart.so", "");
}

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
  auto result = discover_toolkits(empty_machine(dir));
  ASSERT_EQ(result.candidates.size(), 1u);
  const auto& paths = result.candidates[0].paths;
  EXPECT_EQ(paths.layout, Layout::kStandard);
  EXPECT_TRUE(paths.problems.empty());
  EXPECT_EQ(paths.include_dir, dir.path() / "usr/local/cuda-12.4/include");
  EXPECT_EQ(paths.library_dir, dir.path() / "usr/local/cuda-12.4/lib64");
}

TEST(Discovery, RecognisesTheDistroLayoutAndResolvesItsWrapperScript) {
  ScratchDir dir;
  make_distro(dir, "usr");
  auto result = discover_toolkits(empty_machine(dir));
  ASSERT_EQ(result.candidates.size(), 1u);
  const auto& paths = result.candidates[0].paths;
  EXPECT_EQ(paths.layout, Layout::kDistroUnpacked);  // a distro tree that is not the real /usr
  EXPECT_EQ(paths.root, dir.path() / "usr");
  EXPECT_EQ(paths.nvcc_real, fs::canonical(dir.path() / "usr/lib/nvidia-cuda-toolkit/bin/nvcc"));
  EXPECT_EQ(paths.library_dir, dir.path() / "usr/lib/x86_64-linux-gnu");
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
  auto result = discover_toolkits(empty_machine(dir));
  ASSERT_EQ(result.candidates.size(), 1u);
  const auto& problems = result.candidates[0].paths.problems;
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

TEST(ToolkitLayout, ReadsTheTargetOfAnExecWrapperWithoutRunningIt) {
  ScratchDir dir;
  auto script = dir.write("nvcc", "#!/bin/sh\n# comment\nexec '/opt/cuda/bin/nvcc' \"$@\"\n", true);
  EXPECT_EQ(wrapper_script_target(script), fs::path("/opt/cuda/bin/nvcc"));
  auto binary = dir.write("binary",
                          std::string("\x7f"
                                      "ELF\0\0",
                                      6),
                          true);
  EXPECT_FALSE(wrapper_script_target(binary));
  auto variable = dir.write("var", "#!/bin/sh\nexec \"$NVCC_REAL\" \"$@\"\n", true);
  EXPECT_FALSE(wrapper_script_target(variable));
}

// The program the wrapper script `text` execs, as wrapper_script_target reads it.
std::optional<fs::path> exec_target(const ScratchDir& dir, const std::string& text) {
  return wrapper_script_target(dir.write("wrapper", text, true));
}

TEST(ToolkitLayout, ReadsTheLastExecAtTheStartOfALineQuotedOrNot) {
  ScratchDir dir;
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec /a/b \"$@\"\n"), fs::path("/a/b"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec /first\n \t exec\t/second;x\n"), fs::path("/second"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec /x|y\n"), fs::path("/x"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec /x&\n"), fs::path("/x"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec '/a b/c' \"$@\"\n"), fs::path("/a b/c"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"/d e/f\"\n"), fs::path("/d e/f"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec ../real/nvcc \"$@\"\n"), dir.path() / "../real/nvcc");
  // A variable is skipped, whichever exec has it.
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"$X\"\nexec /fallback\n"), fs::path("/fallback"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec /fallback\nexec $X\n"), fs::path("/fallback"));
  // Carriage returns are part of the word, as the shell would see them.
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\r\nexec /x\r\n"), fs::path("/x\r"));
}

TEST(ToolkitLayout, ReadsNoExecThatIsNotAtTheStartOfALineOrHasNoProgram) {
  ScratchDir dir;
  for (const char* text :
       {"#!/bin/sh\n  # exec /commented\n", "#!/bin/sh\necho; exec /not/first\n", "#!/bin/sh\nexecute /x\n",
        "#!/bin/sh\nexec\n/x\n", "#!/bin/sh\nexec   \n", "#!/bin/sh\nexec ;\n", "#!/bin/sh\nEXEC /x\n",
        "#!/bin/sh exec /x\n", "#!/bin/sh\n\rexec /x\n", "exec /x\n"})
    EXPECT_FALSE(exec_target(dir, text)) << text;
}

TEST(ToolkitLayout, ReadsAQuotedProgramAcrossLinesAndAnUnclosedQuoteAsAWord) {
  ScratchDir dir;
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"/a\nb\" x\n"), fs::path("/a\nb"));
  // The quoted program swallows the exec inside it; the search goes on after its closing quote.
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"/a\nexec /b\"\n"), fs::path("/a\nexec /b"));
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec '/a\nexec /b' x\nexec /c\n"), fs::path("/c"));
  // No closing quote, or nothing between the quotes: the word up to a blank, quotes and all.
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"/a/b\n"), dir.path() / "\"/a/b");
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec '/a/b;c\n"), dir.path() / "'/a/b");
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"\" /x\n"), dir.path() / "\"\"");
  EXPECT_EQ(exec_target(dir, "#!/bin/sh\nexec \"/a\" '/b\n"), fs::path("/a"));
}

TEST(ToolkitLayout, RecognisesAPipWheelRootOnlyAsNvidiaSlashCuDigits) {
  ScratchDir dir;
  for (const char* root : {"sp/nvidia/cu13", "sp/nvidia/cu", "sp/nvidia/cu13a", "sp/nvidia/xcu13", "sp/other/cu13",
                           "sp/nvidia/CU13", "sp/nvidia/cu1", "sp/nvidia/cu-13"})
    make_standard(dir, root);
  auto layout_of = [&](const std::string& root) { return inspect_toolkit_root(dir.path() / root)->layout; };
  EXPECT_EQ(layout_of("sp/nvidia/cu13"), Layout::kPipWheel);
  EXPECT_EQ(layout_of("sp/nvidia/cu13/"), Layout::kPipWheel);
  EXPECT_EQ(layout_of("sp/nvidia/cu1"), Layout::kPipWheel);
  for (const char* root :
       {"sp/nvidia/cu", "sp/nvidia/cu13a", "sp/nvidia/xcu13", "sp/other/cu13", "sp/nvidia/CU13", "sp/nvidia/cu-13"})
    EXPECT_EQ(layout_of(root), Layout::kStandard) << root;
}

// ---- usability checks beyond discovery (probe/toolkit_check.h) ----

TEST(ToolkitCheck, ReadsTheHostCompilerCiccPtxasAndPathFromNvccsDryRun) {
  const char* cuda130 =
      "#$ _HERE_=/usr/local/cuda/bin\n"
      "#$ TOP=/usr/local/cuda/bin/..\n"
      "#$ CICC_PATH=/usr/local/cuda/bin/../nvvm/bin\n"
      "#$ PATH=/usr/local/cuda/bin/../nvvm/bin:/usr/local/cuda/bin:/usr/bin\n"
      "#$ gcc -D__CUDA_ARCH_LIST__=750 -E -x c++ -D__CUDACC__ \"x.cu\" -o \"/tmp/a.ii\"\n"
      "#$ cudafe++ --c++17 \"/tmp/a.ii\"\n"
      "#$ \"$CICC_PATH/cicc\" --c++17 -arch compute_75 \"/tmp/b.ii\" -o \"/tmp/b.ptx\"\n"
      "#$ ptxas -arch=sm_75 -m64  \"/tmp/b.ptx\"  -o \"/tmp/b.cubin\"\n";
  NvccDryRun run = parse_nvcc_dry_run(cuda130);
  EXPECT_EQ(run.host_compiler, "gcc");
  EXPECT_EQ(run.cicc, "/usr/local/cuda/bin/../nvvm/bin/cicc");
  EXPECT_EQ(run.ptxas, "ptxas");
  EXPECT_EQ(run.path_list, "/usr/local/cuda/bin/../nvvm/bin:/usr/local/cuda/bin:/usr/bin");
  // Debian's 11.8 runs cicc by name, from the PATH its nvcc.profile sets.
  NvccDryRun debian =
      parse_nvcc_dry_run("#$ PATH=/x/bin:/usr/bin\n#$ gcc -E -x c++ a.cu\n#$ cicc --c++17 a.ii\n#$ ptxas a.ptx\n");
  EXPECT_EQ(debian.cicc, "cicc");
  EXPECT_EQ(debian.host_compiler, "gcc");
}

TEST(ToolkitCheck, ReadsOnlyWholeLineAssignmentsOfAnIdentifier) {
  NvccDryRun run = parse_nvcc_dry_run(
      "#$ A_1=x=y\n#$ 1X=foo\n#$ B =z\n#$ C=\n#$ D=a\rb\n#$ E=v\r\n#$ _=u\n#$ F-G=h\n"
      "#$  H=i\n# I=j\n#$ J\t=k\n");
  EXPECT_EQ(run.variables, (std::map<std::string, std::string>{{"A_1", "x=y"}, {"C", ""}, {"E", "v"}, {"_", "u"}}));
}

TEST(ToolkitCheck, ExpandsDollarNameAndDollarParenNameAndLeavesUnknownOnesAlone) {
  auto cicc_of = [](const std::string& line) {
    return parse_nvcc_dry_run("#$ V=/n/bin\n#$ W_2=/w\n#$ " + line + "\n").cicc;
  };
  EXPECT_EQ(cicc_of("$V/cicc"), "/n/bin/cicc");
  EXPECT_EQ(cicc_of("\"$(V)/cicc\" x"), "/n/bin/cicc");
  EXPECT_EQ(cicc_of("$W_2$V/cicc"), "/w/n/bin/cicc");
  EXPECT_EQ(cicc_of("$$V/cicc"), "$/n/bin/cicc");
  // A lone closing or opening parenthesis goes with the name, as the pattern reads it.
  EXPECT_EQ(cicc_of("$V)/cicc"), "/n/bin/cicc");
  EXPECT_EQ(cicc_of("$(V/cicc"), "/n/bin/cicc");
  EXPECT_EQ(cicc_of("$UNKNOWN/cicc"), "$UNKNOWN/cicc");
  EXPECT_EQ(cicc_of("$(UNKNOWN)/cicc"), "$(UNKNOWN)/cicc");
  EXPECT_EQ(cicc_of("$(/cicc"), "$(/cicc");
  EXPECT_EQ(cicc_of("$1V/cicc"), "$1V/cicc");
  EXPECT_EQ(cicc_of("$/cicc"), "$/cicc");
  EXPECT_EQ(cicc_of("/a$/cicc"), "/a$/cicc");
  EXPECT_EQ(cicc_of("$VV/cicc"), "$VV/cicc");
}

TEST(ToolkitCheck, NamesEachMissingRequiredPiece) {
  ScratchDir dir;
  make_standard(dir, "cuda");
  ToolkitPaths paths = *inspect_toolkit_root(dir.path() / "cuda");
  auto missing = missing_components(paths);
  ASSERT_EQ(missing.size(), 2u);
  EXPECT_NE(missing[0].find("crt/host_config.h"), std::string::npos) << missing[0];
  EXPECT_NE(missing[1].find("CCCL"), std::string::npos) << missing[1];
  EXPECT_NE(missing[1].find("cub/version.cuh"), std::string::npos) << missing[1];
  dir.write("cuda/include/crt/host_config.h", "");
  dir.write("cuda/include/cccl/cub/version.cuh", "");
  dir.write("cuda/include/cccl/cuda/std/version", "");
  paths = *inspect_toolkit_root(dir.path() / "cuda");  // include/cccl is found as an extra include directory
  EXPECT_TRUE(missing_components(paths).empty()) << missing_components(paths)[0];
  fs::remove(dir.path() / "cuda/lib64/libcudart.so");
  fs::create_symlink(dir.path() / "nowhere/libcudart.so.13", dir.path() / "cuda/lib64/libcudart.so");  // dangling
  dir.write("cuda/lib64/libcudart_static.a.bak", "");
  paths.library_dir = dir.path() / "cuda/lib64";
  missing = missing_components(paths);
  ASSERT_EQ(missing.size(), 1u);
  EXPECT_NE(missing[0].find("libcudart"), std::string::npos) << missing[0];
}

TEST(ToolkitCheck, RefusesACiccOrPtxasThatIsMissingNotExecutableOrFromElsewhere) {
  ScratchDir dir;
  make_standard(dir, "cuda");
  ToolkitPaths paths = *inspect_toolkit_root(dir.path() / "cuda");
  NvccDryRun run;
  run.path_list = (dir.path() / "cuda/bin").string() + ":" + (dir.path() / "other/bin").string();
  run.cicc = (dir.path() / "cuda/nvvm/bin/cicc").string();
  run.ptxas = "ptxas";
  auto result = toolchain_programs(run, paths);
  ASSERT_FALSE(result);
  EXPECT_NE(result.error().message.find("cicc"), std::string::npos) << result.error().message;
  dir.write("cuda/nvvm/bin/cicc", "#!/bin/sh\n", false);  // there, but not executable
  result = toolchain_programs(run, paths);
  ASSERT_FALSE(result);
  EXPECT_NE(result.error().message.find("not an executable file"), std::string::npos) << result.error().message;
  fs::permissions(dir.path() / "cuda/nvvm/bin/cicc", fs::perms::owner_all);
  dir.write("other/bin/ptxas", "#!/bin/sh\n", true);  // only another installation has one
  result = toolchain_programs(run, paths);
  ASSERT_FALSE(result);
  EXPECT_NE(result.error().message.find("outside"), std::string::npos) << result.error().message;
  dir.write("cuda/bin/ptxas", "#!/bin/sh\n", true);
  result = toolchain_programs(run, paths);
  ASSERT_TRUE(result) << result.error().message;
  EXPECT_EQ(result->ptxas, dir.path() / "cuda/bin/ptxas");
}

TEST(ToolkitCheck, TheCompileCheckPassesOnTheRealToolkitAndIsCachedByFingerprint) {
  fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  ScratchDir dir;
  CompileCheckInputs inputs;
  inputs.nvcc = real / "bin/nvcc";
  inputs.arch = "sm_75";
  inputs.cache_file = dir.path() / "check.json";
  inputs.work_dir = dir.path() / "work";
  inputs.environment = process_environment();
  inputs.time_limit = std::chrono::seconds(60);
  dir.write("check.json", "{\"key\": [], \"ok\": \"yes\"}");  // malformed: ignored with a warning
  Expected<CompileCheckResult> first = compile_check(inputs);
  ASSERT_TRUE(first) << first.error().message;
  EXPECT_FALSE(first->from_cache);
  ASSERT_EQ(first->diagnostics.size(), 1u);
  EXPECT_EQ(first->diagnostics[0].code, "compile-check-cache");
  EXPECT_NE(first->diagnostics[0].message.find("'key'"), std::string::npos) << first->diagnostics[0].message;
  Expected<CompileCheckResult> second = compile_check(inputs);
  ASSERT_TRUE(second);
  EXPECT_TRUE(second->from_cache);
  EXPECT_TRUE(second->diagnostics.empty());
  // Only the source is left in the work directory: no cubin, no nvcc temporaries.
  std::vector<std::string> left;
  for (const auto& entry : fs::directory_iterator(inputs.work_dir)) left.push_back(entry.path().filename().string());
  EXPECT_EQ(left, std::vector<std::string>{"cudacompat_compile_check.cup"});
}

TEST(ToolkitCheck, ACompileCheckThatFailsCarriesNvccsWordsAndIsNotCached) {
  ScratchDir dir;
  CompileCheckInputs inputs;
  inputs.nvcc =
      dir.write("bin/nvcc", "#!/bin/sh\necho 'ptxas fatal : Memory allocation failure' >&2\nexit 255\n", true);
  inputs.arch = "sm_75";
  inputs.cache_file = dir.path() / "check.json";
  inputs.work_dir = dir.path() / "work";
  inputs.environment = process_environment();
  Expected<CompileCheckResult> result = compile_check(inputs);
  ASSERT_FALSE(result);
  EXPECT_NE(result.error().message.find("Memory allocation failure"), std::string::npos) << result.error().message;
  EXPECT_FALSE(fs::exists(dir.path() / "check.json"));
}

}  // namespace
}  // namespace cudacompat
