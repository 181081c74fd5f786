// The toolkit checks beyond discovery (probe/toolkit_check.h): the files a build needs, nvcc's dry
// run and the programs it names, CMake's view of the library root, and the cached compile check;
// on trees made here and on the real toolkit this build's probe chose.
#include "probe/toolkit_check.h"

#include <gtest/gtest.h>

#include "real_toolkit.h"
#include "toolkit_trees.h"

namespace cudacompat {
namespace {

using testing::make_standard;
using testing::ScratchDir;

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

TEST(ToolkitCheck, WhatTheProjectRequiresDecidesWhetherCcclAndEachLibraryAreMissing) {
  ScratchDir dir;
  make_standard(dir, "cuda");
  dir.write("cuda/include/crt/host_config.h", "");
  const ToolkitPaths paths = *inspect_toolkit_root(dir.path() / "cuda");
  ToolkitRequirements requirements;
  requirements.cccl = false;
  requirements.libraries = {{"cublas", "cuBLAS"}};
  requirements.source = "REQUIRES of cudacompat_configure (cuBLAS)";
  auto missing = missing_components(paths, requirements);
  ASSERT_EQ(missing.size(), 1u) << "no CCCL complaint when the project leaves CCCL out";
  EXPECT_EQ(missing[0].rfind("no cuBLAS library (libcublas.so or libcublas_static.a) in " +
                                 (dir.path() / "cuda/lib64").string() +
                                 " (only dangling links or nothing), and REQUIRES of cudacompat_configure (cuBLAS) "
                                 "requires it",
                             0),
            0u)
      << missing[0];
  dir.write("cuda/lib64/libcublas_static.a", "");
  EXPECT_TRUE(missing_components(paths, requirements).empty());
  ToolkitPaths headerless = paths;
  headerless.include_dir.clear();
  EXPECT_TRUE(missing_components(headerless).empty()) << "the layout check has said so already";
}

TEST(ToolkitCheck, CmakeFindsTheLibraryRootFromNvvmirLibraryDirOrTopAndOtherwiseSaysHowToFixIt) {
  ScratchDir dir;
  const fs::path nvcc = dir.write("cuda/bin/nvcc", "#!/bin/sh\n", true);
  NvccDryRun run;
  run.variables["NVVMIR_LIBRARY_DIR"] = "/anywhere/nvvm/libdevice/";
  EXPECT_TRUE(cmake_can_find_library_root(run, nvcc)) << "a path ending in nvvm/libdevice is enough";
  run.variables.clear();
  auto none = cmake_can_find_library_root(run, nvcc);
  ASSERT_FALSE(none);
  EXPECT_NE(none.error().message.find("\"Couldn't find CUDA library root.\""), std::string::npos);
  EXPECT_NE(
      none.error().message.find("Fix: set NVVMIR_LIBRARY_DIR in " + (dir.path() / "cuda/bin/nvcc.profile").string()),
      std::string::npos)
      << none.error().message;
  run.variables["NVVMIR_LIBRARY_DIR"] = (dir.path() / "cuda/share/libdevice").string();
  auto elsewhere = cmake_can_find_library_root(run, nvcc);
  ASSERT_FALSE(elsewhere);
  EXPECT_NE(elsewhere.error().message.find("(mkdir -p " + (dir.path() / "cuda/nvvm").string() + " && ln -s " +
                                           (dir.path() / "cuda/share/libdevice").string() + " " +
                                           (dir.path() / "cuda/nvvm/libdevice").string() + ")"),
            std::string::npos)
      << elsewhere.error().message;
  fs::create_directories(dir.path() / "cuda/nvvm/libdevice");
  EXPECT_TRUE(cmake_can_find_library_root(run, nvcc)) << "the directory above nvcc's holds nvvm/libdevice";
}

TEST(ToolkitCheck, TheRealNvccsDryRunNamesItsOwnCiccAndPtxasAndCmakeFindsItsLibraryRoot) {
  const fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  const ToolkitPaths paths = *inspect_toolkit_root(real);
  Expected<NvccDryRun> run = nvcc_dry_run(paths.nvcc, process_environment(), std::chrono::seconds(60));
  ASSERT_TRUE(run) << run.error().message;
  EXPECT_FALSE(run->path_list.empty());
  EXPECT_EQ(fs::path(run->cicc).filename(), "cicc");
  EXPECT_EQ(fs::path(run->ptxas).filename(), "ptxas");
  EXPECT_FALSE(run->host_compiler.empty());
  Expected<ToolchainPrograms> programs = toolchain_programs(*run, paths);
  ASSERT_TRUE(programs) << programs.error().message;
  EXPECT_TRUE(is_executable_file(programs->cicc)) << programs->cicc;
  EXPECT_TRUE(is_executable_file(programs->ptxas)) << programs->ptxas;
  Expected<void> root = cmake_can_find_library_root(*run, paths.nvcc);
  EXPECT_TRUE(root) << root.error().message;
}

}  // namespace
}  // namespace cudacompat
