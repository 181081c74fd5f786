#include <fmt/format.h>

#include "audit/verdicts.h"
#include "common/display_text.h"
#include "common/enum_names.h"
#include "doctor/report.h"

namespace cudacompat::doctor {
namespace {

constexpr EnumName<audit::RunStatus> kRunStatusWords[] = {
    {audit::RunStatus::kSass, "native"}, {audit::RunStatus::kJit, "PTX JIT"}, {audit::RunStatus::kNo, "not at all"}};

std::string status_word(audit::RunStatus status) { return std::string(name_of(kRunStatusWords, status)); }

void write_driver(std::ostream& out, const DriverInfo& driver) {
  out << "Driver\n";
  out << "  " << terminal_safe(driver_summary(driver)) << "\n";
  if (!driver.present()) {
    out << "  needed: an NVIDIA GPU with the NVIDIA driver installed (kernel module and libcuda.so.1)\n";
  }
  if (driver.libcuda_loaded) out << "  libcuda: " << terminal_safe(driver.libcuda_path) << "\n";
  for (const auto& problem : driver.problems) out << "  problem: " << terminal_safe(problem.message) << "\n";
  if (driver.gpus_known) {
    if (driver.gpus.empty()) out << "  GPUs: none visible\n";
    for (const auto& gpu : driver.gpus) {
      out << fmt::format("  GPU {}: {} ({})\n", gpu.index, terminal_safe(gpu.name), gpu_name(gpu.sm));
    }
  }
}

void write_machine(std::ostream& out, const MachineInventory& machine) {
  out << "\nCUDA libraries on this machine (loader cache: " << terminal_safe(machine.cache_source) << ")\n";
  if (machine.libraries.empty()) out << "  none found\n";
  for (const auto& library : machine.libraries) {
    out << fmt::format("  {:<30} {:<18} {}\n", terminal_safe(library.soname), terminal_safe(library.source),
                       terminal_safe(library.path));
  }
  const auto& python = machine.python;
  out << "\nPython (" << terminal_safe(python.interpreter) << "): ";
  if (python.site_packages.empty()) {
    out << "not found: " << terminal_safe(python.error) << "\n";
  } else {
    out << terminal_safe(python.site_packages) << "\n";
    if (python.packages.empty()) out << "  no CUDA packages installed\n";
    for (const auto& package : python.packages) {
      out << fmt::format("  {:<32} {:<16} {}\n", terminal_safe(package.name), terminal_safe(package.version),
                         package.cuda_major ? fmt::format("CUDA {}", *package.cuda_major) : "");
    }
  }
}

// What an artifact needs of the driver and GPUs, and each GPU's verdict.
void write_gpu_path(std::ostream& out, const ArtifactCheck& artifact) {
  out << "  driver: " << terminal_safe(artifact.driver_reason) << "\n";
  if (!artifact.sass.empty() || !artifact.ptx.empty() || !artifact.lto_ir.empty()) {
    out << fmt::format("  GPU code: SASS {}; PTX {}{}\n", artifact.sass.empty() ? "none" : artifact.sass,
                       artifact.ptx.empty() ? "none" : artifact.ptx,
                       artifact.lto_ir.empty()
                           ? ""
                           : fmt::format("; LTO-IR {} (input for a device link: no GPU loads it)", artifact.lto_ir));
  }
  for (const auto& gpu : artifact.gpus) {
    out << fmt::format("  GPU {} {}: {}: {}{}\n", gpu.gpu.index, gpu_name(gpu.gpu.sm), status_word(gpu.status),
                       terminal_safe(gpu.reason), gpu.fix.empty() ? "" : "; fix: " + terminal_safe(gpu.fix));
  }
  if (!artifact.gpu_note.empty()) out << "  GPUs: " << terminal_safe(artifact.gpu_note) << "\n";
}

void write_artifact(std::ostream& out, const ArtifactCheck& artifact) {
  out << "\n"
      << terminal_safe(artifact.path) << ": " << (artifact.will_run() ? "runs here" : "WILL NOT RUN here") << "\n";
  for (const auto& error : artifact.errors) out << "  error: " << terminal_safe(error.message) << "\n";
  for (const auto& library : artifact.libraries) {
    if (library.resolution.found) {
      out << fmt::format("  {:<30} -> {} ({})\n", terminal_safe(library.soname), terminal_safe(library.resolution.path),
                         terminal_safe(library.resolution.via));
    } else {
      out << fmt::format("  {:<30} -> not found; fix: {}\n", terminal_safe(library.soname), terminal_safe(library.fix));
    }
  }
  if (artifact.needs_cuda) write_gpu_path(out, artifact);
  for (const auto& problem : artifact.problems) out << "  will not run: " << terminal_safe(problem.message) << "\n";
}

}  // namespace

void write_table(std::ostream& out, const DoctorReport& report) {
  write_driver(out, report.driver);
  write_machine(out, report.machine);
  for (const auto& artifact : report.artifacts) write_artifact(out, artifact);
  for (const auto& error : report.input_errors) out << "\nerror: " << terminal_safe(error.message) << "\n";
  if (report.files_without_cuda > 0) {
    out << fmt::format("\n{} file{} without CUDA content not listed\n", report.files_without_cuda,
                       report.files_without_cuda == 1 ? "" : "s");
  }
}

}  // namespace cudacompat::doctor
