// pin --check as SARIF (tool/sarif): one result per finding at its file and line, with the corrected
// line (where one exists) as the fix a reviewer reads; files that could not be read are the run's
// errors. The codes are the requirement rules, as the one table of finding codes names them.
#include "pin/check.h"
#include "sarif/sarif.h"

namespace cudacompat::pins {
namespace {

// "a sentence" + "Found: x" -> "a sentence. Found: x": the message is read as one paragraph.
void append_sentence(std::string& message, const std::string& sentence) {
  if (!message.empty() && message.back() != '.') message += '.';
  if (!message.empty()) message += ' ';
  message += sentence;
}

}  // namespace

sarif::Run check_sarif_run(const CheckReport& report, const std::string& tool_version) {
  sarif::Run run;
  run.reporter = findings::Reporter::kPin;
  run.tool_version = tool_version;
  for (const auto& finding : report.findings) {
    auto code = findings::parse_finding_code(finding.code, findings::Reporter::kPin);
    if (!code) {  // a rule the table does not name is a bug here: say so rather than drop the finding
      run.errors.push_back(Diagnostic::error("entry-unreadable",
                                             finding.file + ":" + std::to_string(finding.line) + ": the code '" +
                                                 finding.code + "' is not in the table of finding codes",
                                             finding.file));
      continue;
    }
    std::string message = finding.message;
    if (!finding.found.empty()) append_sentence(message, "Found: " + finding.found);
    if (!finding.corrected.empty())
      append_sentence(message, "Write instead: " + finding.corrected);
    else if (!finding.why_no_correction.empty())
      append_sentence(message, "No drop-in line: " + finding.why_no_correction);
    sarif::Location location{finding.file, finding.line, 0, "", "module"};
    run.results.push_back({*code, sarif::default_level(findings::info(*code)), message, {location}});
  }
  run.errors.insert(run.errors.end(), report.errors.begin(), report.errors.end());
  return run;
}

}  // namespace cudacompat::pins
