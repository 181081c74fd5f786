// The configure-time copy of bin/cudacompat that a consumer's configure builds from source
// (cmake/detail/cudacompat_bootstrap_build.cmake): `probe` and `pin` with the options that
// cmake/*.cmake pass, and `--version`, read without CLI11, whose headers alone took a quarter of
// the copy's compile time. The installed tool (cli/main.cpp) is the one people type at; this one
// only answers CMake, and refuses anything else with a pointer to the full tool.
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/pin_run.h"
#include "cli/probe_run.h"
#include "common/text.h"
#include "probe/decision.h"

namespace cudacompat::cli {
namespace {

using Setter = std::function<bool(const std::string&)>;  // false: the value is not accepted

Setter text(std::string& field) {
  return [&field](const std::string& value) {
    field = value;
    return true;
  };
}

Setter comma_list(std::vector<std::string>& field) {  // --library cudart,cublas (repeatable), as CLI11's delimiter
  return [&field](const std::string& value) {
    for (auto& part : split(value, ',')) field.push_back(part);
    return true;
  };
}

struct Options {
  std::map<std::string, Setter> valued;  // --name value, --name=value
  std::map<std::string, bool*> flags;    // --name
};

int usage_error(const std::string& command, const std::string& message) {
  std::cerr << "cudacompat " << command << ": " << message
            << "\n(this is the configure-time copy of cudacompat, which reads only the options cudacompat's CMake "
               "functions pass; build or install the full tool for the others: cmake --build <build> --target "
               "cudacompat, or pip install cudacompat)\n";
  return kExitUsage;
}

int parse(const std::string& command, const Options& options, int argc, char** argv) {
  for (int i = 2; i < argc; ++i) {
    std::string argument = argv[i];
    std::string value;
    bool inline_value = false;
    if (auto equals = argument.find('='); argument.rfind("--", 0) == 0 && equals != std::string::npos) {
      value = argument.substr(equals + 1);
      argument.resize(equals);
      inline_value = true;
    }
    if (auto flag = options.flags.find(argument); flag != options.flags.end() && !inline_value) {
      *flag->second = true;
      continue;
    }
    auto option = options.valued.find(argument);
    if (option == options.valued.end()) return usage_error(command, "unknown option " + argument);
    if (!inline_value) {
      if (i + 1 >= argc) return usage_error(command, argument + " needs a value");
      value = argv[++i];
    }
    if (!option->second(value)) return usage_error(command, "'" + value + "' is not a valid value of " + argument);
  }
  return kExitOk;
}

int probe(int argc, char** argv) {
  ProbeCommandOptions o;
  Options options;
  for (auto [name, field] : {std::pair{"--root", &o.root}, {"--search-path", &o.search_path},
                             {"--cuda-version", &o.cuda_version}, {"--mode-source", &o.mode_source},
                             {"--host-compiler", &o.host_compiler}, {"--host-compiler-source", &o.host_compiler_source},
                             {"--archs", &o.archs}, {"--archs-source", &o.archs_source}, {"--report", &o.report_file},
                             {"--header", &o.header_file}, {"--cache", &o.cache_file}, {"--work-dir", &o.work_dir}})
    options.valued[name] = text(*field);
  options.valued["--mode"] = [&o](const std::string& value) {
    o.mode = value;
    return parse_cuda_mode(value).has_value();
  };
  options.valued["--features"] = [&o](const std::string& value) {
    o.features = value;
    return value == "foreground" || value == "background" || value == "skip";
  };
  options.flags = {{"--json", &o.json}, {"--allow-unsupported-compiler", &o.allow_unsupported}};
  if (int parsed = parse("probe", options, argc, argv); parsed != kExitOk) return parsed;
  return run_probe_command(o);
}

int pin(int argc, char** argv) {
  PinCommandOptions o;
  Options options;
  for (auto [name, field] : {std::pair{"--cuda", &o.cuda}, {"--probe", &o.probe_file}, {"--cudarc", &o.cudarc},
                             {"--format", &o.format}, {"-o", &o.output}, {"--output", &o.output}})
    options.valued[name] = text(*field);
  options.valued["--library"] = comma_list(o.libraries);
  options.valued["--python"] = comma_list(o.python);
  options.flags = {{"--metapackage", &o.metapackage}, {"--no-comments", &o.no_comments}};
  if (int parsed = parse("pin", options, argc, argv); parsed != kExitOk) return parsed;
  return run_pin_command(o);
}

}  // namespace
}  // namespace cudacompat::cli

int main(int argc, char** argv) {
  using namespace cudacompat::cli;
  const std::string command = argc > 1 ? argv[1] : "";
  if (command == "--version") {
    std::cout << "cudacompat " << CUDACOMPAT_VERSION_STRING << "\n";
    return kExitOk;
  }
  if (command == "probe") return probe(argc, argv);
  if (command == "pin") return pin(argc, argv);
  return usage_error(command.empty() ? "(no subcommand)" : command, "expected probe, pin or --version");
}
