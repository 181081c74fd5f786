// Shared by the tests of doctor's writers (report_table_test.cpp, report_json_test.cpp): one report
// made here with every part the writers walk, so that each test reads what it checks from the same
// facts.
#pragma once

#include "doctor/verdicts.h"
#include "text_checks.h"

namespace cudacompat::doctor::testing {

// What the writers wrote is checked with these (tests/support/text_checks.h).
using cudacompat::testing::says;
using cudacompat::testing::says_none_of;

// A loaded 580.65.06 driver with one sm_90 GPU; libcudart.so.13 in the loader cache; a Python
// environment with one CUDA package; one artifact that resolves libcudart.so.13, not
// libcublas.so.13, and runs on the GPU through the JIT; and one file without CUDA content.
inline DoctorReport sample_report() {
  DoctorReport report;
  DriverInfo& driver = report.driver;
  driver.libcuda_loaded = true;
  driver.libcuda_path = "/usr/lib/x86_64-linux-gnu/libcuda.so.580.65.06";
  driver.driver_version = *Version::parse("580.65.06");
  driver.driver_version_source = "/proc/driver/nvidia/version";
  driver.cuda_version = *Version::parse("13.0");
  driver.cuda_version_source = "cuDriverGetVersion";
  driver.gpus_known = true;
  driver.gpus = {{0, "NVIDIA H100 80GB HBM3", 90}};
  report.judged_driver = driver.driver_version;
  report.judged_driver_note = driver.driver_version_source;
  report.machine.cache_source = "/etc/ld.so.cache";
  report.machine.libraries = {{"libcudart.so.13", "cudart", "/usr/local/cuda/lib64/libcudart.so.13", "ld.so.cache"}};
  report.machine.python = {"python3", "/venv/lib/python3.12/site-packages", "", {{"nvidia-cublas", "13.0.0.19", 13}}};
  report.inputs = {"app/libkernels.so"};
  ArtifactCheck artifact;
  artifact.path = "app/libkernels.so";
  artifact.needs_cuda = true;
  artifact.has_gpu_code = true;
  LibraryCheck cudart;
  cudart.soname = "libcudart.so.13";
  cudart.library = "cudart";
  cudart.resolution = {true, "/usr/local/cuda/lib64/libcudart.so.13", "", "ld.so.cache", {}};
  LibraryCheck cublas;
  cublas.soname = "libcublas.so.13";
  cublas.library = "cublas";
  cublas.resolution = {false, "", "", "", {"LD_LIBRARY_PATH", "ld.so.cache"}};
  cublas.fix = "pip install nvidia-cublas";
  artifact.libraries = {cudart, cublas};
  artifact.min_driver = *Version::parse("580.65.06");
  artifact.driver_ok = true;
  artifact.driver_reason = "580.65.06 >= 580.65.06";
  artifact.sass = "sm_80";
  artifact.ptx = "compute_80 (ISA 8.0)";
  artifact.runs_sass = {80};
  artifact.runs_jit_only = {90};
  artifact.gpus = {{driver.gpus[0], audit::RunStatus::kJit, "no SASS for sm_90", "ship SASS for sm_90"}};
  artifact.problems.push_back(Diagnostic::error("library-not-found", "libcublas.so.13 is not found", artifact.path));
  report.artifacts.push_back(artifact);
  report.files_without_cuda = 1;
  return report;
}

}  // namespace cudacompat::doctor::testing
