// `cudacompat pin --check`: the rules applied to what files and environments declare (declared.h),
// against the toolkit and the knowledge base. Each finding names file:line and, where the fix is
// known, the corrected line in the file's own syntax. The files themselves are never modified.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "knowledge/knowledge_base.h"
#include "pin/declared.h"
#include "sarif/sarif.h"

namespace cudacompat::pins {

struct CheckContext {
  Version cuda;             // the toolkit the project builds with
  std::string cuda_source;  // where that came from
};

struct CheckFinding {
  std::string file;
  int line = 0;
  std::string code;  // known-bad, no-upper-bound, wrong-major, mixed-majors, duplicate-variants
  std::string package;
  std::string message;  // a sentence: what is wrong and why
  std::string found;    // the entry as written
  // The whole line to write in place of line `line` (indentation, quotes, comments, extras,
  // markers, features and the rest of the line kept), or "" with `why_no_correction` saying why
  // no drop-in line exists (a finding about several lines, a hashed lock file, a version the
  // knowledge base cannot name).
  std::string corrected;
  std::string why_no_correction;
};

struct CheckReport {
  std::vector<CheckFinding> findings;
  // Entries or files that could not be read, each an error whose message names file:line.
  std::vector<Diagnostic> errors;
  // What was read but not judged, each a note whose message names file:line: a recipe's Jinja
  // expression that the toolkit's variant values do not settle (`{{ cuda_version | version_to_buildstring }}`).
  std::vector<Diagnostic> notes;
  std::size_t files = 0;
  std::size_t entries = 0;
};

// The codes, for --help and the documentation.
const std::vector<std::pair<std::string, std::string>>& check_codes();

// Adds the findings about `file` (one file, or one environment's distributions together) to `report`.
void check_declared(const DeclaredFile& file, const CheckContext& context, const KnowledgeBase& knowledge,
                    CheckReport& report);

// `pin --check FILE`: reads one dependency file (read_declared_file chooses the reader by its name),
// judges it and re-checks its corrections. A file that cannot be read is one error in `report`, and
// the caller goes on with the others. What pin --check and the gate's --check both run.
void check_file(const std::string& path, const CheckContext& context, const KnowledgeBase& knowledge,
                CheckReport& report);

// Re-checks the corrections of the findings from `first_finding` on about `path`: each corrected
// line is written into a copy of the file and checked again with the same toolkit; a correction
// that would still be flagged on its line is withdrawn, with `why_no_correction` saying why.
void recheck_corrections(CheckReport& report, std::size_t first_finding, const std::string& path,
                         const CheckContext& context, const KnowledgeBase& knowledge);

// The report as SARIF 2.1.0 (docs/sarif.md): each finding at its file and line.
sarif::Run check_sarif_run(const CheckReport& report, const std::string& tool_version);

// 0 clean, 1 findings, 2 something could not be read (which wins).
int check_exit_code(const CheckReport& report);

}  // namespace cudacompat::pins
