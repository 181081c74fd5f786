// What `cudacompat probe` does with its options, apart from how they are read: the CLI11 command
// (probe_command.cpp) and the configure-time copy's entry point (bootstrap_probe.cpp) both call it.
#pragma once

#include <optional>
#include <string>

namespace cudacompat::cli {

struct ProbeCommandOptions {
  std::string root, keep_root, search_path, cuda_version, mode, mode_source = "--mode", host_compiler,
                                                                host_compiler_source = "--host-compiler";
  std::string archs, archs_source = "--archs", archs_policy, archs_shape;
  std::optional<std::string> requirements;  // unset: the default (CCCL); empty: the runtime only
  std::string requirements_source = "--requires";
  bool allow_unsupported = false, json = false;
  std::string features = "foreground";
  std::string report_file, header_file, cache_file, work_dir;
  double timeout_seconds = 20;
};

// Runs the probe, writes the report and the header asked for, prints the summary; the exit code.
int run_probe_command(const ProbeCommandOptions& options);

}  // namespace cudacompat::cli
