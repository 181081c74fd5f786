// SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/) from any checker's findings:
// the checker turns its report into a Run (results with a code from the one table of finding codes,
// findings/findings.h, a level, a message and locations), and this writes it. Rule ids, their
// descriptions and their documentation links come from that table, so a code is named once.
// GitHub code scanning reads it (github/codeql-action/upload-sarif) and shows the results in review.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/json_value.h"
#include "findings/findings.h"

namespace cudacompat::sarif {

enum class Level { kError, kWarning, kNote };
std::string_view to_string(Level level);  // "error", "warning", "note"

// The level a code has when nothing raises it: pin --check's findings and policy violations fail
// the check (error); the audit's warnings warn and its notes note; abi-diff's differences are errors
// when they break a consumer, notes when they do not.
Level default_level(const findings::FindingInfo& info);

struct Location {
  // A path as the checker was given it or found it; written relative to the run's root where it
  // lies under it (uriBaseId SRCROOT), else as an absolute file:// URI.
  std::string path;
  int line = 0;    // 1-based; 0: the finding is about the whole file
  int column = 0;  // 1-based; 0: none
  // Something inside the file that has no line: a member of a wheel or archive, a symbol.
  std::string logical_name;
  std::string logical_kind = "module";  // SARIF's logicalLocation kinds: "module", "function", "member", ...
};

struct Result {
  findings::FindingCode code;
  Level level;
  std::string message;
  std::vector<Location> locations;
};

struct Run {
  findings::Reporter reporter;  // its codes are the run's rules
  // Further reporters whose codes this run's results may carry (the audit's policy violations).
  std::vector<findings::Reporter> more_reporters;
  std::string tool_version;
  std::string root;  // absolute directory the relative URIs are under (SRCROOT); "" for the working directory
  std::vector<Result> results;
  // Inputs that could not be read: toolExecutionNotifications (each its message, which names the
  // input), and executionSuccessful false.
  std::vector<Diagnostic> errors;
};

// "https://.../docs/reference/findings/audit.md#no-ptx": where a code's documentation is read
// (helpUri), its own heading of the generated finding reference (findings::reference_path) under
// CUDACOMPAT_DOCS_URL. Every link to a code's documentation is built here.
std::string help_uri(const findings::FindingInfo& info);

// A path as a URI reference relative to `root` ("wheels/x.whl"), or "" where it is not under it.
std::string relative_uri(std::string_view path, std::string_view root);

json::Tree to_json(const Run& run);
// One log of several runs (the gate: one run per check, each with its own rules).
json::Tree to_json(const std::vector<Run>& runs);
// The whole SARIF log (one run), two-space indented, ending with a newline.
void write(std::ostream& out, const Run& run);
void write(std::ostream& out, const std::vector<Run>& runs);

}  // namespace cudacompat::sarif
