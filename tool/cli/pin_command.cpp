// `cudacompat pin`: strict dependency ranges for the toolkit a build uses (pins.h), and
// `cudacompat pin --check`, which finds the bad ones in a project's files and environments (check.h).
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>

#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/pin_run.h"
#include "cli/report_output.h"
#include "common/display_text.h"
#include "common/files.h"
#include "common/report_envelope.h"
#include "common/text.h"
#include "pin/pins.h"
#ifdef CUDACOMPAT_WITH_PIN_CHECK
#include "pin/artifact_needs.h"
#include "pin/check.h"
#include "pin/diagnostic_codes.h"
#include "pin/readers.h"
#endif

namespace cudacompat::cli {
namespace {

#ifdef CUDACOMPAT_WITH_PIN_CHECK
void print_check_table(std::ostream& out, const pins::CheckReport& report, const Toolkit& toolkit) {
  for (const auto& finding : report.findings) {
    out << terminal_safe(finding.file) << ":" << finding.line << ": " << finding.code << ": "
        << terminal_safe(finding.found) << "\n    " << terminal_safe(finding.message) << "\n";
    if (!finding.corrected.empty())
      out << "    write instead: " << terminal_safe(finding.corrected) << "\n";
    else if (!finding.why_no_correction.empty())
      out << "    no drop-in line: " << terminal_safe(finding.why_no_correction) << "\n";
  }
  for (const auto& error : report.errors) out << "error: " << terminal_safe(error.message) << "\n";
  for (const auto& note : report.notes) out << "note: " << terminal_safe(note.message) << "\n";
  out << "pin --check: " << report.files << (report.files == 1 ? " source, " : " sources, ") << report.entries
      << " CUDA entries, " << report.findings.size() << (report.findings.size() == 1 ? " finding" : " findings") << ", "
      << report.errors.size() << (report.errors.size() == 1 ? " error" : " errors") << " (CUDA "
      << toolkit.version.to_string() << " from " << terminal_safe(toolkit.source) << ")\n";
}

// What pin --check says besides its findings: its errors, then its notes.
std::vector<Diagnostic> check_diagnostics(const pins::CheckReport& report) {
  std::vector<Diagnostic> out = report.errors;
  out.insert(out.end(), report.notes.begin(), report.notes.end());
  return out;
}

std::string check_json(const pins::CheckReport& report, const Toolkit& toolkit, int exit_code) {
  auto document = report_envelope("pin-check", 1, check_diagnostics(report));
  document.set("cuda", toolkit.version.to_string());
  document.set("cuda_source", toolkit.source);
  document.set("sources", report.files);
  document.set("entries", report.entries);
  json::Tree findings = json::Tree::array();
  for (const auto& finding : report.findings)
    findings.push({{"file", finding.file},
                   {"line", finding.line},
                   {"code", finding.code},
                   {"package", finding.package},
                   {"message", finding.message},
                   {"found", finding.found},
                   {"corrected", finding.corrected},
                   {"why_no_correction", finding.why_no_correction}});
  document.set("findings", std::move(findings));
  document.set("errors", messages(report.errors));
  document.set("notes", messages(report.notes));
  document.set("exit_code", exit_code);
  return document.dump(2) + "\n";
}

int run_check(const PinCommandOptions& o) {
  // --check writes a report, not pins: its formats are the report's (the pin formats mean nothing
  // here, and `requirements`, pin's default, is the table's).
  const Expected<OutputKind> output = choose_output({o.json, o.format == "requirements" ? "table" : o.format});
  if (!output) {
    pin_fail(output.error().message);
    return kExitUsage;
  }
  const std::optional<Toolkit> toolkit = choose_toolkit_or_fail(o);
  if (!toolkit) return kExitUsage;
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  pins::CheckContext context{toolkit->version, toolkit->source};
  pins::CheckReport report;
  // Each file on its own: one that cannot be read is an error, and the others are still checked.
  for (const auto& path : o.check_files) pins::check_file(path, context, knowledge, report);
  for (const auto& prefix : o.environments) {
    auto environment = pins::read_environment(prefix);
    if (!environment) {
      report.errors.push_back(
          Diagnostic::error(pins::codes::kEnvironmentUnreadable, environment.error().message, prefix));
      continue;
    }
    // One environment is judged as one whole (mixed majors, duplicate variants across files).
    pins::DeclaredFile merged{prefix, pins::SourceKind::kInstalled, {}, {}, {}, {}};
    for (auto& part : *environment) {
      merged.entries.insert(merged.entries.end(), part.entries.begin(), part.entries.end());
      merged.errors.insert(merged.errors.end(), part.errors.begin(), part.errors.end());
    }
    pins::check_declared(merged, context, knowledge, report);
  }
  int exit_code = pins::check_exit_code(report);
  write_report(
      *output,
      {[&](std::ostream& out) { print_check_table(out, report, *toolkit); },
       [&](std::ostream& out) { out << check_json(report, *toolkit, exit_code); },
       [&](std::ostream& out) { sarif::write(out, pins::check_sarif_run(report, CUDACOMPAT_VERSION_STRING)); }},
      std::cout);
  return exit_code;
}
#endif

// Pins, or with --check or --env the check; files without --check are a usage error rather than ignored.
int run(const PinCommandOptions& o) {
#ifdef CUDACOMPAT_WITH_PIN_CHECK
  if (!o.check && !o.check_files.empty()) {
    pin_fail("files (" + o.check_files.front() + ") are read only with --check: write `pin --check FILE...`");
    return kExitUsage;
  }
  if (o.check && o.check_files.empty() && o.environments.empty()) {
    pin_fail("--check needs files to check, or --env PREFIX");
    return kExitUsage;
  }
  if (o.check || !o.environments.empty()) return run_check(o);
#endif
  return run_pin_command(o);
}

}  // namespace

void add_pin_command(CLI::App& app, int& exit_code) {
  auto [pin, options] = add_command<PinCommandOptions>(app, exit_code, "pin", run);
  pin->add_option("--cuda", options->cuda,
                  "the CUDA release to pin for: 12, 12.4 or 12.4.131 (default: --probe, else the toolkit found here)");
  pin->add_option("--probe", options->probe_file, "a configure's cudacompat-probe.json: pin for the toolkit it chose");
  pin->add_option(
         "--library", options->libraries,
         "CUDA libraries to pin: cudart, cublas, cufft, nvrtc... (default: cudart, or what --from-artifact files load)")
      ->delimiter(',');
  pin->add_option("--python", options->python,
                  "further Python packages numbered by CUDA release: cuda-python, cuda-bindings")
      ->delimiter(',');
  pin->add_option("--cudarc", options->cudarc,
                  "the cudarc release the Cargo pin starts from (default: the newest known)");
  pin->add_flag("--metapackage", options->metapackage,
                "pin NVIDIA's cuda-toolkit[...] metapackage instead of one wheel per library");
#ifdef CUDACOMPAT_WITH_PIN_CHECK
  pin->add_option("--from-artifact", options->artifacts,
                  "a built file (ELF, wheel, directory): its calls raise the floor, its DT_NEEDED choose the "
                  "libraries; repeat it for several");
  pin->add_flag(
      "--check", options->check,
      "check the FILEs (requirements*.txt, constraints, pyproject.toml, Cargo.toml, Cargo.lock, environment.yml, "
      "recipe.yaml, meta.yaml) and --env environments instead of writing pins");
  pin->add_option("files", options->check_files,
                  "with --check: the files to check (before, between or after the options)");
  pin->add_option(
      "--env", options->environments,
      "check an installed Python or conda environment (a prefix or a site-packages directory); repeat it for several");
  pin->add_flag("--json", options->json, "--check: the report as JSON");
#endif
  pin->add_option("--format", options->format,
                  "requirements, pyproject, constraints, conda, cargo, debian, cmake or json (default: requirements); "
                  "with --check: table (default), json or sarif (SARIF 2.1.0: docs/sarif.md)");
  pin->add_flag("--no-comments", options->no_comments, "no comment saying why on each line");
  add_output_file_option(*pin, options->output);
}

}  // namespace cudacompat::cli
