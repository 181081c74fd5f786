// `cudacompat migrate [--from 12.4] [--to 13.0] PATH...`: what in a source tree will break on the
// target toolkit, with the line, the release, what to write instead and the shim that bridges both
// toolkits; `--fix` rewrites the mechanical cases.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/report_output.h"
#include "common/files.h"
#include "migrate/fix.h"
#include "migrate/report.h"
#include "migrate/rules.h"
#include "migrate/tree.h"
#include "probe/discovery.h"
#include "probe/identify.h"

namespace cudacompat::cli {
namespace {

struct MigrateOptions {
  std::vector<std::string> paths;
  std::string from;
  std::string to;
  ReportOptions report;
  bool fix = false;
  std::size_t max_file_mib = 64;
  unsigned jobs = 0;
};

int fail(const std::string& message) {
  std::cerr << "cudacompat migrate: " << message << "\n";
  return kExitUsage;
}

// The toolkit installed here (the probe's discovery order): what the code builds with today.
Expected<Version> probed_toolkit() {
  DiscoveryResult found =
      discover_toolkits(DiscoveryInputs::from_environment(ProbeEnvironment::of_process(), std::nullopt));
  for (const auto& candidate : found.candidates) {
    if (!candidate.paths.problems.empty()) continue;
    if (auto json = read_text_file(candidate.paths.root / "version.json", 1 << 20))
      if (auto version = version_from_version_json(*json)) return *version;
    if (auto header = read_text_file(candidate.paths.include_dir / "cuda.h"))
      if (auto version = version_from_cuda_h(*header)) return *version;
  }
  return Error{
      "no CUDA toolkit found here to take --from from (CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, nvcc on PATH, "
      "/usr/local/cuda*); say what the code builds with today: --from 12.4"};
}

Expected<Version> release_option(const std::string& text, const char* option) {
  auto version = Version::parse(text);
  if (!version) return Error{fmt::format("{} {}: not a release; give major.minor, e.g. {} 12.4", option, text, option)};
  Version release = *version;
  release.patch = release.build = 0;
  release.parts = 2;
  release.spelled.clear();
  return release;
}

int run(const MigrateOptions& o) {
  const Expected<OutputKind> output = choose_output(o.report);
  if (!output) return fail(output.error().message);
  Version from, to;
  if (o.from.empty()) {
    auto probed = probed_toolkit();
    if (!probed) return fail(probed.error().message);
    from = *release_option(probed->major_minor(), "--from");
  } else {
    auto parsed = release_option(o.from, "--from");
    if (!parsed) return fail(parsed.error().message);
    from = *parsed;
  }
  if (o.to.empty()) {
    to = migrate::newest_release();
  } else {
    auto parsed = release_option(o.to, "--to");
    if (!parsed) return fail(parsed.error().message);
    to = *parsed;
  }
  auto rules = migrate::load_rules(from, to);
  if (!rules) return fail(rules.error().message);
  migrate::ScanOptions scan_options;
  scan_options.max_file_bytes = o.max_file_mib << 20;
  scan_options.jobs = o.jobs;
  migrate::TreeScan scan = migrate::scan_paths(o.paths, *rules, scan_options);
  std::optional<migrate::FixResult> fixed;
  if (o.fix) fixed = migrate::apply_fixes(scan);
  migrate::Report report{*rules, scan, fixed ? &*fixed : nullptr};
  write_report(*output,
               {[&](std::ostream& out) { migrate::write_table(out, report); },
                [&](std::ostream& out) { migrate::write_json(out, report); },
                [&](std::ostream& out) { migrate::write_sarif(out, report, CUDACOMPAT_VERSION_STRING); }},
               std::cout);
  for (const auto& skipped : scan.skipped)
    std::cerr << "cudacompat migrate: " << skipped.where << ": " << skipped.message << "\n";
  if (scan.files.empty() && !scan.skipped.empty()) {
    std::cerr << "cudacompat migrate: nothing could be scanned (each input's reason is above)\n";
    return kExitUsage;
  }
  return migrate::breaks(scan) ? kExitFindings : kExitOk;
}

}  // namespace

void add_migrate_command(CLI::App& app, int& exit_code) {
  auto [command, options] = add_command<MigrateOptions>(app, exit_code, "migrate", run);
  command->add_option("PATH", options->paths, "files and directories to scan")->required();
  command->add_option("--to", options->to, "the release to move to (default: the newest the knowledge base knows)");
  command->add_option("--from", options->from,
                      "the release the code builds with today (default: the toolkit found here)");
  add_report_options(*command, options->report, "write JSON (the same as --format json)",
                     "table (default), json or sarif (SARIF 2.1.0 for code scanning: docs/sarif.md)");
  command->add_flag("--fix", options->fix,
                    "rewrite the mechanical cases in place (renamed calls, cudaDeviceProp fields, cub functors, "
                    "architecture lists); files not fully understood are left alone");
  command->add_option("--max-file-size", options->max_file_mib, "skip files larger than this many MiB (default 64)");
  command->add_option("--jobs", options->jobs, "files scanned at once (default: one per hardware thread)");
}

}  // namespace cudacompat::cli
