// Runs a program with a time limit and captures what it prints.
//
// Probes run nvcc and host compilers that may hang (a broken install, a licence prompt, a network
// file system): every run is bounded, and a run that overstays is killed and reported as such,
// never waited on forever.
#pragma once

#include <chrono>
#include <map>
#include <string>
#include <vector>

namespace cudacompat {

struct ProcessResult {
  bool started = false;    // false: the program could not be executed at all
  bool timed_out = false;  // true: killed after the time limit
  int exit_code = -1;      // valid when started && !timed_out
  std::string output;      // stdout
  std::string errors;      // stderr
  std::string failure;     // why it did not start or finish, in words

  bool ok() const { return started && !timed_out && exit_code == 0; }
};

// A child's whole environment, name -> value. A caller that gives a child something of its own (a
// private TMPDIR, a server's configuration) builds one of these and passes it to run_process: the
// tool's own environment is never changed for it (setenv is not thread-safe, and whatever runs
// beside it or after it would see the change).
using Environment = std::map<std::string, std::string>;

// The tool's own environment as it is now. Read it once and hand it down, rather than call this
// (or getenv) in each step.
Environment process_environment();

// argv[0] is the program: a path, or a name looked up on the tool's own PATH. The child starts with
// exactly `environment`.
ProcessResult run_process(const std::vector<std::string>& argv, const Environment& environment,
                          std::chrono::milliseconds time_limit);

// The same, the child inheriting the tool's own environment.
ProcessResult run_process(const std::vector<std::string>& argv,
                          std::chrono::milliseconds time_limit = std::chrono::seconds(30));

// "a b 'c d'": a command line as a person would type it, for messages.
std::string describe_command(const std::vector<std::string>& argv);

}  // namespace cudacompat
