// "Will it run here, and if not, why": an artifact's facts (the audit's) joined with this
// machine's (driver_query, machine_inventory, loader_paths). Every check that fails carries the
// reason and the fix.
//
// Exit code (doctor_exit_code): 2 when an input cannot be read; 1 when something will not run:
// a needed CUDA library does not resolve, the driver is older than an artifact's minimum, a GPU
// here cannot run an artifact's GPU code, an installed driver fails (missing symbol, cuInit
// error), or an artifact needs CUDA (a CUDA library or GPU code) and there is no driver or no GPU
// to run its GPU path; 0 otherwise (with no artifacts: the machine report alone, 1 only for a
// broken driver).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "audit/audit.h"
#include "common/diagnostic.h"
#include "doctor/driver_query.h"
#include "doctor/loader_paths.h"
#include "doctor/machine_inventory.h"

namespace cudacompat::doctor {

struct LibraryCheck {
  std::string soname;
  std::string library;  // "cudart"; "cuda" for the driver
  bool is_driver = false;
  Resolution resolution;
  std::string fix;  // when it does not resolve
};

struct GpuCheck {
  GpuDevice gpu;
  audit::RunStatus status = audit::RunStatus::kNo;
  std::string reason;
  std::string fix;  // "" when nothing needs fixing
};

struct ArtifactCheck {
  std::string path;
  std::string package;
  std::string origin;  // what $ORIGIN stood for
  bool needs_cuda = false;
  bool has_gpu_code = false;  // SASS or PTX: code a driver loads (LTO-IR is not)
  std::vector<LibraryCheck> libraries;
  std::optional<Version> min_driver;
  bool min_driver_exact = true;
  std::optional<bool> driver_ok;  // nullopt: no driver version to compare
  std::string driver_reason;
  std::string sass;            // "sm_80 90a"
  std::string ptx;             // "compute_80 (ISA 8.x)"
  std::string lto_ir;          // "lto_90": listed, but no GPU loads it
  std::vector<int> runs_sass;  // known GPUs, with a new enough driver
  std::vector<int> runs_jit_only;
  std::vector<GpuCheck> gpus;
  std::string gpu_note;              // when there is no GPU to judge
  std::vector<Diagnostic> errors;    // the file could not be read (artifact-unreadable)
  std::vector<Diagnostic> problems;  // one per reason it will not run (doctor's codes, tool/findings)
  bool will_run() const { return problems.empty() && errors.empty(); }
};

struct DoctorReport {
  DriverInfo driver;
  std::optional<Version> judged_driver;  // the driver version the verdicts use
  std::string judged_driver_note;        // how it was established
  MachineInventory machine;
  std::vector<std::string> inputs;
  std::vector<ArtifactCheck> artifacts;
  std::vector<Diagnostic> input_errors;  // the audit's: inputs that do not exist or cannot be listed
  std::size_t files_without_cuda = 0;
  bool unreadable = false;
};

struct DoctorInputs {
  const audit::AuditReport* audit = nullptr;  // nullptr: no artifacts named
  DriverInfo driver;
  MachineInventory machine;
  LoaderEnvironment loader;
};

DoctorReport diagnose(DoctorInputs inputs, const audit::Judge& judge);

// One GPU against an artifact's GPU code at `driver`: natively, through the PTX JIT, or not at all,
// with the rule that decides and the fix.
GpuCheck judge_gpu(const audit::ArtifactVerdict& verdict, const GpuDevice& gpu, const Version& driver,
                   const audit::Judge& judge);

// The line about the driver, for people: "no NVIDIA driver: ..." or "580.65.06, supports CUDA 13.0".
std::string driver_summary(const DriverInfo& driver);
// What an artifact's GPU path needs where there is nothing to judge against.
std::string needs_sentence(const ArtifactCheck& check);
// The fix for a CUDA library that does not resolve: a pip wheel (the knowledge base's packages).
std::string library_fix(const std::string& soname, const std::string& library, const std::vector<int>& majors,
                        const KnowledgeBase& knowledge);

int doctor_exit_code(const DoctorReport& report);
bool machine_problem(const DoctorReport& report);

}  // namespace cudacompat::doctor
