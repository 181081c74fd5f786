#include "gate/gate_diagnostics.h"

#include <utility>

namespace cudacompat::gate {
namespace {

sarif::Level level_of(Diagnostic::Severity severity) {
  switch (severity) {
    case Diagnostic::Severity::kError:
      return sarif::Level::kError;
    case Diagnostic::Severity::kWarning:
      return sarif::Level::kWarning;
    case Diagnostic::Severity::kNote:
      break;
  }
  return sarif::Level::kNote;
}

}  // namespace

Diagnostic gate_diagnostic(findings::FindingCode code, std::string message, std::string where) {
  return findings::diagnostic(code, std::move(message), std::move(where));
}

Diagnostic adopted(Diagnostic diagnostic) {
  auto code = findings::parse_finding_code(diagnostic.code, findings::Reporter::kGate);
  if (!code) return diagnostic;
  return gate_diagnostic(*code, std::move(diagnostic.message), std::move(diagnostic.where));
}

sarif::Run diagnostics_run(const std::vector<Diagnostic>& diagnostics, const std::string& tool_version) {
  sarif::Run run{findings::Reporter::kGate, {}, tool_version, "", {}, {}};
  for (const auto& diagnostic : diagnostics) {
    auto code = findings::parse_finding_code(diagnostic.code, findings::Reporter::kGate);
    if (!code) continue;  // none: tests/gate/test_gate_codes.py holds every code the gate prints to a row
    sarif::Result result{*code, level_of(diagnostic.severity), diagnostic.message, {}};
    // A consumer's module is named "x.whl!pkg/_lib.so": the file, and the member inside it.
    if (const std::size_t bang = diagnostic.where.find('!'); bang != std::string::npos) {
      result.locations.push_back({diagnostic.where.substr(0, bang), 0, 0, diagnostic.where.substr(bang + 1), "module"});
    } else if (!diagnostic.where.empty()) {
      result.locations.push_back({diagnostic.where, 0, 0, "", "module"});
    }
    run.results.push_back(std::move(result));
  }
  return run;
}

}  // namespace cudacompat::gate
