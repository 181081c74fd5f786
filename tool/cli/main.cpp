// bin/cudacompat: the command-line face of cudacompat.
#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{
      "cudacompat: probe CUDA toolkits without a GPU, pin the dependencies of what is built with them,\n"
      "and audit it.\n"
      "Run `cudacompat <subcommand> --help` for a subcommand's options."};
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
#endif

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
