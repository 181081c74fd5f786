// The driver through dlopen: no driver (this machine), a fake libcuda.so.1 compiled here that
// answers like a driver with one sm_90 GPU, and broken ones (a missing symbol, cuInit failing).
#include "doctor/driver_query.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "doctor/verdicts.h"
#include "doctor_test_support.h"
#include "knowledge/knowledge_base.h"
#include "scratch_dir.h"

namespace cudacompat::doctor {
namespace {

DriverQueryOptions options_for(const std::string& libcuda, const std::string& proc = "/nonexistent/nvidia/version") {
  DriverQueryOptions options;
  options.libcuda = libcuda;
  options.proc_version = proc;
  return options;
}

TEST(DriverQuery, WithoutADriverItSaysSoAndNamesTheDlopenError) {
  auto info = query_driver(KnowledgeBase::embedded(), options_for("/nonexistent/libcuda.so.1"));
  EXPECT_FALSE(info.present());
  EXPECT_FALSE(info.usable());
  EXPECT_NE(info.load_error.find("/nonexistent/libcuda.so.1"), std::string::npos) << info.load_error;
  const std::string summary = driver_summary(info);
  EXPECT_EQ(summary.rfind("no NVIDIA driver: libcuda.so.1 not found (dlopen error: ", 0), 0u) << summary;
  EXPECT_NE(summary.find("/proc/driver/nvidia/version absent"), std::string::npos) << summary;
}

TEST(DriverQuery, TheKernelModuleVersionAloneGivesTheDriverAndTheCudaItSupports) {
  cudacompat::testing::ScratchDir scratch;
  auto proc = scratch.write("version",
                            "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06  Sun Jul 27 07:09:47 UTC 2025\n"
                            "GCC version:  gcc version 12.2.0 (Debian 12.2.0-14)\n");
  auto info = query_driver(KnowledgeBase::embedded(), options_for("/nonexistent/libcuda.so.1", proc.string()));
  EXPECT_TRUE(info.present());
  EXPECT_FALSE(info.usable());  // the library programs need is not there
  ASSERT_TRUE(info.driver_version);
  EXPECT_EQ(info.driver_version->to_string(), "580.65.06");
  ASSERT_TRUE(info.cuda_version);
  EXPECT_EQ(info.cuda_version->major_minor(), "13.0");
  EXPECT_EQ(info.cuda_version_source, "knowledge base driver floors");
}

TEST(DriverQuery, AFakeDriverReportsItsVersionAndItsSm90Gpu) {
  cudacompat::testing::ScratchDir scratch;
  auto libcuda = testing::build_fake_libcuda(scratch.path() / "good", "580.65.06");
  ::setenv("FAKE_CUDA_VERSION", "13000", 1);
  ::setenv("FAKE_CUDA_SM", "90", 1);
  ::unsetenv("FAKE_CUINIT_ERROR");
  auto info = query_driver(KnowledgeBase::embedded(), options_for(libcuda.string()));
  EXPECT_TRUE(info.usable()) << (info.problems.empty() ? "" : info.problems[0].message);
  ASSERT_TRUE(info.cuda_version);
  EXPECT_EQ(info.cuda_version->major_minor(), "13.0");
  EXPECT_EQ(info.cuda_version_source, "cuDriverGetVersion");
  ASSERT_TRUE(info.driver_version);
  EXPECT_EQ(info.driver_version->to_string(), "580.65.06");  // from the file the link names
  ASSERT_EQ(info.gpus.size(), 1u);
  EXPECT_EQ(info.gpus[0].sm, 90);
  EXPECT_EQ(info.gpus[0].name, "Fake GPU");

  // The same library, with cuInit failing as it does without a visible device.
  ::setenv("FAKE_CUINIT_ERROR", "100", 1);
  auto failing = query_driver(KnowledgeBase::embedded(), options_for(libcuda.string()));
  ::unsetenv("FAKE_CUINIT_ERROR");
  EXPECT_FALSE(failing.usable());
  ASSERT_EQ(failing.problems.size(), 1u);
  EXPECT_NE(failing.problems[0].message.find("cuInit(0) failed: CUDA_ERROR_NO_DEVICE (100)"), std::string::npos)
      << failing.problems[0].message;
  EXPECT_EQ(failing.problems[0].code, "driver-call-failed");
  EXPECT_EQ(failing.problems[0].severity, Diagnostic::Severity::kError);
  EXPECT_EQ(failing.problems[0].where, failing.libcuda_path);
  EXPECT_TRUE(failing.gpus.empty());
}

TEST(DriverQuery, ALibcudaWithoutASymbolIsReportedNotACrash) {
  cudacompat::testing::ScratchDir scratch;
  auto libcuda = testing::build_fake_libcuda(scratch.path() / "broken", "575.57.08", {"-DFAKE_OMIT_GET_NAME"});
  auto info = query_driver(KnowledgeBase::embedded(), options_for(libcuda.string()));
  EXPECT_TRUE(info.libcuda_loaded);
  EXPECT_FALSE(info.usable());
  ASSERT_FALSE(info.problems.empty());
  EXPECT_NE(info.problems[0].message.find("does not export cuDeviceGetName"), std::string::npos)
      << info.problems[0].message;
  EXPECT_EQ(info.problems[0].code, "driver-symbol-missing");
  EXPECT_EQ(info.problems[0].where, info.libcuda_path);
  ASSERT_EQ(info.gpus.size(), 1u);  // the rest is still asked
  EXPECT_EQ(info.gpus[0].sm, 90);
}

TEST(DriverVersions, TheNewestCudaOfADriverComesFromTheReleasesFirstDrivers) {
  EXPECT_EQ(cuda_supported_by(KnowledgeBase::embedded(), *Version::parse("580.65.06"))->major_minor(), "13.0");
  EXPECT_EQ(cuda_supported_by(KnowledgeBase::embedded(), *Version::parse("525.60.13"))->major_minor(), "12.0");
  EXPECT_FALSE(cuda_supported_by(KnowledgeBase::embedded(), *Version::parse("300.1")));
  EXPECT_EQ(driver_version_from_file_name("/usr/lib/x86_64-linux-gnu/libcuda.so.580.65.06")->to_string(), "580.65.06");
  EXPECT_FALSE(driver_version_from_file_name("/usr/lib/libcuda.so.1"));
}

}  // namespace
}  // namespace cudacompat::doctor
