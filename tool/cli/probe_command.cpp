// `cudacompat probe`: the configure-time probe, outside CMake.
#include <CLI/CLI.hpp>

#include "cli/add_command.h"
#include "cli/commands.h"
#include "cli/probe_dist.h"
#include "cli/probe_run.h"
#include "probe/probe.h"

namespace cudacompat::cli {

namespace {

// What the command line fills: the probe's options, and what the callback reads before it runs
// anything (--requires given even empty, --dist instead of the probe).
struct ProbeCommandLine {
  ProbeCommandOptions options;
  std::string requirements;
  bool dist = false;
  std::string build_dir;
};

// The options are added in the order --help lists them: which toolkit, then how to build with it,
// then what to print and write.
void add_toolkit_options(CLI::App& probe, ProbeCommandLine& line) {
  probe.add_option("--root", line.options.root,
                   "Toolkit root, as the CMake variable CUDAToolkit_ROOT (searched first)");
  probe.add_option("--keep-root", line.options.keep_root,
                   "The toolkit root a build tree already uses: chosen again while it is found, usable and matches "
                   "--cuda-version (the CMake package passes it once a tree has a CUDA compiler); --root overrides it");
  probe.add_option("--requires", line.requirements,
                   "What the project needs of a toolkit besides nvcc and the runtime: CCCL and CUDA library names "
                   "(cuBLAS, NVRTC, ...), comma-separated; empty: the runtime only (default: CCCL)");
  probe.add_option("--requires-source", line.options.requirements_source, "Where --requires came from");
  probe.add_option(
      "--search-path", line.options.search_path,
      "Directories whose subdirectories are toolkits, colon-separated (as CUDACOMPAT_TOOLKIT_SEARCH_PATH)");
  probe.add_option("--cuda-version", line.options.cuda_version,
                   "Select among installed toolkits: 12.4, 13, >=12.0,<13");
}

void add_mode_and_compiler_options(CLI::App& probe, ProbeCommandLine& line) {
  probe.add_option("--mode", line.options.mode, "AUTO, ON or OFF (default: $CUDACOMPAT_CUDA, else AUTO)")
      ->check(CLI::Validator(
          [](std::string& value) {
            return parse_cuda_mode(value) ? std::string() : "'" + value + "' is not AUTO, ON or OFF";
          },
          "AUTO|ON|OFF"));
  probe.add_option("--mode-source", line.options.mode_source, "Where --mode came from, for the report");
  probe.add_option(
      "--host-compiler", line.options.host_compiler,
      "Host C++ compiler for nvcc (passed as -ccbin), or 'auto' to pick a supported one (default: $CUDAHOSTCXX, "
      "else nvcc's own default as its nvcc.profile and PATH resolve it, wrappers followed)");
  probe.add_option("--host-compiler-source", line.options.host_compiler_source,
                   "Where --host-compiler came from; CMAKE_CXX_COMPILER marks it as a hint only, since nvcc does not "
                   "use that compiler unless it is CMAKE_CUDA_HOST_COMPILER");
  probe.add_flag("--allow-unsupported-compiler", line.options.allow_unsupported,
                 "Accept an unsupported host compiler by passing -allow-unsupported-compiler to nvcc");
}

// The probe's own parser judges the option, so the command line accepts what CMake's setting does
// (any case, empty for the default); its error names the two choices.
template <typename Parse>
CLI::Validator accepted_by(Parse parse, const std::string& first, const std::string& second) {
  return CLI::Validator(
      [parse, first, second](std::string& value) {
        return parse(value) ? std::string() : "'" + value + "' is not " + first + " or " + second;
      },
      first + "|" + second);
}

void add_architecture_options(CLI::App& probe, ProbeCommandLine& line) {
  probe.add_option("--archs", line.options.archs,
                   "GPU architectures, CMake syntax: 80;90a-real;120 (default: $CUDAARCHS, else the policy)");
  probe.add_option("--archs-source", line.options.archs_source, "Where --archs came from");
  probe
      .add_option(
          "--archs-policy", line.options.archs_policy,
          "strict (default): an architecture the toolkit lacks stops the probe; clamp: it is dropped, with why, "
          "so one list serves every toolkit (as CUDACOMPAT_ARCHS_POLICY)")
      ->check(accepted_by(parse_architecture_policy, "strict", "clamp"));
  probe
      .add_option("--archs-shape", line.options.archs_shape,
                  "asked (default): compile the architectures as asked; fewest: the fewest targets that still run "
                  "natively on every GPU asked for (one family target NNf per SM major where the toolkit has them, "
                  "one PTX for the newest, a targets as asked), each change said (as CUDACOMPAT_ARCHS_SHAPE)")
      ->check(accepted_by(parse_architecture_shape, "asked", "fewest"));
}

void add_output_options(CLI::App& probe, ProbeCommandLine& line) {
  probe.add_flag("--json", line.options.json, "Print the report as JSON instead of a table");
  probe
      .add_option("--features", line.options.features,
                  "foreground (default): compile the feature probes now, or collect a background run's results; "
                  "background: start them in a detached process and answer from the knowledge base for now; "
                  "skip: answer from the knowledge base")
      ->check(CLI::IsMember({"foreground", "background", "skip"}));
  probe.add_option("--report", line.options.report_file, "Write the JSON report to this file (only when it changes)");
  probe.add_option("--header", line.options.header_file,
                   "Write cudacompat/config.h to this file (only when it changes)");
  probe.add_option(
      "--cache", line.options.cache_file,
      "Keep feature-probe results in this file between runs (and the compile check's in FILE.compile-check.json); "
      "a malformed file is ignored with a warning");
  probe.add_option("--work-dir", line.options.work_dir, "Scratch directory for the feature probe");
  probe
      .add_option("--timeout", line.options.timeout_seconds,
                  "Seconds any one program run by the probe may take (nvcc queries, the compile check, compilers); "
                  "one that overstays makes its toolkit unusable")
      ->check(positive_number());
}

void add_dist_options(CLI::App& probe, ProbeCommandLine& line) {
  probe.add_flag("--dist", line.dist,
                 "Instead of probing: say whether the build tree's CUDA compiles are distributed on sccache-dist, "
                 "and why not (scheduler, servers, toolchain, sccache's own stats)");
  probe.add_option("--build-dir", line.build_dir, "The build tree --dist looks at (default: the current directory)");
}

}  // namespace

void add_probe_command(CLI::App& app, int& exit_code) {
  // Shared with the callback, which runs after this function has returned.
  auto line = std::make_shared<ProbeCommandLine>();
  CLI::App* probe = add_described_subcommand(app, "probe");
  add_toolkit_options(*probe, *line);
  add_mode_and_compiler_options(*probe, *line);
  add_architecture_options(*probe, *line);
  add_output_options(*probe, *line);
  add_dist_options(*probe, *line);
  probe->callback([line, probe, &exit_code] {
    if (line->dist) {
      exit_code = run_probe_dist(line->build_dir, line->options.json);
      return;
    }
    if (probe->count("--requires") > 0) line->options.requirements = line->requirements;  // given, even empty
    exit_code = run_probe_command(line->options);
  });
}

}  // namespace cudacompat::cli
