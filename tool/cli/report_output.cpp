#include "cli/report_output.h"

#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <ostream>

#include "cli/commands.h"
#include "common/files.h"
#include "readers/inspect.h"

namespace cudacompat::cli {

void add_report_options(CLI::App& command, ReportOptions& options, const std::string& json_help,
                        const std::string& format_help) {
  command.add_flag("--json", options.json, json_help);
  command.add_option("--format", options.format, format_help)->check(CLI::IsMember({"table", "json", "sarif"}));
}

Expected<OutputKind> choose_output(const ReportOptions& options) {
  if (options.format == "sarif") {
    if (options.json) return Error{"--json and --format sarif ask for two outputs: give one"};
    return OutputKind::kSarif;
  }
  if (options.format == "json" || (options.json && options.format == "table")) return OutputKind::kJson;
  if (options.format == "table") return OutputKind::kTable;
  return Error{"--format " + options.format + ": the report's formats are table (the default), json and sarif"};
}

void write_report(OutputKind kind, const ReportWriters& writers, std::ostream& out) {
  switch (kind) {
    case OutputKind::kTable:
      writers.table(out);
      break;
    case OutputKind::kJson:
      writers.json(out);
      break;
    case OutputKind::kSarif:
      writers.sarif(out);
      break;
  }
  out.flush();
}

namespace {

// Whether the file's first bytes are a format the commands read (ELF, fatbin, ar archive, zip:
// a library, a wheel, a .deb, a .conda).
bool holds_an_artifact(const std::string& path) {
  char head[64] = {};
  std::ifstream in(path, std::ios::binary);
  in.read(head, sizeof head);
  const readers::ByteView bytes(reinterpret_cast<const std::uint8_t*>(head), static_cast<std::uint64_t>(in.gcount()));
  return readers::sniff_format(bytes) != readers::InputFormat::kUnknown;
}

}  // namespace

std::optional<std::string> output_destroys_an_input(const std::string& output, const std::vector<std::string>& inputs) {
  if (auto input = output_names_an_input(output, inputs)) return input;
  std::error_code error;
  if (!fs::is_regular_file(output, error) || !holds_an_artifact(output)) return std::nullopt;
  const fs::path file = normalized(output);
  for (const auto& input : inputs) {
    if (fs::is_directory(input, error) && path_inside(file, normalized(input))) return input;
  }
  return std::nullopt;
}

Expected<void> check_html_file(const std::string& html_file, const std::vector<std::string>& inputs) {
  if (auto input = output_destroys_an_input(html_file, inputs))
    return Error{"--html '" + html_file + "' would overwrite what the report reads (the input '" + *input +
                 "'); write it elsewhere"};
  return {};
}

Expected<void> write_html_file(const std::string& html_file, const std::function<void(std::ostream&)>& write) {
  const std::string temporary = html_file + ".cudacompat-tmp";
  auto failed = [&](int error) {
    std::remove(temporary.c_str());
    return Error{"cannot write --html file '" + html_file + "': " + std::strerror(error)};
  };
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return failed(errno);
    write(out);
    if (!out.flush()) return failed(errno);
  }
  if (std::rename(temporary.c_str(), html_file.c_str()) != 0) return failed(errno);
  return {};
}

int exit_saying_why(int code, std::string_view command, std::string_view unreadable, std::string_view findings) {
  if (code == kExitUsage) {
    std::cerr << "cudacompat " << command << ": " << unreadable << "\n";
  } else if (code == kExitFindings) {
    std::cerr << "cudacompat " << command << ": " << findings << "\n";
  }
  return code;
}

}  // namespace cudacompat::cli
