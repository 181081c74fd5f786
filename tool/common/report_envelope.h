// The head of every command's --json, written here and nowhere else:
//
//   {"schema": "cudacompat-<command>/<N>", "tool": "cudacompat", "version": "<tool version>",
//    "diagnostics": [...], ...the command's own keys}
//
// Each command has a JSON Schema for its document in schemas/ (cudacompat-<command>-<N>.schema.json).
// N changes only when a key is renamed or removed; keys are added without a new N.
#pragma once

#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "common/json_value.h"

namespace cudacompat {

json::Tree report_envelope(std::string_view command, int schema, const std::vector<Diagnostic>& diagnostics);

}  // namespace cudacompat
