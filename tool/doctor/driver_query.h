// The NVIDIA driver of this machine, asked without linking it: libcuda.so.1 is dlopen()ed and its
// few entry points looked up with dlsym(), so bin/cudacompat starts (and reports) on machines
// without a driver, and builds without a toolkit. When libcuda cannot be loaded, the kernel
// module's /proc/driver/nvidia/version still names the driver version.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::doctor {

struct GpuDevice {
  int index = 0;
  std::string name;  // "NVIDIA H100 80GB HBM3"
  int sm = 0;        // compute capability x10: 90
};

struct DriverQueryOptions {
  // What dlopen() is given: a bare soname searches as the loader does (LD_LIBRARY_PATH, the cache).
  std::string libcuda = "libcuda.so.1";
  std::string proc_version = "/proc/driver/nvidia/version";
};

struct DriverInfo {
  bool libcuda_loaded = false;
  std::string libcuda_path;  // the file the loader chose (libcuda.so.580.65.06)
  std::string load_error;    // dlerror() when it could not be loaded
  bool proc_present = false;
  std::string proc_line;                  // the NVRM line, as the kernel module wrote it
  std::optional<Version> driver_version;  // 580.65.06: from /proc, else from libcuda's file name
  std::string driver_version_source;      // "/proc/driver/nvidia/version", "libcuda file name"
  std::optional<Version> cuda_version;    // the newest CUDA the driver supports
  std::string cuda_version_source;        // "cuDriverGetVersion", "knowledge base driver floors"
  std::vector<GpuDevice> gpus;
  bool gpus_known = false;  // cuDeviceGetCount answered
  // Failures of a driver that is there: driver-symbol-missing, driver-call-failed (cuInit's error).
  std::vector<Diagnostic> problems;

  bool present() const { return libcuda_loaded || proc_present; }
  // A driver is installed and answered every question.
  bool usable() const { return libcuda_loaded && problems.empty(); }
};

// Never throws and never crashes on a broken libcuda: every failure becomes a problem sentence.
DriverInfo query_driver(const KnowledgeBase& knowledge, const DriverQueryOptions& options = {});

// "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.65.06  Sun Jul 27 ..." -> 580.65.06.
std::optional<Version> parse_proc_driver_version(const std::string& text);
// "libcuda.so.580.65.06" -> 580.65.06.
std::optional<Version> driver_version_from_file_name(const std::string& path);
// The newest CUDA release whose first (GA) driver is not newer than `driver`, from the knowledge
// base: what a driver known only by its version supports.
std::optional<Version> cuda_supported_by(const KnowledgeBase& knowledge, const Version& driver);
// The oldest driver that reports `cuda` from cuDriverGetVersion: that release's GA driver.
std::optional<Version> driver_reporting(const KnowledgeBase& knowledge, const Version& cuda);

}  // namespace cudacompat::doctor
