// The audit's outputs: a table for people at a terminal, JSON for programs (schema in
// docs/audit.md), one self-contained HTML page with the GPU x driver grid, and SARIF for code review.
#pragma once

#include <ostream>
#include <string>

#include "audit/audit.h"
#include "audit/report_view.h"
#include "sarif/sarif.h"

namespace cudacompat::audit {

struct TableOptions {
  bool all_files = false;  // list artifacts without CUDA content too
  bool color = false;      // ANSI colours (on a terminal)
};

struct JsonOptions {
  bool entries = false;  // every fatbin entry of every artifact (large for CUDA libraries)
};

// What the run says besides its verdicts: inputs it could not read or list, and artifacts it could
// not read ("artifact-unreadable", at the artifact's path). The JSON's "diagnostics".
std::vector<Diagnostic> diagnostics(const AuditReport& report);

void write_table(std::ostream& out, const AuditReport& report, const Judge& judge, const TableOptions& options = {});
void write_json(std::ostream& out, const AuditReport& report, const Judge& judge, const JsonOptions& options = {});
void write_html(std::ostream& out, const AuditReport& report, const Judge& judge, const std::string& tool_version);
// SARIF 2.1.0 (docs/sarif.md): warnings, notes and policy violations as results at their files.
sarif::Run sarif_run(const AuditReport& report, const std::string& tool_version);
void write_sarif(std::ostream& out, const AuditReport& report, const std::string& tool_version);

}  // namespace cudacompat::audit
