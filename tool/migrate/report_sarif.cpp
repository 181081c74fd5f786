// migrate as SARIF (tool/sarif): one result per finding at its file, line and column, with the
// entity (the function, field or architecture) as a logical location. What will not compile or link
// is an error, what changes behaviour a warning, a deprecation a note. Files that could not be
// scanned are the run's errors.
#include "migrate/report.h"
#include "sarif/sarif.h"

namespace cudacompat::migrate {
namespace {

sarif::Level level_of(Severity severity) {
  switch (severity) {
    case Severity::kWillNotCompile:
    case Severity::kWillNotLink:
      return sarif::Level::kError;
    case Severity::kChangesBehaviour:
      return sarif::Level::kWarning;
    case Severity::kDeprecated:
      break;
  }
  return sarif::Level::kNote;
}

}  // namespace

sarif::Run sarif_run(const Report& report, const std::string& tool_version) {
  sarif::Run run;
  run.reporter = findings::Reporter::kMigrate;
  run.tool_version = tool_version;
  for (const auto& file : report.scan.files) {
    for (const auto& f : file.scan.findings) {
      std::string message = f.what;
      if (!f.instead.empty())
        message += (message.empty() || message.back() == '.' ? " " : ". ") + ("Instead: " + f.instead);
      if (!f.shim.empty()) message += " Shim: " + f.shim;
      if (!f.condition.empty()) message += " Only where the build defines " + f.condition + ".";
      // a file no translation unit includes: said, at the level of a note, never an error
      if (!file.built) message = "Not built (no translation unit includes this file): " + message;
      run.results.push_back({f.code,
                             file.built ? level_of(f.severity) : level_of(Severity::kDeprecated),
                             message,
                             {{f.file, f.line, f.column, f.entity, "member"}}});
    }
  }
  for (const auto& skipped : report.scan.skipped)
    run.errors.push_back(Diagnostic::error(skipped.code, skipped.where + ": " + skipped.message, skipped.where));
  return run;
}

void write_sarif(std::ostream& out, const Report& report, const std::string& tool_version) {
  sarif::write(out, sarif_run(report, tool_version));
}

}  // namespace cudacompat::migrate
