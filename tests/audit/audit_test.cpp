// run_audit and what is read from its report: the command's exit codes, the report's driver floor
// and counts, each package's findings and violations, and the GPU grid (coverage_at, combined_runs).
#include "audit/audit.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "audit_command.h"
#include "hand_built_facts.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using cudacompat::testing::parsed_json;
using testing::audit;
using testing::cuda_library;
using testing::fixture;
using testing::inspect_one;
using testing::judge;
using testing::read_file;
using testing::sass_with_ptx_of_a_release_without_known_driver;
using testing::TempDir;
using testing::text_of;
using testing::write_file;

TEST(AuditCommand, ExitsOneListingEveryPolicyViolation) {
  SKIP_WITHOUT_FIXTURES();
  auto result = audit({"--min-driver", "525.60.13", "--require-arch", "sm_80,sm_90", "--max-cuda-major", "12",
                       fixture("libkernels.so").string()});
  EXPECT_EQ(result.exit_code, 1) << result.output << result.errors;
  for (const char* rule : {"min-driver", "require-arch", "max-cuda-major"}) {
    EXPECT_NE(result.output.find(std::string(": ") + rule + ": "), std::string::npos) << rule << "\n" << result.output;
  }
  EXPECT_NE(result.output.find("cannot run on sm_80"), std::string::npos) << result.output;
  EXPECT_NE(result.errors.find("policy violation"), std::string::npos);
}

TEST(AuditCommand, ExitsTwoForAMissingInputWithTheReason) {
  auto result = audit({"/nonexistent/libfoo.so"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.output.find("/nonexistent/libfoo.so: No such file or directory"), std::string::npos)
      << result.output;
}

TEST(AuditCommand, ExitsTwoForABadOptionValue) {
  auto result = audit({"--require-arch", "sm_90a", cuda_library("libcudart.so.13").string()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.errors.find("--require-arch"), std::string::npos) << result.errors;
}

TEST(AuditCommand, ExitsTwoForACorruptFileAndStillReportsTheOthers) {
  SKIP_WITHOUT_FIXTURES();
  TempDir dir;
  std::string good = read_file(fixture("rdc.o"));
  write_file(dir.path() / "good.o", good);
  write_file(dir.path() / "bad.o", good.substr(0, good.size() / 2));
  auto result = audit({"--json", dir.path().string()});
  EXPECT_EQ(result.exit_code, 2);
  const auto report = parsed_json(result.output);
  ASSERT_EQ(report.root().at("files").size(), 2u);
  for (const auto& file : report.root().at("files").items()) {
    if (file.at("path").text().find("bad.o") != std::string::npos) {
      ASSERT_EQ(file.at("errors").size(), 1u);
      EXPECT_NE(file.at("errors").item(0).text().find("bad.o: at offset 0x"), std::string::npos);
    } else {
      EXPECT_EQ(text_of(file.at("sass")), R"(["sm_90"])");
    }
  }
}

TEST(AuditCommand, ReadsTheBuilderToolkitFromCubinNotesUnlessToldNotTo) {
  SKIP_WITHOUT_FIXTURES();  // built here with nvcc 13, which writes .note.nv.tkinfo
  auto builders = [](const std::vector<std::string>& extra) {
    std::vector<std::string> arguments = {"--json"};
    arguments.insert(arguments.end(), extra.begin(), extra.end());
    arguments.push_back(fixture("libkernels.so").string());
    auto result = audit(arguments);
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const auto document = parsed_json(result.output);
    const auto file = document.root().at("files").item(0);
    std::vector<std::string> toolkits;
    for (const auto& toolkit : file.at("builder_toolkits").items()) toolkits.push_back(toolkit.text());
    return std::make_pair(toolkits, file.at("toolkit_notes_read").integer().value_or(-1));
  };
  const auto [sampled, sampled_read] = builders({});
  ASSERT_EQ(sampled.size(), 1u) << ::testing::PrintToString(sampled);
  EXPECT_EQ(sampled[0].substr(0, 3), "13.");
  EXPECT_GE(sampled_read, 1);
  const auto [none, none_read] = builders({"--toolkit-notes", "none"});
  EXPECT_TRUE(none.empty()) << ::testing::PrintToString(none);
  EXPECT_EQ(none_read, 0);
}

TEST(AuditGrid, AGpuOnlyTheJitServesIsShownAsSuchEvenWhenTheKnowledgeBaseLacksItsDriver) {
  AuditReport report;
  AuditedArtifact artifact;
  artifact.facts = sass_with_ptx_of_a_release_without_known_driver();
  artifact.verdict = judge().judge(artifact.facts);
  report.artifacts.push_back(artifact);
  const RunSets runs = combined_runs(report, judge());
  ASSERT_TRUE(runs.any_code);
  auto coverage_of = [&](int gpu) {
    for (const auto& coverage : runs.gpus)
      if (coverage.gpu == gpu) return coverage.coverage;
    ADD_FAILURE() << "no coverage for sm_" << gpu;
    return Coverage::kNone;
  };
  EXPECT_EQ(coverage_of(90), Coverage::kNative);
  EXPECT_EQ(coverage_of(100), Coverage::kJit);
  EXPECT_EQ(coverage_of(120), Coverage::kJit);
  EXPECT_EQ(coverage_of(80), Coverage::kNone);
}

TEST(AuditGrid, AFileOfLtoIrAloneCountsAmongTheArtifactsWithGpuCodeAndRunsOnNone) {
  SKIP_WITHOUT_FIXTURES();
  AuditReport report;
  for (const char* name : {"lto_only.fatbin", "lto_sass.fatbin", "lto_only.o"}) {
    AuditedArtifact artifact;
    artifact.facts = inspect_one(fixture(name));
    artifact.verdict = judge().judge(artifact.facts);
    report.artifacts.push_back(artifact);
  }
  const GpuCoverage coverage = coverage_at(report, judge(), 90, std::nullopt);
  EXPECT_EQ(coverage.total, 2u);  // the object is judged where it is linked
  EXPECT_EQ(coverage.running, 1u);
  EXPECT_EQ(coverage.not_running, std::vector<std::size_t>{0});
  EXPECT_EQ(coverage.coverage, Coverage::kSome);
}

}  // namespace
}  // namespace cudacompat::audit
