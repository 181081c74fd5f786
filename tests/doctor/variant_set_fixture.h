// Shared by the tests of `doctor --variants` (variant_check_test.cpp, variant_report_test.cpp): a
// release's variant index written by the tool's own writer (what `cudacompat variant index` writes),
// and the machine doctor found, for the provider's choice.
#pragma once

#include <optional>
#include <string>

#include "doctor/verdicts.h"
#include "scratch_dir.h"
#include "variant/variant_json.h"

namespace cudacompat::doctor::testing {

// demo-1.0-variants.json in `dir`: cu13_90 (SASS for sm_90, CUDA 13.0 or newer) and cu12_80 (SASS
// for sm_80, CUDA 12.0 or newer); no null variant. Returns its path.
inline std::string write_demo_index(const cudacompat::testing::ScratchDir& dir) {
  const std::vector<variant::DeclaredVariant> variants = {
      {"cu13_90", {{"sm_arch", {"90_real"}}, {"cuda_version_lower_bound", {"13.0"}}}},
      {"cu12_80", {{"sm_arch", {"80_real"}}, {"cuda_version_lower_bound", {"12.0"}}}},
  };
  return dir.write("demo-1.0-variants.json", variant::index_json_text(variants).value()).string();
}

// A report of a machine whose loaded driver supports `cuda` and shows one GPU of compute capability `sm`.
inline DoctorReport machine_with(const char* cuda, int sm) {
  DoctorReport report;
  report.driver.libcuda_loaded = true;
  report.driver.driver_version = *Version::parse("580.65.06");
  report.driver.cuda_version = *Version::parse(cuda);
  report.driver.gpus_known = true;
  report.driver.gpus = {{0, "a GPU", sm}};
  report.judged_driver = report.driver.driver_version;
  return report;
}

inline const audit::Judge& judge() {
  static const audit::CudaLibraryTable libraries = audit::CudaLibraryTable::from_knowledge(KnowledgeBase::embedded());
  static const audit::Judge judge(KnowledgeBase::embedded(), libraries);
  return judge;
}

}  // namespace cudacompat::doctor::testing
