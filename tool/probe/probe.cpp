#include "probe/probe.h"

#include "common/files.h"
#include "common/gpu_target.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "common/text.h"
#include "probe/fewest_targets.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>

namespace cudacompat {
namespace {

std::string describe_candidate(const CandidateReport& c) {
  std::string version = c.identification.version ? "CUDA " + c.identification.version->to_string() : "CUDA ?";
  return version + " at " + c.candidate.paths.root.string() + " (" + to_string(c.candidate.paths.layout) + ")";
}

std::vector<std::string> candidate_problems(const CandidateReport& c) { return c.problems(); }

// Where discovery looks, in order (the no-toolkit message and the CUDACOMPAT_CUDA_VERSION error).
const char* const kSearched =
    "CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, nvcc on PATH, /usr/local/cuda, /usr/local/cuda-X.Y, "
    "CUDACOMPAT_TOOLKIT_SEARCH_PATH and /usr";

// How to make discovery look further, for every message that found nothing usable.
const char* const kWiden =
    "to search further, add the directory that holds toolkits side by side to CUDACOMPAT_TOOLKIT_SEARCH_PATH "
    "(-DCUDACOMPAT_TOOLKIT_SEARCH_PATH=/opt/toolkits), or point CUDAToolkit_ROOT at the toolkit";

// Every candidate with the reason it was not taken for `spec` (the same reasons the JSON report
// gives), so that the message alone says what to fix.
std::string installed_list(const std::vector<CandidateReport>& candidates, const VersionSpec& spec) {
  std::vector<std::string> items;
  for (const auto& c : candidates) {
    std::string why;
    if (c.identification.version && !spec.matches(*c.identification.version))
      why = "does not match " + spec.text();
    else if (!c.usable())
      why = "unusable: " + join(candidate_problems(c), "; ");
    else
      why = "usable, not checked";
    items.push_back(describe_candidate(c) + " (" + why + ")");
  }
  return items.empty() ? "none" : join(items, "; ");
}

// Chooses the toolkit; returns an error message when one is present but cannot be used as asked.
// `check` runs the costlier usability checks on a candidate about to be chosen; a candidate that
// fails them is passed over like any other unusable one.
template <class Check>
Expected<void> select_in_search_order(ProbeReport& report, const std::optional<VersionSpec>& spec, Check& check) {
  for (size_t i = 0; i < report.candidates.size(); ++i) {
    const CandidateReport& c = report.candidates[i];
    const auto& id = c.identification;
    bool version_matches = !spec || (id.version && spec->matches(*id.version));
    if (!version_matches) continue;
    if (c.usable()) check(report.candidates[i]);
    if (c.usable()) {
      report.selected = static_cast<int>(i);
      report.selected_because = spec ? "the first in search order matching CUDACOMPAT_CUDA_VERSION=" + spec->text()
                                     : std::string("the first usable in search order");
      return {};
    }
    bool inconsistent = id.witnesses.size() > 1 && !id.version;
    if (c.candidate.explicit_request || inconsistent) {
      // The message starts with the setting it is about (CUDAToolkit_ROOT (CMake variable), ...).
      return Error{join(c.candidate.origins, ", ") + ": the toolkit at " + c.candidate.paths.root.string() +
                   " cannot be used: " + join(candidate_problems(c), "; ")};
    }
  }
  if (spec)
    return Error{"CUDACOMPAT_CUDA_VERSION=" + spec->text() + " matches no usable toolkit installed here; installed: " +
                 installed_list(report.candidates, *spec) + ". Searched " + kSearched + "; " + kWiden +
                 "; a CUDACOMPAT_CUDA_VERSION that matches nothing stops configure even under AUTO (unset it to build "
                 "CPU-only)"};
  return {};
}

// The search order's choice, except that a build tree keeps the toolkit it already uses
// (options.keep_root) while that is still found, usable and matching, rather than switch to
// another one found earlier (a second install of the same release, say): CMake cannot switch
// compilers in a tree, so the reconfigure would stop. The report says "kept" only when that
// changed the choice. An explicit root is the user asking for a change: it wins.
template <class Check>
Expected<void> select_toolkit(ProbeReport& report, const ProbeOptions& options, Check check) {
  std::optional<VersionSpec> spec;
  if (options.version_selector && !options.version_selector->empty()) {
    auto parsed = VersionSpec::parse(*options.version_selector);
    if (!parsed) return Error{"CUDACOMPAT_CUDA_VERSION: " + parsed.error().message};
    spec = std::move(parsed).value();
  }
  Expected<void> chosen = select_in_search_order(report, spec, check);
  if (!options.keep_root || options.keep_root->empty() || options.root) return chosen;
  std::error_code ec;
  const fs::path kept_root = fs::weakly_canonical(*options.keep_root, ec);
  if (ec) return chosen;
  for (size_t i = 0; i < report.candidates.size(); ++i) {
    CandidateReport& c = report.candidates[i];
    std::error_code other_ec;
    if (fs::weakly_canonical(c.candidate.paths.root, other_ec) != kept_root || other_ec) continue;
    if (chosen && report.selected == static_cast<int>(i)) return chosen;  // the search chose it anyway
    if (spec && !(c.identification.version && spec->matches(*c.identification.version))) return chosen;
    const std::string instead = chosen && report.toolkit() ? describe_candidate(*report.toolkit()) : std::string();
    if (c.usable()) check(c);  // also makes the host compiler and compile check the kept toolkit's
    if (!c.usable()) {
      if (report.toolkit())
        check(report.candidates[static_cast<size_t>(report.selected)]);  // back to the search's choice
      return chosen;
    }
    report.selected = static_cast<int>(i);
    report.selected_because =
        "kept: this build tree already uses it" +
        (instead.empty() ? std::string() : ", though the search now finds " + instead + " first") +
        " (CMake cannot switch compilers in a tree); to change toolkit, set CUDAToolkit_ROOT or use a "
        "fresh build tree";
    return {};
  }
  return chosen;
}

HostCompilerLimits read_limits(const CandidateReport& toolkit, const ReleaseFacts* release) {
  HostCompilerLimits limits;
  fs::path host_config = toolkit.candidate.paths.include_dir / "crt" / "host_config.h";
  if (Expected<std::string> text = read_text_file(host_config)) {
    limits = limits_from_host_config(*text);
    limits.source = "crt/host_config.h (" + host_config.string() + ")";
  }
  if (!limits.gcc_max && !limits.clang_max && release) {
    limits.gcc_max = release->gcc_max;
    limits.clang_max = release->clang_max;
    limits.source =
        "knowledge base (CUDA " + release->version.to_string() + "; no limits found in " + host_config.string() + ")";
  }
  return limits;
}

std::string describe_compilers(const std::vector<CompilerIdentity>& compilers) {
  std::vector<std::string> names;
  for (const auto& c : compilers)
    names.push_back(c.path.string() + " (" + to_string(c.family) + " " + (c.version ? c.version->to_string() : "?") +
                    ")");
  return join(names, ", ");
}

// Where the probe's programs write. nvcc, cicc and the compilers write temporary files to $TMPDIR;
// one killed at the time limit leaves them behind, and a TMPDIR that does not exist makes nvcc fail
// in ways that look like a broken toolkit. So every program the probe runs gets a private TMPDIR
// under the work directory (a temporary one unless options.work_dir names it), through the
// environment it starts with: the tool's own environment is never changed.
class WorkDirectory {
 public:
  WorkDirectory(const ProbeOptions& options, const ProbeEnvironment& environment)
      : temporary_(options.work_dir.empty()),
        path_(temporary_ ? environment.temp_directory() / ("cudacompat-probe-" + std::to_string(::getpid()))
                         : options.work_dir),
        programs_(environment.variables) {
    std::error_code ec;
    fs::create_directories(path_ / "tmp", ec);
    if (ec) return;  // the programs keep the TMPDIR they had
    programs_ = environment.with_tmpdir(path_ / "tmp");
    private_tmp_ = true;
  }
  const fs::path& path() const { return path_; }
  const Environment& programs() const { return programs_; }
  // Removes what the programs left, and a temporary work directory. Not called while a detached
  // process (the background feature probes) still works in it.
  void clean() const {
    std::error_code ignored;
    if (private_tmp_) fs::remove_all(path_ / "tmp", ignored);
    if (temporary_) fs::remove_all(path_, ignored);
  }

 private:
  bool temporary_;
  fs::path path_;
  Environment programs_;
  bool private_tmp_ = false;
};

// What every step of one probe run reads: its options, the knowledge base, the environment as it
// was read at the start, and what the programs it runs start with.
struct ProbeContext {
  const ProbeOptions& options;
  const KnowledgeBase& kb;
  const ProbeEnvironment& environment;
  const Environment& programs;  // `environment` with the private TMPDIR
  const fs::path& work_dir;
  std::string path_list;  // PATH, as discovery saw it
};

// What was asked for, before anything runs: the command line's choice (--host-compiler from
// CMAKE_CUDA_HOST_COMPILER / CUDACOMPAT_HOST_COMPILER), else $CUDAHOSTCXX; nothing means nvcc's
// default. CMAKE_CXX_COMPILER, which the CMake package passes when nothing else is set, is only a
// hint: nvcc never uses it unless it is made CMAKE_CUDA_HOST_COMPILER.
HostCompilerReport requested_host_compiler(const ProbeOptions& options, const ProbeEnvironment& environment) {
  HostCompilerReport host;
  host.allow_unsupported = options.allow_unsupported_compiler;
  host.requested = options.host_compiler.value_or("");
  host.requested_source = options.host_compiler_source;
  if (!host.requested.empty() && host.requested != "auto" && host.requested_source == "CMAKE_CXX_COMPILER") {
    host.ignored_hint = "CMAKE_CXX_COMPILER (" + host.requested +
                        ") is not what nvcc compiles with unless it is made "
                        "CMAKE_CUDA_HOST_COMPILER";
    host.requested.clear();
  }
  if (host.requested.empty()) {
    if (std::string value = environment.get("CUDAHOSTCXX"); !value.empty()) {
      host.requested = value;
      host.requested_source = "CUDAHOSTCXX (environment)";
    }
  }
  host.nvcc_default = host.requested.empty();
  return host;
}

// nvcc's own default host compiler, as its nvcc.profile and PATH resolve it (`nvcc --dryrun`).
Expected<CompilerIdentity> identify_nvcc_default(HostCompilerReport& host, const CandidateReport& toolkit,
                                                 const ProbeContext& context) {
  host.requested = "nvcc's default";
  if (!toolkit.dry_run) return Error{"nvcc --dryrun did not run, so nvcc's default host compiler is unknown"};
  Expected<NvccDefaultCompiler> resolved = resolve_nvcc_default_compiler(
      toolkit.dry_run->host_compiler, toolkit.dry_run->path_list, context.programs, context.options.time_limit);
  if (!resolved) {
    host.requested_source = "nvcc's default ('" + toolkit.dry_run->host_compiler + "' on the PATH nvcc sets)";
    return resolved.error();
  }
  host.requested_source = resolved->how;
  Expected<CompilerIdentity> chosen =
      identify_compiler(resolved->cxx_driver, context.programs, context.options.time_limit);
  if (chosen) chosen->source += " (" + resolved->how + ")";
  return chosen;
}

// The compiler named, or for `auto` $CXX else c++; a bare name is looked up on PATH.
Expected<CompilerIdentity> identify_requested(HostCompilerReport& host, const ProbeContext& context) {
  const bool want_auto = host.requested == "auto";
  fs::path requested_path = want_auto ? fs::path("c++") : fs::path(host.requested);
  if (want_auto)
    if (std::string cxx = context.environment.get("CXX"); !cxx.empty()) requested_path = cxx;
  if (requested_path.parent_path().empty())
    if (auto found = find_program_on_path(requested_path.string(), context.path_list)) requested_path = *found;
  host.chosen.path = requested_path;
  return identify_compiler(requested_path, context.programs, context.options.time_limit);
}

// How to get a compiler this toolkit accepts: one installed here, else which to install.
std::vector<std::string> compiler_fixes(const HostCompilerReport& host) {
  if (!host.alternatives.empty())
    return {"use a supported compiler installed here: " + describe_compilers(host.alternatives) +
            " (-DCMAKE_CUDA_HOST_COMPILER=" + host.alternatives.front().path.string() +
            ", or -DCUDACOMPAT_HOST_COMPILER=auto to pick it)"};
  return {"install a supported compiler (e.g. g++-" + std::to_string(host.limits.gcc_max.value_or(11)) + ")"};
}

// The compiler cannot be judged at all: it does not exist, does not run, or is not GCC or Clang.
std::string refused_as_unusable(const HostCompilerReport& host, const Error& error,
                                const std::string& toolkit_version) {
  std::vector<std::string> fixes = compiler_fixes(host);
  std::string what = host.nvcc_default
                         ? "nvcc's default host compiler"
                         : "the host compiler " + host.chosen.path.string() + " (from " + host.requested_source + ")";
  if (!host.nvcc_default) fixes.push_back("or unset it to let nvcc use its default");
  return what + " cannot be used with CUDA " + toolkit_version + ": " + error.message +
         ". It needs a GCC or Clang within " + describe_range(host.limits) + " (" + host.limits.source +
         "). Fixes: " + join(fixes, "; ");
}

std::string refused_as_unsupported(const HostCompilerReport& host, const std::string& toolkit_version) {
  std::vector<std::string> fixes = compiler_fixes(host);
  std::string what =
      to_string(host.chosen.family) + " " + (host.chosen.version ? host.chosen.version->to_string() : "?");
  fixes.push_back(
      "or -DCUDACOMPAT_ALLOW_UNSUPPORTED_COMPILER=ON to pass -allow-unsupported-compiler (at your own risk)");
  return "the host compiler " + host.chosen.path.string() + " (" + what + ", from " + host.requested_source +
         ") is not supported by CUDA " + toolkit_version + ", which accepts " + describe_range(host.limits) + " (" +
         host.limits.source + "). Fixes: " + join(fixes, "; ");
}

// The host compiler nvcc will use (see requested_host_compiler), judged against the toolkit's
// limits: an explicit choice, which nvcc gets as -ccbin; `auto`, which picks a supported one
// installed here; otherwise nvcc's own default. A refused compiler is part of the report
// (host.refused says why and how to fix it).
HostCompilerReport check_host_compiler(const CandidateReport& toolkit, const ReleaseFacts* release,
                                       const ProbeContext& context) {
  HostCompilerReport host = requested_host_compiler(context.options, context.environment);
  host.limits = read_limits(toolkit, release);
  const std::string toolkit_version =
      toolkit.identification.version ? toolkit.identification.version->to_string() : std::string("?");
  const bool want_auto = host.requested == "auto";
  Expected<CompilerIdentity> chosen =
      host.nvcc_default ? identify_nvcc_default(host, toolkit, context) : identify_requested(host, context);
  if (chosen) {
    host.chosen = *chosen;
    host.supported = is_supported(host.chosen, host.limits);
  } else {
    host.chosen.source = chosen.error().message;
  }
  // Other compilers are looked for only when they matter: running each one costs time on every
  // configure.
  if (!host.supported || want_auto)
    host.alternatives =
        find_supported_compilers(host.limits, context.path_list, context.programs, context.options.time_limit);
  if (!host.supported && want_auto && !host.alternatives.empty()) {
    host.chosen = host.alternatives.front();
    host.chosen.source += "; chosen by CUDACOMPAT_HOST_COMPILER=auto";
    host.supported = true;
  }
  if (!chosen && !(want_auto && host.supported))
    host.refused = refused_as_unusable(host, chosen.error(), toolkit_version);
  else if (!host.supported && host.allow_unsupported)
    host.nvcc_flags.push_back("-allow-unsupported-compiler");
  else if (!host.supported)
    host.refused = refused_as_unsupported(host, toolkit_version);
  return host;
}

// nvcc --list-gpu-arch, nvcc --dryrun, cicc and ptxas: the candidate's usability beyond its files.
void check_candidate(CandidateReport& c, const ProbeContext& context) {
  if (c.checked) return;
  c.checked = true;
  const ToolkitPaths& paths = c.candidate.paths;
  const std::chrono::milliseconds time_limit = context.options.time_limit;
  Expected<SupportedArchitectures> supported =
      supported_architectures(paths.nvcc, *c.identification.version, context.kb, context.programs, time_limit);
  const std::string fix = "; this nvcc is broken: reinstall the toolkit, or point CUDAToolkit_ROOT at a working one";
  if (!supported) {
    c.check_problems.push_back(supported.error().message + fix);
    return;
  }
  c.supported_architectures = *supported;
  Expected<NvccDryRun> dry_run = nvcc_dry_run(paths.nvcc, context.programs, time_limit);
  if (!dry_run) {
    c.check_problems.push_back(dry_run.error().message + fix);
    return;
  }
  c.dry_run = *dry_run;
  Expected<ToolchainPrograms> programs = toolchain_programs(*dry_run, paths);
  if (!programs) {
    c.check_problems.push_back(programs.error().message);
    return;
  }
  c.programs = *programs;
  // Usable means CMake's own CUDA support works on it too, not only nvcc.
  if (Expected<void> library_root = cmake_can_find_library_root(*dry_run, paths.nvcc); !library_root)
    c.check_problems.push_back(library_root.error().message);
}

// The oldest plain architecture the toolkit supports: what the compile check builds for.
std::string check_architecture(const SupportedArchitectures& supported) {
  for (const auto& name : supported.names) {
    auto target = GpuTarget::parse_cmake(name);
    if (target && target->feature == GpuFeature::kNone) return target->sm_name();
  }
  auto first = supported.names.empty() ? Expected<GpuTarget>(Error{}) : GpuTarget::parse_cmake(supported.names.front());
  return (first ? *first : GpuTarget::from_number(75)).sm_name();
}

CompileCheckInputs compile_check_inputs(const CandidateReport& c, const HostCompilerReport& host,
                                        const ProbeContext& context) {
  CompileCheckInputs inputs;
  const ToolkitPaths& paths = c.candidate.paths;
  inputs.nvcc = paths.nvcc;
  inputs.arch = check_architecture(*c.supported_architectures);
  inputs.nvcc_flags.push_back("-Wno-deprecated-gpu-targets");
  if (!host.nvcc_default) {
    inputs.nvcc_flags.push_back("-ccbin");
    inputs.nvcc_flags.push_back(host.chosen.path.string());
  }
  inputs.nvcc_flags.insert(inputs.nvcc_flags.end(), host.nvcc_flags.begin(), host.nvcc_flags.end());
  inputs.stamped_files = {paths.nvcc_real, paths.nvcc_real.parent_path() / "nvcc.profile", normalized(host.chosen.path),
                          paths.include_dir / "crt" / "host_config.h", paths.include_dir / "cuda_runtime.h"};
  if (c.programs) {
    inputs.stamped_files.push_back(normalized(c.programs->cicc));
    inputs.stamped_files.push_back(normalized(c.programs->ptxas));
  }
  if (context.options.cache_file) {
    fs::path cache = *context.options.cache_file;
    cache += ".compile-check.json";
    inputs.cache_file = cache;
  }
  inputs.work_dir = context.work_dir;
  inputs.environment = context.programs;
  inputs.time_limit = context.options.time_limit;
  return inputs;
}

// The compile check of the candidate with its host compiler, in the report's words; an Error (the
// candidate's problem, with the fix) when it fails or hangs.
Expected<CompileCheckReport> run_compile_check(const CandidateReport& c, const HostCompilerReport& host,
                                               const ProbeContext& context, std::vector<Diagnostic>& warnings) {
  Expected<CompileCheckResult> result = compile_check(compile_check_inputs(c, host, context));
  if (!result)
    return Error{result.error().message +
                 "; reinstall the toolkit's compiler (nvcc, nvvm/cicc, ptxas), or point CUDAToolkit_ROOT at a "
                 "working toolkit"};
  CompileCheckReport compile;
  compile.ran = true;
  compile.command = result->command;
  compile.from_cache = result->from_cache;
  compile.seconds = result->seconds;
  // The cache is this build tree's (beside the feature cache): on a new tree, the configure's
  // first probe run filled it, and the second reads it.
  compile.reason = result->from_cache ? "passed (cached in this build tree by an earlier probe run, this configure's "
                                        "first on a new tree: same nvcc, cicc, ptxas, host compiler and headers)"
                                      : "passed";
  warnings.insert(warnings.end(), result->diagnostics.begin(), result->diagnostics.end());
  return compile;
}

// What the checks of the candidate about to be chosen found, kept for the report once it is chosen.
struct ChosenChecks {
  std::optional<HostCompilerReport> host;
  std::optional<std::string> host_error;
  std::optional<CompileCheckReport> compile;
};

// For the candidate about to be chosen (never in OFF mode, which compiles nothing): the nvcc
// queries, the host compiler nvcc will use, and a (cached) compile of an empty kernel.
void check_chosen(CandidateReport& c, ProbeReport& report, const ProbeContext& context, ChosenChecks& chosen) {
  if (report.mode == CudaMode::kOff) return;
  check_candidate(c, context);
  if (!c.usable()) return;
  const ReleaseFacts* release = context.kb.newest_at_or_below(*c.identification.version);
  HostCompilerReport host = check_host_compiler(c, release, context);
  CompileCheckReport compile;
  if (host.refused) {
    compile.reason = "not run: the host compiler is refused";
  } else {
    Expected<CompileCheckReport> ran = run_compile_check(c, host, context, report.warnings);
    if (!ran) {
      c.check_problems.push_back(ran.error().message);
      return;
    }
    compile = *ran;
  }
  chosen.host_error = host.refused;
  chosen.host = std::move(host);
  chosen.compile = compile;
}

// The feature probes' answers, or nullopt when they do not run here: no toolkit or host compiler,
// skipped, or started in the background (the knowledge base answers for now).
std::optional<FeatureProbeResult> probe_features(ProbeReport& report, const ProbeContext& context) {
  const CandidateReport* toolkit = report.toolkit();
  const ProbeOptions& options = context.options;
  if (!toolkit || options.features == ProbeOptions::Features::kSkip || !report.host_compiler) return std::nullopt;
  FeatureProbeInputs inputs;
  inputs.compiler = report.host_compiler->chosen.path;
  inputs.include_dirs.push_back(toolkit->candidate.paths.include_dir);
  for (const auto& dir : toolkit->candidate.paths.extra_include_dirs) inputs.include_dirs.push_back(dir);
  inputs.cache_file = options.cache_file;
  inputs.work_dir = context.work_dir;
  inputs.environment = context.programs;
  inputs.time_limit = std::max(options.time_limit, std::chrono::milliseconds(60000));
  if (options.features != ProbeOptions::Features::kBackground) return run_feature_probes(inputs);
  start_feature_probes_in_background(inputs);
  report.features_source = "pending: compiling in the background";
  return std::nullopt;
}

// What the probes said besides the features: a cache ignored, a probe that failed, CCCL's version,
// and a cuda.h other than the toolkit's.
void note_probed(ProbeReport& report, const FeatureProbeResult& probed) {
  report.warnings.insert(report.warnings.end(), probed.diagnostics.begin(), probed.diagnostics.end());
  report.features_source = probed.source;
  auto value = [&](const char* name) { return probed.values.count(name) ? probed.values.at(name) : 0; };
  if (value("CCCL_VERSION") > 0) report.cccl_version = value("CCCL_VERSION");
  const CandidateReport* toolkit = report.toolkit();
  if (probed.values.count("CUDA_VERSION") && toolkit->identification.version &&
      value("CUDA_VERSION") != toolkit->identification.version->cuda_version_macro())
    report.warnings.push_back(Diagnostic::warning(
        "cuda-header-shadowed", "the host compiler saw CUDA_VERSION " + std::to_string(value("CUDA_VERSION")) +
                                    " through the include path, but the toolkit is " +
                                    toolkit->identification.version->to_string() +
                                    ": another cuda.h shadows the toolkit's"));
}

// One feature's value: the probe's answer where it has one (a disagreement with the knowledge base
// is a warning), else the knowledge base's for the toolkit's release.
FeatureValue feature_value(const FeatureFacts& feature, const CandidateReport* toolkit,
                           const std::optional<FeatureProbeResult>& probed, std::vector<Diagnostic>& warnings) {
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
      warnings.push_back(Diagnostic::warning(
          "knowledge-disagrees", "knowledge base disagrees with the toolkit on " + feature.name + ": it expects " +
                                     (*expected ? "1" : "0") + " for this release, the probe found " +
                                     (value.value ? "1" : "0") + " (the probe wins; correct compat/knowledge.json)"));
  } else if (expected) {
    value.value = *expected;
    value.source = "knowledge base (introduced " + (feature.introduced ? feature.introduced->to_string() : "-") +
                   ", removed " + (feature.removed ? feature.removed->to_string() : "-") + ")";
  } else {
    value.source = "no toolkit";
  }
  return value;
}

// Every feature the knowledge base names, from the probes where `probe` (they compile with the
// host compiler: only when that compiler was accepted), else from the knowledge base.
void collect_features(ProbeReport& report, const ProbeContext& context, bool probe) {
  std::optional<FeatureProbeResult> probed = probe ? probe_features(report, context) : std::nullopt;
  if (probed) note_probed(report, *probed);
  for (const auto& feature : context.kb.features())
    report.features.push_back(feature_value(feature, report.toolkit(), probed, report.warnings));
}

GpuPresence look_for_gpu() {
  GpuPresence gpu;
  if (auto text = read_text_file("/proc/driver/nvidia/version")) gpu.driver_version = driver_version_from_proc(*text);
  for (const char* dir : {"/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/nvidia/lib64"}) {
    std::error_code ec;
    if (fs::exists(fs::path(dir) / "libcuda.so.1", ec)) gpu.libcuda_present = true;
  }
  return gpu;
}

bool is_version_char(char c) { return scan::is_digit(c) || c == '.'; }

// `\s+([0-9.]+)` at `pos`: the version, or "".
std::string_view version_after_spaces(std::string_view text, size_t pos) {
  size_t start = scan::skip_spaces(text, pos);
  if (start == pos) return {};
  return text.substr(start, scan::end_of_run(text, start, is_version_char) - start);
}

// `[^ ]+\s+([0-9.]+)` at `word` (the architecture after "Kernel Module for "): the version, or "".
// The word runs up to a space but may hold tabs or newlines, and the pattern's greedy `[^ ]+`
// gives characters back until whitespace then a version follow what it kept. So the version is
// the one after the last whitespace position past the word's first character, up to the space
// that ends the word, that whitespace then a version follow. One pass: the positions of one
// whitespace run all have the same whitespace-then-version after them, so a run is tried once.
std::string_view version_after_word(std::string_view text, size_t word) {
  const size_t word_end = std::min(text.find(' ', word), text.size());
  std::string_view found;
  for (size_t pos = word + 1; pos <= word_end && pos < text.size();) {
    if (!scan::is_space(text[pos])) {
      ++pos;
      continue;
    }
    if (std::string_view version = version_after_spaces(text, pos); !version.empty()) found = version;
    pos = scan::skip_spaces(text, pos);
  }
  return found;
}

}  // namespace

std::optional<std::string> driver_version_from_proc(const std::string& text) {
  // The first "Kernel Module" followed by `(?: for [^ ]+)?\s+([0-9.]+)`: "Kernel Module  535.54.03",
  // "Open Kernel Module for x86_64  550.54.14".
  constexpr std::string_view kModule = "Kernel Module";
  const std::string_view view = text;
  for (size_t at = view.find(kModule); at != std::string_view::npos; at = view.find(kModule, at + 1)) {
    size_t after = at + kModule.size();
    if (size_t word = scan::after_literal(view, after, " for "); word != std::string_view::npos)
      if (std::string_view version = version_after_word(view, word); !version.empty()) return std::string(version);
    if (std::string_view version = version_after_spaces(view, after); !version.empty()) return std::string(version);
  }
  return std::nullopt;
}

Expected<ToolkitRequirements> parse_requirements(const std::string& text, const std::string& source,
                                                 const KnowledgeBase& kb) {
  ToolkitRequirements requirements;
  requirements.cccl = false;
  std::vector<std::string> names;
  auto lower = [](std::string value) {
    std::transform(value.begin(), value.end(), value.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return value;
  };
  for (const auto& entry : scan::split_on_any(text, ";, ")) {
    names.push_back(entry);
    if (lower(entry) == "cccl") {
      requirements.cccl = true;
      continue;
    }
    const CudaLibraryFacts* known = nullptr;
    std::vector<std::string> choices{"CCCL"};
    for (const auto& library : kb.cuda_libraries().libraries) {
      choices.push_back(library.name);
      if (lower(library.name) == lower(entry)) known = &library;
    }
    if (!known)
      return Error{source + " names '" + entry +
                   "', which is neither CCCL nor a CUDA library cudacompat knows; it knows: " + join(choices, " ")};
    if (known->name == "cudart") continue;  // always required
    requirements.libraries.push_back({known->name, known->what});
  }
  requirements.source = source + " (" + (names.empty() ? std::string("the runtime only") : join(names, " ")) + ")";
  return requirements;
}

namespace {

// Stops the probe before it looks for anything: the decision is the error.
bool stop_with(ProbeReport& report, const std::string& error) {
  report.decision.error = error;
  report.decision.reason = error;
  return false;
}

// The mode (an explicit value, the CMake cache variable; else $CUDACOMPAT_CUDA; else AUTO) and what
// the project requires of a toolkit; false, with the decision's error, when either is not valid.
bool read_settings(ProbeReport& report, const ProbeOptions& options, const ProbeEnvironment& environment,
                   const KnowledgeBase& kb) {
  std::string mode_text = "AUTO";
  report.mode_source = "default";
  if (options.mode) {
    mode_text = *options.mode;
    report.mode_source = options.mode_source;
  } else if (std::string value = environment.get("CUDACOMPAT_CUDA"); !value.empty()) {
    mode_text = value;
    report.mode_source = "CUDACOMPAT_CUDA (environment)";
  }
  auto mode = parse_cuda_mode(mode_text);
  if (!mode)
    return stop_with(report,
                     "CUDACOMPAT_CUDA='" + mode_text + "' (" + report.mode_source + ") is not one of AUTO, ON, OFF");
  report.mode = *mode;
  if (options.requirements) {
    Expected<ToolkitRequirements> requirements =
        parse_requirements(*options.requirements, options.requirements_source, kb);
    if (!requirements) return stop_with(report, requirements.error().message);
    report.requirements = *requirements;
  }
  return true;
}

// Where discovery looks: the environment's variables, unless a test gives its own, and the CMake
// variables given as options.
DiscoveryInputs discovery_inputs(const ProbeOptions& options, const ProbeEnvironment& environment) {
  DiscoveryInputs inputs =
      options.discovery ? *options.discovery : DiscoveryInputs::from_environment(environment, options.root);
  if (options.discovery && options.root) inputs.root_cache_variable = options.root;
  if (options.search_path) inputs.search_path_variable = options.search_path;
  return inputs;
}

// Every toolkit discovery finds, identified and checked for its files (free); and whether a GPU
// driver is here (reported, never used to decide).
void find_candidates(ProbeReport& report, const DiscoveryInputs& inputs, const ProbeContext& context) {
  DiscoveryResult discovery = discover_toolkits(inputs);
  report.discovery_notes = discovery.notes;
  for (auto& candidate : discovery.candidates) {
    CandidateReport c;
    c.candidate = std::move(candidate);
    if (!c.candidate.paths.root.empty() &&
        (!c.candidate.paths.nvcc.empty() || !c.candidate.paths.include_dir.empty())) {
      c.identification = identify_toolkit(c.candidate.paths, context.programs, context.options.time_limit);
      if (c.candidate.paths.problems.empty())
        c.check_problems = missing_components(c.candidate.paths, report.requirements);
    }
    report.candidates.push_back(std::move(c));
  }
  report.gpu = look_for_gpu();
}

// A broken toolkit passed over for another one is worth a line: it is probably the one meant.
void warn_passed_over(ProbeReport& report) {
  if (!report.toolkit()) return;
  for (const auto& c : report.candidates)
    if (c.checked && !c.usable())
      report.warnings.push_back(Diagnostic::warning(
          "toolkit-passed-over", "passed over " + describe_candidate(c) + ": " + join(candidate_problems(c), "; "),
          c.candidate.paths.root.string()));
}

// Each candidate with its reason, where else discovery looked, and how to widen the search.
std::string no_toolkit_details(const ProbeReport& report) {
  std::vector<std::string> unusable;
  for (const auto& c : report.candidates)
    if (!c.usable()) unusable.push_back(describe_candidate(c) + ": " + join(candidate_problems(c), "; "));
  return (report.candidates.empty()
              ? std::string("searched ") + kSearched + "; none holds a toolkit"
              : "candidates found but unusable: " + join(unusable, " | ") + "; also searched " + kSearched) +
         "; " + kWiden;
}

// The knowledge base's row for the toolkit (or the newest older one), and a warning when the
// toolkit is newer than the knowledge base.
void find_release(ProbeReport& report, const Version& version, const KnowledgeBase& kb) {
  report.release = kb.newest_at_or_below(version);
  if (const DialectFloor* floor = kb.dialect_floor(version)) report.dialect_floor = *floor;
  if (!report.release || !report.release->version.same_major_minor(version))
    report.release_note = "CUDA " + version.to_string() +
                          " is newer than the knowledge base (newest: " + kb.newest().version.to_string() +
                          "); the toolkit's own answers are used, and the rows of " +
                          (report.release ? report.release->version.to_string() : std::string("none")) +
                          " fill the gaps";
  if (!report.release_note.empty())
    report.warnings.push_back(Diagnostic::warning("newer-than-knowledge", report.release_note));
}

// The architectures to build for: the request (the option, else $CUDAARCHS, else the default
// policy) judged against what the toolkit supports.
void choose_toolkit_architectures(ProbeReport& report, const Version& version, const ProbeContext& context) {
  report.supported_architectures = report.toolkit()->supported_architectures;
  std::optional<ArchitectureRequest> request = context.options.architectures;
  if (!request || request->text.empty()) {
    std::string value = context.environment.get("CUDAARCHS");
    request = value.empty() ? std::nullopt : std::optional<ArchitectureRequest>({value, "CUDAARCHS (environment)"});
  }
  if (request) request->policy = context.options.architecture_policy;
  const KnowledgeBase& kb = context.kb;
  Expected<ArchitectureChoice> choice = choose_architectures(
      request, *report.supported_architectures, "CUDA " + version.to_string(),
      [&](const std::string& architecture) { return why_architecture_is_unsupported(architecture, version, kb); });
  if (choice) {
    report.architectures = *choice;
    if (context.options.architecture_shape == ArchitectureShape::kFewest)
      shape_fewest_targets(
          *report.architectures, *report.supported_architectures, "CUDA " + version.to_string(),
          [&](const std::string& architecture) { return why_architecture_is_unsupported(architecture, version, kb); });
  } else {
    report.architectures = ArchitectureChoice{};
    report.architectures->source = request ? request->source : std::string("default policy");
    report.architecture_error = choice.error().message;
  }
}

// The chosen toolkit's release, and (unless OFF) its host compiler, compile check and architectures.
void judge_toolkit(ProbeReport& report, DecisionInputs& decision, ChosenChecks& chosen, const ProbeContext& context) {
  const CandidateReport& toolkit = *report.toolkit();
  const Version& version = *toolkit.identification.version;
  decision.toolkit_found = true;
  find_release(report, version, context.kb);
  decision.toolkit_summary = describe_candidate(toolkit);
  if (report.mode == CudaMode::kOff || !chosen.host) return;
  report.host_compiler = std::move(chosen.host);
  report.compile_check = chosen.compile;
  decision.compiler_error = chosen.host_error;
  const auto& compiler = report.host_compiler->chosen;
  decision.compiler_summary = compiler.path.string() + " (" + to_string(compiler.family) + " " +
                              (compiler.version ? compiler.version->to_string() : "?") +
                              "; accepted: " + describe_range(report.host_compiler->limits) + ")";
  choose_toolkit_architectures(report, version, context);
  decision.architecture_error = report.architecture_error;
}

}  // namespace

ProbeReport run_probe(const ProbeOptions& options, const KnowledgeBase& kb) {
  ProbeReport report;
  // The one place the probe reads its environment; every step below gets it from here.
  const ProbeEnvironment environment = options.environment ? *options.environment : ProbeEnvironment::of_process();
  if (!read_settings(report, options, environment, kb)) return report;
  const DiscoveryInputs inputs = discovery_inputs(options, environment);
  const WorkDirectory work(options, environment);
  const ProbeContext context{options,     kb,
                             environment, work.programs(),
                             work.path(), inputs.environment.count("PATH") ? inputs.environment.at("PATH") : ""};
  find_candidates(report, inputs, context);

  DecisionInputs decision;
  decision.mode = report.mode;
  decision.mode_source = report.mode_source;
  ChosenChecks chosen;
  auto check = [&](CandidateReport& c) { check_chosen(c, report, context, chosen); };
  if (Expected<void> selected = select_toolkit(report, options, check); !selected)
    decision.toolkit_error = selected.error().message;
  warn_passed_over(report);
  decision.no_toolkit_details = no_toolkit_details(report);
  if (report.toolkit()) judge_toolkit(report, decision, chosen, context);
  // The feature probes compile with the host compiler: only when that compiler was accepted.
  collect_features(report, context, !report.host_compiler || !decision.compiler_error);
  report.decision = decide(decision);
  if (options.features != ProbeOptions::Features::kBackground) work.clean();
  return report;
}

}  // namespace cudacompat
