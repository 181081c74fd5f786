// doctor's table (report_table.cpp) of a report made here (doctor_report_fixture.h): the driver, the
// machine's CUDA libraries and Python packages, and per artifact its libraries, its GPU path and why
// it will not run.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "doctor/report.h"
#include "doctor_report_fixture.h"

namespace cudacompat::doctor {
namespace {

std::string table_of(const DoctorReport& report) {
  std::ostringstream out;
  write_table(out, report);
  return out.str();
}

TEST(DoctorTable, DescribesTheDriverAndItsGpus) {
  const std::string table = table_of(testing::sample_report());
  EXPECT_TRUE(
      table.starts_with("Driver\n  driver 580.65.06, supports CUDA 13.0 (from cuDriverGetVersion)\n"
                        "  libcuda: /usr/lib/x86_64-linux-gnu/libcuda.so.580.65.06\n"
                        "  GPU 0: NVIDIA H100 80GB HBM3 (sm_90)\n"))
      << table;
  EXPECT_EQ(table.find("needed: an NVIDIA GPU"), std::string::npos) << table;
}

TEST(DoctorTable, WithoutADriverSaysWhatIsNeeded) {
  DoctorReport report = testing::sample_report();
  report.driver = DriverInfo{};
  const std::string table = table_of(report);
  EXPECT_NE(table.find("\n  needed: an NVIDIA GPU with the NVIDIA driver installed (kernel module and libcuda.so.1)\n"),
            std::string::npos)
      << table;
  EXPECT_EQ(table.find("libcuda: "), std::string::npos) << table;
  EXPECT_EQ(table.find("GPUs: none visible"), std::string::npos) << table;  // nothing answered cuDeviceGetCount
}

TEST(DoctorTable, ListsTheMachinesCudaLibrariesAndPythonPackages) {
  const std::string table = table_of(testing::sample_report());
  EXPECT_NE(table.find("\nCUDA libraries on this machine (loader cache: /etc/ld.so.cache)\n  libcudart.so.13"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("\nPython (python3): /venv/lib/python3.12/site-packages\n  nvidia-cublas"), std::string::npos)
      << table;
  EXPECT_NE(table.find("13.0.0.19        CUDA 13\n"), std::string::npos) << table;

  DoctorReport bare = testing::sample_report();
  bare.machine.libraries.clear();
  bare.machine.python.site_packages.clear();
  bare.machine.python.error = "python3 cannot be run: not found";
  const std::string without = table_of(bare);
  EXPECT_NE(without.find("/etc/ld.so.cache)\n  none found\n"), std::string::npos) << without;
  EXPECT_NE(without.find("\nPython (python3): not found: python3 cannot be run: not found\n"), std::string::npos)
      << without;
}

TEST(DoctorTable, SaysPerArtifactWhereEachLibraryResolvesHowEachGpuRunsItAndWhyItWillNotRun) {
  const std::string table = table_of(testing::sample_report());
  EXPECT_NE(table.find("\napp/libkernels.so: WILL NOT RUN here\n"), std::string::npos) << table;
  EXPECT_NE(table.find("  libcudart.so.13                -> /usr/local/cuda/lib64/libcudart.so.13 (ld.so.cache)\n"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("  libcublas.so.13                -> not found; fix: pip install nvidia-cublas\n"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("  driver: 580.65.06 >= 580.65.06\n  GPU code: SASS sm_80; PTX compute_80 (ISA 8.0)\n"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("  GPU 0 sm_90: PTX JIT: no SASS for sm_90; fix: ship SASS for sm_90\n"), std::string::npos)
      << table;
  EXPECT_NE(table.find("  will not run: libcublas.so.13 is not found\n"), std::string::npos) << table;
  EXPECT_TRUE(table.ends_with("\n1 file without CUDA content not listed\n")) << table;

  DoctorReport runs = testing::sample_report();
  runs.artifacts[0].problems.clear();
  runs.files_without_cuda = 2;
  const std::string ok = table_of(runs);
  EXPECT_NE(ok.find("\napp/libkernels.so: runs here\n"), std::string::npos) << ok;
  EXPECT_TRUE(ok.ends_with("\n2 files without CUDA content not listed\n")) << ok;
}

// Paths and GPU names come from the machine and the inputs: a control character in one is shown, not sent.
TEST(DoctorTable, WritesNoControlCharacterThatTheMachineOrTheInputsHold) {
  DoctorReport report = testing::sample_report();
  report.driver.gpus[0].name = "GPU\x1b[2J";
  report.artifacts[0].path = "app/\x1b]0;x\x07lib.so";
  const std::string table = table_of(report);
  EXPECT_EQ(table.find('\x1b'), std::string::npos) << table;
  EXPECT_EQ(table.find('\x07'), std::string::npos) << table;
}

}  // namespace
}  // namespace cudacompat::doctor
