// Reading the options of the configure-time copies of bin/cudacompat (bootstrap_probe.cpp,
// bootstrap_pin.cpp; tool/bootstrap.cmake builds them) without CLI11, whose headers alone took
// a quarter of their compile time. They answer only cudacompat's CMake functions, so they read
// exactly the options those pass: `--name value`, `--name=value` and flags.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace cudacompat::cli {

using Setter = std::function<bool(const std::string&)>;  // false: the value is not accepted

// A setter that stores the value as it is: in a std::string, or a std::optional<std::string> whose
// being unset means something of its own (--requires: unset, the default; empty, none).
template <typename Field>
Setter text(Field& field) {
  return [&field](const std::string& value) {
    field = value;
    return true;
  };
}
// A setter that stores the value, and accepts it only where `valid` says it is one (--mode AUTO).
Setter checked(std::string& field, bool (*valid)(const std::string&));
// A setter that appends each comma-separated part (repeatable: --library cudart,cublas --library nvrtc).
Setter comma_list(std::vector<std::string>& field);

struct Options {
  std::map<std::string, Setter> valued;  // --name value, --name=value
  std::map<std::string, bool*> flags;    // --name
};

// Prints "cudacompat <command>: <message>" and where the full tool is; returns kExitUsage.
int usage_error(const std::string& command, const std::string& message);

// Reads argv[2...] (argv[1] is the command) into the options; kExitOk, or a usage error printed.
int parse(const std::string& command, const Options& options, int argc, char** argv);

// `--version`: prints "cudacompat <version>" (what the tool cache checks an entry by); kExitOk.
int print_version();

// The whole command line of a configure-time copy that answers one subcommand and `--version`:
// for `subcommand`, reads its arguments into `options` and returns what `run` returns (or the usage
// error); prints the version; or refuses anything else as a usage error.
int answer_one_subcommand(int argc, char** argv, const std::string& subcommand, const Options& options,
                          const std::function<int()>& run);

}  // namespace cudacompat::cli
