// The configure-time copy of `cudacompat probe` (cli/bootstrap_probe.cpp): the options cmake/*.cmake
// pass land where the probe reads them (seen in its report), the choices are checked by the probe's
// own parsers, and what only the full tool reads is a usage error. Every probe here is CPU-only
// (--mode OFF, --features skip): it finds the toolkit and compiles nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli/bootstrap_entry.h"
#include "cli/commands.h"
#include "command_line_run.h"
#include "common/files.h"
#include "common/json_value.h"
#include "scratch_dir.h"

namespace cudacompat::cli {
namespace {

using testing::Ran;
using testing::run_main;

Ran copy(std::vector<std::string> words) { return run_main(bootstrap_probe_main, std::move(words)); }

// The --json report of a CPU-only probe with `words` added.
json::Document report_of(std::vector<std::string> words) {
  words.insert(words.begin(), {"probe", "--mode", "OFF", "--features", "skip", "--json"});
  const Ran ran = copy(words);
  EXPECT_EQ(ran.code, kExitOk) << ran.err;
  auto report = json::Document::parse(ran.out);
  EXPECT_TRUE(report) << ran.out;
  return std::move(report).value();
}

std::string text_at(const json::Document& report, const char* object, const char* key) {
  const auto inner = report.root().find(object);
  const auto value = inner ? inner->find(key) : std::nullopt;
  return value && value->is_string() ? value->text() : "(missing)";
}

TEST(BootstrapProbe, ReadsTheModeAndWhereItCameFrom) {
  const json::Document report = report_of({"--mode-source", "CUDACOMPAT_CUDA"});
  EXPECT_EQ(text_at(report, "decision", "mode"), "OFF");
  EXPECT_EQ(text_at(report, "decision", "mode_source"), "CUDACOMPAT_CUDA");
}

TEST(BootstrapProbe, ReadsRequiresAndWhereItCameFrom) {
  const json::Document report = report_of({"--requires", "cuBLAS", "--requires-source", "CUDACOMPAT_REQUIRES"});
  EXPECT_EQ(text_at(report, "requirements", "source"), "CUDACOMPAT_REQUIRES (cuBLAS)");
}

TEST(BootstrapProbe, AnEmptyRequiresAsksForTheRuntimeOnlyAndNoneForTheDefault) {
  // CMake passes --requires "" for a project that needs the runtime only: given, even empty.
  EXPECT_EQ(text_at(report_of({"--requires", ""}), "requirements", "source"), "--requires (the runtime only)");
  EXPECT_EQ(text_at(report_of({}), "requirements", "source"), "the default (CCCL)");
}

TEST(BootstrapProbe, WritesTheReportAndHeaderFilesItIsGiven) {
  testing::ScratchDir scratch;
  const auto report = scratch.path() / "cudacompat-probe.json";
  const auto header = scratch.path() / "cudacompat" / "config.h";
  std::filesystem::create_directories(header.parent_path());
  const Ran ran = copy(
      {"probe", "--mode=off", "--features=skip", "--json", "--report", report.string(), "--header", header.string()});
  ASSERT_EQ(ran.code, kExitOk) << ran.err;
  const Expected<std::string> written = read_text_file(report);
  ASSERT_TRUE(written) << written.error().message;
  EXPECT_EQ(*written, ran.out);
  EXPECT_TRUE(std::filesystem::is_regular_file(header));
}

TEST(BootstrapProbe, RefusesAChoiceItsParserDoesNotKnowNamingTheOption) {
  for (const std::string option : {"--mode", "--archs-policy", "--archs-shape", "--features"}) {
    const Ran ran = copy({"probe", option, "sideways"});
    EXPECT_EQ(ran.code, kExitUsage) << option;
    EXPECT_NE(ran.err.find("cudacompat probe: 'sideways' is not a valid value of " + option), std::string::npos)
        << ran.err;
  }
}

TEST(BootstrapProbe, AcceptsEveryChoiceCMakePasses) {
  for (const std::vector<std::string>& words : {std::vector<std::string>{"--archs-policy", "clamp"},
                                                {"--archs-shape", "fewest"},
                                                {"--features", "skip"},
                                                {"--allow-unsupported-compiler"}})
    EXPECT_TRUE(report_of(words).root().contains("decision")) << words.front();
}

TEST(BootstrapProbe, RefusesWhatOnlyTheFullToolReads) {
  for (const std::string option : {"--timeout", "--dist", "--build-dir"}) {
    const Ran ran = copy({"probe", option, "5"});
    EXPECT_EQ(ran.code, kExitUsage) << option;
    EXPECT_NE(ran.err.find("cudacompat probe: unknown option " + option), std::string::npos) << ran.err;
  }
}

TEST(BootstrapProbe, AnswersProbeAndVersionOnly) {
  const Ran version = copy({"--version"});
  EXPECT_EQ(version.code, kExitOk);
  EXPECT_EQ(version.out.rfind("cudacompat ", 0), 0u) << version.out;
  const Ran pin = copy({"pin", "--cuda", "12.4"});
  EXPECT_EQ(pin.code, kExitUsage);
  EXPECT_NE(pin.err.find("cudacompat pin: expected probe or --version"), std::string::npos) << pin.err;
}

}  // namespace
}  // namespace cudacompat::cli
