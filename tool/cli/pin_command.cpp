// `cudacompat pin`: strict dependency ranges for the toolkit a build uses (pins.h), and
// `cudacompat pin --check`, which finds the bad ones in a project's files and environments (check.h).
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "common/display_text.h"
#include "common/files.h"
#include "common/json_text.h"
#include "common/text.h"
#include "pin/pins.h"
#include "probe/discovery.h"
#include "probe/identify.h"
#ifdef CUDACOMPAT_WITH_PIN_CHECK
#include "pin/artifact_needs.h"
#include "pin/check.h"
#include "pin/readers.h"
#endif

namespace cudacompat::cli {
namespace {

struct PinCommandOptions {
  std::string cuda, probe_file, format = "requirements", output, cudarc;
  std::vector<std::string> libraries, python, artifacts, check_files, environments;
  bool metapackage = false, no_comments = false, json = false;
};

struct Toolkit {
  Version version;
  std::string source;
};

void fail(const std::string& message) { std::cerr << "cudacompat pin: " << utf8_escaped(message) << "\n"; }

// The toolkit to pin for: --cuda, else the configure's probe report, else the first toolkit the
// probe's discovery finds here (its version.json or cuda.h: no program is run).
Expected<Toolkit> choose_toolkit(const PinCommandOptions& o) {
  if (!o.cuda.empty()) {
    auto version = Version::parse(o.cuda);
    if (!version || version->parts > 3)
      return Error{"--cuda " + o.cuda + " is not a CUDA version: give major, major.minor or major.minor.patch (12, 12.4, 12.4.131)"};
    return Toolkit{*version, "--cuda"};
  }
  if (!o.probe_file.empty()) {
    auto text = read_text_file(o.probe_file);
    if (!text) return text.error();
    nlohmann::json report = nlohmann::json::parse(*text, nullptr, false);
    const nlohmann::json* value = nullptr;
    if (!report.is_discarded() && report.contains("toolkit") && report["toolkit"].contains("version"))
      value = &report["toolkit"]["version"]["value"];
    if (!value || !value->is_string())
      return Error{o.probe_file + ": not a cudacompat probe report with a toolkit version (toolkit.version.value); "
                                  "was the configure's toolkit found?"};
    auto version = Version::parse(value->get<std::string>());
    if (!version) return Error{o.probe_file + ": toolkit.version.value '" + value->get<std::string>() + "' is not a version"};
    return Toolkit{*version, "the probe report " + o.probe_file};
  }
  DiscoveryResult found = discover_toolkits(DiscoveryInputs::from_process_environment(std::nullopt));
  for (const auto& candidate : found.candidates) {
    if (!candidate.paths.problems.empty()) continue;
    if (auto json = read_text_file(candidate.paths.root / "version.json", 1 << 20))
      if (auto version = version_from_version_json(*json))
        return Toolkit{*version, "version.json of " + candidate.paths.root.string()};
    if (auto header = read_text_file(candidate.paths.include_dir / "cuda.h"))
      if (auto version = version_from_cuda_h(*header))
        return Toolkit{*version, "cuda.h of " + candidate.paths.root.string()};
  }
  return Error{"no CUDA toolkit found here (CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, nvcc on PATH, /usr/local/cuda*); "
               "name the release to pin for with --cuda 12.4, or a configure's report with --probe build/cudacompat-probe.json"};
}

int run_pin(const PinCommandOptions& o) {
  auto format = pins::pin_format_from_name(o.format);
  if (!format) {
    fail("--format " + o.format + " is not one of " + join(pins::pin_format_names(), ", "));
    return kExitUsage;
  }
  auto toolkit = choose_toolkit(o);
  if (!toolkit) {
    fail(toolkit.error().message);
    return kExitUsage;
  }
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  pins::PinRequest request;
  request.cuda = toolkit->version;
  request.cuda_source = toolkit->source;
  for (const auto& library : o.libraries) request.components.push_back(knowledge.packages().component_of(library));
  request.python = o.python;
  if (!o.cudarc.empty()) request.cudarc = o.cudarc;
  request.metapackage = o.metapackage;
#ifdef CUDACOMPAT_WITH_PIN_CHECK
  if (!o.artifacts.empty()) {
    auto needs = pins::artifact_needs(o.artifacts, knowledge);
    if (!needs) {
      fail("--from-artifact: " + needs.error().message);
      return kExitUsage;
    }
    request.needs = std::move(needs).value();
  }
#endif
  auto set = pins::plan_pins(request, knowledge);
  if (!set) {
    fail(set.error().message);
    return kExitUsage;
  }
  for (const auto& warning : set->warnings) std::cerr << "cudacompat pin: warning: " << utf8_escaped(warning) << "\n";
  std::string text = pins::render_pins(*set, *format, !o.no_comments);
  if (o.output.empty()) {
    std::cout << utf8_escaped(text);
    return kExitOk;
  }
  if (auto written = write_if_changed(o.output, text); !written) {
    fail(written.error().message);
    return kExitUsage;
  }
  return kExitOk;
}

#ifdef CUDACOMPAT_WITH_PIN_CHECK
void print_check_table(const pins::CheckReport& report, const Toolkit& toolkit) {
  for (const auto& finding : report.findings) {
    std::cout << terminal_safe(finding.file) << ":" << finding.line << ": " << finding.code << ": "
              << terminal_safe(finding.found) << "\n    " << terminal_safe(finding.message) << "\n";
    if (!finding.corrected.empty()) std::cout << "    write instead: " << terminal_safe(finding.corrected) << "\n";
  }
  for (const auto& error : report.errors) std::cout << "error: " << terminal_safe(error) << "\n";
  std::cout << "pin --check: " << report.files << (report.files == 1 ? " source, " : " sources, ") << report.entries
            << " CUDA entries, " << report.findings.size() << (report.findings.size() == 1 ? " finding" : " findings")
            << ", " << report.errors.size() << (report.errors.size() == 1 ? " error" : " errors") << " (CUDA "
            << toolkit.version.to_string() << " from " << terminal_safe(toolkit.source) << ")\n";
}

std::string check_json(const pins::CheckReport& report, const Toolkit& toolkit, int exit_code) {
  nlohmann::ordered_json document;
  document["cuda"] = toolkit.version.to_string();
  document["cuda_source"] = toolkit.source;
  document["sources"] = report.files;
  document["entries"] = report.entries;
  document["findings"] = nlohmann::ordered_json::array();
  for (const auto& finding : report.findings)
    document["findings"].push_back({{"file", finding.file}, {"line", finding.line}, {"code", finding.code},
                                    {"package", finding.package}, {"message", finding.message},
                                    {"found", finding.found}, {"corrected", finding.corrected}});
  document["errors"] = report.errors;
  document["exit_code"] = exit_code;
  return utf8_safe(document).dump(2) + "\n";
}

int run_check(const PinCommandOptions& o) {
  auto toolkit = choose_toolkit(o);
  if (!toolkit) {
    fail(toolkit.error().message);
    return kExitUsage;
  }
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  pins::CheckContext context{toolkit->version, toolkit->source};
  pins::CheckReport report;
  // Each file on its own: one that cannot be read is an error, and the others are still checked.
  for (const auto& path : o.check_files) {
    auto file = pins::read_declared_file(path);
    if (!file) {
      report.errors.push_back(file.error().message);
      continue;
    }
    pins::check_declared(*file, context, knowledge, report);
  }
  for (const auto& prefix : o.environments) {
    auto environment = pins::read_environment(prefix);
    if (!environment) {
      report.errors.push_back(environment.error().message);
      continue;
    }
    // One environment is judged as one whole (mixed majors, duplicate variants across files).
    pins::DeclaredFile merged{prefix, pins::SourceKind::kInstalled, {}, {}};
    for (auto& part : *environment) {
      merged.entries.insert(merged.entries.end(), part.entries.begin(), part.entries.end());
      merged.errors.insert(merged.errors.end(), part.errors.begin(), part.errors.end());
    }
    pins::check_declared(merged, context, knowledge, report);
  }
  int exit_code = pins::check_exit_code(report);
  if (o.json)
    std::cout << check_json(report, *toolkit, exit_code);
  else
    print_check_table(report, *toolkit);
  return exit_code;
}
#endif

}  // namespace

void add_pin_command(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<PinCommandOptions>();
  CLI::App* pin = app.add_subcommand(
      "pin",
      "Write strict dependency ranges for the CUDA toolkit a build uses (pip, conda, Cargo, Debian, CMake), or\n"
      "check a project's files and environments for bad ones (--check, --env).\n"
      "The floor is what the build needs (its toolkit's release, raised by what --from-artifact files call),\n"
      "the ceiling the next CUDA major, and known-bad releases are excluded.");
  pin->add_option("--cuda", options->cuda, "the CUDA release to pin for: 12, 12.4 or 12.4.131 (default: --probe, else the toolkit found here)");
  pin->add_option("--probe", options->probe_file, "a configure's cudacompat-probe.json: pin for the toolkit it chose");
  pin->add_option("--library", options->libraries, "CUDA libraries to pin: cudart, cublas, cufft, nvrtc... (default: cudart, or what --from-artifact files load)")
      ->delimiter(',');
  pin->add_option("--python", options->python, "further Python packages numbered by CUDA release: cuda-python, cuda-bindings")
      ->delimiter(',');
  pin->add_option("--cudarc", options->cudarc, "the cudarc release the Cargo pin starts from (default: the newest known)");
  pin->add_flag("--metapackage", options->metapackage, "pin NVIDIA's cuda-toolkit[...] metapackage instead of one wheel per library");
#ifdef CUDACOMPAT_WITH_PIN_CHECK
  pin->add_option("--from-artifact", options->artifacts, "built files (ELF, wheels, directories): their calls raise the floor, their DT_NEEDED choose the libraries");
  pin->add_option("--check", options->check_files, "check these files: requirements*.txt, constraints, pyproject.toml, Cargo.toml, Cargo.lock, environment.yml, recipe.yaml, meta.yaml");
  pin->add_option("--env", options->environments, "check an installed Python environment (a prefix or a site-packages directory)");
  pin->add_flag("--json", options->json, "--check: the report as JSON");
#endif
  pin->add_option("--format", options->format, "requirements, pyproject, constraints, conda, cargo, debian, cmake or json (default: requirements)");
  pin->add_flag("--no-comments", options->no_comments, "no comment saying why on each line");
  pin->add_option("-o,--output", options->output, "write to this file, only when its content changes");
  pin->callback([options, &exit_code] {
#ifdef CUDACOMPAT_WITH_PIN_CHECK
    if (!options->check_files.empty() || !options->environments.empty()) {
      exit_code = run_check(*options);
      return;
    }
#endif
    exit_code = run_pin(*options);
  });
}

}  // namespace cudacompat::cli
