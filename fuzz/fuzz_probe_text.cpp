// libFuzzer target: the probe's and the pin's readers of text that other programs and installs
// write (tool/common/scan.h's scanners behind them, which replaced std::regex): host_config.h's
// compiler limits, cuda.h, version.json, `nvcc --version`, `nvcc --list-gpu-arch`, `nvcc --dryrun`,
// /proc/driver/nvidia/version, and package names. The first byte picks the reader, so one corpus
// covers them all. Each must return (an answer or none), never throw, crash or recurse deeply.
#include <cstddef>
#include <cstdint>
#include <string>

#include "knowledge/package_facts.h"
#include "probe/architectures.h"
#include "probe/host_compiler.h"
#include "probe/identify.h"
#include "probe/probe.h"
#include "probe/toolkit_check.h"
#include "requirements/cuda_packages.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat;
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 8) {
    case 0:
      (void)limits_from_host_config(text);
      break;
    case 1:
      (void)version_from_cuda_h(text);
      break;
    case 2:
      (void)version_from_version_json(text);
      break;
    case 3:
      (void)version_from_nvcc_output(text);
      break;
    case 4:
      (void)architectures_from_nvcc_listing(text);
      break;
    case 5:
      (void)parse_nvcc_dry_run(text);
      break;
    case 6:
      (void)driver_version_from_proc(text);
      break;
    default: {
      static const PackageFacts no_facts;
      (void)requirements::cuda_major_of_name(text, requirements::Ecosystem::kPython, no_facts);
      break;
    }
  }
  return 0;
}
