// The whole configure-time probe: discovery, identification, host compiler, architectures,
// features and the toggle, gathered into one report. A candidate is usable only when every check
// passes: its files (nvcc, cuda.h, crt/host_config.h, libcudart, and what the project requires: the
// CCCL headers by default), every nvcc query (--version, --list-gpu-arch, --dryrun: a hang or a
// failure counts), cicc and ptxas as nvcc finds them, a library root CMake's own
// enable_language(CUDA) can derive, and a compile of an empty kernel (cached). AUTO passes over an unusable candidate
// and builds CPU-only, with the reasons, when none is left; ON stops with them. CMake's own CUDA compiler checks never
// see a toolkit the probe found broken. `cudacompat probe` and the CMake package (cmake/cudacompat_probe.cmake, which
// runs `cudacompat probe`) both go through run_probe.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "knowledge/knowledge_base.h"
#include "probe/architectures.h"
#include "probe/decision.h"
#include "probe/discovery.h"
#include "probe/feature_probe.h"
#include "probe/host_compiler.h"
#include "probe/identify.h"
#include "probe/probe_environment.h"
#include "probe/toolkit_check.h"

namespace cudacompat {

struct ProbeOptions {
  std::optional<std::string> root;              // CUDAToolkit_ROOT as a CMake variable
  std::optional<std::string> version_selector;  // CUDACOMPAT_CUDA_VERSION: "12.4", ">=12.0,<13"
  std::optional<std::string> search_path;       // CUDACOMPAT_TOOLKIT_SEARCH_PATH as a CMake variable
  // The toolkit root a build tree already uses (CMake cannot switch compilers in a tree): chosen
  // again while it is found, usable and matches the version selector, unless `root` asks for another.
  std::optional<std::string> keep_root;
  // What the project needs of a toolkit (cudacompat_configure(REQUIRES ...)): "CCCL", and the
  // knowledge base's library names in any case ("cuBLAS", "NVRTC"), ',' or ';' separated; the
  // runtime is always required. Unset: the default, CCCL.
  std::optional<std::string> requirements;
  std::string requirements_source = "--requires";
  std::optional<std::string> mode;  // CUDACOMPAT_CUDA given explicitly; else environment, else AUTO
  std::string mode_source = "--mode";
  std::optional<std::string> host_compiler;  // a path or name, or "auto"
  std::string host_compiler_source = "--host-compiler";
  bool allow_unsupported_compiler = false;
  std::optional<ArchitectureRequest> architectures;                      // else CUDAARCHS from the environment
  ArchitecturePolicy architecture_policy = ArchitecturePolicy::kStrict;  // CUDACOMPAT_ARCHS_POLICY, for either
  ArchitectureShape architecture_shape = ArchitectureShape::kAsked;      // CUDACOMPAT_ARCHS_SHAPE
  enum class Features { kForeground, kBackground, kSkip };
  // kBackground starts the feature probes in a detached process and answers from the knowledge
  // base for now; a later kForeground run with the same cache file collects their results.
  Features features = Features::kForeground;
  std::optional<fs::path> cache_file;
  fs::path work_dir;                            // scratch space for the feature probe
  std::chrono::milliseconds time_limit{20000};  // for each program the probe runs
  // The environment the probe reads its settings from and runs its programs with; the tool's own,
  // read once at the start, by default. Overridable for tests, as is where discovery looks
  // (DiscoveryInputs::from_environment of it by default).
  std::optional<ProbeEnvironment> environment;
  std::optional<DiscoveryInputs> discovery;
};

struct HostCompilerReport {
  std::string requested;  // what was asked for, "auto" included; "nvcc's default" when nothing was
  std::string requested_source;
  bool nvcc_default = false;  // judged nvcc's own default (no -ccbin is passed)
  std::string ignored_hint;   // e.g. CMAKE_CXX_COMPILER, which nvcc does not use
  CompilerIdentity chosen;
  HostCompilerLimits limits;
  bool supported = false;
  bool allow_unsupported = false;
  std::vector<CompilerIdentity> alternatives;  // supported compilers installed here
  std::vector<std::string> nvcc_flags;         // e.g. -allow-unsupported-compiler
  std::optional<std::string> refused;          // why this compiler cannot be used, and the fixes
};

struct CompileCheckReport {
  std::string command;
  bool ran = false;  // false: skipped (the reason says why)
  bool from_cache = false;
  double seconds = 0;
  std::string reason;
};

struct CandidateReport {
  Candidate candidate;
  Identification identification;
  std::vector<std::string> check_problems;  // missing pieces, nvcc queries that hung or failed
  bool checked = false;                     // the nvcc queries ran (only for candidates considered for use)
  std::optional<SupportedArchitectures> supported_architectures;
  std::optional<NvccDryRun> dry_run;
  std::optional<ToolchainPrograms> programs;
  bool usable() const {
    return candidate.paths.problems.empty() && identification.problems.empty() && identification.version &&
           check_problems.empty();
  }
  // Why it is unusable: what discovery, identification and the checks found, in that order (the
  // JSON report's `problems`, the summary's reason and the no-toolkit messages).
  std::vector<std::string> problems() const {
    std::vector<std::string> all = candidate.paths.problems;
    all.insert(all.end(), identification.problems.begin(), identification.problems.end());
    all.insert(all.end(), check_problems.begin(), check_problems.end());
    if (all.empty() && !identification.version) all.push_back("its version could not be identified");
    return all;
  }
};

struct FeatureValue {
  std::string name;
  bool value = false;
  std::string source;
};

struct GpuPresence {
  std::optional<std::string> driver_version;  // from /proc/driver/nvidia/version
  bool libcuda_present = false;
};

// The driver version /proc/driver/nvidia/version names ("NVRM version: NVIDIA UNIX x86_64 Kernel
// Module  535.54.03  Tue Jun 6 ..." -> "535.54.03"), or nullopt when it names none.
std::optional<std::string> driver_version_from_proc(const std::string& text);

// The requirements `text` names (see ProbeOptions::requirements), or an Error naming what is not
// CCCL nor a CUDA library the knowledge base knows.
Expected<ToolkitRequirements> parse_requirements(const std::string& text, const std::string& source,
                                                 const KnowledgeBase& kb);

struct ProbeReport {
  std::vector<CandidateReport> candidates;
  ToolkitRequirements requirements;
  std::vector<Diagnostic> discovery_notes;  // the JSON's toolkit.search_notes (their messages)
  int selected = -1;                        // index into candidates
  std::string selected_because;

  const ReleaseFacts* release = nullptr;  // the knowledge base's row for the toolkit (or the newest older one)
  std::string release_note;               // set when the toolkit is newer than the knowledge base
  std::optional<HostCompilerReport> host_compiler;
  std::optional<SupportedArchitectures> supported_architectures;
  std::optional<ArchitectureChoice> architectures;
  std::optional<std::string> architecture_error;  // the request cannot be honoured
  std::optional<CompileCheckReport> compile_check;
  std::vector<FeatureValue> features;
  std::optional<long> cccl_version;           // CCCL_VERSION encoding, major*1000000+minor*1000+patch
  std::optional<DialectFloor> dialect_floor;  // the C++ dialect the toolkit's headers require
  std::string features_source;
  std::vector<Diagnostic> warnings;  // the text report's "warning" rows, the JSON's "warnings" and "diagnostics"
  GpuPresence gpu;
  CudaMode mode = CudaMode::kAuto;
  std::string mode_source;
  Decision decision;

  const CandidateReport* toolkit() const {
    return selected >= 0 ? &candidates[static_cast<size_t>(selected)] : nullptr;
  }
};

// Never throws for a bad toolkit or bad options: those end up in decision.error.
ProbeReport run_probe(const ProbeOptions& options, const KnowledgeBase& kb = KnowledgeBase::embedded());

}  // namespace cudacompat
