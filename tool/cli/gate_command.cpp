// `cudacompat gate NEW... [--previous OLD...] [--consumer PKG...] [--policy FILE]`: one verdict over
// the packages about to ship, from the checks that exist (tool/gate).

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/report_output.h"
#include "gate/fetch_previous.h"
#include "gate/gate.h"
#include "gate/report.h"

namespace cudacompat::cli {
namespace {

struct GateCommandOptions {
  std::vector<std::string> fresh;
  std::vector<std::string> previous;
  std::vector<std::string> consumers;
  std::vector<std::string> dependency_files;
  std::string cuda;
  std::string policy;
  std::string html_file;
  ReportOptions report;
  unsigned jobs = 2;
};

int fail(const std::string& message) {
  std::cerr << "cudacompat gate: " << message << "\n";
  return kExitUsage;
}

int run(const GateCommandOptions& o) {
  const Expected<OutputKind> output = choose_output(o.report);
  if (!output) return fail(output.error().message);
  gate::GateOptions options;
  options.fresh = o.fresh;
  options.previous = o.previous;
  // A consumer from PyPI is fetched here, before the gate, so the gate reads files only.
  auto consumers = gate::fetch_consumers(o.consumers, o.fresh, gate::previous_cache_directory());
  if (!consumers) return fail(consumers.error().message + "; nothing was judged");
  options.consumers = std::move(consumers).value();
  options.jobs = o.jobs;
  options.dependency_files = o.dependency_files;
  if (!o.cuda.empty()) {
    if (o.dependency_files.empty())
      return fail("--cuda " + o.cuda + " sets the CUDA the --check files are judged against: give --check FILE");
    options.files_cuda = Version::parse(o.cuda);
    if (!options.files_cuda) return fail("--cuda " + o.cuda + ": not a CUDA version; write it as 12.6 or 13.0");
  }
  if (!o.policy.empty()) {
    auto policy = gate::read_policy_file(o.policy);
    if (!policy) return fail(policy.error().message);
    options.policy = std::move(policy).value();
  }
  if (!o.html_file.empty()) {
    std::vector<std::string> inputs = o.fresh;
    inputs.insert(inputs.end(), o.previous.begin(), o.previous.end());
    inputs.insert(inputs.end(), options.consumers.begin(), options.consumers.end());
    if (!o.policy.empty()) inputs.push_back(o.policy);
    inputs.insert(inputs.end(), o.dependency_files.begin(), o.dependency_files.end());
    if (Expected<void> checked = check_html_file(o.html_file, inputs); !checked) return fail(checked.error().message);
  }
  auto report = gate::run_gate(options);
  if (!report) return fail(report.error().message + "; nothing was judged");
  if (!o.html_file.empty()) {
    Expected<void> written = write_html_file(o.html_file, [&](std::ostream& html) { gate::write_html(html, *report); });
    if (!written) return fail(written.error().message);
  }
  write_report(*output,
               {[&](std::ostream& out) { gate::write_table(out, *report); },
                [&](std::ostream& out) { gate::write_json(out, *report); },
                [&](std::ostream& out) { gate::write_sarif(out, *report); }},
               std::cout);
  return exit_saying_why(report->exit_code(), "gate",
                         "an input could not be read (the errors in the report say which): no verdict",
                         "do not ship (the errors in the report say why)");
}

}  // namespace

void add_gate_command(CLI::App& app, int& exit_code) {
  auto [command, options] = add_command<GateCommandOptions>(app, exit_code, "gate", run);
  command->add_option("NEW", options->fresh, "the packages about to ship (files or directories)")->required();
  command->add_option("--previous", options->previous,
                      "the last release's packages: files, directories, pypi:NAME==VERSION fetched with your pip "
                      "for the NEW wheels' Python tags and platforms, or conda:CHANNEL::NAME==VERSION fetched with "
                      "your conda tool; cached (repeat the option for several)");
  command->add_option("--consumer", options->consumers,
                      "downstream packages built against the last release (a wheel, a directory, a .so, or "
                      "pypi:NAME==VERSION fetched as --previous is, for the NEW wheels' Python tags and machines; "
                      "repeat for several): whether each imports against NEW, and why not");
  command->add_option("--check", options->dependency_files,
                      "the repository's dependency files (requirements*.txt, pyproject.toml, Cargo.toml, Cargo.lock, "
                      "environment.yml, conda recipes, dependencies.yaml) for pin --check's rules; repeat for several");
  command->add_option(
      "--cuda", options->cuda,
      "with --check: the CUDA the files are judged against (default: the one major NEW's binaries use)");
  command->add_option("--policy", options->policy, "the gate's policy file (TOML, version = 1: docs/release-gate.md)");
  command->add_option("--html", options->html_file,
                      "also write one self-contained HTML page of the report to this file");
  add_report_options(*command, options->report, "write JSON instead of the table",
                     "table (default), json (as --json) or sarif (one SARIF 2.1.0 log, one run per check)");
  command->add_option("-j,--jobs", options->jobs, "artifacts the audit reads at once (default 2)")
      ->check(CLI::Range(1u, 256u));
}

}  // namespace cudacompat::cli
