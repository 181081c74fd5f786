#include <gtest/gtest.h>

#include "knowledge/knowledge_base.h"
#include "probe/feature_probe.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using testing::ScratchDir;

TEST(FeatureProbe, ReadsMarkersFromBytes) {
  std::string bytes = std::string("\0junk", 5) + "CUDACOMPAT_PROBE[FP8=1]" + std::string("\0", 1) +
                      "CUDACOMPAT_PROBE[CCCL_VERSION=3000001]CUDACOMPAT_PROBE[BROKEN=x]CUDACOMPAT_PROBE[NO_END=1";
  auto values = read_probe_markers(bytes);
  EXPECT_EQ(values.size(), 2u);
  EXPECT_EQ(values["FP8"], 1);
  EXPECT_EQ(values["CCCL_VERSION"], 3000001);
}

TEST(FeatureProbe, SkipsMarkersWhoseValueIsNoNumberOrTooLargeInsteadOfThrowing) {
  auto values = read_probe_markers(
      "CUDACOMPAT_PROBE[A=-]CUDACOMPAT_PROBE[B=1-2]CUDACOMPAT_PROBE[C=--]"
      "CUDACOMPAT_PROBE[D=99999999999999999999]CUDACOMPAT_PROBE[E=-7]");
  EXPECT_EQ(values.size(), 1u);
  EXPECT_EQ(values["E"], -7);
}

FeatureProbeInputs real_inputs(const ScratchDir& dir) {
  fs::path root = testing::real_toolkit_root();
  FeatureProbeInputs inputs;
  inputs.compiler = CUDACOMPAT_TEST_CXX;
  inputs.include_dirs = {root / "include"};
  if (fs::exists(root / "include/cccl")) inputs.include_dirs.push_back(root / "include/cccl");
  inputs.cache_file = dir.path() / "cache.json";
  inputs.work_dir = dir.path() / "work";
  inputs.environment = process_environment();
  return inputs;
}

// The probe against the real toolkit must answer every feature of the knowledge base, and agree
// with CUDA_VERSION on the version-gated ones.
TEST(FeatureProbe, AnswersEveryKnownFeatureForTheRealToolkit) {
  if (testing::real_toolkit_root().empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  ScratchDir dir;
  FeatureProbeResult result = run_feature_probes(real_inputs(dir));
  ASSERT_TRUE(result.diagnostics.empty()) << result.diagnostics[0].message;
  for (const auto& feature : KnowledgeBase::embedded().features())
    EXPECT_TRUE(result.values.count(feature.name)) << feature.name << " was not answered";
  ASSERT_TRUE(result.values.count("CUDA_VERSION"));
  long cuda = result.values["CUDA_VERSION"];
  EXPECT_EQ(result.values["MEM_PREFETCH_V2_DRIVER"], cuda >= 12020 ? 1 : 0);
  EXPECT_EQ(result.values["MEM_PREFETCH_LOCATION"], cuda >= 13000 ? 1 : 0);
  EXPECT_EQ(result.values["DEVICE_PROP_CLOCK_RATE"], cuda < 13000 ? 1 : 0);
  EXPECT_EQ(result.values["GRAPH_INSTANTIATE_FLAGS"], cuda >= 12000 ? 1 : 0);
  EXPECT_EQ(result.values["CUB_SUM"], result.values["CCCL_VERSION"] < 3000000 ? 1 : 0);
  EXPECT_GT(result.values["CCCL_VERSION"], 1000000);
}

TEST(FeatureProbe, ASecondRunWithTheSameInputsComesFromTheCache) {
  if (testing::real_toolkit_root().empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  ScratchDir dir;
  FeatureProbeResult first = run_feature_probes(real_inputs(dir));
  FeatureProbeResult second = run_feature_probes(real_inputs(dir));
  EXPECT_FALSE(first.from_cache);
  EXPECT_TRUE(second.from_cache);
  EXPECT_EQ(first.values, second.values);
}

TEST(FeatureProbe, ADifferentIncludePathMissesTheCache) {
  if (testing::real_toolkit_root().empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  ScratchDir dir;
  FeatureProbeInputs inputs = real_inputs(dir);
  run_feature_probes(inputs);
  inputs.include_dirs.push_back(dir.path());
  EXPECT_FALSE(run_feature_probes(inputs).from_cache);
}

// A cache file that is not what the probe wrote is ignored with a reason, never thrown on.
TEST(FeatureProbe, AMalformedCacheIsAnErrorValueNeverAnException) {
  ScratchDir dir;
  const std::pair<const char*, const char*> cases[] = {
      {"not json", "not valid JSON"},
      {"{\"key\": \"k\", \"values\": {\"BF16\": 1", "not valid JSON"},  // truncated
      {"[1, 2, 3]", "not a JSON object"},
      {"{\"key\": 7, \"values\": {}}", "'key'"},
      {"{\"key\": \"k\", \"values\": [1]}", "'values'"},
      {"{\"key\": \"k\", \"values\": {\"BF16\": \"yes\"}}", "not an integer"},
      {"{\"key\": \"k\", \"values\": {\"BF16\": 1.5}}", "not an integer"},
      {"{\"key\": \"k\", \"source\": 3, \"values\": {}}", "'source'"},
  };
  for (const auto& [text, expected] : cases) {
    fs::path file = dir.write("cache.json", text);
    Expected<std::optional<FeatureProbeResult>> cached = read_feature_cache(file, "k");
    ASSERT_FALSE(cached) << text;
    EXPECT_NE(cached.error().message.find(expected), std::string::npos) << text << ": " << cached.error().message;
  }
  fs::path good = dir.write("good.json", "{\"key\": \"k\", \"source\": \"s\", \"values\": {\"BF16\": 1}}");
  Expected<std::optional<FeatureProbeResult>> hit = read_feature_cache(good, "k");
  ASSERT_TRUE(hit && *hit);
  EXPECT_EQ((*hit)->values.at("BF16"), 1);
  Expected<std::optional<FeatureProbeResult>> stale = read_feature_cache(good, "other");
  ASSERT_TRUE(stale);
  EXPECT_FALSE(*stale);
  Expected<std::optional<FeatureProbeResult>> absent = read_feature_cache(dir.path() / "absent.json", "k");
  ASSERT_TRUE(absent);
  EXPECT_FALSE(*absent);
}

TEST(FeatureProbe, AMalformedCacheIsReportedAndTheProbesRunAgain) {
  if (testing::real_toolkit_root().empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  ScratchDir dir;
  FeatureProbeInputs inputs = real_inputs(dir);
  dir.write("cache.json", "{\"key\": \"x\", \"values\": {\"BF16\": \"yes\"}}");
  FeatureProbeResult result = run_feature_probes(inputs);
  EXPECT_FALSE(result.from_cache);
  ASSERT_EQ(result.diagnostics.size(), 1u);
  EXPECT_EQ(result.diagnostics[0].code, "feature-cache-ignored");
  EXPECT_NE(result.diagnostics[0].message.find("not an integer"), std::string::npos) << result.diagnostics[0].message;
  EXPECT_TRUE(run_feature_probes(inputs).from_cache) << "the rerun did not replace the malformed cache";
}

TEST(FeatureProbe, ReportsHeadersThatDoNotCompileWithTheCompilersWords) {
  ScratchDir dir;
  dir.write("include/cuda.h", "#error this cuda.h is damaged\n");
  dir.write("include/cuda_runtime.h", "");
  FeatureProbeInputs inputs;
  inputs.compiler = CUDACOMPAT_TEST_CXX;
  inputs.include_dirs = {dir.path() / "include"};
  inputs.work_dir = dir.path() / "work";
  inputs.environment = process_environment();
  FeatureProbeResult result = run_feature_probes(inputs);
  ASSERT_FALSE(result.diagnostics.empty());
  EXPECT_EQ(result.diagnostics[0].code, "feature-probe-failed");
  EXPECT_TRUE(result.failed());
  EXPECT_NE(result.diagnostics[0].message.find("this cuda.h is damaged"), std::string::npos)
      << result.diagnostics[0].message;
}

}  // namespace
}  // namespace cudacompat
