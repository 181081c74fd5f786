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
using namespace testing;

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

TEST(AuditExitCode, UnreadableInputsWinOverViolationsUnlessTheReportSkipsThem) {
  AuditReport report;
  EXPECT_EQ(audit_exit_code(report), 0);
  report.violations.push_back({"libx.so", "min-driver", "libx.so needs a newer driver"});
  EXPECT_EQ(audit_exit_code(report), 1);
  report.input_errors.push_back(Diagnostic::error("input-unreadable", "/nonexistent: No such file", "/nonexistent"));
  EXPECT_EQ(audit_exit_code(report), 2);
  report.skip_unreadable = true;
  EXPECT_EQ(audit_exit_code(report), 1);
  report.violations.clear();
  EXPECT_EQ(audit_exit_code(report), 0);
}

TEST(AuditExitCode, AnArtifactThatCouldNotBeReadCountsAsAnError) {
  AuditReport report;
  AuditedArtifact artifact;
  artifact.facts.path = "bad.o";
  artifact.facts.errors.push_back(readers::artifact_error("bad.o: at offset 0x40: truncated", "bad.o"));
  report.artifacts.push_back(artifact);
  EXPECT_EQ(report.error_count(), 1u);
  EXPECT_EQ(audit_exit_code(report), 2);
}

TEST(RunAudit, TheReportsDriverFloorIsItsNewestArtifactsAndNamesThatArtifact) {
  AlreadyRead files;
  files.add("libold.so", shared_library({"libcudart.so.12"}));
  files.add("libnew.so", shared_library({"libcudart.so.13"}));
  files.add("libplain.so", shared_library());
  const AuditReport report = files.run();
  ASSERT_EQ(report.artifacts.size(), 3u);
  EXPECT_EQ(report.files_read, 3u);
  ASSERT_TRUE(report.min_driver.has_value());
  EXPECT_EQ(*report.min_driver, *report.artifacts[1].verdict.min_driver);
  EXPECT_LT(*report.artifacts[0].verdict.min_driver, *report.min_driver);
  EXPECT_EQ(report.min_driver_artifact, 1u);
  EXPECT_TRUE(report.min_driver_exact);
  // Each file named on the command line is a package of its own, in input order.
  ASSERT_EQ(report.packages.size(), 3u);
  const char* names[] = {"libold.so", "libnew.so", "libplain.so"};
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(report.packages[i].name, names[i]);
    EXPECT_EQ(report.packages[i].members, std::vector<std::size_t>{i});
  }
  EXPECT_EQ(audit_exit_code(report), 0);
}

TEST(RunAudit, AFloorThatIsOnlyALowerBoundMakesTheReportsFloorOneToo) {
  AlreadyRead files;
  files.add("libexact.so", shared_library({"libcudart.so.13"}));
  files.add("libbound.so", sass_with_ptx_of_a_release_without_known_driver());
  const AuditReport report = files.run();
  ASSERT_EQ(report.artifacts.size(), 2u);
  ASSERT_FALSE(report.artifacts[1].verdict.min_driver_exact);
  EXPECT_FALSE(report.min_driver_exact);
  EXPECT_EQ(report.min_driver, report.artifacts[1].verdict.min_driver);
}

TEST(RunAudit, EveryArtifactsPolicyViolationIsTheReportsInInputOrder) {
  AlreadyRead files;
  files.add("liba.so", shared_library({"libcudart.so.13"}));
  files.add("libb.so", shared_library({"libcudart.so.13", "libcuda.so.1"}));
  files.options.policy.min_driver = *Version::parse("525.60.13");
  files.options.policy.forbid_libcuda = true;
  const AuditReport report = files.run();
  ASSERT_EQ(report.violations.size(), 3u);
  EXPECT_EQ(report.violations[0].path, "liba.so");
  EXPECT_EQ(report.violations[0].rule, "min-driver");
  EXPECT_EQ(report.violations[1].path, "libb.so");
  EXPECT_EQ(report.violations[2].rule, "forbid-libcuda");
  EXPECT_EQ(audit_exit_code(report), 1);
}

TEST(RunAudit, ACallersPackageCheckAddsItsFindingsAndItsErrorsNameThePackage) {
  AlreadyRead files;
  files.add("libx.so", shared_library({"libcudart.so.13"}));
  std::size_t calls = 0;
  files.options.package_checks.push_back(
      [&](const AuditReport&, const PackageReport& package, const Judge&) -> Expected<std::vector<Finding>> {
        ++calls;
        return std::vector<Finding>{{FindingCode::kNoPtx, "planted for " + package.name}};
      });
  files.options.package_checks.push_back(
      [](const AuditReport&, const PackageReport&, const Judge&) -> Expected<std::vector<Finding>> {
        return Error{"variant.json: not JSON"};
      });
  const AuditReport report = files.run();
  EXPECT_EQ(calls, 1u);
  ASSERT_EQ(report.packages.size(), 1u);
  const auto& findings = report.packages[0].findings;
  ASSERT_FALSE(findings.empty());
  EXPECT_EQ(findings.back().message, "planted for libx.so");
  EXPECT_EQ(report.warning_count(), report.artifacts[0].verdict.warnings.size() + findings.size());
  ASSERT_EQ(report.input_errors.size(), 1u);
  EXPECT_EQ(report.input_errors[0].code, "input-unreadable");
  EXPECT_EQ(report.input_errors[0].where, "libx.so");
  EXPECT_EQ(report.input_errors[0].message, "variant.json: not JSON");
  EXPECT_TRUE(report.violations.empty()) << "no-ptx is a warning the policy does not forbid";
  EXPECT_EQ(audit_exit_code(report), 2);
}

TEST(RunAudit, APackageFindingThePolicyForbidsIsAViolationOfThePackage) {
  AlreadyRead files;
  files.add("libx.so", shared_library({"libcudart.so.13"}));
  files.options.package_checks.push_back(
      [](const AuditReport&, const PackageReport&, const Judge&) -> Expected<std::vector<Finding>> {
        return std::vector<Finding>{{FindingCode::kNoPtx, "planted"}};
      });
  files.options.policy.forbid_warning_codes = {FindingCode::kNoPtx};
  const AuditReport report = files.run();
  ASSERT_EQ(report.violations.size(), 1u);
  EXPECT_EQ(report.violations[0].path, "libx.so");
  EXPECT_EQ(report.violations[0].rule, "warning:no-ptx");
  EXPECT_EQ(report.violations[0].message, "planted");
}

TEST(AuditGrid, ADriverOlderThanAnArtifactWithoutGpuCodeNeedsRunsNothing) {
  AuditReport report;
  for (ArtifactFacts facts : {sass_with_ptx_of_a_release_without_known_driver(), shared_library({"libcudart.so.13"})}) {
    AuditedArtifact artifact;
    artifact.facts = facts;
    artifact.verdict = judge().judge(artifact.facts);
    report.artifacts.push_back(artifact);
  }
  const GpuCoverage new_enough = coverage_at(report, judge(), 90, std::nullopt);
  EXPECT_EQ(new_enough.total, 1u);  // the library without GPU code is not counted
  EXPECT_EQ(new_enough.coverage, Coverage::kNative);
  // CUDA 12's driver cannot load the CUDA 13 runtime the second artifact needs: nothing runs.
  const GpuCoverage too_old = coverage_at(report, judge(), 90, *Version::parse("550.54.14"));
  EXPECT_EQ(too_old.coverage, Coverage::kNone);
  EXPECT_EQ(to_string(Coverage::kNative), "sass");
  EXPECT_EQ(to_string(Coverage::kNone), "none");
}

TEST(AuditGrid, AReportWithoutGpuCodeHasNoGridButStillItsDriver) {
  AuditReport report;
  AuditedArtifact artifact;
  artifact.facts = shared_library({"libcudart.so.13"});
  artifact.verdict = judge().judge(artifact.facts);
  report.artifacts.push_back(artifact);
  const RunSets runs = combined_runs(report, judge());
  EXPECT_FALSE(runs.any_code);
  EXPECT_TRUE(runs.gpus.empty());
  ASSERT_FALSE(judge().release_drivers().empty());
  EXPECT_EQ(runs.driver, judge().release_drivers().back().second);
}

}  // namespace
}  // namespace cudacompat::audit
