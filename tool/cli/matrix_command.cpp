// `cudacompat matrix`: the CI jobs a CUDA kernel library needs (toolkit × host compiler ×
// architectures, with each toolkit's pins), from the knowledge base, for GitHub Actions, GitLab CI
// or as plain JSON (tool/matrix/).
#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/add_command.h"
#include "cli/commands.h"
#include "common/display_text.h"
#include "common/files.h"
#include "common/text.h"
#include "matrix/matrix_formats.h"
#include "matrix/plan_matrix.h"

namespace cudacompat::cli {
namespace {

struct MatrixCommandOptions {
  std::string cuda, archs = "all", host_compilers = "gcc", format = "json", output;
  bool json = false;  // --json: the contract every subcommand keeps (= --format json)
  bool variants = false;
};

void fail(const std::string& message) { std::cerr << "cudacompat matrix: " << utf8_escaped(message) << "\n"; }

int run_matrix(const MatrixCommandOptions& o) {
  auto format = matrix::matrix_format_from_name(o.json ? "json" : o.format);
  if (!format) {
    fail("--format " + o.format + " is not one of " + join(matrix::matrix_format_names(), ", "));
    return kExitUsage;
  }
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  auto families = matrix::parse_compiler_families(o.host_compilers);
  if (!families) {
    fail(families.error().message);
    return kExitUsage;
  }
  auto architectures = matrix::parse_architectures(o.archs, knowledge);
  if (!architectures) {
    fail(architectures.error().message);
    return kExitUsage;
  }
  matrix::MatrixRequest request{o.cuda, *architectures, *families, o.variants};
  auto planned = matrix::plan_matrix(request, knowledge);
  if (!planned) {
    fail(planned.error().message);
    return kExitUsage;
  }
  if (auto within = matrix::check_job_limit(*planned, *format); !within) {
    fail(within.error().message);
    return kExitUsage;
  }
  for (const auto& left : planned->left_out) std::cerr << "cudacompat matrix: note: " << utf8_escaped(left.why) << "\n";
  for (const auto& warning : planned->warnings)
    std::cerr << "cudacompat matrix: warning: " << utf8_escaped(warning.message) << "\n";
  std::string text = matrix::render_matrix(*planned, request, *format);
  if (o.output.empty()) {
    std::cout << text;
    return kExitOk;
  }
  if (auto written = write_if_changed(o.output, text); !written) {
    fail(written.error().message);
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace

void add_matrix_command(CLI::App& app, int& exit_code) {
  auto [command, options] = add_command<MatrixCommandOptions>(app, exit_code, "matrix", run_matrix);
  command
      ->add_option("--cuda", options->cuda, "the CUDA releases: a version range such as '>=11.8,<14', 12, or '>=12.4'")
      ->required();
  command->add_option(
      "--archs", options->archs,
      "architectures: `all` (default: every plain architecture each release accepts, never `native`) or a "
      "list such as 75,80,90,100,120, intersected with what each release accepts");
  command->add_option("--host-compilers", options->host_compilers,
                      "host compiler families: gcc, clang or gcc,clang (default: gcc)");
  CLI::Option* format =
      command->add_option("--format", options->format, join(matrix::matrix_format_names(), ", ") + " (default: json)");
  command->add_flag("--json", options->json, "the same as --format json")->excludes(format);
  command->add_flag("--variants", options->variants,
                    "one job per wheel variant (PEP 825): per CUDA major, its newest release in range with the first "
                    "family's newest compiler builds the cuN variant; one more job, CUDACOMPAT_CUDA=OFF, the null "
                    "variant. Each job names its label and the nvidia properties its build should derive");
  add_output_file_option(*command, options->output);
}

}  // namespace cudacompat::cli
