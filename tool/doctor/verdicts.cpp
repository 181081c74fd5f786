#include "doctor/verdicts.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "audit/report.h"
#include "findings/findings.h"

namespace cudacompat::doctor {
namespace {

namespace fs = std::filesystem;
using audit::RunStatus;
using findings::FindingCode;

std::string release_driver_text(const KnowledgeBase& knowledge, const Version& cuda) {
  auto driver = driver_reporting(knowledge, cuda);
  return driver ? fmt::format(" (driver {} or newer)", driver->to_string()) : "";
}

// $ORIGIN of a binary: its directory; for a wheel member ("x.whl!pkg/_C.so"), where pip would put
// that member: the active environment's site-packages.
std::string origin_of(const readers::ArtifactFacts& facts, const MachineInventory& machine) {
  const auto bang = facts.path.find(".whl!");
  if (bang != std::string::npos) {
    const fs::path member = facts.path.substr(bang + 5);
    const std::string base = machine.python.site_packages.empty() ? "<site-packages>" : machine.python.site_packages;
    return (fs::path(base) / member.parent_path()).lexically_normal().string();
  }
  std::error_code error;
  fs::path path = fs::absolute(facts.path, error);
  return path.parent_path().string();
}

// What judge_gpu's rules share about one GPU against one artifact's GPU code.
struct GpuContext {
  const audit::ArtifactVerdict& verdict;
  const GpuDevice& gpu;
  const Version& driver;
  const audit::Judge& judge;
  GpuTarget native;  // the GPU's own target: sm_90 for an H100
  std::string here;  // "sm_90"
  std::string sass;  // the artifact's SASS, "sm_80 90a", or "none"
};

// Runs natively: the SASS that does.
void rule_sass_runs(const GpuContext& g, GpuCheck& check) {
  for (const auto& code : g.verdict.sass) {
    if (sass_runs_on(code, g.gpu.sm)) {
      check.reason = fmt::format("{} SASS runs on {}", code.sm_name(), g.here);
      return;
    }
  }
}

// Runs through the driver's JIT: the PTX it compiles, and SASS to ship instead.
void rule_jit_runs(const GpuContext& g, GpuCheck& check) {
  for (const auto& code : g.verdict.ptx) {
    if (ptx_runs_on(code.target, g.gpu.sm)) {
      check.reason = fmt::format(
          "no SASS for {} (SASS: {}); {} PTX (ISA {}) is compiled by the driver "
          "at first load",
          g.here, g.sass, code.target.compute_name(), code.isa.major_minor());
      break;
    }
  }
  check.fix = fmt::format("ship SASS for {} (-gencode arch={},code={}) to skip the JIT", g.here,
                          g.native.compute_name(), g.native.sm_name());
}

// The rules for a GPU that runs none of it, in order: the first that applies says why and returns true.
// GPU code of LTO-IR alone runs nowhere, whatever the driver.
bool rule_lto_ir_alone_here(const GpuContext& g, GpuCheck& check) {
  if (!audit::has_lto_ir_alone(g.verdict)) return false;
  check.reason = fmt::format(
      "its GPU code is LTO-IR alone ({}), which no driver loads: LTO-IR is input for a device link (nvlink, "
      "nvJitLink), and {} needs SASS or PTX",
      audit::compact_lto_list(g.verdict.lto), g.here);
  check.fix = audit::lto_ir_alone_fix(g.verdict.lto);
  return true;
}

bool rule_driver_predates_gpu(const GpuContext& g, GpuCheck& check) {
  auto gpu_driver = g.judge.driver_for_gpu(g.gpu.sm);
  if (!gpu_driver || !(g.driver < *gpu_driver)) return false;
  check.reason = fmt::format("driver {} predates {} GPUs (they need {} or newer)", g.driver.to_string(), g.here,
                             gpu_driver->to_string());
  check.fix = fmt::format("upgrade the NVIDIA driver to {} or newer", gpu_driver->to_string());
  return true;
}

bool rule_driver_below_base(const GpuContext& g, GpuCheck& check) {
  if (!g.verdict.base_driver || !(g.driver < *g.verdict.base_driver)) return false;
  check.reason = fmt::format("driver {} is older than the {} this artifact needs", g.driver.to_string(),
                             g.verdict.base_driver->to_string());
  check.fix = fmt::format("upgrade the NVIDIA driver to {} or newer", g.verdict.base_driver->to_string());
  return true;
}

bool rule_ptx_isa_too_new(const GpuContext& g, GpuCheck& check) {
  const auto isa = g.judge.max_ptx_isa(g.driver);
  for (const auto& code : g.verdict.ptx) {
    if (!ptx_runs_on(code.target, g.gpu.sm)) continue;
    const ReleaseFacts* release = g.judge.knowledge().first_release_with_ptx_isa(code.isa);
    check.reason = fmt::format("no SASS for {} (SASS: {}); {} PTX has ISA {}, newer than driver {} JIT-compiles{}",
                               g.here, g.sass, code.target.compute_name(), code.isa.major_minor(), g.driver.to_string(),
                               isa ? fmt::format(" (ISA {} at most)", isa->major_minor()) : "");
    check.fix = release ? fmt::format("upgrade the driver to one supporting CUDA {}{}", release->version.major_minor(),
                                      release_driver_text(g.judge.knowledge(), release->version))
                        : "upgrade the NVIDIA driver";
    return true;
  }
  return false;
}

// None of the rules above: no code for this GPU at all.
void rule_no_code_for_gpu(const GpuContext& g, GpuCheck& check) {
  std::string why;
  for (const auto& code : g.verdict.sass) {
    if (code.feature == GpuFeature::kArchSpecific && code.major == g.gpu.sm / 10) {
      why = fmt::format("; {} runs only on exactly that GPU", code.sm_name());
      break;
    }
  }
  const auto& verdict = g.verdict;
  const std::string ptx = verdict.ptx.empty() ? "no PTX" : "PTX only for " + audit::compact_ptx_list(verdict.ptx);
  const std::string lto = verdict.lto.empty()
                              ? ""
                              : fmt::format(" (its LTO-IR, {}, loads on no GPU)", audit::compact_lto_list(verdict.lto));
  check.reason = fmt::format("no SASS that runs on {} (SASS: {}{}) and {} that the JIT can use for it{}", g.here,
                             g.sass, why, ptx, lto);
  check.fix = fmt::format("rebuild with -gencode arch={0},code={1}, or ship PTX for {0} or older",
                          g.native.compute_name(), g.native.sm_name());
}

}  // namespace

GpuCheck judge_gpu(const audit::ArtifactVerdict& verdict, const GpuDevice& gpu, const Version& driver,
                   const audit::Judge& judge) {
  GpuCheck check;
  check.gpu = gpu;
  check.status = judge.status_at(verdict, gpu.sm, driver);
  const GpuTarget native = GpuTarget::from_number(gpu.sm);
  const GpuContext g{verdict,
                     gpu,
                     driver,
                     judge,
                     native,
                     native.sm_name(),
                     verdict.sass.empty() ? "none" : audit::compact_sass_list(verdict.sass)};
  if (check.status == RunStatus::kSass) {
    rule_sass_runs(g, check);
  } else if (check.status == RunStatus::kJit) {
    rule_jit_runs(g, check);
  } else if (!rule_lto_ir_alone_here(g, check) && !rule_driver_predates_gpu(g, check) &&
             !rule_driver_below_base(g, check) && !rule_ptx_isa_too_new(g, check)) {
    rule_no_code_for_gpu(g, check);
  }
  return check;
}

std::string driver_summary(const DriverInfo& driver) {
  if (!driver.present()) {
    return fmt::format(
        "no NVIDIA driver: libcuda.so.1 not found (dlopen error: {}) and /proc/driver/nvidia/version "
        "absent",
        driver.load_error.empty() ? "none reported" : driver.load_error);
  }
  std::string text =
      driver.driver_version ? "driver " + driver.driver_version->to_string() : "driver (version unknown)";
  if (driver.cuda_version) {
    text += fmt::format(", supports CUDA {} (from {})", driver.cuda_version->major_minor(), driver.cuda_version_source);
  }
  if (!driver.libcuda_loaded) {
    text += fmt::format("; but libcuda.so.1 cannot be loaded ({}): programs cannot use it", driver.load_error);
  }
  return text;
}

std::string needs_sentence(const ArtifactCheck& check) {
  std::string text = "needs ";
  text += check.min_driver ? fmt::format("an NVIDIA driver >= {}{}", check.min_driver->to_string(),
                                         check.min_driver_exact ? "" : " (at least)")
                           : "an NVIDIA driver";
  if (check.has_gpu_code) {
    text += fmt::format(" and a GPU of {}", check.runs_sass.empty() ? "none the knowledge base knows (SASS)"
                                                                    : audit::gpu_list(check.runs_sass) + " (SASS)");
    if (!check.runs_jit_only.empty()) text += fmt::format(", or {} (PTX JIT)", audit::gpu_list(check.runs_jit_only));
  } else if (!check.lto_ir.empty()) {
    text += fmt::format(" and GPU code a GPU can load, SASS or PTX: it carries LTO-IR alone ({})", check.lto_ir);
  } else {
    text += " and an NVIDIA GPU";
  }
  return text;
}

std::string library_fix(const std::string& soname, const std::string& library, const std::vector<int>& majors,
                        const KnowledgeBase& knowledge) {
  if (library == "cuda") {
    return "install the NVIDIA driver (libcuda.so.1 comes with it, never with a toolkit or a wheel)";
  }
  const auto& packages = knowledge.packages();
  const std::string component = packages.component_of(library);
  // The newest release of the newest major that ships this soname, and its wheel for the component.
  for (auto major = majors.rbegin(); major != majors.rend(); ++major) {
    for (auto release = packages.releases.rbegin(); release != packages.releases.rend(); ++release) {
      if (release->cuda.major != *major) continue;
      auto wheel = release->wheels.find(component);
      if (wheel == release->wheels.end()) continue;
      const auto* major_facts = packages.major(*major);
      const bool suffixed = major_facts != nullptr && major_facts->nvidia_wheels_suffixed;
      std::string requirement = wheel->second.package;
      if (!suffixed) {
        auto version = Version::parse(wheel->second.first);
        const int own_major = version ? version->major : wheel->second.major;
        requirement = fmt::format("\"{}=={}.*\"", requirement, own_major);
      }
      return fmt::format(
          "pip install {} (or install the CUDA {} toolkit), then make {} findable: the binary's "
          "RUNPATH, LD_LIBRARY_PATH, or ldconfig",
          requirement, *major, soname);
    }
  }
  return fmt::format("install a CUDA toolkit that ships {} and add its lib directory to LD_LIBRARY_PATH", soname);
}

namespace {

// What the rules share while diagnosing one artifact on this machine. Each rule is one function:
// it reads the artifact's facts and verdict (the audit's) and the machine's, and fills its part of
// the check, adding a problem (with its fix) for each reason the artifact will not run here.
// check_artifact() runs them in the order the report lists them.
struct ArtifactContext {
  const audit::AuditedArtifact& artifact;
  const DoctorReport& report;  // the machine: its driver, the driver version judged, the inventory
  const LoaderEnvironment& loader;
  const audit::Judge& judge;
  const bool gpus_here;  // a working driver that names at least one GPU
  ArtifactCheck& check;
  bool lto_ir_alone = false;  // its GPU code is LTO-IR only, which no driver loads
};

// The driver version the verdicts use: the driver's own, else the first driver of the CUDA
// version it reports.
void rule_judged_driver(DoctorReport& report, const KnowledgeBase& knowledge) {
  const DriverInfo& driver = report.driver;
  if (driver.driver_version) {
    report.judged_driver = driver.driver_version;
    report.judged_driver_note = driver.driver_version_source;
  } else if (driver.cuda_version) {
    report.judged_driver = driver_reporting(knowledge, *driver.cuda_version);
    report.judged_driver_note = fmt::format(
        "the first driver of CUDA {} (cuDriverGetVersion; the driver's own "
        "version could not be read)",
        driver.cuda_version->major_minor());
  }
}

// What the artifact carries and needs, as the audit found it.
void rule_what_it_carries(ArtifactContext& c) {
  const auto& facts = c.artifact.facts;
  const auto& verdict = c.artifact.verdict;
  ArtifactCheck& check = c.check;
  check.path = facts.path;
  check.package = facts.package;
  for (const auto& error : facts.errors)
    check.errors.push_back(findings::diagnostic(FindingCode::kDoctorArtifactUnreadable, error.message, facts.path));
  check.origin = origin_of(facts, c.report.machine);
  check.has_gpu_code = audit::has_loadable_code(verdict);
  c.lto_ir_alone = audit::has_lto_ir_alone(verdict);
  check.needs_cuda = check.has_gpu_code || c.lto_ir_alone || !verdict.cuda_libraries.empty();
  check.min_driver = verdict.min_driver;
  check.min_driver_exact = verdict.min_driver_exact;
  check.sass = audit::compact_sass_list(verdict.sass);
  check.ptx = audit::compact_ptx_list(verdict.ptx);
  check.lto_ir = audit::compact_lto_list(verdict.lto);
  // The audit's answer for every GPU the knowledge base knows, with a new enough driver.
  check.runs_sass = verdict.runs_sass;
  check.runs_jit_only = verdict.runs_jit_only;
}

// Each CUDA library it needs, resolved as the dynamic loader would here.
void rule_libraries_resolve(ArtifactContext& c) {
  const auto& facts = c.artifact.facts;
  ArtifactCheck& check = c.check;
  BinaryLoadInfo binary;
  binary.rpath = facts.rpath;
  binary.runpath = facts.runpath;
  binary.origin = check.origin;
  binary.origin_is_planned = facts.path.find(".whl!") != std::string::npos;
  binary.machine = facts.machine;
  for (const auto& needed : c.artifact.verdict.cuda_libraries) {
    LibraryCheck library;
    library.soname = needed.soname;
    library.library = needed.library;
    library.is_driver = needed.is_driver;
    library.resolution = resolve_library(needed.soname, binary, c.loader);
    if (!library.resolution.found && !library.resolution.error.empty()) {
      library.fix = fmt::format("remove {} or replace it with the real {} (it comes first in the search: {})",
                                library.resolution.path, needed.soname, library.resolution.via);
      check.problems.push_back(
          findings::diagnostic(FindingCode::kLibraryUnusable,
                               fmt::format("{}: {} is {}; fix: {}", needed.soname, library.resolution.path,
                                           library.resolution.error, library.fix),
                               check.path, library.fix));
    } else if (!library.resolution.found) {
      library.fix = library_fix(needed.soname, needed.library, needed.majors, c.judge.knowledge());
      check.problems.push_back(findings::diagnostic(FindingCode::kLibraryNotFound,
                                                    fmt::format("{} not found; fix: {}", needed.soname, library.fix),
                                                    check.path, library.fix));
    }
    check.libraries.push_back(std::move(library));
  }
}

// The driver here against the artifact's floor. What every GPU needs is the floor without the PTX
// ISA's (base_driver): a newer PTX ISA matters only to a GPU that JIT-compiles it, and the per-GPU
// verdicts judge exactly that. (CuPy's modules carry compute_120 PTX of ISA 9.2, yet run on a
// CUDA 13.0 driver's sm_90 from SASS.)
void rule_driver_floor(ArtifactContext& c) {
  ArtifactCheck& check = c.check;
  const std::optional<Version>& judged = c.report.judged_driver;
  const audit::ArtifactVerdict& verdict = c.artifact.verdict;
  std::optional<Version> floor = verdict.base_driver ? verdict.base_driver : check.min_driver;
  if (judged && floor) {
    check.driver_ok = !(*judged < *floor);
    check.driver_reason =
        fmt::format("driver {} {} the minimum {}{}", judged->to_string(), *check.driver_ok ? "meets" : "is older than",
                    floor->to_string(), check.min_driver_exact ? "" : " (a conservative floor)");
    if (check.min_driver && *floor < *check.min_driver)
      check.driver_reason +=
          fmt::format("; its PTX needs {} on GPUs that JIT-compile it", check.min_driver->to_string());
    if (!*check.driver_ok) {
      const std::string fix = fmt::format("upgrade the NVIDIA driver to {} or newer", floor->to_string());
      check.problems.push_back(findings::diagnostic(
          FindingCode::kDriverTooOld, fmt::format("{}; fix: {}", check.driver_reason, fix), check.path, fix));
    }
  } else if (!c.report.driver.present()) {
    check.driver_reason = "no NVIDIA driver to compare";
  } else if (judged) {
    check.driver_reason = fmt::format("driver {}: nothing it carries sets a minimum driver{}", judged->to_string(),
                                      c.lto_ir_alone ? " (a driver never loads LTO-IR)" : "");
  } else {
    check.driver_reason = "the driver's version could not be read";
  }
}

// GPU code of LTO-IR alone: no machine runs it, whatever its driver and GPUs: one problem, and each
// GPU here says why.
void rule_lto_ir_alone(ArtifactContext& c) {
  ArtifactCheck& check = c.check;
  const std::string fix = audit::lto_ir_alone_fix(c.artifact.verdict.lto);
  check.problems.push_back(findings::diagnostic(
      FindingCode::kGpuCodeUnloadable,
      fmt::format("its GPU code is LTO-IR alone ({}): no GPU can load it; fix: {}", check.lto_ir, fix), check.path,
      fix));
  if (c.gpus_here) {
    for (const auto& gpu : c.report.driver.gpus)
      check.gpus.push_back(judge_gpu(c.artifact.verdict, gpu, c.report.judged_driver.value_or(Version{}), c.judge));
  } else {
    check.gpu_note = "no GPU to judge; " + needs_sentence(check);
  }
}

// Each GPU here against the artifact's GPU code, or why there is no GPU to judge.
void rule_gpus_here(ArtifactContext& c) {
  ArtifactCheck& check = c.check;
  const DriverInfo& driver = c.report.driver;
  if (!driver.present()) {
    check.gpu_note = "no GPU to judge (no NVIDIA driver); " + needs_sentence(check);
    const std::string fix = "install an NVIDIA driver" +
                            (check.min_driver ? " >= " + check.min_driver->to_string() : std::string()) +
                            " on a machine with a supported GPU";
    check.problems.push_back(findings::diagnostic(
        FindingCode::kNoDriver, "no NVIDIA driver: its GPU path cannot run here; fix: " + fix, check.path, fix));
  } else if (!driver.usable()) {
    check.gpu_note = "no GPU to judge (the driver does not work: see the driver's problems); " + needs_sentence(check);
    check.problems.push_back(
        findings::diagnostic(FindingCode::kDriverUnusable,
                             "the NVIDIA driver does not work (see above): its GPU path cannot run here", check.path));
  } else if (!c.gpus_here) {
    check.gpu_note = "no GPU visible to this process; " + needs_sentence(check);
    check.problems.push_back(
        findings::diagnostic(FindingCode::kNoGpuVisible,
                             "no GPU visible (cuDeviceGetCount gave 0): its GPU path cannot run here", check.path));
  } else if (!check.has_gpu_code) {
    check.gpu_note = "no GPU code of its own: its GPU work is in the CUDA libraries it loads";
  } else if (!c.report.judged_driver) {
    check.gpu_note = "GPUs not judged: neither the driver's version nor the CUDA version it supports could be read";
    check.problems.push_back(findings::diagnostic(
        FindingCode::kDriverVersionUnknown,
        "the driver's version could not be read: whether its GPUs run this is unknown", check.path));
  } else {
    for (const auto& gpu : driver.gpus) {
      GpuCheck gpu_check = judge_gpu(c.artifact.verdict, gpu, *c.report.judged_driver, c.judge);
      if (gpu_check.status == RunStatus::kNo) {
        check.problems.push_back(
            findings::diagnostic(FindingCode::kGpuCannotRun,
                                 fmt::format("GPU {} ({}, {}) cannot run it: {}; fix: {}", gpu.index, gpu.name,
                                             gpu_name(gpu.sm), gpu_check.reason, gpu_check.fix),
                                 check.path, gpu_check.fix));
      }
      check.gpus.push_back(std::move(gpu_check));
    }
  }
}

ArtifactCheck check_artifact(const audit::AuditedArtifact& artifact, const DoctorReport& report,
                             const LoaderEnvironment& loader, const audit::Judge& judge) {
  ArtifactCheck check;
  const DriverInfo& driver = report.driver;
  ArtifactContext c{artifact, report, loader, judge, driver.usable() && driver.gpus_known && !driver.gpus.empty(),
                    check,    false};
  rule_what_it_carries(c);
  rule_libraries_resolve(c);
  if (check.needs_cuda) {
    rule_driver_floor(c);
    if (c.lto_ir_alone)
      rule_lto_ir_alone(c);
    else
      rule_gpus_here(c);
  }
  return check;
}

}  // namespace

DoctorReport diagnose(DoctorInputs inputs, const audit::Judge& judge) {
  DoctorReport report;
  report.driver = std::move(inputs.driver);
  report.machine = std::move(inputs.machine);
  rule_judged_driver(report, judge.knowledge());
  if (inputs.audit == nullptr) return report;
  const audit::AuditReport& audit = *inputs.audit;
  report.inputs = audit.inputs;
  report.input_errors = audit.input_errors;
  report.unreadable = audit::audit_exit_code(audit) == 2;
  for (const auto& artifact : audit.artifacts) {
    if (artifact.facts.errors.empty() && !audit::has_cuda_content(artifact)) {
      ++report.files_without_cuda;
      continue;
    }
    report.artifacts.push_back(check_artifact(artifact, report, inputs.loader, judge));
  }
  return report;
}

bool machine_problem(const DoctorReport& report) {
  return report.driver.libcuda_loaded && !report.driver.problems.empty();
}

int doctor_exit_code(const DoctorReport& report) {
  if (report.unreadable || !report.input_errors.empty()) return 2;
  if (machine_problem(report)) return 1;
  for (const auto& artifact : report.artifacts) {
    if (!artifact.will_run()) return 1;
  }
  return 0;
}

}  // namespace cudacompat::doctor
