// The toolkit layout (probe/toolkit_layout.h): which layout a root is and where its pieces are,
// what is missing from a partial one, the target of an exec-only wrapper script (read, never run),
// and programs followed through links and wrappers to the real one; on trees made here and on the
// real toolkit this build's probe chose.
#include "probe/toolkit_layout.h"

#include <gtest/gtest.h>

#include "real_toolkit.h"
#include "toolkit_trees.h"

namespace cudacompat {
namespace {

using testing::make_standard;
using testing::ScratchDir;

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

TEST(ToolkitLayout, ARootWithNeitherNvccNorCudaHIsNoToolkitAndAPartialOneSaysWhatIsMissing) {
  ScratchDir dir;
  dir.write("empty/bin/ptxas", "", true);
  EXPECT_FALSE(inspect_toolkit_root(dir.path() / "empty"));
  dir.write("headers-only/include/cuda.h", "#define CUDA_VERSION 12040\n");
  auto partial = inspect_toolkit_root(dir.path() / "headers-only");
  ASSERT_TRUE(partial);
  const std::string root = (dir.path() / "headers-only").string();
  EXPECT_EQ(partial->problems, (std::vector<std::string>{"no nvcc at " + root + "/bin/nvcc",
                                                         "cuda.h but no cuda_runtime.h in " + root + "/include",
                                                         "no libcudart under " + root}));
  make_standard(dir, "complete");
  auto complete = inspect_toolkit_root(dir.path() / "complete/");
  ASSERT_TRUE(complete);
  EXPECT_EQ(complete->root, dir.path() / "complete") << "a trailing slash is dropped";
  EXPECT_TRUE(complete->problems.empty()) << complete->problems[0];
  EXPECT_EQ(to_string(complete->layout), "standard");
}

TEST(ToolkitLayout, FindsHeadersAndLibrariesUnderTargetsAndAWheelsVersionedRuntime) {
  ScratchDir dir;
  dir.write("cuda/bin/nvcc", "#!/bin/sh\nexit 0\n", true);
  dir.write("cuda/targets/x86_64-linux/include/cuda.h", "");
  dir.write("cuda/targets/x86_64-linux/include/cuda_runtime.h", "");
  dir.write("cuda/targets/x86_64-linux/include/cccl/cub/version.cuh", "");
  dir.write("cuda/targets/x86_64-linux/lib/libcudart.so", "");
  auto targets = inspect_toolkit_root(dir.path() / "cuda");
  ASSERT_TRUE(targets);
  EXPECT_EQ(targets->include_dir, dir.path() / "cuda/targets/x86_64-linux/include");
  EXPECT_EQ(targets->library_dir, dir.path() / "cuda/targets/x86_64-linux/lib");
  EXPECT_EQ(targets->extra_include_dirs, std::vector<fs::path>{dir.path() / "cuda/targets/x86_64-linux/include/cccl"});
  make_standard(dir, "site/nvidia/cu13");
  fs::remove(dir.path() / "site/nvidia/cu13/lib64/libcudart.so");
  dir.write("site/nvidia/cu13/lib/libcudart.so.13", "");
  auto wheel = inspect_toolkit_root(dir.path() / "site");  // a site-packages directory holding nvidia/cu13
  ASSERT_TRUE(wheel);
  EXPECT_EQ(wheel->layout, Layout::kPipWheel);
  EXPECT_EQ(wheel->root, dir.path() / "site/nvidia/cu13");
  EXPECT_EQ(wheel->library_dir, dir.path() / "site/nvidia/cu13/lib");
  EXPECT_TRUE(wheel->problems.empty()) << wheel->problems[0];
}

TEST(ToolkitLayout, AWrapperThatRunsNothingExecutableIsAProblem) {
  ScratchDir dir;
  make_standard(dir, "cuda");
  dir.write("cuda/bin/nvcc", "#!/bin/sh\nexec " + (dir.path() / "gone/nvcc").string() + " \"$@\"\n", true);
  auto paths = inspect_toolkit_root(dir.path() / "cuda");
  ASSERT_TRUE(paths);
  const fs::path gone = fs::weakly_canonical(dir.path() / "gone/nvcc");
  EXPECT_EQ(paths->nvcc_real, gone);
  ASSERT_EQ(paths->problems.size(), 1u);
  EXPECT_EQ(paths->problems[0],
            (dir.path() / "cuda/bin/nvcc").string() + " runs " + gone.string() + ", which is not an executable file");
}

TEST(ToolkitLayout, AProgramIsFollowedThroughLinksAndWrappersAndAWrapperLoopStops) {
  ScratchDir dir;
  const fs::path real = dir.write("real/nvcc", "#!/bin/sh\necho real\n", true);
  dir.write("wrapped/nvcc", "#!/bin/sh\nexec ../real/nvcc \"$@\"\n", true);
  fs::create_symlink(dir.path() / "wrapped/nvcc", dir.path() / "link");
  EXPECT_EQ(resolve_program(dir.path() / "link"), fs::canonical(real));
  const fs::path a = dir.write("a", "#!/bin/sh\nexec " + (dir.path() / "b").string() + "\n", true);
  dir.write("b", "#!/bin/sh\nexec " + a.string() + "\n", true);
  const fs::path end = resolve_program(a);  // eight hops, then wherever the loop stands
  EXPECT_TRUE(end == fs::canonical(a) || end == fs::canonical(dir.path() / "b")) << end;
}

TEST(ToolkitLayout, TheRealToolkitIsCompleteAndItsNvccIsFollowedToTheCompilerDriver) {
  const fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  auto paths = inspect_toolkit_root(real);
  ASSERT_TRUE(paths);
  EXPECT_TRUE(paths->problems.empty()) << paths->problems[0];
  EXPECT_TRUE(fs::exists(paths->include_dir / "cuda.h"));
  EXPECT_TRUE(fs::exists(paths->include_dir / "cuda_runtime.h"));
  EXPECT_FALSE(paths->library_dir.empty());
  // Followed through any wrapper (Debian's) to the compiler driver itself, which runs no other program.
  EXPECT_TRUE(is_executable_file(paths->nvcc_real)) << paths->nvcc_real;
  EXPECT_FALSE(wrapper_script_target(paths->nvcc_real)) << paths->nvcc_real;
}

}  // namespace
}  // namespace cudacompat
