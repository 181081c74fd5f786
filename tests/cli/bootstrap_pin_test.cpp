// The configure-time copy of `cudacompat pin` (cli/bootstrap_pin.cpp): each option cmake/
// cudacompat_pin.cmake passes lands in the field the full tool reads (the same run_pin_command
// writes the same pins), and what only the full tool has is refused as a usage error.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/bootstrap_entry.h"
#include "cli/commands.h"
#include "cli/pin_run.h"
#include "command_line_run.h"
#include "scratch_dir.h"

namespace cudacompat::cli {
namespace {

using testing::Ran;
using testing::run_main;

Ran copy(std::vector<std::string> words) { return run_main(bootstrap_pin_main, std::move(words)); }

// What the full tool's pin writes for `options`, with no command line in between.
Ran full_tool(const PinCommandOptions& options) {
  return run_main([&](int, char**) { return run_pin_command(options); }, {});
}

TEST(BootstrapPin, ReadsEachOptionIntoTheFieldTheFullToolReads) {
  PinCommandOptions options;
  options.cuda = "12.4";
  options.libraries = {"cudart", "cublas", "nvrtc"};
  options.python = {"cuda-python"};
  options.no_comments = true;
  const Ran expected = full_tool(options);
  const Ran ran = copy({"pin", "--cuda=12.4", "--library", "cudart,cublas", "--library", "nvrtc", "--python",
                        "cuda-python", "--no-comments"});
  ASSERT_EQ(ran.code, kExitOk) << ran.err;
  EXPECT_EQ(ran.out, expected.out);
  EXPECT_NE(ran.out.find("nvidia-cublas-cu12>="), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("cuda-python>="), std::string::npos) << ran.out;
  EXPECT_EQ(ran.out.find("#"), std::string::npos) << "--no-comments was not read: " << ran.out;
}

TEST(BootstrapPin, ReadsTheFormatCudarcAndMetapackageOptions) {
  PinCommandOptions cargo;
  cargo.cuda = "11.8";
  cargo.cudarc = "0.11.4";
  cargo.format = "cargo";
  const Ran ran = copy({"pin", "--cuda", "11.8", "--cudarc", "0.11.4", "--format", "cargo"});
  ASSERT_EQ(ran.code, kExitOk) << ran.err;
  EXPECT_EQ(ran.out, full_tool(cargo).out);
  EXPECT_NE(ran.out.find("0.11.4"), std::string::npos) << ran.out;

  const Ran metapackage = copy({"pin", "--cuda", "12.4", "--metapackage", "--no-comments"});
  ASSERT_EQ(metapackage.code, kExitOk) << metapackage.err;
  EXPECT_EQ(metapackage.out.rfind("cuda-toolkit[", 0), 0u) << metapackage.out;
}

TEST(BootstrapPin, WritesTheFileThatOutputOrItsShortFormNames) {
  testing::ScratchDir scratch;
  for (const std::string option : {"-o", "--output"}) {
    const auto file = scratch.path() / ("pins" + option + ".txt");
    const Ran ran = copy({"pin", "--cuda", "12.4", option, file.string()});
    ASSERT_EQ(ran.code, kExitOk) << ran.err;
    EXPECT_EQ(ran.out, "") << option;
    std::ifstream in(file);
    std::stringstream written;
    written << in.rdbuf();
    EXPECT_NE(written.str().find("nvidia-cuda-runtime-cu12>=12.4"), std::string::npos)
        << option << ": " << written.str();
  }
}

TEST(BootstrapPin, ReadsTheToolkitFromTheProbeReportOfTheConfigure) {
  testing::ScratchDir scratch;
  const auto report = scratch.write("cudacompat-probe.json", R"({"toolkit": {"version": {"value": "12.6.77"}}})");
  const Ran ran = copy({"pin", "--probe", report.string()});
  ASSERT_EQ(ran.code, kExitOk) << ran.err;
  EXPECT_NE(ran.out.find("CUDA 12.6.77 (the probe report " + report.string() + ")"), std::string::npos) << ran.out;
}

TEST(BootstrapPin, RefusesWhatOnlyTheFullToolReads) {
  for (const std::string option : {"--check", "--from-artifact", "--json", "--env"}) {
    const Ran ran = copy({"pin", "--cuda", "12.4", option, "x"});
    EXPECT_EQ(ran.code, kExitUsage) << option;
    EXPECT_NE(ran.err.find("cudacompat pin: unknown option " + option), std::string::npos) << ran.err;
  }
}

TEST(BootstrapPin, AnswersPinAndVersionOnly) {
  EXPECT_EQ(copy({"--version"}).code, kExitOk);
  const Ran probe = copy({"probe"});
  EXPECT_EQ(probe.code, kExitUsage);
  EXPECT_NE(probe.err.find("cudacompat probe: expected pin or --version"), std::string::npos) << probe.err;
}

TEST(BootstrapPin, ABadValueIsPinsOwnUsageError) {
  const Ran ran = copy({"pin", "--cuda", "12.4", "--format", "toml"});
  EXPECT_EQ(ran.code, kExitUsage);
  EXPECT_NE(ran.err.find("cudacompat pin: --format toml is not one of requirements"), std::string::npos) << ran.err;
}

}  // namespace
}  // namespace cudacompat::cli
