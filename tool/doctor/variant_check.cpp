#include "doctor/variant_check.h"

#include <fmt/format.h>

#include <algorithm>

#include "audit/report.h"
#include "common/text.h"
#include "findings/findings.h"

namespace cudacompat::doctor {
namespace {

using audit::RunStatus;
using findings::FindingCode;

// The GPU code of one wheel (every member the audit read) against each GPU here; the driver's floor
// for what every GPU needs (base_driver: the PTX ISA's part is judged per GPU, by judge_gpu).
void judge_wheel(VariantWheelCheck& check, const DoctorReport& report, const audit::Judge& judge) {
  audit::AuditOptions options;
  options.inputs = {check.wheel};
  const audit::AuditReport audited = audit::run_audit(options, judge);
  if (audit::audit_exit_code(audited) == 2) {
    check.problems.push_back(findings::diagnostic(FindingCode::kVariantWheelUnreadable,
                                                  check.wheel + " could not be read (run `cudacompat audit` on it)",
                                                  check.wheel));
    check.runs = false;
    return;
  }
  if (!report.judged_driver || report.driver.gpus.empty()) return;  // nothing to judge against
  bool gpu_code = false;
  for (const auto& artifact : audited.artifacts) {
    const auto& verdict = artifact.verdict;
    if (!audit::has_loadable_code(verdict) && !audit::has_lto_ir_alone(verdict)) continue;
    gpu_code = true;
    const std::string member = artifact.facts.path.substr(artifact.facts.path.find('!') + 1);
    if (verdict.base_driver && *report.judged_driver < *verdict.base_driver) {
      // The driver stops it on every GPU: one line, not one per GPU.
      check.problems.push_back(
          findings::diagnostic(FindingCode::kDriverTooOld,
                               fmt::format("{}: driver {} is older than the {} it needs", member,
                                           report.judged_driver->to_string(), verdict.base_driver->to_string()),
                               artifact.facts.path));
      continue;
    }
    for (const auto& gpu : report.driver.gpus) {
      GpuCheck gpu_check = judge_gpu(verdict, gpu, *report.judged_driver, judge);
      if (gpu_check.status == RunStatus::kNo) {
        check.problems.push_back(findings::diagnostic(
            FindingCode::kGpuCannotRun,
            fmt::format("{}: GPU {} ({}) cannot run it: {}", member, gpu.index, gpu_name(gpu.sm), gpu_check.reason),
            artifact.facts.path, gpu_check.fix));
      }
    }
  }
  check.runs = check.problems.empty();
  if (!gpu_code && check.problems.empty()) check.runs = true;  // no GPU code: runs wherever Python does
}

// Why the provider's rule and the driver part ways, for the feature that rejected the variant.
std::string rule_against(const std::string& why) {
  if (why.rfind(variant::kSmArch, 0) == 0) {
    return "NVIDIA's provider selects sm_arch only as SASS of the newest GPU's major at or below its minor, or PTX "
           "of that major's .0, although the driver also JIT-compiles PTX of older majors";
  }
  if (why.rfind(variant::kLowerBound, 0) == 0) {
    return "the lower bound is above the CUDA version the driver reports, yet the code this GPU loads needs no more "
           "(a bound that counts PTX this GPU does not JIT-compile is higher than this GPU needs)";
  }
  return "the upper bound leaves out newer drivers, which still run an older major's code";
}

// Where the installer's rules and the driver part ways: the audit's variant codes, as notes here
// (doctor judges this machine, where nothing is wrong with the wheel).
Diagnostic variant_note(FindingCode code, std::string message, std::string where = {}) {
  Diagnostic note = findings::diagnostic(code, std::move(message), std::move(where));
  note.severity = Diagnostic::Severity::kNote;
  return note;
}

void judge_release(VariantReleaseCheck& release, const DoctorReport& report, const audit::Judge& judge) {
  for (const auto& ranked : release.choice.variants) {
    VariantWheelCheck check;
    check.label = ranked.variant.label;
    if (auto wheel = release.release.wheels.find(check.label); wheel != release.release.wheels.end()) {
      check.wheel = wheel->second;
      judge_wheel(check, report, judge);
    }
    release.wheels.push_back(std::move(check));
  }
  const variant::RankedVariant* chosen = release.choice.chosen();
  const VariantWheelCheck* chosen_wheel = release.chosen();
  if (chosen == nullptr) {
    release.problems.push_back(findings::diagnostic(
        FindingCode::kNoVariantChosen,
        fmt::format(
            "no variant of {} is compatible here and it has no null variant: an installer installs none of them{}",
            release.release.release(),
            release.release.variants.empty() ? "" : " (" + release.choice.variants.front().why + ")")));
  } else if (chosen_wheel != nullptr && chosen_wheel->runs == false) {
    for (const auto& problem : chosen_wheel->problems) {
      release.problems.push_back(findings::diagnostic(
          FindingCode::kChosenVariantDoesNotRun,
          fmt::format("the installer's choice, {}, does not run here: {}", chosen->variant.label, problem.message),
          problem.where, problem.fix));
    }
    if (release.choice.deciding_gpu && report.driver.gpus.size() > 1) {
      release.notes.push_back(
          variant_note(FindingCode::kVariantNewestGpuOnly,
                       fmt::format("the provider looks only at the newest GPU ({}): the others do not count",
                                   gpu_name(*release.choice.deciding_gpu))));
    }
  }
  // Variants the installer passes over that would run here, when its choice does not use the GPU
  // or does not run: the provider's rules, not the driver, decide against them.
  const bool choice_uses_gpu = chosen != nullptr && !chosen->variant.properties.empty();
  const bool choice_runs = chosen_wheel != nullptr && chosen_wheel->runs == true;
  if (choice_uses_gpu && choice_runs) return;
  for (std::size_t i = 0; i < release.choice.variants.size(); ++i) {
    const auto& ranked = release.choice.variants[i];
    if (ranked.compatible || release.wheels[i].runs != true || ranked.variant.properties.empty()) continue;
    release.notes.push_back(variant_note(FindingCode::kVariantNotSelectedWhereItRuns,
                                         fmt::format("{} would run here, but the installer does not select it: {}; {}",
                                                     ranked.variant.label, ranked.why, rule_against(ranked.why)),
                                         release.wheels[i].wheel));
  }
}

}  // namespace

const VariantWheelCheck* VariantReleaseCheck::chosen() const {
  if (choice.chosen() == nullptr || wheels.empty()) return nullptr;
  return &wheels.front();
}

variant::MachineForVariants machine_for_variants(const DriverInfo& driver) {
  variant::MachineForVariants machine;
  if (driver.usable()) machine.cuda_driver = driver.cuda_version;
  for (const auto& gpu : driver.gpus) machine.gpus.push_back(gpu.sm);
  return machine;
}

std::vector<Diagnostic> diagnostics(const VariantSetCheck& check) {
  std::vector<Diagnostic> out = check.errors;
  for (const auto& release : check.releases) {
    out.insert(out.end(), release.notes.begin(), release.notes.end());
    out.insert(out.end(), release.problems.begin(), release.problems.end());
  }
  return out;
}

VariantSetCheck check_variants(const std::string& path, const DoctorReport& report, const audit::Judge& judge) {
  VariantSetCheck check;
  check.path = path;
  check.machine = machine_for_variants(report.driver);
  auto releases = variant::read_variant_set(path);
  if (!releases) {
    check.errors.push_back(findings::diagnostic(FindingCode::kVariantSetUnreadable, releases.error().message, path));
    return check;
  }
  if (releases->empty()) {
    check.errors.push_back(findings::diagnostic(
        FindingCode::kVariantSetUnreadable, path + " holds no variant wheel (a label after the platform tag)", path));
    return check;
  }
  for (auto& release : *releases) {
    VariantReleaseCheck release_check;
    release_check.choice = variant::choose_variant(release.variants, check.machine);
    release_check.release = std::move(release);
    judge_release(release_check, report, judge);
    check.releases.push_back(std::move(release_check));
  }
  return check;
}

}  // namespace cudacompat::doctor
