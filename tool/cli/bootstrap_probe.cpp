// The configure-time copy of bin/cudacompat that cudacompat_configure() runs when cudacompat is
// built from source (tool/bootstrap.cmake): `probe` with the options cmake/*.cmake pass, and
// `--version`. The installed tool (cli/main.cpp) is the one people type at; `pin` is in
// bootstrap_pin.cpp, built only for a configure that calls cudacompat_pin().
#include <string>
#include <utility>

#include "cli/bootstrap_entry.h"
#include "cli/bootstrap_options.h"
#include "cli/probe_run.h"
#include "probe/architectures.h"
#include "probe/decision.h"

namespace cudacompat::cli {
namespace {

bool is_cuda_mode(const std::string& value) { return parse_cuda_mode(value).has_value(); }
bool is_architecture_policy(const std::string& value) { return parse_architecture_policy(value).has_value(); }
bool is_architecture_shape(const std::string& value) { return parse_architecture_shape(value).has_value(); }
bool is_features(const std::string& value) { return value == "foreground" || value == "background" || value == "skip"; }

}  // namespace

int bootstrap_probe_main(int argc, char** argv) {
  ProbeCommandOptions o;
  Options options;
  for (auto [name, field] : {std::pair{"--root", &o.root},
                             {"--keep-root", &o.keep_root},
                             {"--search-path", &o.search_path},
                             {"--cuda-version", &o.cuda_version},
                             {"--mode-source", &o.mode_source},
                             {"--host-compiler", &o.host_compiler},
                             {"--host-compiler-source", &o.host_compiler_source},
                             {"--archs", &o.archs},
                             {"--archs-source", &o.archs_source},
                             {"--report", &o.report_file},
                             {"--header", &o.header_file},
                             {"--cache", &o.cache_file},
                             {"--work-dir", &o.work_dir}})
    options.valued[name] = text(*field);
  options.valued["--requires"] = text(o.requirements);  // set, even to nothing: not the default
  options.valued["--requires-source"] = text(o.requirements_source);
  options.valued["--mode"] = checked(o.mode, is_cuda_mode);
  options.valued["--archs-policy"] = checked(o.archs_policy, is_architecture_policy);
  options.valued["--archs-shape"] = checked(o.archs_shape, is_architecture_shape);
  options.valued["--features"] = checked(o.features, is_features);
  options.flags = {{"--json", &o.json}, {"--allow-unsupported-compiler", &o.allow_unsupported}};
  return answer_one_subcommand(argc, argv, "probe", options, [&o] { return run_probe_command(o); });
}

}  // namespace cudacompat::cli
