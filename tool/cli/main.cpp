// bin/cudacompat: the command-line face of cudacompat.
#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/commands.h"

namespace {

// Options and file names in any order: `pin --check --cuda 12.6 FILE` and `audit --fail-on x lib.so`
// must not read `--cuda` or `lib.so` as the value of the option before them. CLI11 lets an option
// that holds a list take every following word that is not an option, and takes its first value
// even when that word is one. So each option takes exactly one value per occurrence (repeat it,
// or give a comma list where it has a delimiter), and a value that is one of the subcommand's own
// option names is an error saying the option lacks its value.
void one_value_per_option(CLI::App& app) {
  for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) {
    for (CLI::Option* option : command->get_options()) {
      if (option->get_positional() || option->get_expected_max() == 0) continue;  // positionals, flags
      option->allow_extra_args(false);
      const std::string name = option->get_name(false, true);
      option->check(CLI::Validator(
          [command, name](std::string& value) -> std::string {
            if (!value.starts_with('-') || value == "-") return {};
            const std::string flag = value.substr(0, value.find('='));
            for (const CLI::Option* other : command->get_options())
              if (other->check_name(flag))
                return name + " needs a value, and the next word " + flag + " is an option; give " + name + " VALUE";
            return {};
          },
          ""));
    }
  }
}

// `cudacompat frobnicate`: CLI11 takes an unknown first word for a stray argument and says only "A
// subcommand is required". Say which word, and what the subcommands are.
bool unknown_subcommand(const CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') return false;
  const std::string word = argv[1];
  std::string names;
  for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (command->check_name(word)) return false;
    if (command->get_group().empty()) continue;  // hidden (help): not listed in --help either
    names += (names.empty() ? "" : ", ") + command->get_name();
  }
  std::cerr << "cudacompat: there is no subcommand " << word << "; the subcommands are " << names
            << " (cudacompat --help says what each does)\n";
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  // One line per subcommand here, as git and cargo do; each subcommand's --help has the detail and
  // examples (its footer), and the documentation site's reference is generated from the same objects.
  CLI::App app{
      "cudacompat: probe CUDA toolkits without a GPU, pin the dependencies of what is built with them,\n"
      "and audit it.\n"
      "Run `cudacompat <subcommand> --help` for a subcommand's options and examples."};
  app.set_version_flag("--version", std::string("cudacompat ") + CUDACOMPAT_VERSION_STRING);
  app.require_subcommand(1);

  int exit_code = cudacompat::cli::kExitOk;
  cudacompat::cli::add_probe_command(app, exit_code);
  cudacompat::cli::add_pin_command(app, exit_code);
#ifdef CUDACOMPAT_WITH_AUDIT
  cudacompat::cli::add_audit_command(app, exit_code);
  cudacompat::cli::add_doctor_command(app, exit_code);
  cudacompat::cli::add_matrix_command(app, exit_code);
  cudacompat::cli::add_abi_diff_command(app, exit_code);
  cudacompat::cli::add_migrate_command(app, exit_code);
  cudacompat::cli::add_variant_command(app, exit_code);
  cudacompat::cli::add_gate_command(app, exit_code);
#endif
  cudacompat::cli::add_help_command(app, exit_code);
  one_value_per_option(app);
  // The subcommand list: names in a narrow column, so each line stays short. A formatter of the
  // top level's own: the subcommands keep the one they were created with, and their option tables.
  auto top_level_formatter = std::make_shared<CLI::Formatter>();
  top_level_formatter->column_width(12);
  app.formatter(top_level_formatter);

  if (unknown_subcommand(app, argc, argv)) return cudacompat::cli::kExitUsage;
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {  // --help, --version
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return cudacompat::cli::kExitUsage;
  }
  return exit_code;
}
