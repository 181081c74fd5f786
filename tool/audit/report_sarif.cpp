// The audit as SARIF (tool/sarif): every warning and note of every artifact and package, and every
// policy violation, each at the file it is about. A member of a wheel or archive is the wheel or
// archive on disk, with the member as a logical location: SARIF's artifact is a file in the
// repository or on disk, and a wheel's member is neither.
#include <set>
#include <tuple>

#include "audit/report.h"
#include "sarif/sarif.h"

namespace cudacompat::audit {
namespace {

// "dist/x.whl!x/_C.so" (package "dist/x.whl") -> dist/x.whl + member x/_C.so; "libk.a(k.o)" -> libk.a + k.o.
sarif::Location artifact_location(const std::string& path, const std::string& package) {
  if (!package.empty() && path.size() > package.size() + 1 && path.compare(0, package.size(), package) == 0) {
    const char separator = path[package.size()];
    if (separator == '!') return {package, 0, 0, path.substr(package.size() + 1), "module"};
    if (separator == '(' && path.back() == ')')
      return {package, 0, 0, path.substr(package.size() + 1, path.size() - package.size() - 2), "module"};
  }
  return {path, 0, 0, "", "module"};
}

}  // namespace

sarif::Run sarif_run(const AuditReport& report, const std::string& tool_version) {
  sarif::Run run;
  run.reporter = findings::Reporter::kAudit;
  run.more_reporters = {findings::Reporter::kAuditPolicy};
  run.tool_version = tool_version;
  // A warning the policy forbids is an error where it is reported, not a second result.
  std::set<std::tuple<std::string, std::string, std::string>> violated;
  for (const auto& violation : report.violations) violated.emplace(violation.path, violation.rule, violation.message);
  auto add = [&](const Finding& finding, const std::string& path, const sarif::Location& location) {
    const bool forbidden = violated.contains({path, "warning:" + std::string(finding.name()), finding.message});
    const sarif::Level level = forbidden ? sarif::Level::kError : sarif::default_level(info(finding.code));
    run.results.push_back({finding.code, level, finding.message, {location}});
  };
  const ReportView view = make_report_view(report);
  for (const auto& shown : view.artifacts) {
    const AuditedArtifact& artifact = *shown.artifact;
    const sarif::Location location = artifact_location(artifact.facts.path, artifact.facts.package);
    for (const auto& warning : artifact.verdict.warnings) add(warning, artifact.facts.path, location);
    for (const auto& note : artifact.verdict.notes) add(note, artifact.facts.path, location);
    for (const auto& violation : artifact.violations) {
      if (auto code = parse_finding_code(violation.rule, findings::Reporter::kAuditPolicy)) {
        run.results.push_back({*code, sarif::Level::kError, violation.message, {location}});
      }
    }
    for (const auto& error : artifact.facts.errors)
      run.errors.push_back(readers::artifact_error(artifact.facts.path + ": " + error.message, artifact.facts.path));
  }
  for (const auto& package : report.packages) {
    for (const auto& finding : package.findings) add(finding, package.name, {package.name, 0, 0, "", "module"});
  }
  // Unlike the view's errors (the inputs first), SARIF's notifications list each artifact's error,
  // named by its path, before the inputs that could not be read.
  run.errors.insert(run.errors.end(), report.input_errors.begin(), report.input_errors.end());
  return run;
}

void write_sarif(std::ostream& out, const AuditReport& report, const std::string& tool_version) {
  sarif::write(out, sarif_run(report, tool_version));
}

}  // namespace cudacompat::audit
