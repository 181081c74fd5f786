// `cudacompat audit`: what built artifacts need and where they run, read from their bytes.
#include <fmt/format.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "audit/audit.h"
#include "audit/cuda_libraries.h"
#include "audit/report.h"
#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/report_output.h"
#include "common/display_text.h"
#include "common/files.h"
#include "findings/findings.h"
#include "knowledge/knowledge_base.h"
#include "variant/declared_variant.h"

namespace cudacompat::cli {
namespace {

// --ptx-text and --toolkit-notes say how much of each file the audit opens in the same three words,
// 'sample' (their default), 'all' and 'none', read here for both into their enums (PtxText,
// ToolkitNotes), which share the three names.
void add_sampling_option(CLI::App& audit, const std::string& name, std::string& word, const std::string& help) {
  audit.add_option(name, word, help)->check(CLI::IsMember({"sample", "all", "none"}));
}

template <typename Sampling>
Sampling sampling_of(const std::string& word) {
  if (word == "none") return Sampling::kNone;
  if (word == "all") return Sampling::kAll;
  return Sampling::kSample;
}

struct AuditCommandOptions {
  std::vector<std::string> inputs;
  ReportOptions report;
  bool entries = false, all = false, no_scan = false, no_progress = false;
  std::string ptx_text = "sample";
  std::string toolkit_notes = "sample";
  bool skip_unreadable = false;
  std::string html_file;
  unsigned jobs = 2;
  std::string min_driver, require_arch, require_sass;
  bool require_ptx = false, forbid_libcuda = false, fail_on_warnings = false;
  std::vector<std::string> fail_on;
  int max_cuda_major = 0, min_cuda_major = 0;
};

int usage_error(const std::string& message) {
  std::cerr << "cudacompat audit: " << terminal_safe(message) << "\n";
  return kExitUsage;
}

// How the artifacts are read: the command's choices, as the audit library takes them.
audit::AuditOptions reading_options(const AuditCommandOptions& o) {
  using namespace cudacompat::audit;
  AuditOptions options;
  options.inputs = o.inputs;
  options.jobs = o.jobs;
  options.device.scan_data_sections = !o.no_scan;
  options.skip_unreadable = o.skip_unreadable;
  options.device.toolkit_notes = sampling_of<ToolkitNotes>(o.toolkit_notes);
  options.device.ptx_text = sampling_of<PtxText>(o.ptx_text);
  // A wheel's declared variant.json is held to what its binaries show (tool/variant, above the audit).
  options.package_checks.push_back(variant::check_declared_variant);
  return options;
}

// The warning codes --fail-on names, or an Error naming the first that is not one.
Expected<std::vector<findings::FindingCode>> warning_codes(const std::vector<std::string>& names) {
  std::vector<findings::FindingCode> codes;
  for (const auto& name : names) {
    auto code = findings::parse_finding_code(name);
    bool warning = false;
    for (const auto& info : findings::finding_table())
      warning = warning || (code && info.code == *code && info.warning);
    if (!warning)
      return Error{
          fmt::format("--fail-on: '{}' is not a warning code; the codes are: {}", name, findings::warning_code_list())};
    codes.push_back(*code);
  }
  return codes;
}

// The policy options, checked: the first one that does not parse is the usage error.
Expected<void> read_policy(const AuditCommandOptions& o, audit::Policy& policy) {
  if (!o.min_driver.empty()) {
    policy.min_driver = Version::parse(o.min_driver);
    if (!policy.min_driver)
      return Error{fmt::format("--min-driver '{}' is not a driver version such as 525.60.13", o.min_driver)};
  }
  if (!o.require_arch.empty()) {
    auto gpus = audit::parse_gpu_list(o.require_arch);
    if (!gpus) return Error{"--require-arch: " + gpus.error().message};
    policy.require_arch = *gpus;
  }
  if (!o.require_sass.empty()) {
    auto gpus = audit::parse_gpu_list(o.require_sass);
    if (!gpus) return Error{"--require-sass: " + gpus.error().message};
    policy.require_sass = *gpus;
  }
  policy.require_ptx = o.require_ptx;
  policy.forbid_libcuda = o.forbid_libcuda;
  policy.forbid_warnings = o.fail_on_warnings;
  auto codes = warning_codes(o.fail_on);
  if (!codes) return codes.error();
  policy.forbid_warning_codes.insert(policy.forbid_warning_codes.end(), codes->begin(), codes->end());
  if (o.max_cuda_major > 0) policy.max_cuda_major = o.max_cuda_major;
  if (o.min_cuda_major > 0) policy.min_cuda_major = o.min_cuda_major;
  return {};
}

// A progress line on a terminal: long runs (a directory of wheels) otherwise look stuck.
void print_progress(std::size_t done, std::size_t total, const std::string& path) {
  std::string name = terminal_safe(path.size() > 60 ? "..." + path.substr(path.size() - 57) : path);
  std::fprintf(stderr, "\r\x1b[K[%zu/%zu] %s", done, total, name.c_str());
  std::fflush(stderr);
}

// The table, JSON or SARIF on stdout, as --format asks.
void print_report(OutputKind output, const AuditCommandOptions& o, const audit::AuditReport& report,
                  const audit::Judge& judge) {
  using namespace cudacompat::audit;
  JsonOptions json_options;
  json_options.entries = o.entries;
  TableOptions table_options;
  table_options.all_files = o.all;
  table_options.color = ::isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr;
  write_report(output,
               {[&](std::ostream& out) { write_table(out, report, judge, table_options); },
                [&](std::ostream& out) { write_json(out, report, judge, json_options); },
                [&](std::ostream& out) { write_sarif(out, report, CUDACOMPAT_VERSION_STRING); }},
               std::cout);
}

// The exit code, after its reason on stderr (the report lists the details).
int explain_exit_code(int code, const audit::AuditReport& report) {
  const bool one = report.error_count() == 1;
  return exit_saying_why(
      code, "audit",
      fmt::format("{} input{} could not be read (listed with the reason above); nothing was "
                  "judged for {}: fix {} or pass --skip-unreadable",
                  report.error_count(), one ? "" : "s", one ? "it" : "them", one ? "it" : "them"),
      fmt::format("{} policy violation{}", report.violations.size(), report.violations.size() == 1 ? "" : "s"));
}

int run(const AuditCommandOptions& o) {
  using namespace cudacompat::audit;
  AuditOptions options = reading_options(o);
  const Expected<OutputKind> output = choose_output(o.report);
  if (!output) return usage_error(output.error().message);
  if (Expected<void> policy = read_policy(o, options.policy); !policy) return usage_error(policy.error().message);
  if (!o.html_file.empty())
    if (Expected<void> checked = check_html_file(o.html_file, o.inputs); !checked)
      return usage_error(checked.error().message);

  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  const CudaLibraryTable libraries = CudaLibraryTable::from_knowledge(knowledge);
  Judge judge(knowledge, libraries);
  const bool progress = !o.no_progress && ::isatty(STDERR_FILENO);
  if (progress) options.progress = print_progress;
  AuditReport report = run_audit(options, judge);
  if (progress) std::fprintf(stderr, "\r\x1b[K");

  if (!o.html_file.empty()) {
    Expected<void> written = write_html_file(
        o.html_file, [&](std::ostream& html) { write_html(html, report, judge, CUDACOMPAT_VERSION_STRING); });
    if (!written) return usage_error(written.error().message);
  }
  print_report(*output, o, report, judge);
  return explain_exit_code(audit_exit_code(report), report);
}

// What to read, how, and what to print; in the order --help lists them.
void add_reading_options(CLI::App& audit, AuditCommandOptions& options) {
  audit.add_option("inputs", options.inputs, "Files, wheels and directories to audit")->required();
  add_report_options(audit, options.report, "Print JSON (schema in docs/audit.md) instead of the table",
                     "table (default), json (as --json) or sarif (SARIF 2.1.0 for code scanning: docs/sarif.md)");
  audit.add_flag("--entries", options.entries, "With --json: list every fatbin entry of every artifact");
  audit.add_option("--html", options.html_file, "Also write a self-contained HTML report to this file");
  audit.add_flag("--all", options.all, "Table: list artifacts without CUDA content too");
  audit.add_option("-j,--jobs", options.jobs, "Files read at once (default 2)")->check(CLI::Range(1, 64));
  audit.add_flag("--no-scan", options.no_scan,
                 "Do not look for fatbins embedded in data sections (.rodata, .ldata), only in .nv_fatbin and "
                 "__nv_relfatbin");
  add_sampling_option(audit, "--ptx-text", options.ptx_text,
                      "Where the PTX ISA comes from: 'sample' (default: the .version line of one PTX text per file "
                      "and header value, the entry headers where they agree), 'all' (every PTX text: exact, slower), "
                      "'none' (entry headers only)");
  add_sampling_option(audit, "--toolkit-notes", options.toolkit_notes,
                      "Which cubins are opened for the toolkit that built them (.note.nv.tkinfo; the floor of a "
                      "statically linked runtime): 'sample' (default: the first SASS entry of each fatbin, at most 16 "
                      "per file), 'all', 'none'");
  audit.add_flag("--skip-unreadable", options.skip_unreadable,
                 "Inputs, directory entries and members that cannot be read are listed but do not make the exit "
                 "code 2 (without it, an audit that could not read everything never passes)");
  audit.add_flag("--no-progress", options.no_progress, "No progress line on a terminal");
}

// The policies, in a --help group of their own: each makes a violation exit 1.
void add_policy_options(CLI::App& audit, AuditCommandOptions& options) {
  auto* policies = "Policies (exit 1 listing every violation)";
  audit.add_option("--min-driver", options.min_driver, "Every artifact must run on this driver, e.g. 525.60.13")
      ->group(policies);
  audit
      .add_option("--require-arch", options.require_arch,
                  "Every artifact with GPU code must run on these GPUs (SASS or PTX JIT), e.g. sm_80,sm_90")
      ->group(policies);
  audit
      .add_option("--require-sass", options.require_sass,
                  "Every artifact with GPU code must carry SASS for these GPUs, e.g. sm_80,sm_90")
      ->group(policies);
  audit.add_flag("--require-ptx", options.require_ptx, "Every artifact with GPU code must carry PTX")->group(policies);
  audit.add_option("--max-cuda-major", options.max_cuda_major, "No CUDA library newer than this major, e.g. 12")
      ->check(positive_number())
      ->group(policies);
  audit.add_option("--min-cuda-major", options.min_cuda_major, "No CUDA library older than this major")
      ->check(positive_number())
      ->group(policies);
  audit.add_flag("--forbid-libcuda", options.forbid_libcuda, "libcuda.so.1 must not be linked directly")
      ->group(policies);
  audit.add_flag("--fail-on-warnings", options.fail_on_warnings, "Every warning is a violation")->group(policies);
  audit.add_option("--fail-on", options.fail_on, "These warnings are violations: " + findings::warning_code_list())
      ->delimiter(',')
      ->group(policies);
}

}  // namespace

void add_audit_command(CLI::App& app, int& exit_code) {
  auto [audit, options] = add_command<AuditCommandOptions>(app, exit_code, "audit", run);
  add_reading_options(*audit, *options);
  add_policy_options(*audit, *options);
}

}  // namespace cudacompat::cli
