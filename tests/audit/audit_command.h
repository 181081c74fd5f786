// `cudacompat audit` run as a user runs it, for the tests of what only the command line shows: its
// exit codes, and the table, JSON and HTML it writes.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "common/json_value.h"
#include "common/subprocess.h"
#include "json_text.h"

namespace cudacompat::audit::testing {

inline ProcessResult audit(std::vector<std::string> arguments) {
  arguments.insert(arguments.begin(), {CUDACOMPAT_AUDIT_CLI, "audit"});
  return run_process(arguments, std::chrono::seconds(60));
}

// A value as one line of JSON text, for comparing a list with the one expected.
inline std::string text_of(const json::Value& value) { return json::Tree(value).dump(-1); }

}  // namespace cudacompat::audit::testing
