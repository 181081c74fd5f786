// One shape for what a command says besides its answer: an input it could not read, a file it
// skipped, a value it had to assume. Every command's --json lists them under "diagnostics"
// (common/report_envelope.h); the tables keep printing `message` as they always did.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/json_value.h"

namespace cudacompat {

struct Diagnostic {
  enum class Severity { kError, kWarning, kNote };

  Severity severity = Severity::kError;
  // Stable and kebab-case like the finding codes (tool/findings), so a consumer can filter on it:
  // "input-unreadable", "file-skipped".
  std::string code;
  std::string where;    // "file:line", a path or a named input; empty when it is about the whole run
  std::string message;  // the sentence the table prints, unchanged
  std::string fix;      // what to do about it; empty when there is nothing to say

  // Written out, not `= default`: the configure-time copy of the tool compiles this header as C++17.
  bool operator==(const Diagnostic& other) const {
    return severity == other.severity && code == other.code && where == other.where && message == other.message &&
           fix == other.fix;
  }
  bool operator!=(const Diagnostic& other) const { return !(*this == other); }

  static Diagnostic error(std::string code, std::string message, std::string where = {}, std::string fix = {});
  static Diagnostic warning(std::string code, std::string message, std::string where = {}, std::string fix = {});
  static Diagnostic note(std::string code, std::string message, std::string where = {}, std::string fix = {});
};

std::string_view to_string(Diagnostic::Severity severity);

// {"severity", "code", "message"} always; "where" and "fix" when they are set. The one place a
// diagnostic's JSON is written (schemas/cudacompat-diagnostic.schema.json describes it).
json::Tree to_json(const Diagnostic& diagnostic);
json::Tree to_json(const std::vector<Diagnostic>& diagnostics);

// The messages alone, for the keys that listed them as strings before diagnostics existed.
std::vector<std::string> messages(const std::vector<Diagnostic>& diagnostics);

}  // namespace cudacompat
