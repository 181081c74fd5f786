#include "probe/probe.h"

#include "common/text.h"

#include <unistd.h>

#include <regex>

namespace cudacompat {
namespace {

std::string describe_candidate(const CandidateReport& c) {
  std::string version = c.identification.version ? "CUDA " + c.identification.version->to_string() : "CUDA ?";
  return version + " at " + c.candidate.paths.root.string() + " (" + to_string(c.candidate.paths.layout) + ")";
}

std::vector<std::string> candidate_problems(const CandidateReport& c) {
  std::vector<std::string> problems = c.candidate.paths.problems;
  problems.insert(problems.end(), c.identification.problems.begin(), c.identification.problems.end());
  return problems;
}

std::string installed_list(const std::vector<CandidateReport>& candidates) {
  std::vector<std::string> items;
  for (const auto& c : candidates) items.push_back(describe_candidate(c) + (c.usable() ? "" : " [unusable]"));
  return items.empty() ? "none" : join(items, "; ");
}

// Chooses the toolkit; returns an error message when one is present but cannot be used as asked.
std::optional<std::string> select_toolkit(ProbeReport& report, const ProbeOptions& options) {
  std::optional<VersionSpec> spec;
  if (options.version_selector && !options.version_selector->empty()) {
    std::string error;
    spec = VersionSpec::parse(*options.version_selector, &error);
    if (!spec) return "CUDACOMPAT_CUDA_VERSION: " + error;
  }
  for (size_t i = 0; i < report.candidates.size(); ++i) {
    const CandidateReport& c = report.candidates[i];
    const auto& id = c.identification;
    bool version_matches = !spec || (id.version && spec->matches(*id.version));
    if (!version_matches) continue;
    if (c.usable()) {
      report.selected = static_cast<int>(i);
      report.selected_because = spec ? "the first in search order matching CUDACOMPAT_CUDA_VERSION=" + spec->text()
                                     : std::string("the first usable in search order");
      return std::nullopt;
    }
    bool inconsistent = id.witnesses.size() > 1 && !id.version;
    if (c.candidate.explicit_request || inconsistent) {
      return "the toolkit at " + c.candidate.paths.root.string() + " (found as " + join(c.candidate.origins, ", ") +
             ") cannot be used: " + join(candidate_problems(c), "; ");
    }
  }
  if (spec)
    return "CUDACOMPAT_CUDA_VERSION=" + spec->text() + " matches no usable toolkit installed here; installed: " +
           installed_list(report.candidates);
  return std::nullopt;
}

HostCompilerReport check_host_compiler(const ProbeOptions& options, const CandidateReport& toolkit,
                                       const ReleaseFacts* release, const std::string& path_list,
                                       std::optional<std::string>& error) {
  HostCompilerReport host;
  host.allow_unsupported = options.allow_unsupported_compiler;
  host.requested = options.host_compiler.value_or("");
  host.requested_source = options.host_compiler_source;
  if (host.requested.empty()) {
    for (const char* variable : {"CUDAHOSTCXX", "CXX"}) {
      std::string value = environment_variable(variable);
      if (!value.empty()) {
        host.requested = value;
        host.requested_source = std::string(variable) + " (environment)";
        break;
      }
    }
  }
  if (host.requested.empty()) {
    host.requested = "c++";
    host.requested_source = "default (c++ on PATH)";
  }

  fs::path host_config = toolkit.candidate.paths.include_dir / "crt" / "host_config.h";
  if (auto text = read_text_file(host_config); text) {
    host.limits = limits_from_host_config(*text);
    host.limits.source = "crt/host_config.h (" + host_config.string() + ")";
  }
  if (!host.limits.gcc_max && !host.limits.clang_max && release) {
    host.limits.gcc_max = release->gcc_max;
    host.limits.clang_max = release->clang_max;
    host.limits.source = "knowledge base (CUDA " + release->version.to_string() + "; no limits found in " + host_config.string() + ")";
  }

  bool want_auto = host.requested == "auto";
  fs::path requested_path = want_auto ? fs::path("c++") : fs::path(host.requested);
  if (want_auto) {
    std::string cxx = environment_variable("CXX");
    if (!cxx.empty()) requested_path = cxx;
  }
  if (requested_path.parent_path().empty())
    if (auto found = find_program_on_path(requested_path.string(), path_list)) requested_path = *found;
  host.chosen = identify_compiler(requested_path, options.time_limit);
  host.supported = is_supported(host.chosen, host.limits);
  // Other compilers are looked for only when they matter: running each one costs time on every
  // configure.
  if (!host.supported || want_auto) host.alternatives = find_supported_compilers(host.limits, path_list, options.time_limit);

  if (!host.supported && want_auto && !host.alternatives.empty()) {
    host.chosen = host.alternatives.front();
    host.chosen.source += "; chosen by CUDACOMPAT_HOST_COMPILER=auto";
    host.supported = true;
  }
  if (!host.supported && host.allow_unsupported) {
    host.nvcc_flags.push_back("-allow-unsupported-compiler");
  } else if (!host.supported) {
    std::string what = host.chosen.version
                           ? to_string(host.chosen.family) + " " + host.chosen.version->to_string()
                           : std::string("a compiler whose version could not be read (") + host.chosen.source + ")";
    std::string message = "the host compiler " + host.chosen.path.string() + " (" + what + ", from " +
                          host.requested_source + ") is not supported by CUDA " +
                          (toolkit.identification.version ? toolkit.identification.version->to_string() : "?") +
                          ", which accepts " + describe_range(host.limits) + " (" + host.limits.source + "). Fixes: ";
    std::vector<std::string> fixes;
    if (!host.alternatives.empty()) {
      std::vector<std::string> names;
      for (const auto& alternative : host.alternatives)
        names.push_back(alternative.path.string() + " (" + to_string(alternative.family) + " " +
                        (alternative.version ? alternative.version->to_string() : "?") + ")");
      fixes.push_back("use a supported compiler installed here: " + join(names, ", ") +
                      " (-DCMAKE_CUDA_HOST_COMPILER=" + host.alternatives.front().path.string() +
                      ", or -DCUDACOMPAT_HOST_COMPILER=auto to pick it)");
    } else {
      fixes.push_back("install a supported compiler (e.g. g++-" + std::to_string(host.limits.gcc_max.value_or(11)) + ")");
    }
    fixes.push_back("or -DCUDACOMPAT_ALLOW_UNSUPPORTED_COMPILER=ON to pass -allow-unsupported-compiler (at your own risk)");
    error = message + join(fixes, "; ");
  }
  return host;
}

void collect_features(ProbeReport& report, const ProbeOptions& options, const KnowledgeBase& kb) {
  const CandidateReport* toolkit = report.toolkit();
  std::optional<FeatureProbeResult> probed;
  if (toolkit && options.features != ProbeOptions::Features::kSkip && report.host_compiler) {
    FeatureProbeInputs inputs;
    inputs.compiler = report.host_compiler->chosen.path;
    inputs.include_dirs.push_back(toolkit->candidate.paths.include_dir);
    for (const auto& dir : toolkit->candidate.paths.extra_include_dirs) inputs.include_dirs.push_back(dir);
    inputs.cache_file = options.cache_file;
    inputs.work_dir = options.work_dir.empty() ? fs::temp_directory_path() / ("cudacompat-probe-" + std::to_string(::getpid()))
                                               : options.work_dir;
    inputs.time_limit = std::max(options.time_limit, std::chrono::milliseconds(60000));
    if (options.features == ProbeOptions::Features::kBackground) {
      start_feature_probes_in_background(inputs);
      report.features_source = "pending: compiling in the background";
    } else {
      probed = run_feature_probes(inputs);
    }
  }
  if (probed) {
    for (const auto& problem : probed->problems)
      report.warnings.push_back("feature probe failed, the knowledge base answers instead: " + problem);
    report.features_source = probed->source;
    if (probed->values.count("CCCL_VERSION") && probed->values["CCCL_VERSION"] > 0)
      report.cccl_version = probed->values["CCCL_VERSION"];
    if (probed->values.count("CUDA_VERSION") && toolkit->identification.version &&
        probed->values["CUDA_VERSION"] != toolkit->identification.version->cuda_version_macro())
      report.warnings.push_back("the host compiler saw CUDA_VERSION " + std::to_string(probed->values["CUDA_VERSION"]) +
                                " through the include path, but the toolkit is " + toolkit->identification.version->to_string() +
                                ": another cuda.h shadows the toolkit's");
  }
  for (const auto& feature : kb.features()) {
    FeatureValue value{feature.name, false, ""};
    std::optional<bool> expected;
    if (toolkit && toolkit->identification.version) {
      const Version& v = *toolkit->identification.version;
      Version release_version = Version::parse(v.major_minor()).value();
      expected = (!feature.introduced || release_version >= *feature.introduced) &&
                 (!feature.removed || release_version < *feature.removed);
    }
    if (probed && probed->values.count(feature.name)) {
      value.value = probed->values.at(feature.name) != 0;
      value.source = probed->source;
      if (expected && *expected != value.value)
        report.warnings.push_back("knowledge base disagrees with the toolkit on " + feature.name + ": it expects " +
                                  (*expected ? "1" : "0") + " for this release, the probe found " + (value.value ? "1" : "0") +
                                  " (the probe wins; correct compat/knowledge.json)");
    } else if (expected) {
      value.value = *expected;
      value.source = "knowledge base (introduced " + (feature.introduced ? feature.introduced->to_string() : "-") +
                     ", removed " + (feature.removed ? feature.removed->to_string() : "-") + ")";
    } else {
      value.source = "no toolkit";
    }
    report.features.push_back(value);
  }
}

GpuPresence look_for_gpu() {
  GpuPresence gpu;
  if (auto text = read_text_file("/proc/driver/nvidia/version")) {
    static const std::regex kModule(R"(Kernel Module(?: for [^ ]+)?\s+([0-9.]+))");
    std::smatch match;
    if (std::regex_search(*text, match, kModule)) gpu.driver_version = match[1].str();
  }
  for (const char* dir : {"/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/nvidia/lib64"}) {
    std::error_code ec;
    if (fs::exists(fs::path(dir) / "libcuda.so.1", ec)) gpu.libcuda_present = true;
  }
  return gpu;
}

}  // namespace

ProbeReport run_probe(const ProbeOptions& options, const KnowledgeBase& kb) {
  ProbeReport report;
  DiscoveryInputs inputs = options.discovery ? *options.discovery : DiscoveryInputs::from_process_environment(options.root);
  if (options.discovery && options.root) inputs.root_cache_variable = options.root;
  if (options.search_path) inputs.search_path_variable = options.search_path;
  std::string path_list = inputs.environment.count("PATH") ? inputs.environment.at("PATH") : "";

  // The mode: an explicit value (the CMake cache variable), else the environment, else AUTO.
  std::string mode_text = "AUTO";
  report.mode_source = "default";
  if (options.mode) {
    mode_text = *options.mode;
    report.mode_source = options.mode_source;
  } else if (std::string env = environment_variable("CUDACOMPAT_CUDA"); !env.empty()) {
    mode_text = env;
    report.mode_source = "CUDACOMPAT_CUDA (environment)";
  }
  auto mode = parse_cuda_mode(mode_text);
  if (!mode) {
    report.decision.error = "CUDACOMPAT_CUDA='" + mode_text + "' (" + report.mode_source + ") is not one of AUTO, ON, OFF";
    report.decision.reason = *report.decision.error;
    return report;
  }
  report.mode = *mode;

  DiscoveryResult discovery = discover_toolkits(inputs);
  report.discovery_notes = discovery.notes;
  for (auto& candidate : discovery.candidates) {
    CandidateReport c{std::move(candidate), {}};
    if (!c.candidate.paths.root.empty() && (!c.candidate.paths.nvcc.empty() || !c.candidate.paths.include_dir.empty()))
      c.identification = identify_toolkit(c.candidate.paths, options.time_limit);
    report.candidates.push_back(std::move(c));
  }
  report.gpu = look_for_gpu();

  DecisionInputs decision;
  decision.mode = report.mode;
  decision.mode_source = report.mode_source;
  decision.toolkit_error = select_toolkit(report, options);

  std::vector<std::string> unusable;
  for (const auto& c : report.candidates)
    if (!c.usable()) unusable.push_back(c.candidate.paths.root.string() + ": " + join(candidate_problems(c), "; "));
  decision.no_toolkit_details = report.candidates.empty()
                                    ? "searched CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, nvcc on PATH, /usr/local/cuda, "
                                      "/usr/local/cuda-X.Y, CUDACOMPAT_TOOLKIT_SEARCH_PATH and /usr; none holds a toolkit"
                                    : "candidates found but unusable: " + join(unusable, " | ");

  if (const CandidateReport* toolkit = report.toolkit()) {
    decision.toolkit_found = true;
    const Version& version = *toolkit->identification.version;
    report.release = kb.newest_at_or_below(version);
    if (!report.release || !report.release->version.same_major_minor(version))
      report.release_note = "CUDA " + version.to_string() + " is newer than the knowledge base (newest: " +
                            kb.newest().version.to_string() + "); the toolkit's own answers are used, and the rows of " +
                            (report.release ? report.release->version.to_string() : std::string("none")) + " fill the gaps";
    if (!report.release_note.empty()) report.warnings.push_back(report.release_note);
    decision.toolkit_summary = describe_candidate(*toolkit);

    if (report.mode != CudaMode::kOff) {
      std::optional<std::string> compiler_error;
      report.host_compiler = check_host_compiler(options, *toolkit, report.release, path_list, compiler_error);
      decision.compiler_error = compiler_error;
      const auto& chosen = report.host_compiler->chosen;
      decision.compiler_summary = chosen.path.string() + " (" + to_string(chosen.family) + " " +
                                  (chosen.version ? chosen.version->to_string() : "?") + "; accepted: " +
                                  describe_range(report.host_compiler->limits) + ")";

      report.supported_architectures = supported_architectures(toolkit->candidate.paths.nvcc, version, kb, options.time_limit);
      std::optional<ArchitectureRequest> request = options.architectures;
      if (!request || request->text.empty()) {
        std::string env = environment_variable("CUDAARCHS");
        request = env.empty() ? std::nullopt : std::optional<ArchitectureRequest>({env, "CUDAARCHS (environment)"});
      }
      report.architectures = choose_architectures(request, *report.supported_architectures, "CUDA " + version.to_string());
      decision.architecture_error = report.architectures->error;
    }
  } else if (!decision.toolkit_error && !report.candidates.empty()) {
    decision.toolkit_found = false;
  }
  collect_features(report, options, kb);
  report.decision = decide(decision);
  return report;
}

}  // namespace cudacompat
