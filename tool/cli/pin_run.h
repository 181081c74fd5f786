// What `cudacompat pin` does with its options, apart from how they are read: the CLI11 command
// (pin_command.cpp, which adds --check) and the configure-time copy's entry point
// (bootstrap_pin.cpp) both call it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "knowledge/version.h"

namespace cudacompat::cli {

struct PinCommandOptions {
  std::string cuda, probe_file, format = "requirements", output, cudarc;
  std::vector<std::string> libraries, python, artifacts, check_files, environments;
  bool check = false, metapackage = false, no_comments = false, json = false;
};

struct Toolkit {
  Version version;
  std::string source;
};

// "cudacompat pin: <message>" on stderr.
void pin_fail(const std::string& message);

// The toolkit to pin for: --cuda, else the configure's probe report, else the first toolkit the
// probe's discovery finds here (its version.json or cuda.h: no program is run). Nullopt once
// pin_fail has said why none could be chosen: the caller exits with kExitUsage. Both pin and
// pin --check choose through it, so they accept and refuse the same toolkits with the same words.
std::optional<Toolkit> choose_toolkit_or_fail(const PinCommandOptions& options);

// Writes the pins in the format asked for (to --output, only when they change, or stdout); the exit code.
int run_pin_command(const PinCommandOptions& options);

}  // namespace cudacompat::cli
