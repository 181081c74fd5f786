#include "cli/bootstrap_options.h"

#include <iostream>

#include "cli/commands.h"
#include "common/text.h"

namespace cudacompat::cli {

Setter checked(std::string& field, bool (*valid)(const std::string&)) {
  return [&field, valid](const std::string& value) {
    field = value;
    return valid(value);
  };
}

Setter comma_list(std::vector<std::string>& field) {
  return [&field](const std::string& value) {
    for (auto& part : split(value, ',')) field.push_back(part);
    return true;
  };
}

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

int print_version() {
  std::cout << "cudacompat " << CUDACOMPAT_VERSION_STRING << "\n";
  return kExitOk;
}

int answer_one_subcommand(int argc, char** argv, const std::string& subcommand, const Options& options,
                          const std::function<int()>& run) {
  const std::string command = argc > 1 ? argv[1] : "";
  if (command == "--version") return print_version();
  if (command == subcommand) {
    if (int parsed = parse(subcommand, options, argc, argv); parsed != kExitOk) return parsed;
    return run();
  }
  return usage_error(command.empty() ? "(no subcommand)" : command, "expected " + subcommand + " or --version");
}

}  // namespace cudacompat::cli
