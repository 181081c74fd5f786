#include <gtest/gtest.h>

#include "common/files.h"
#include "probe/host_compiler.h"
#include "test_support.h"

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
      "#if defined(__GNUC__)\n#if __GNUC__ > 11\n#error -- unsupported GNU version! gcc versions later than 11\n#endif\n"
      "#if defined(__clang__)\n#if (__clang_major__ >= 15) || (__clang_major__ < 3)\n#error -- unsupported clang version! x\n#endif\n#endif\n#endif\n";
  HostCompilerLimits limits = limits_from_host_config(cuda118);
  EXPECT_EQ(limits.gcc_max, 11);
  EXPECT_EQ(limits.clang_max, 14);
  EXPECT_EQ(limits_from_host_config("#if __clang_major__ > 13\n#error -- unsupported clang version!\n").clang_max, 13);
}

TEST(HostCompiler, IgnoresTheGraceAndIntelChecks) {
  const char* text =
      "#if (__GRCO_CLANG_COMPILER__ == 1) && ((__clang_major__ < 16) || (__clang_major__ > 20))\n"
      "#error -- unsupported Grace clang version! The version must be 16.x to 20.x.\n";
  EXPECT_FALSE(limits_from_host_config(text).clang_max);
}

TEST(HostCompiler, IdentifiesTheRealCompilerThisBuildUses) {
  CompilerIdentity id = identify_compiler(CUDACOMPAT_TEST_CXX, 20s);
  EXPECT_NE(id.family, CompilerFamily::kUnknown) << id.source;
  ASSERT_TRUE(id.version);
  EXPECT_GE(id.version->major, 7);
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
  CompilerIdentity real = identify_compiler(CUDACOMPAT_TEST_CXX, 20s);
  ASSERT_TRUE(real.version);
  HostCompilerLimits just_below{real.version->major - 1, 0, "test"};
  for (const auto& c : find_supported_compilers(just_below, path, 20s)) {
    ASSERT_TRUE(c.version);
    EXPECT_TRUE(is_supported(c, just_below)) << c.path;
  }
  HostCompilerLimits wide{99, 99, "test"};
  EXPECT_FALSE(find_supported_compilers(wide, path, 20s).empty());
}

}  // namespace
}  // namespace cudacompat
