// How every subcommand that writes a report chooses and writes it: `--json` and
// `--format table|json|sarif` read once, with one message for each mistake whatever the command;
// one writer per format, and one dispatch to it; and the `--html FILE` written beside the report.
// The commands differ only in their writers.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace CLI {
class App;
}

namespace cudacompat::cli {

enum class OutputKind { kTable, kJson, kSarif };

// What the command line asked for. A command without --format leaves `format` as it is.
struct ReportOptions {
  bool json = false;
  std::string format = "table";  // table, json (as --json) or sarif
};

// Registers --json and --format (table, json, sarif) on `command`, with the command's own words
// for each.
void add_report_options(CLI::App& command, ReportOptions& options, const std::string& json_help,
                        const std::string& format_help);

// The one output --json and --format ask for, or the usage error: --json with --format sarif asks
// for two, and a --format other than the three names none.
Expected<OutputKind> choose_output(const ReportOptions& options);

// One writer per format the command offers (a command without SARIF leaves `sarif` empty).
struct ReportWriters {
  std::function<void(std::ostream&)> table;
  std::function<void(std::ostream&)> json;
  std::function<void(std::ostream&)> sarif;
};

// Writes the report `kind` chose to `out`, then flushes it (what follows on stderr comes after).
void write_report(OutputKind kind, const ReportWriters& writers, std::ostream& out);

// The one of `inputs` that writing the file `output` (-o, --html) would destroy: the input itself
// (common/files.h's output_names_an_input), or a directory input holding `output` when `output` is
// a library, wheel or package the command would read there (`gate dist/ --html dist/x.whl`). A
// previous report in an input directory (`audit . --html report.html`) is no input: it may be
// replaced.
std::optional<std::string> output_destroys_an_input(const std::string& output, const std::vector<std::string>& inputs);

// An --html FILE that output_destroys_an_input refuses: the usage error.
Expected<void> check_html_file(const std::string& html_file, const std::vector<std::string>& inputs);

// Writes the --html FILE through a temporary file beside it and a rename: a failed write leaves
// the old file (or none), never half a report.
Expected<void> write_html_file(const std::string& html_file, const std::function<void(std::ostream&)>& write);

// `code`, after the one line on stderr that says why it is not 0 (the report has the details):
// "cudacompat COMMAND: " and `unreadable` for kExitUsage, `findings` for kExitFindings.
int exit_saying_why(int code, std::string_view command, std::string_view unreadable, std::string_view findings);

}  // namespace cudacompat::cli
