#include <gtest/gtest.h>

#include "common/files.h"
#include "probe/host_compiler.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using namespace std::chrono_literals;

TEST(HostCompiler, ReadsTheLimitsFromTheRealHostConfig) {
  fs::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  auto text = read_text_file(root / "include/crt/host_config.h");
  ASSERT_TRUE(text);
  HostCompilerLimits limits = limits_from_host_config(*text);
  ASSERT_TRUE(limits.gcc_max);
  ASSERT_TRUE(limits.clang_max);
  EXPECT_GE(*limits.gcc_max, 11);
  EXPECT_GE(*limits.clang_max, 14);
}

TEST(HostCompiler, ReadsTheLimitsOfBothSpellingsOfTheClangCheck) {
  // CUDA 11.8 writes `__clang_major__ >= 15`; older releases `__clang_major__ > 13`.
  const char* cuda118 =
      "#if defined(__GNUC__)\n#if __GNUC__ > 11\n#error -- unsupported GNU version! gcc versions later than "
      "11\n#endif\n"
      "#if defined(__clang__)\n#if (__clang_major__ >= 15) || (__clang_major__ < 3)\n#error -- unsupported clang "
      "version! x\n#endif\n#endif\n#endif\n";
  HostCompilerLimits limits = limits_from_host_config(cuda118);
  EXPECT_EQ(limits.gcc_max, 11);
  EXPECT_EQ(limits.clang_max, 14);
  EXPECT_EQ(limits_from_host_config("#if __clang_major__ > 13\n#error -- unsupported clang version!\n").clang_max, 13);
}

TEST(HostCompiler, ReadsALimitWhateverTheWhitespaceAroundTheComparison) {
  auto gcc_max = [](const std::string& condition) {
    return limits_from_host_config("#if " + condition + "\n#error -- unsupported GNU version! x\n").gcc_max;
  };
  EXPECT_EQ(gcc_max("__GNUC__>12"), 12);
  EXPECT_EQ(gcc_max("__GNUC__ \t>\v 13 \r"), 13);
  EXPECT_EQ(gcc_max("(__GNUC__ > 14abc)"), 14);
  EXPECT_EQ(gcc_max("___GNUC__ > 9"), 9);
  EXPECT_EQ(gcc_max("__GNUC__ >= 12 || __GNUC__ > 15"), 15);  // the first occurrence that is a `>`
  EXPECT_EQ(gcc_max("__GNUC__ > 0012"), 12);
  EXPECT_FALSE(gcc_max("__GNUC__ >= 12"));
  EXPECT_FALSE(gcc_max("__GNUC__ > x"));
  EXPECT_FALSE(gcc_max("__GNUC__ < 12"));
  EXPECT_FALSE(gcc_max("__GNUC_MINOR__ > 12"));
  EXPECT_FALSE(gcc_max("__gnuc__ > 12"));
}

TEST(HostCompiler, PrefersTheAtLeastSpellingOfTheClangCheckWhereverItStands) {
  auto clang_max = [](const std::string& condition) {
    return limits_from_host_config("#if " + condition + "\n#error -- unsupported clang version! x\n").clang_max;
  };
  EXPECT_EQ(clang_max("__clang_major__>=16"), 15);
  EXPECT_EQ(clang_max("__clang_major__ \t>= \t21"), 20);
  EXPECT_EQ(clang_max("(__clang_major__ >= x) || (__clang_major__ > 17)"), 17);
  EXPECT_EQ(clang_max("__clang_major__ > 17 || __clang_major__ >= 19"), 18);
  EXPECT_EQ(clang_max("__clang_major__ > 18"), 18);
  EXPECT_FALSE(clang_max("__clang_major__ > = 18"));
  EXPECT_FALSE(clang_max("__clang_major__ == 18"));
  EXPECT_FALSE(clang_max("__clang_minor__ > 18"));
}

TEST(HostCompiler, LeavesOutALimitTooLargeForAnIntInsteadOfThrowing) {
  HostCompilerLimits limits = limits_from_host_config(
      "#if __GNUC__ > 99999999999\n#error -- unsupported GNU version! x\n"
      "#if __clang_major__ >= 99999999999999999999\n#error -- unsupported clang version! x\n");
  EXPECT_FALSE(limits.gcc_max);
  EXPECT_FALSE(limits.clang_max);
}

TEST(HostCompiler, IgnoresTheGraceAndIntelChecks) {
  const char* text =
      "#if (__GRCO_CLANG_COMPILER__ == 1) && ((__clang_major__ < 16) || (__clang_major__ > 20))\n"
      "#error -- unsupported Grace clang version! The version must be 16.x to 20.x.\n";
  EXPECT_FALSE(limits_from_host_config(text).clang_max);
}

TEST(HostCompiler, IdentifiesTheRealCompilerThisBuildUses) {
  Expected<CompilerIdentity> id = identify_compiler(CUDACOMPAT_TEST_CXX, process_environment(), 20s);
  ASSERT_TRUE(id) << id.error().message;
  EXPECT_NE(id->family, CompilerFamily::kUnknown) << id->source;
  ASSERT_TRUE(id->version);
  EXPECT_GE(id->version->major, 7);
}

TEST(HostCompiler, ACompilerThatDoesNotExistIsAnErrorNamingIt) {
  Expected<CompilerIdentity> id = identify_compiler("/nonexistent/g++-99", process_environment(), 5s);
  ASSERT_FALSE(id);
  EXPECT_NE(id.error().message.find("/nonexistent/g++-99"), std::string::npos) << id.error().message;
}

TEST(HostCompiler, AProgramThatIsNotACompilerIsAnError) {
  testing::ScratchDir dir;
  fs::path fake = dir.write("bin/cc", "#!/bin/sh\necho 'Frobnicator 1.0'\n", true);
  Expected<CompilerIdentity> id = identify_compiler(fake, process_environment(), 5s);
  ASSERT_FALSE(id);
  EXPECT_NE(id.error().message.find("neither GCC nor Clang"), std::string::npos) << id.error().message;
}

// nvcc's default: the name from `nvcc --dryrun`, on the PATH nvcc sets; a wrapper is followed by
// the program its banner names (Debian's gcc wrapper prints g++-11's banner).
TEST(HostCompiler, ReadsTheClangVersionFromTheFirstClangVersionFollowedByDigits) {
  testing::ScratchDir dir;
  auto version_of = [&](const std::string& banner) -> std::string {
    fs::path compiler = dir.write("fake-cc", "#!/bin/sh\nprintf '%s\\n' '" + banner + "'\n", true);
    Expected<CompilerIdentity> id = identify_compiler(compiler, process_environment(), 20s);
    if (!id) return "error";
    if (id->family != CompilerFamily::kClang) return "not clang";
    return id->version ? id->version->to_string() : "no version";
  };
  EXPECT_EQ(version_of("Ubuntu clang version 14.0.0-1ubuntu1.1"), "14.0.0");
  EXPECT_EQ(version_of("Apple clang version 15.0.0 (clang-1500.3.9.4)"), "15.0.0");
  EXPECT_EQ(version_of("clang version 17.x"), "17");
  EXPECT_EQ(version_of("clang version 18.1."), "18.1");
  EXPECT_EQ(version_of("clang version 19..1"), "19");
  EXPECT_EQ(version_of("clang version x clang version 16.0"), "16.0");
  EXPECT_EQ(version_of("clang version 1.2.3.4.5"), "no version");  // more parts than a Version has
  EXPECT_EQ(version_of("clang version  14.0"), "error");           // two spaces: not a Clang banner
  EXPECT_EQ(version_of("Clang version 14.0"), "error");
}

TEST(HostCompiler, FollowsAWrapperOnNvccsPathToTheCompilerItRuns) {
  Expected<CompilerIdentity> real = identify_compiler(CUDACOMPAT_TEST_CXX, process_environment(), 20s);
  ASSERT_TRUE(real);
  testing::ScratchDir dir;
  // A wrapper named gcc that runs the real compiler under its own name, as Debian's does.
  fs::path real_dir = fs::path(CUDACOMPAT_TEST_CXX).parent_path();
  dir.write("wrappers/gcc", "#!/bin/sh\nexec " + std::string(CUDACOMPAT_TEST_CXX) + " \"$@\"\n", true);
  std::string path_list = (dir.path() / "wrappers").string() + ":" + real_dir.string();
  Expected<NvccDefaultCompiler> resolved = resolve_nvcc_default_compiler("gcc", path_list, process_environment(), 20s);
  ASSERT_TRUE(resolved) << resolved.error().message;
  EXPECT_EQ(resolved->invoked, dir.path() / "wrappers/gcc");
  EXPECT_EQ(normalized(resolved->resolved), normalized(CUDACOMPAT_TEST_CXX)) << resolved->how;
  EXPECT_NE(resolved->how.find("gcc"), std::string::npos);
}

TEST(HostCompiler, ANameMissingFromNvccsPathIsAnErrorShowingThePath) {
  Expected<NvccDefaultCompiler> resolved =
      resolve_nvcc_default_compiler("gcc-none", "/nonexistent/bin", process_environment(), 5s);
  ASSERT_FALSE(resolved);
  EXPECT_NE(resolved.error().message.find("/nonexistent/bin"), std::string::npos) << resolved.error().message;
}

TEST(HostCompiler, DebiansCuda118WrapperIsJudgedAsTheG11ItRuns) {
  fs::path wrapper_dir = "/opt/cudacompat/toolkits/cuda-11.8/usr/lib/nvidia-cuda-toolkit/bin";
  if (!fs::exists(wrapper_dir / "gcc") || !fs::exists("/usr/bin/g++-11"))
    GTEST_SKIP() << "no Debian CUDA 11.8 or g++-11 here";
  Expected<NvccDefaultCompiler> resolved =
      resolve_nvcc_default_compiler("gcc", wrapper_dir.string() + ":/usr/bin:/bin", process_environment(), 20s);
  ASSERT_TRUE(resolved) << resolved.error().message;
  EXPECT_EQ(resolved->resolved, fs::path("/usr/bin/gcc-11"));
  EXPECT_EQ(resolved->cxx_driver, fs::path("/usr/bin/g++-11"));
  Expected<CompilerIdentity> id = identify_compiler(resolved->cxx_driver, process_environment(), 20s);
  ASSERT_TRUE(id);
  EXPECT_EQ(id->version->major, 11);
}

TEST(HostCompiler, RefusesACompilerNewerThanTheLimit) {
  CompilerIdentity gcc12{"/usr/bin/g++-12", CompilerFamily::kGnu, Version::parse("12.2.0"), "test"};
  HostCompilerLimits cuda118{11, 14, "test"};
  HostCompilerLimits cuda130{15, 20, "test"};
  EXPECT_FALSE(is_supported(gcc12, cuda118));
  EXPECT_TRUE(is_supported(gcc12, cuda130));
  CompilerIdentity unknown{"/usr/bin/icx", CompilerFamily::kUnknown, std::nullopt, "test"};
  EXPECT_FALSE(is_supported(unknown, cuda130));
}

TEST(HostCompiler, FindsOnlySupportedCompilersOnPath) {
  std::string path = environment_variable("PATH");
  Expected<CompilerIdentity> real = identify_compiler(CUDACOMPAT_TEST_CXX, process_environment(), 20s);
  ASSERT_TRUE(real && real->version);
  HostCompilerLimits just_below{real->version->major - 1, 0, "test"};
  for (const auto& c : find_supported_compilers(just_below, path, process_environment(), 20s)) {
    ASSERT_TRUE(c.version);
    EXPECT_TRUE(is_supported(c, just_below)) << c.path;
  }
  HostCompilerLimits wide{99, 99, "test"};
  EXPECT_FALSE(find_supported_compilers(wide, path, process_environment(), 20s).empty());
}

}  // namespace
}  // namespace cudacompat
