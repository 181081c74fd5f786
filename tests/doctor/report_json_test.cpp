// doctor's JSON (report_json.cpp) of a report made here (doctor_report_fixture.h): the envelope and
// its diagnostics in the table's order, the driver, the machine, each artifact, and the exit code.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "doctor/report.h"
#include "doctor_report_fixture.h"
#include "json_text.h"

namespace cudacompat::doctor {
namespace {

json::Document json_of(const DoctorReport& report) {
  std::ostringstream out;
  write_json(out, report);
  return cudacompat::testing::parsed_json(out.str());
}

TEST(DoctorJson, DiagnosticsAreTheInputsTheDriverAndEachArtifactInTheTablesOrder) {
  DoctorReport report = testing::sample_report();
  report.input_errors.push_back(Diagnostic::error("input-unreadable", "does not exist", "gone.so"));
  report.driver.problems.push_back(Diagnostic::error("driver-cuinit-failed", "cuInit failed: 100"));
  report.artifacts[0].errors.push_back(Diagnostic::error("artifact-unreadable", "truncated", "app/libkernels.so"));
  const auto found = diagnostics(report);
  ASSERT_EQ(found.size(), 4u);
  EXPECT_EQ(found[0].code, "input-unreadable");
  EXPECT_EQ(found[1].code, "driver-cuinit-failed");
  EXPECT_EQ(found[2].code, "artifact-unreadable");
  EXPECT_EQ(found[3].code, "library-not-found");
  const auto document = json_of(report);
  EXPECT_EQ(document.root().at("diagnostics").size(), 4u);
  EXPECT_EQ(document.root().at("diagnostics").item(3).at("code").text(), "library-not-found");
}

TEST(DoctorJson, DescribesTheDriverWithNullsForWhatIsUnknown) {
  const auto document = json_of(testing::sample_report());
  const auto root = document.root();
  EXPECT_EQ(root.at("schema").text(), "cudacompat-doctor/1");
  const auto driver = root.at("driver");
  EXPECT_TRUE(driver.at("present").boolean());
  EXPECT_TRUE(driver.at("usable").boolean());
  EXPECT_EQ(driver.at("summary").text(), "driver 580.65.06, supports CUDA 13.0 (from cuDriverGetVersion)");
  EXPECT_EQ(driver.at("driver_version").text(), "580.65.06");
  EXPECT_EQ(driver.at("cuda_version").text(), "13.0");
  EXPECT_TRUE(driver.at("load_error").is_null());
  EXPECT_EQ(driver.at("gpus").item(0).at("sm").integer(), 90);

  DoctorReport none = testing::sample_report();
  none.driver = DriverInfo{};
  none.judged_driver.reset();
  const auto without = json_of(none);
  const auto missing = without.root().at("driver");
  EXPECT_FALSE(missing.at("present").boolean());
  EXPECT_TRUE(missing.at("driver_version").is_null());
  EXPECT_TRUE(missing.at("cuda_version").is_null());
  EXPECT_TRUE(missing.at("judged_driver").is_null());
  EXPECT_TRUE(missing.at("gpus").is_null());  // no driver answered: unknown, not none
}

TEST(DoctorJson, DescribesTheMachinesLibrariesAndPythonPackages) {
  const auto document = json_of(testing::sample_report());
  const auto machine = document.root().at("machine");
  EXPECT_EQ(machine.at("loader_cache").text(), "/etc/ld.so.cache");
  EXPECT_EQ(machine.at("libraries").item(0).at("library").text(), "cudart");
  const auto python = machine.at("python");
  EXPECT_EQ(python.at("site_packages").text(), "/venv/lib/python3.12/site-packages");
  EXPECT_TRUE(python.at("error").is_null());
  EXPECT_EQ(python.at("packages").item(0).at("cuda_major").integer(), 13);
}

TEST(DoctorJson, DescribesEachArtifactItsLibrariesAndItsGpus) {
  const auto document = json_of(testing::sample_report());
  const auto root = document.root();
  ASSERT_EQ(root.at("artifacts").size(), 1u);
  const auto artifact = root.at("artifacts").item(0);
  EXPECT_FALSE(artifact.at("will_run").boolean());
  EXPECT_EQ(artifact.at("problems").item(0).text(), "libcublas.so.13 is not found");
  EXPECT_EQ(artifact.at("min_driver").text(), "580.65.06");
  EXPECT_TRUE(artifact.at("driver_ok").boolean());
  EXPECT_EQ(artifact.at("runs_jit_only").item(0).integer(), 90);
  EXPECT_TRUE(artifact.at("gpu_note").is_null());
  const auto resolved = artifact.at("libraries").item(0);
  EXPECT_TRUE(resolved.at("resolved").boolean());
  EXPECT_EQ(resolved.at("via").text(), "ld.so.cache");
  EXPECT_TRUE(resolved.at("fix").is_null());
  const auto missing = artifact.at("libraries").item(1);
  EXPECT_FALSE(missing.at("resolved").boolean());
  EXPECT_TRUE(missing.at("path").is_null());
  EXPECT_EQ(missing.at("searched").size(), 2u);
  EXPECT_EQ(missing.at("fix").text(), "pip install nvidia-cublas");
  const auto gpu = artifact.at("gpus").item(0);
  EXPECT_EQ(gpu.at("status").text(), "jit");
  EXPECT_EQ(gpu.at("fix").text(), "ship SASS for sm_90");
  EXPECT_EQ(root.at("files_without_cuda").integer(), 1);
}

// The exit code in the document is the command's: doctor_exit_code's.
TEST(DoctorJson, CarriesTheExitCodeTheCommandReturns) {
  DoctorReport report = testing::sample_report();
  EXPECT_EQ(json_of(report).root().at("exit_code").integer(), doctor_exit_code(report));
  EXPECT_EQ(doctor_exit_code(report), 1);
  report.artifacts[0].problems.clear();
  EXPECT_EQ(json_of(report).root().at("exit_code").integer(), 0);
  EXPECT_FALSE(json_of(report).root().contains("variants"));  // only with --variants
}

}  // namespace
}  // namespace cudacompat::doctor
