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
  EXPECT_TRUE(testing::says_none_of(table, {"needed: an NVIDIA GPU"}));
}

TEST(DoctorTable, WithoutADriverSaysWhatIsNeeded) {
  DoctorReport report = testing::sample_report();
  report.driver = DriverInfo{};
  const std::string table = table_of(report);
  EXPECT_TRUE(testing::says(
      table, {"\n  needed: an NVIDIA GPU with the NVIDIA driver installed (kernel module and libcuda.so.1)\n"}));
  EXPECT_TRUE(testing::says_none_of(table, {"libcuda: "}));
  EXPECT_TRUE(testing::says_none_of(table, {"GPUs: none visible"}));  // nothing answered cuDeviceGetCount
}

TEST(DoctorTable, ListsTheMachinesCudaLibrariesAndPythonPackages) {
  const std::string table = table_of(testing::sample_report());
  EXPECT_TRUE(testing::says(
      table,
      {"\nCUDA libraries on this machine (loader cache: /etc/ld.so.cache)\n  libcudart.so.13",
       "\nPython (python3): /venv/lib/python3.12/site-packages\n  nvidia-cublas", "13.0.0.19        CUDA 13\n"}));

  DoctorReport bare = testing::sample_report();
  bare.machine.libraries.clear();
  bare.machine.python.site_packages.clear();
  bare.machine.python.error = "python3 cannot be run: not found";
  const std::string without = table_of(bare);
  EXPECT_TRUE(testing::says(without, {"/etc/ld.so.cache)\n  none found\n",
                                      "\nPython (python3): not found: python3 cannot be run: not found\n"}));
}

TEST(DoctorTable, SaysPerArtifactWhereEachLibraryResolvesHowEachGpuRunsItAndWhyItWillNotRun) {
  const std::string table = table_of(testing::sample_report());
  EXPECT_TRUE(
      testing::says(table, {"\napp/libkernels.so: WILL NOT RUN here\n",
                            "  libcudart.so.13                -> /usr/local/cuda/lib64/libcudart.so.13 (ld.so.cache)\n",
                            "  libcublas.so.13                -> not found; fix: pip install nvidia-cublas\n",
                            "  driver: 580.65.06 >= 580.65.06\n  GPU code: SASS sm_80; PTX compute_80 (ISA 8.0)\n",
                            "  GPU 0 sm_90: PTX JIT: no SASS for sm_90; fix: ship SASS for sm_90\n",
                            "  will not run: libcublas.so.13 is not found\n"}));
  EXPECT_TRUE(table.ends_with("\n1 file without CUDA content not listed\n")) << table;

  DoctorReport runs = testing::sample_report();
  runs.artifacts[0].problems.clear();
  runs.files_without_cuda = 2;
  const std::string ok = table_of(runs);
  EXPECT_TRUE(testing::says(ok, {"\napp/libkernels.so: runs here\n"}));
  EXPECT_TRUE(ok.ends_with("\n2 files without CUDA content not listed\n")) << ok;
}

// Paths and GPU names come from the machine and the inputs: a control character in one is shown, not sent.
TEST(DoctorTable, WritesNoControlCharacterThatTheMachineOrTheInputsHold) {
  DoctorReport report = testing::sample_report();
  report.driver.gpus[0].name = "GPU\x1b[2J";
  report.artifacts[0].path = "app/\x1b]0;x\x07lib.so";
  const std::string table = table_of(report);
  EXPECT_TRUE(testing::says_none_of(table, {"\x1b", "\x07"}));
}

}  // namespace
}  // namespace cudacompat::doctor
