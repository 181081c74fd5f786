// How a subcommand is registered, once for all of them: its options in one object that CLI11 binds
// now and the callback reads after parsing (when add_*_command has long returned, so the object is
// shared with the callback), and the exit code set from the command's run function.
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "cli/command_help.h"

namespace cudacompat::cli {

template <typename Options>
struct Command {
  CLI::App* app;                     // add the command's options and flags here
  std::shared_ptr<Options> options;  // ... bound to these fields
};

// Adds subcommand `name` to `parent` with its summary and details from the one table of help texts
// (cli/command_help.h), where a nested one is named after its parent too ("variant show"). A nested
// one without details of its own keeps its parent's, which CLI11 copies into it.
inline CLI::App* add_described_subcommand(CLI::App& parent, const std::string& name) {
  const CommandHelp& help = command_help(parent.get_parent() == nullptr ? name : parent.get_name() + " " + name);
  CLI::App* command = parent.add_subcommand(name, std::string(help.summary));
  if (!help.details.empty()) command->footer(std::string(help.details));
  return command;
}

// Adds subcommand `name` to `parent`, described by its help (add_described_subcommand); parsing it
// runs `run` on its options and stores what it returns in `exit_code`.
template <typename Options>
Command<Options> add_command(CLI::App& parent, int& exit_code, const std::string& name, int (*run)(const Options&)) {
  auto options = std::make_shared<Options>();
  CLI::App* command = add_described_subcommand(parent, name);
  command->callback([options, run, &exit_code] { exit_code = run(*options); });
  return {command, options};
}

// -o/--output FILE, for the commands that write one file (pins, the CI matrix): written only when
// its content changes, so that what a build derives from it is not redone.
inline void add_output_file_option(CLI::App& command, std::string& output) {
  command.add_option("-o,--output", output, "write to this file, only when its content changes");
}

// A number above 0 (--timeout, --max-cuda-major), in words: CLI11's PositiveNumber refuses 0 with
// "not in range 0.000000 to " and DBL_MAX written out in 309 digits. "POSITIVE" in --help, as it.
inline CLI::Validator positive_number() {
  return CLI::Validator(
      [](std::string& value) -> std::string {
        double number = 0;
        if (!CLI::detail::lexical_cast(value, number)) return value + " is not a number; give a number above 0";
        if (!(number > 0)) return value + " is not above 0; give a number above 0";
        return {};
      },
      "POSITIVE");
}

}  // namespace cudacompat::cli
