// The audit as SARIF (tool/sarif): every warning and note of every artifact and package, and every
// policy violation, each at the file it is about, in the order of the report's view (the table's). A member of a wheel
// or archive is the wheel or archive on disk, with the member as a logical location: SARIF's artifact is a file in the
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
  const ReportView view = make_report_view(report);
  // Where a line of the view is: its artifact's file (a member as a logical location), or its package.
  auto location_of = [&](const ListedFinding& line) -> sarif::Location {
    if (!line.artifact) return {line.where, 0, 0, "", "module"};
    const ArtifactFacts& facts = view.artifacts[*line.artifact].facts();
    return artifact_location(facts.path, facts.package);
  };
  // The view's one order: the warnings, the errors (as notifications), the violations, the notes.
  for (const auto& line : view.findings) {
    const std::string* path = line.artifact ? &view.artifacts[*line.artifact].facts().path : nullptr;
    if (line.finding) {
      const std::string& where = path ? *path : line.where;
      const bool forbidden = violated.contains({where, "warning:" + line.code, line.message});
      const sarif::Level level = forbidden ? sarif::Level::kError : sarif::default_level(info(line.finding->code));
      run.results.push_back({line.finding->code, level, line.message, {location_of(line)}});
    } else if (line.error && path) {
      run.errors.push_back(readers::artifact_error(*path + ": " + line.message, *path));
    } else if (line.error) {
      run.errors.push_back(*line.error);
    } else if (auto code =
                   line.artifact ? parse_finding_code(line.code, findings::Reporter::kAuditPolicy) : std::nullopt) {
      // A package's violation is a forbidden warning, already an error above, not a second result.
      run.results.push_back({*code, sarif::Level::kError, line.message, {location_of(line)}});
    }
  }
  return run;
}

void write_sarif(std::ostream& out, const AuditReport& report, const std::string& tool_version) {
  sarif::write(out, sarif_run(report, tool_version));
}

}  // namespace cudacompat::audit
