#include <gtest/gtest.h>

#include "probe/identify.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;
using namespace std::chrono_literals;

TEST(IdentifyParsers, ReadCudaVersionFromCudaH) {
  EXPECT_EQ(version_from_cuda_h("/* x */\n#define CUDA_VERSION 13000\n")->to_string(), "13.0");
  EXPECT_EQ(version_from_cuda_h("#  define   CUDA_VERSION 11080")->to_string(), "11.8");
  EXPECT_FALSE(version_from_cuda_h("#define CUDART_VERSION 12040\n"));
  EXPECT_FALSE(version_from_cuda_h("// #define CUDA_VERSION is documented here\n"));
}

TEST(IdentifyParsers, ReadCudaVersionOnlyFromADefineThatStartsALine) {
  auto version = [](const std::string& text) {
    auto found = version_from_cuda_h(text);
    return found ? found->to_string() : std::string("none");
  };
  EXPECT_EQ(version(" \t#\t define\tCUDA_VERSION\t\t13000"), "13.0");
  EXPECT_EQ(version("#define CUDA_VERSION 12040abc\n"), "12.4");
  EXPECT_EQ(version("#define  CUDA_VERSION  11080 // comment\r\n"), "11.8");
  EXPECT_EQ(version("#define CUDA_VERSION_MINOR 4\n#define CUDA_VERSION 12040\n"), "12.4");
  EXPECT_EQ(version("#define CUDA_VERSION x\n#define CUDA_VERSION 12060\n"), "12.6");
  EXPECT_EQ(version("#define CUDA_VERSION 11080\n#define CUDA_VERSION 12040\n"), "11.8");  // the first one
  EXPECT_EQ(version("\n\n#define CUDA_VERSION 12000"), "12.0");
  EXPECT_EQ(version("#define CUDA_VERSION 12040999999999"), "120409.99");  // nine digits read at most
  EXPECT_EQ(version("x #define CUDA_VERSION 12000\n"), "none");
  EXPECT_EQ(version("\r#define CUDA_VERSION 12000\n"), "none");
  EXPECT_EQ(version("#define CUDA_VERSION\n12040\n"), "none");
  EXPECT_EQ(version("#define CUDA_VERSION 999\n"), "none");
  EXPECT_EQ(version("#defineCUDA_VERSION 12040\n"), "none");
  EXPECT_EQ(version("#define CUDA_VERSION12040\n"), "none");
  EXPECT_EQ(version("define CUDA_VERSION 12040\n"), "none");
  EXPECT_EQ(version(""), "none");
}

TEST(IdentifyParsers, ReadCudaVersionFromAHeaderOfManyMegabytesWithoutCrashing) {
  std::string text(8u << 20, ' ');
  for (size_t i = 0; i < text.size(); i += 80) text[i] = '\n';
  EXPECT_FALSE(version_from_cuda_h(text));
  EXPECT_EQ(version_from_cuda_h(text + "\n#define CUDA_VERSION 12080\n")->to_string(), "12.8");
}

TEST(IdentifyParsers, ReadTheVersionFromVersionJson) {
  EXPECT_EQ(version_from_version_json(R"({"cuda": {"name": "CUDA SDK", "version": "12.4.1"}})")->to_string(), "12.4.1");
  Expected<Version> wrong_type = version_from_version_json(R"({"cuda": {"version": 12}})");
  ASSERT_FALSE(wrong_type);
  EXPECT_NE(wrong_type.error().message.find("cuda.version"), std::string::npos);
  Expected<Version> truncated = version_from_version_json("{\"cuda\": ");
  ASSERT_FALSE(truncated);
  EXPECT_NE(truncated.error().message.find("not valid JSON"), std::string::npos);
  // Shapes that would make a careless reader throw: arrays, nulls, a string where an object is.
  for (const char* text : {"[]", "null", R"({"cuda": "12.4"})", R"({"cuda": [1, 2]})", R"({"cuda": {"version": null}})",
                           R"({"cuda": {"version": "twelve"}})"})
    EXPECT_FALSE(version_from_version_json(text)) << text;
}

TEST(IdentifyParsers, ReadTheFullVersionFromNvccOutput) {
  const char* output =
      "nvcc: NVIDIA (R) Cuda compiler driver\nCuda compilation tools, release 13.0, V13.0.88\nBuild "
      "cuda_13.0.r13.0/compiler.36424714_0\n";
  EXPECT_EQ(version_from_nvcc_output(output)->to_string(), "13.0.88");
  EXPECT_EQ(version_from_nvcc_output("Cuda compilation tools, release 11.8")->to_string(), "11.8");
  EXPECT_FALSE(version_from_nvcc_output("gcc (Debian 12.2.0) 12.2.0"));
}

TEST(IdentifyParsers, PreferTheFullVersionAnywhereOverAnEarlierReleaseAlone) {
  auto version = [](const std::string& text) {
    auto found = version_from_nvcc_output(text);
    return found ? found->to_string() : std::string("none");
  };
  EXPECT_EQ(version("release 11.8\nCuda compilation tools, release 12.4, V12.4.99\n"), "12.4.99");
  EXPECT_EQ(version("release 12.4, V12.4.131.5"), "12.4.131");
  EXPECT_EQ(version("release 12.4,V12.4.99"), "12.4");
  EXPECT_EQ(version("release 12.4, V12.4"), "12.4");
  EXPECT_EQ(version("release 12.4.1"), "12.4");
  EXPECT_EQ(version("prerelease 12.4"), "12.4");
  EXPECT_EQ(version("release release 12.6x"), "12.6");
  EXPECT_EQ(version("release 12, release 13.0"), "13.0");
  EXPECT_EQ(version("release 12., V12.4.1"), "none");
  EXPECT_EQ(version("Release 12.4"), "none");
  EXPECT_EQ(version("release  12.4"), "none");
  EXPECT_EQ(version("release .4"), "none");
}

// A copy of the real toolkit's layout whose pieces a test can replace: nvcc is a wrapper that
// execs the real nvcc, headers are the real ones unless overwritten.
struct RealToolkitMix {
  ScratchDir dir;
  ToolkitPaths paths;
  explicit RealToolkitMix(const fs::path& real) {
    dir.write("bin/nvcc", "#!/bin/sh\nexec \"" + (real / "bin/nvcc").string() + "\" \"$@\"\n", true);
    dir.write("include/cuda_runtime.h", "");
    fs::copy_file(real / "include/cuda.h", dir.path() / "include/cuda.h");
    paths.root = dir.path();
    paths.nvcc = dir.path() / "bin/nvcc";
    paths.nvcc_real = real / "bin/nvcc";
    paths.include_dir = dir.path() / "include";
  }
};

TEST(Identify, AgreesWithTheRealToolkitAndTakesThePatchFromNvcc) {
  fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  RealToolkitMix mix(real);
  Identification id = identify_toolkit(mix.paths, process_environment(), 20s);
  ASSERT_TRUE(id.version) << (id.problems.empty() ? "" : id.problems[0]);
  EXPECT_EQ(id.version->parts, 3);
  EXPECT_NE(id.version_source.find("nvcc --version"), std::string::npos);
  EXPECT_EQ(id.witnesses.size(), 2u);
}

TEST(Identify, RefusesAToolkitWhoseNvccAndHeadersDisagreeNamingBoth) {
  fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  RealToolkitMix mix(real);
  mix.dir.write("include/cuda.h", "#define CUDA_VERSION 12040\n");  // a careless wheel mix
  Identification id = identify_toolkit(mix.paths, process_environment(), 20s);
  EXPECT_FALSE(id.version);
  ASSERT_EQ(id.problems.size(), 1u);
  EXPECT_NE(id.problems[0].find("cuda.h"), std::string::npos) << id.problems[0];
  EXPECT_NE(id.problems[0].find("says 12.4"), std::string::npos) << id.problems[0];
  EXPECT_NE(id.problems[0].find("nvcc --version"), std::string::npos) << id.problems[0];
}

TEST(Identify, IgnoresAMalformedVersionJsonWithANote) {
  fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  RealToolkitMix mix(real);
  mix.dir.write("version.json", "{\"cuda\": {\"version\": ");
  Identification id = identify_toolkit(mix.paths, process_environment(), 20s);
  ASSERT_TRUE(id.version);
  ASSERT_EQ(id.notes.size(), 1u);
  EXPECT_EQ(id.notes[0].code, "version-json-ignored");
  EXPECT_NE(id.notes[0].message.find("version.json"), std::string::npos);
}

TEST(Identify, UsesAWellFormedVersionJsonAsAWitness) {
  fs::path real = testing::real_toolkit_root();
  if (real.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  RealToolkitMix mix(real);
  mix.dir.write("version.json", R"({"cuda": {"version": "9.2.148"}})");
  Identification id = identify_toolkit(mix.paths, process_environment(), 20s);
  EXPECT_FALSE(id.version) << "a version.json of another release must make the witnesses disagree";
  EXPECT_EQ(id.witnesses.size(), 3u);
}

TEST(Identify, RefusesACudaHWithoutCudaVersion) {
  ScratchDir dir;
  ToolkitPaths paths;
  paths.root = dir.path();
  paths.include_dir = dir.path() / "include";
  dir.write("include/cuda.h", "/* truncated */\n");
  Identification id = identify_toolkit(paths, process_environment(), 5s);
  EXPECT_FALSE(id.version);
  EXPECT_NE(id.problems[0].find("does not define CUDA_VERSION"), std::string::npos);
}

TEST(Identify, ReportsAnNvccThatFailsWithItsExitCode) {
  ScratchDir dir;
  ToolkitPaths paths;
  paths.root = dir.path();
  paths.nvcc = dir.write("bin/nvcc", "#!/bin/sh\necho 'nvcc fatal : licence missing' >&2\nexit 3\n", true);
  Identification id = identify_toolkit(paths, process_environment(), 5s);
  EXPECT_FALSE(id.version);
  ASSERT_FALSE(id.problems.empty());
  EXPECT_NE(id.problems[0].find("exited with 3"), std::string::npos) << id.problems[0];
  EXPECT_NE(id.problems[0].find("licence missing"), std::string::npos) << id.problems[0];
}

TEST(Identify, BoundsAnNvccThatHangsByTheTimeLimit) {
  ScratchDir dir;
  ToolkitPaths paths;
  paths.root = dir.path();
  paths.nvcc = dir.write("bin/nvcc", "#!/bin/sh\nsleep 30\n", true);
  auto start = std::chrono::steady_clock::now();
  Identification id = identify_toolkit(paths, process_environment(), 300ms);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  EXPECT_FALSE(id.version);
  ASSERT_FALSE(id.problems.empty());
  EXPECT_NE(id.problems[0].find("did not finish within 300 ms"), std::string::npos) << id.problems[0];
}

TEST(Identify, ReportsAnUnreadableCudaH) {
  ScratchDir dir;
  ToolkitPaths paths;
  paths.root = dir.path();
  paths.include_dir = dir.path() / "include";
  fs::create_directories(dir.path() / "include/cuda.h");  // a directory where the file should be
  Identification id = identify_toolkit(paths, process_environment(), 5s);
  EXPECT_FALSE(id.version);
  EXPECT_NE(id.problems[0].find("is a directory"), std::string::npos) << id.problems[0];
}

}  // namespace
}  // namespace cudacompat
