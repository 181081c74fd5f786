// The configure-time copy of `cudacompat pin` (tool/bootstrap.cmake): built from source, beside the
// probe's copy (bootstrap_probe.cpp), only when a configure calls cudacompat_pin() and no installed
// tool is given; `pin` with the options cmake/cudacompat_pin.cmake passes, and `--version`.
#include <utility>

#include "cli/bootstrap_entry.h"
#include "cli/bootstrap_options.h"
#include "cli/pin_run.h"

namespace cudacompat::cli {

int bootstrap_pin_main(int argc, char** argv) {
  PinCommandOptions o;
  Options options;
  for (auto [name, field] : {std::pair{"--cuda", &o.cuda},
                             {"--probe", &o.probe_file},
                             {"--cudarc", &o.cudarc},
                             {"--format", &o.format},
                             {"-o", &o.output},
                             {"--output", &o.output}})
    options.valued[name] = text(*field);
  options.valued["--library"] = comma_list(o.libraries);
  options.valued["--python"] = comma_list(o.python);
  options.flags = {{"--metapackage", &o.metapackage}, {"--no-comments", &o.no_comments}};
  return answer_one_subcommand(argc, argv, "pin", options, [&o] { return run_pin_command(o); });
}

}  // namespace cudacompat::cli
