// `pin --check`'s Cargo rules (tool/pin/check_cargo_rules.cpp): cudarc's CUDA features judged on the
// line that writes them, and corrected there.
#include <gtest/gtest.h>

#include <string>

#include "check_test_support.h"
#include "requirements/cuda_rules.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

using namespace check_tests;
using testing::ScratchDir;

TEST(PinCheckCargoRules, ReportsACudarcFeatureOfAnotherMajorOnTheLineThatWritesItAndSwapsOnlyTheFeature) {
  ScratchDir scratch;
  const std::string head =
      "[package]\nname = \"x\"\nversion = \"0.1.0\"\n\n[dependencies.cudarc]\nversion = \"0.16\"\n";
  const auto path = scratch.write("Cargo.toml", head + "features = [\"driver\", \"cuda-11080\"]\n").string();
  const CheckReport report = check_file(path, "12.4");
  ASSERT_EQ(report.findings.size(), 1u);
  const CheckFinding& finding = report.findings[0];
  EXPECT_EQ(finding.code, requirements::to_string(requirements::RuleCode::kWrongMajor));
  EXPECT_EQ(finding.line, 7);  // the features line, not the table's header
  EXPECT_EQ(finding.corrected.find("cuda-11080"), std::string::npos) << finding.corrected;
  EXPECT_NE(finding.corrected.find("\"driver\""), std::string::npos) << finding.corrected;

  scratch.write("Cargo.toml", head + finding.corrected + "\n");
  EXPECT_TRUE(check_file(path, "12.4").findings.empty());
}

}  // namespace
}  // namespace cudacompat::pins
