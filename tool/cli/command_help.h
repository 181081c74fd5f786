// What `--help` says of each subcommand beyond its options: the one-line summary `cudacompat --help`
// lists and the details (what it does, its exit codes, examples) after its options. All of it in
// one table (command_help.cpp), as it prints, so that the tool's voice reads and is edited in one
// place; each command's file keeps only its options and what it runs. An option's description
// stays beside the option it describes.
#pragma once

#include <string_view>

namespace cudacompat::cli {

struct CommandHelp {
  std::string_view name;     // as `help --format json` names it: "pin", "variant show"
  std::string_view summary;  // one line, in the list of subcommands
  std::string_view details;  // after the options in its --help (CLI11's footer); empty for none
};

// The help of subcommand `name`; throws std::out_of_range for a name the table lacks (a subcommand
// added without its help, which every run of the tool would then show).
const CommandHelp& command_help(std::string_view name);

}  // namespace cudacompat::cli
