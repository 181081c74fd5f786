#include "audit/audit.h"

#include <algorithm>
#include <chrono>
#include <map>

#include "audit/package_checks.h"
#include "common/enum_names.h"

namespace cudacompat::audit {

std::size_t AuditReport::error_count() const {
  std::size_t count = input_errors.size();
  for (const auto& artifact : artifacts) count += artifact.facts.errors.size();
  return count;
}

std::size_t AuditReport::warning_count() const {
  std::size_t count = 0;
  for (const auto& artifact : artifacts) count += artifact.verdict.warnings.size();
  for (const auto& package : packages) count += package.findings.size();
  return count;
}

std::size_t AuditReport::container_count() const {
  std::size_t count = 0;
  for (const auto& artifact : artifacts) count += artifact.facts.containers.size();
  return count;
}

std::size_t AuditReport::entry_count() const {
  std::size_t count = 0;
  for (const auto& artifact : artifacts) count += artifact.facts.entry_count();
  return count;
}

namespace {

PackageReport named_package(const std::string& name) {
  PackageReport package;
  package.name = name;
  return package;
}

// The files a caller read already as they are, the others inspected: in the order of `files`.
std::vector<InspectedFile> inspect_or_take(const std::vector<InputFile>& files, const AuditOptions& options) {
  std::vector<InputFile> to_read;
  std::vector<std::size_t> read_at;
  std::vector<InspectedFile> inspected(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (auto found = options.already_read.find(files[i].path); found != options.already_read.end()) {
      inspected[i] = found->second;
      name_as_own_package(inspected[i], files[i].path);
    } else {
      to_read.push_back(files[i]);
      read_at.push_back(i);
    }
  }
  std::vector<InspectedFile> read = inspect_files(to_read, options.device, options.jobs, options.progress);
  for (std::size_t i = 0; i < read.size(); ++i) inspected[read_at[i]] = std::move(read[i]);
  return inspected;
}

// The report's driver floor is its highest artifact's; it is exact only while every artifact at that
// floor is exact.
void raise_min_driver(AuditReport& report, const ArtifactVerdict& verdict) {
  if (verdict.min_driver && (!report.min_driver || *report.min_driver < *verdict.min_driver)) {
    report.min_driver = verdict.min_driver;
    report.min_driver_exact = verdict.min_driver_exact;
    report.min_driver_artifact = report.artifacts.size();
  } else if (verdict.min_driver && *report.min_driver == *verdict.min_driver && !verdict.min_driver_exact) {
    report.min_driver_exact = false;
  }
}

// The package named `name` in the report, added in first-seen order.
PackageReport& package_named(const std::string& name, std::map<std::string, std::size_t>& package_index,
                             AuditReport& report) {
  auto [slot, added] = package_index.emplace(name, report.packages.size());
  if (added) report.packages.push_back(named_package(name));
  return report.packages[slot->second];
}

// Every artifact judged and checked against the policy, in input order, each a member of its package;
// a package's metadata joins it even when it has no binaries.
void judge_artifacts(std::vector<InspectedFile>& inspected, const AuditOptions& options, const Judge& judge,
                     AuditReport& report) {
  std::map<std::string, std::size_t> package_index;
  for (auto& file : inspected) {
    if (file.skipped) {
      ++report.files_skipped;
      continue;
    }
    ++report.files_read;
    for (auto& facts : file.artifacts) {
      AuditedArtifact artifact;
      artifact.verdict = judge.judge(facts);
      artifact.violations = check_policy(options.policy, facts, artifact.verdict, judge);
      artifact.facts = std::move(facts);
      package_named(artifact.facts.package, package_index, report).members.push_back(report.artifacts.size());
      raise_min_driver(report, artifact.verdict);
      report.artifacts.push_back(std::move(artifact));
    }
    if (file.metadata) {
      // A package without binaries (pure Python, a metapackage) is still checked against its metadata.
      package_named(file.metadata->file, package_index, report).metadata = std::move(file.metadata);
    }
  }
}

// Each package's findings: the judge's over its members, its metadata's, then the caller's checks.
void judge_packages(const AuditOptions& options, const Judge& judge, AuditReport& report) {
  for (auto& package : report.packages) {
    std::vector<const ArtifactFacts*> facts;
    std::vector<const ArtifactVerdict*> verdicts;
    for (std::size_t index : package.members) {
      facts.push_back(&report.artifacts[index].facts);
      verdicts.push_back(&report.artifacts[index].verdict);
    }
    package.findings = judge.package_findings(facts, verdicts);
    if (package.metadata) {
      auto checked = check_package(*package.metadata, facts, verdicts, judge);
      package.findings.insert(package.findings.end(), checked.begin(), checked.end());
    }
  }
  for (auto& package : report.packages) {
    for (const auto& check : options.package_checks) {
      auto checked = check(report, package, judge);
      if (!checked) {
        report.input_errors.push_back(Diagnostic::error("input-unreadable", checked.error().message, package.name));
        continue;
      }
      package.findings.insert(package.findings.end(), checked->begin(), checked->end());
    }
  }
}

// The artifacts' policy violations, then the package findings the policy forbids (metadata findings
// always).
void collect_violations(const AuditOptions& options, AuditReport& report) {
  for (const auto& artifact : report.artifacts) {
    report.violations.insert(report.violations.end(), artifact.violations.begin(), artifact.violations.end());
  }
  for (const auto& package : report.packages) {
    for (const auto& finding : package.findings) {
      const auto& codes = options.policy.forbid_warning_codes;
      if (options.policy.forbid_warnings || is_package_metadata_finding(finding.code) ||
          std::find(codes.begin(), codes.end(), finding.code) != codes.end()) {
        report.violations.push_back({package.name, "warning:" + std::string(finding.name()), finding.message});
      }
    }
  }
}

}  // namespace

AuditReport run_audit(const AuditOptions& options, const Judge& judge) {
  const auto start = std::chrono::steady_clock::now();
  AuditReport report;
  report.inputs = options.inputs;
  report.skip_unreadable = options.skip_unreadable;
  ExpandedInputs expanded = expand_inputs(options.inputs);
  report.input_errors = std::move(expanded.errors);
  std::vector<InspectedFile> inspected = inspect_or_take(expanded.files, options);
  judge_artifacts(inspected, options, judge, report);
  judge_packages(options, judge, report);
  collect_violations(options, report);
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

int audit_exit_code(const AuditReport& report) {
  if (report.error_count() > 0 && !report.skip_unreadable) return 2;
  if (!report.violations.empty()) return 1;
  return 0;
}

constexpr EnumName<Coverage> kCoverageNames[] = {
    {Coverage::kNative, "sass"}, {Coverage::kJit, "jit"}, {Coverage::kSome, "some"}, {Coverage::kNone, "none"}};

std::string_view to_string(Coverage coverage) { return name_of(kCoverageNames, coverage); }

GpuCoverage coverage_at(const AuditReport& report, const Judge& judge, int gpu_sm,
                        const std::optional<Version>& driver) {
  GpuCoverage result;
  result.gpu = gpu_sm;
  bool jit = false;
  bool blocked = false;  // an artifact without GPU code that this driver cannot load
  for (std::size_t i = 0; i < report.artifacts.size(); ++i) {
    const auto& verdict = report.artifacts[i].verdict;
    // A file of LTO-IR alone counts, and runs nowhere (status_at finds no SASS or PTX for any GPU).
    if (!has_loadable_code(verdict) && !is_unloadable_lto_ir(report.artifacts[i].facts, verdict)) {
      if (driver && verdict.min_driver && *driver < *verdict.min_driver) blocked = true;
      continue;
    }
    ++result.total;
    const RunStatus status =
        driver ? judge.status_at(verdict, gpu_sm, *driver) : judge.status_with_new_enough_driver(verdict, gpu_sm);
    if (status == RunStatus::kNo) {
      result.not_running.push_back(i);
    } else {
      ++result.running;
      jit = jit || status == RunStatus::kJit;
    }
  }
  if (blocked || result.running == 0) {
    result.coverage = Coverage::kNone;
  } else if (result.running < result.total) {
    result.coverage = Coverage::kSome;
  } else {
    result.coverage = jit ? Coverage::kJit : Coverage::kNative;
  }
  return result;
}

std::vector<int> RunSets::of(Coverage coverage) const {
  std::vector<int> list;
  for (const auto& gpu : gpus) {
    if (gpu.coverage == coverage) list.push_back(gpu.gpu);
  }
  return list;
}

RunSets combined_runs(const AuditReport& report, const Judge& judge) {
  RunSets sets;
  if (!judge.release_drivers().empty()) sets.driver = judge.release_drivers().back().second;
  if (report.min_driver && sets.driver < *report.min_driver) sets.driver = *report.min_driver;
  for (const auto& artifact : report.artifacts) {
    if (has_loadable_code(artifact.verdict) || is_unloadable_lto_ir(artifact.facts, artifact.verdict))
      sets.any_code = true;
  }
  if (!sets.any_code) return sets;
  // A driver new enough for all of it: a PTX ISA whose first driver the knowledge base lacks still
  // reaches the GPUs the JIT serves, rather than counting them as GPUs that none runs on.
  for (int gpu : judge.known_gpus()) sets.gpus.push_back(coverage_at(report, judge, gpu, std::nullopt));
  return sets;
}

}  // namespace cudacompat::audit
