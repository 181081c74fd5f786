// `cudacompat probe` without its command line: options in, report, header and exit code out.
#include "cli/probe_run.h"

#include <chrono>
#include <iostream>

#include "cli/commands.h"
#include "common/display_text.h"
#include "common/files.h"
#include "probe/config_header.h"
#include "probe/probe.h"
#include "probe/report.h"

namespace cudacompat::cli {

int run_probe_command(const ProbeCommandOptions& o) {
  ProbeOptions options;
  if (!o.root.empty()) options.root = o.root;
  if (!o.cuda_version.empty()) options.version_selector = o.cuda_version;
  if (!o.search_path.empty()) options.search_path = o.search_path;
  if (!o.keep_root.empty()) options.keep_root = o.keep_root;
  if (o.requirements) {
    options.requirements = *o.requirements;
    options.requirements_source = o.requirements_source;
  }
  if (!o.mode.empty()) {
    options.mode = o.mode;
    options.mode_source = o.mode_source;
  }
  if (!o.host_compiler.empty()) {
    options.host_compiler = o.host_compiler;
    options.host_compiler_source = o.host_compiler_source;
  }
  options.allow_unsupported_compiler = o.allow_unsupported;
  if (!o.archs.empty()) options.architectures = ArchitectureRequest{o.archs, o.archs_source};
  if (!o.archs_policy.empty()) options.architecture_policy = *parse_architecture_policy(o.archs_policy);
  if (!o.archs_shape.empty()) options.architecture_shape = *parse_architecture_shape(o.archs_shape);
  if (o.features == "background")
    options.features = ProbeOptions::Features::kBackground;
  else if (o.features == "skip")
    options.features = ProbeOptions::Features::kSkip;
  if (!o.cache_file.empty()) options.cache_file = o.cache_file;
  if (!o.work_dir.empty()) options.work_dir = o.work_dir;
  options.time_limit = std::chrono::milliseconds(static_cast<long>(o.timeout_seconds * 1000));

  ProbeReport report = run_probe(options);
  std::string json = report_to_json_text(report);
  if (!o.report_file.empty()) {
    if (auto written = write_if_changed(o.report_file, json); !written) {
      std::cerr << "cudacompat probe: " << utf8_escaped(written.error().message) << "\n";
      return kExitUsage;
    }
  }
  // A failed probe writes no header: a stale or half-true header is worse than none.
  if (!o.header_file.empty() && !report.decision.error) {
    if (auto written = write_if_changed(o.header_file, generate_config_header(report)); !written) {
      std::cerr << "cudacompat probe: " << utf8_escaped(written.error().message) << "\n";
      return kExitUsage;
    }
  }
  if (o.json)
    std::cout << json;
  else
    std::cout << report_to_text(report);
  if (report.decision.error) {
    std::cerr << "cudacompat probe: " << utf8_escaped(*report.decision.error) << "\n";
    return kExitFindings;
  }
  return kExitOk;
}

}  // namespace cudacompat::cli
