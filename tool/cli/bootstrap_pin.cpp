// The configure-time copy of `cudacompat pin` (tool/bootstrap.cmake): built from source, beside the
// probe's copy (bootstrap_probe.cpp), only when a configure calls cudacompat_pin() and no installed
// tool is given; `pin` with the options cmake/cudacompat_pin.cmake passes, and `--version`.
#include <string>
#include <utility>

#include "cli/bootstrap_entry.h"
#include "cli/bootstrap_options.h"
#include "cli/commands.h"
#include "cli/pin_run.h"

namespace cudacompat::cli {
namespace {

int pin(int argc, char** argv) {
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
  if (int parsed = parse("pin", options, argc, argv); parsed != kExitOk) return parsed;
  return run_pin_command(o);
}

}  // namespace

int bootstrap_pin_main(int argc, char** argv) { return answer_one_subcommand(argc, argv, "pin", pin); }

}  // namespace cudacompat::cli
