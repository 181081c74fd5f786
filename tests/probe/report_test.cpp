// The probe report (probe/report.h): cudacompat-probe.json's facts with their sources, and the
// table the configure summary prints, on reports made by hand; the probe's own report is checked
// against the real toolkit by probe_test.cpp and the configure tests.
#include "probe/report.h"

#include <gtest/gtest.h>

#include "common/display_text.h"
#include "json_text.h"
#include "sample_reports.h"
#include "text_checks.h"

namespace cudacompat {
namespace {

using testing::report_with_hostile_root;
using testing::small_report;

TEST(Report, JsonAndTableAreValidUtf8WhateverBytesAPathHolds) {
  ProbeReport report = report_with_hostile_root();
  std::string json;
  ASSERT_NO_THROW(json = report_to_json_text(report));
  EXPECT_TRUE(is_valid_utf8(json));
  EXPECT_NE(json.find("\\\\xff"), std::string::npos) << json;  // \xff, JSON-escaped
  const auto parsed = testing::parsed_json(json);
  EXPECT_EQ(parsed.root().at("toolkit").at("root").at("value").text(), "/opt/cu\\xff\\xfe da */\nevil");
  std::string table = report_to_text(report);
  EXPECT_TRUE(is_valid_utf8(table));
  EXPECT_EQ(table.find("\nevil"), std::string::npos) << "a control character reached the terminal";
}

TEST(Report, WithoutAToolkitTheJsonSaysNotFoundWithNullFactsAndTheTableSaysNoneUsable) {
  const ProbeReport report = small_report(false);
  const auto document = testing::parsed_json(report_to_json_text(report));
  const auto root = document.root();
  EXPECT_EQ(root.at("schema_version").integer(), 1);
  EXPECT_FALSE(root.at("toolkit").at("found").boolean());
  EXPECT_TRUE(root.at("toolkit").at("version").is_null());
  EXPECT_TRUE(root.at("toolkit").at("root").is_null());
  EXPECT_EQ(root.at("toolkit").at("candidates").size(), 0u);
  EXPECT_TRUE(root.at("host_compiler").is_null());
  EXPECT_TRUE(root.at("compile_check").is_null());
  EXPECT_FALSE(root.at("decision").at("build_cuda").boolean());
  EXPECT_FALSE(root.at("decision").contains("error"));
  EXPECT_FALSE(root.at("gpu").at("used_for_decisions").boolean());
  const std::string table = report_to_text(report);
  EXPECT_TRUE(testing::says(table, {"\n  CUDA toolkit      none usable\n"}));
  // The rows say what config.h says: without a CUDA build no feature is on.
  EXPECT_TRUE(
      testing::says(table, {"\n  features (yes)    -\n  features (no)     BF16 CUB_SUM\n",
                            "config.h sets every feature to 0 when CUDA is not built", "\n  build CUDA        NO\n"}));
}

TEST(Report, EveryToolkitFactSaysWhereItCameFromAndTheTableListsTheFeaturesTheHeaderTurnsOn) {
  ProbeReport report = small_report(true);
  report.candidates[0].candidate.origins = {"CUDAToolkit_ROOT", "PATH"};
  report.candidates[0].identification.version_source = "cuda.h";
  report.selected_because = "the first usable in search order";
  report.features_source = "the feature probes";
  const auto document = testing::parsed_json(report_to_json_text(report));
  const auto toolkit = document.root().at("toolkit");
  EXPECT_TRUE(toolkit.at("found").boolean());
  EXPECT_EQ(toolkit.at("version").at("value").text(), "12.4.131");
  EXPECT_EQ(toolkit.at("version").at("source").text(), "cuda.h");
  EXPECT_EQ(toolkit.at("root").at("source").text(),
            "found as CUDAToolkit_ROOT, PATH; the first usable in search order");
  EXPECT_EQ(toolkit.at("cccl_version").at("value").text(), "2.3.2");
  EXPECT_EQ(toolkit.at("cccl_version").at("source").text(), "the feature probes");
  EXPECT_TRUE(toolkit.at("candidates").item(0).at("selected").boolean());
  const auto features = document.root().at("features");
  EXPECT_TRUE(features.at("BF16").at("value").boolean());
  EXPECT_EQ(features.at("CUB_SUM").at("source").text(), "test");
  const std::string table = report_to_text(report);
  EXPECT_TRUE(testing::says(
      table, {"\n  CUDA toolkit      12.4.131 (cuda.h)\n", "\n    CCCL            2.3.2\n",
              "\n  features (yes)    BF16\n  features (no)     CUB_SUM\n", "\n  build CUDA        YES\n"}));
}

TEST(Report, AnUnusableCandidateSaysWhyAndADecisionErrorAndWarningsAreKept) {
  ProbeReport report = small_report(false);
  CandidateReport broken;
  broken.candidate.paths.root = "/opt/cuda-12.9";
  broken.candidate.paths.problems = {"no nvcc at /opt/cuda-12.9/bin/nvcc"};
  report.candidates.push_back(broken);
  report.decision.error = "CUDACOMPAT_CUDA=ON, but no usable toolkit";
  report.warnings.push_back(Diagnostic::warning("cache-ignored", "the cache was damaged"));
  const auto document = testing::parsed_json(report_to_json_text(report));
  const auto candidate = document.root().at("toolkit").at("candidates").item(0);
  EXPECT_FALSE(candidate.at("usable").boolean());
  EXPECT_TRUE(candidate.at("version").is_null());
  EXPECT_EQ(candidate.at("problems").item(0).text(), "no nvcc at /opt/cuda-12.9/bin/nvcc");
  EXPECT_EQ(document.root().at("decision").at("error").text(), "CUDACOMPAT_CUDA=ON, but no usable toolkit");
  EXPECT_EQ(document.root().at("warnings").item(0).text(), "the cache was damaged");
  EXPECT_EQ(document.root().at("diagnostics").item(0).at("code").text(), "cache-ignored");
  const std::string table = report_to_text(report);
  EXPECT_NE(table.find("  candidate       /opt/cuda-12.9 ? [standard] unusable: no nvcc at /opt/cuda-12.9/bin/nvcc\n"),
            std::string::npos)
      << table;
  EXPECT_TRUE(testing::says(table, {"\n  warning           the cache was damaged\n"}));
}

}  // namespace
}  // namespace cudacompat
