#include <algorithm>

#include "audit/verdicts.h"
#include "common/report_envelope.h"
#include "doctor/report.h"
#include "doctor/variant_report.h"

namespace cudacompat::doctor {
namespace {

using json = cudacompat::json::Tree;

template <class T>
json optional_text(const std::optional<T>& value) {
  return value ? json(value->to_string()) : json(nullptr);
}

json driver_json(const DoctorReport& report) {
  const auto& driver = report.driver;
  json out = json::object();
  out.set("present", driver.present());
  out.set("usable", driver.usable());
  out.set("summary", driver_summary(driver));
  out.set("libcuda_loaded", driver.libcuda_loaded);
  out.set("libcuda_path", driver.libcuda_path.empty() ? json(nullptr) : json(driver.libcuda_path));
  out.set("load_error", driver.load_error.empty() ? json(nullptr) : json(driver.load_error));
  out.set("proc_version_present", driver.proc_present);
  out.set("driver_version", optional_text(driver.driver_version));
  out.set("driver_version_source", driver.driver_version_source);
  out.set("cuda_version", driver.cuda_version ? json(driver.cuda_version->major_minor()) : json(nullptr));
  out.set("cuda_version_source", driver.cuda_version_source);
  out.set("judged_driver", optional_text(report.judged_driver));
  out.set("judged_driver_note", report.judged_driver_note);
  out.set("problems", messages(driver.problems));
  json gpus = json::array();
  for (const auto& gpu : driver.gpus) gpus.push({{"index", gpu.index}, {"name", gpu.name}, {"sm", gpu.sm}});
  out.set("gpus", driver.gpus_known ? gpus : json(nullptr));
  return out;
}

json machine_json(const MachineInventory& machine) {
  json libraries = json::array();
  for (const auto& library : machine.libraries) {
    libraries.push(
        {{"soname", library.soname}, {"library", library.library}, {"path", library.path}, {"source", library.source}});
  }
  json packages = json::array();
  for (const auto& package : machine.python.packages) {
    packages.push({{"name", package.name},
                   {"version", package.version},
                   {"cuda_major", package.cuda_major ? json(*package.cuda_major) : json(nullptr)}});
  }
  return {
      {"loader_cache", machine.cache_source},
      {"libraries", libraries},
      {"python",
       {{"interpreter", machine.python.interpreter},
        {"site_packages", machine.python.site_packages.empty() ? json(nullptr) : json(machine.python.site_packages)},
        {"error", machine.python.error.empty() ? json(nullptr) : json(machine.python.error)},
        {"packages", packages}}}};
}

json artifact_json(const ArtifactCheck& artifact) {
  json libraries = json::array();
  for (const auto& library : artifact.libraries) {
    libraries.push({{"soname", library.soname},
                    {"library", library.library},
                    {"driver", library.is_driver},
                    {"resolved", library.resolution.found},
                    {"path", library.resolution.found ? json(library.resolution.path) : json(nullptr)},
                    {"via", library.resolution.found ? json(library.resolution.via) : json(nullptr)},
                    {"error", library.resolution.error.empty() ? json(nullptr) : json(library.resolution.error)},
                    {"searched", library.resolution.searched},
                    {"fix", library.fix.empty() ? json(nullptr) : json(library.fix)}});
  }
  json gpus = json::array();
  for (const auto& gpu : artifact.gpus) {
    gpus.push({{"index", gpu.gpu.index},
               {"name", gpu.gpu.name},
               {"sm", gpu.gpu.sm},
               {"status", std::string(audit::to_string(gpu.status))},
               {"reason", gpu.reason},
               {"fix", gpu.fix.empty() ? json(nullptr) : json(gpu.fix)}});
  }
  return {{"path", artifact.path},
          {"package", artifact.package},
          {"origin", artifact.origin},
          {"needs_cuda", artifact.needs_cuda},
          {"will_run", artifact.will_run()},
          {"errors", messages(artifact.errors)},
          {"problems", messages(artifact.problems)},
          {"libraries", libraries},
          {"min_driver", optional_text(artifact.min_driver)},
          {"min_driver_exact", artifact.min_driver_exact},
          {"driver_ok", artifact.driver_ok ? json(*artifact.driver_ok) : json(nullptr)},
          {"driver_reason", artifact.driver_reason},
          {"sass", artifact.sass},
          {"ptx", artifact.ptx},
          {"lto_ir", artifact.lto_ir},
          {"runs_sass", artifact.runs_sass},
          {"runs_jit_only", artifact.runs_jit_only},
          {"gpus", gpus},
          {"gpu_note", artifact.gpu_note.empty() ? json(nullptr) : json(artifact.gpu_note)}};
}

}  // namespace

std::vector<Diagnostic> diagnostics(const DoctorReport& report) {
  std::vector<Diagnostic> out = report.input_errors;
  out.insert(out.end(), report.driver.problems.begin(), report.driver.problems.end());
  for (const auto& artifact : report.artifacts) {
    out.insert(out.end(), artifact.errors.begin(), artifact.errors.end());
    out.insert(out.end(), artifact.problems.begin(), artifact.problems.end());
  }
  return out;
}

void write_json(std::ostream& out, const DoctorReport& report, const VariantSetCheck* variants) {
  json artifacts = json::array();
  for (const auto& artifact : report.artifacts) artifacts.push(artifact_json(artifact));
  std::vector<Diagnostic> all = diagnostics(report);
  if (variants) {
    const std::vector<Diagnostic> more = diagnostics(*variants);
    all.insert(all.end(), more.begin(), more.end());
  }
  json document = report_envelope("doctor", 1, all);
  document.set("driver", driver_json(report));
  document.set("machine", machine_json(report.machine));
  document.set("inputs", report.inputs);
  document.set("artifacts", artifacts);
  document.set("input_errors", messages(report.input_errors));
  document.set("files_without_cuda", report.files_without_cuda);
  int code = doctor_exit_code(report);
  if (variants) {
    document.set("variants", variants_json(*variants));
    code = std::max(code, variants_exit_code(*variants));
  }
  document.set("exit_code", code);
  // Sorted keys: doctor's JSON has always been written in key order.
  out << document.dump(2, json::KeyOrder::kSorted) << "\n";
}

}  // namespace cudacompat::doctor
