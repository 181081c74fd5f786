// `cudacompat pin` without its command line: the toolkit chosen, the pins planned and written.
#include "cli/pin_run.h"

#include <iostream>

#include "cli/commands.h"
#include "common/display_text.h"
#include "common/files.h"
#include "common/json_value.h"
#include "common/text.h"
#include "pin/pins.h"
#include "probe/discovery.h"
#include "probe/identify.h"
#ifdef CUDACOMPAT_WITH_PIN_CHECK
#include "pin/artifact_needs.h"
#endif

namespace cudacompat::cli {

void pin_fail(const std::string& message) { std::cerr << "cudacompat pin: " << utf8_escaped(message) << "\n"; }

namespace {

Expected<Toolkit> choose_toolkit(const PinCommandOptions& o) {
  if (!o.cuda.empty()) {
    auto version = Version::parse(o.cuda);
    if (!version || version->parts > 3)
      return Error{"--cuda " + o.cuda +
                   " is not a CUDA version: give major, major.minor or major.minor.patch (12, 12.4, 12.4.131)"};
    return Toolkit{*version, "--cuda"};
  }
  if (!o.probe_file.empty()) {
    auto text = read_text_file(o.probe_file);
    if (!text) return text.error();
    Expected<json::Document> report = json::Document::parse(*text);
    std::optional<json::Value> value;
    if (report)
      if (auto toolkit = report->root().find("toolkit"))
        if (auto version = toolkit->find("version")) value = version->find("value");
    if (!value || !value->is_string())
      return Error{o.probe_file +
                   ": not a cudacompat probe report with a toolkit version (toolkit.version.value); "
                   "was the configure's toolkit found?"};
    auto version = Version::parse(value->text());
    if (!version) return Error{o.probe_file + ": toolkit.version.value '" + value->text() + "' is not a version"};
    return Toolkit{*version, "the probe report " + o.probe_file};
  }
  DiscoveryResult found =
      discover_toolkits(DiscoveryInputs::from_environment(ProbeEnvironment::of_process(), std::nullopt));
  for (const auto& candidate : found.candidates) {
    if (!candidate.paths.problems.empty()) continue;
    if (auto json = read_text_file(candidate.paths.root / "version.json", 1 << 20))
      if (auto version = version_from_version_json(*json))
        return Toolkit{*version, "version.json of " + candidate.paths.root.string()};
    if (auto header = read_text_file(candidate.paths.include_dir / "cuda.h"))
      if (auto version = version_from_cuda_h(*header))
        return Toolkit{*version, "cuda.h of " + candidate.paths.root.string()};
  }
  return Error{
      "no CUDA toolkit found here (CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, nvcc on PATH, /usr/local/cuda*); "
      "name the release to pin for with --cuda 12.4, or a configure's report with --probe build/cudacompat-probe.json"};
}

}  // namespace

std::optional<Toolkit> choose_toolkit_or_fail(const PinCommandOptions& o) {
  auto toolkit = choose_toolkit(o);
  if (!toolkit) {
    pin_fail(toolkit.error().message);
    return std::nullopt;
  }
  return std::move(toolkit).value();
}

int run_pin_command(const PinCommandOptions& o) {
  auto format = pins::pin_format_from_name(o.format);
  if (!format) {
    pin_fail("--format " + o.format + " is not one of " + join(pins::pin_format_names(), ", "));
    return kExitUsage;
  }
  if (!o.output.empty()) {
    std::vector<std::string> inputs = o.artifacts;
    if (!o.probe_file.empty()) inputs.push_back(o.probe_file);
    if (auto input = output_names_an_input(o.output, inputs)) {
      pin_fail("-o " + o.output + " is the input " + *input +
               ": writing it would destroy what is read; write elsewhere");
      return kExitUsage;
    }
  }
  const std::optional<Toolkit> toolkit = choose_toolkit_or_fail(o);
  if (!toolkit) return kExitUsage;
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
      pin_fail("--from-artifact: " + needs.error().message);
      return kExitUsage;
    }
    request.needs = std::move(needs).value();
  }
#endif
  auto set = pins::plan_pins(request, knowledge);
  if (!set) {
    pin_fail(set.error().message);
    return kExitUsage;
  }
  for (const auto& warning : set->warnings)
    std::cerr << "cudacompat pin: warning: " << utf8_escaped(warning.message) << "\n";
  std::string text = pins::render_pins(*set, *format, !o.no_comments);
  if (o.output.empty()) {
    std::cout << utf8_escaped(text);
    return kExitOk;
  }
  if (auto written = write_if_changed(o.output, text); !written) {
    pin_fail(written.error().message);
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace cudacompat::cli
