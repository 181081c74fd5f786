// Feature probes: which APIs the toolkit's headers really have, asked of the host compiler.
//
// The probe sources (probes/*.cpp, carried inside the tool) are compiled concurrently with
// `-std=c++17 -c` against the toolkit's include directories; each object holds marker strings
// "CUDACOMPAT_PROBE[NAME=VALUE]" that are read back from its bytes (see probes/features.cpp).
// Results are cached in a file keyed by everything that could change them (the probe sources,
// the compiler, the include directories and the key headers' sizes and times), so a no-change
// reconfigure compiles nothing.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "common/files.h"
#include "common/subprocess.h"

namespace cudacompat {

struct FeatureProbeInputs {
  fs::path compiler;                   // the host C++ compiler
  std::vector<fs::path> include_dirs;  // the toolkit's, in order
  std::optional<fs::path> cache_file;  // where results are kept between runs
  fs::path work_dir;                   // where sources and objects are written
  Environment environment;             // the compiler's
  std::chrono::milliseconds time_limit{60000};
};

struct FeatureProbeResult {
  std::map<std::string, long> values;  // NAME -> VALUE, e.g. MEM_PREFETCH_V2_DRIVER -> 1
  std::string source;                  // "g++ compiling probes/features.cpp ..." or "... (cached)"
  bool from_cache = false;
  // Warnings, as the probe's report gives them: a malformed cache file that was ignored
  // (feature-cache-ignored), first; a probe that did not compile, with the compiler's words, so
  // that the knowledge base answers instead (feature-probe-failed).
  std::vector<Diagnostic> diagnostics;
  bool failed() const;  // some probe did not compile: the result is not cached
};

// The cached result under `key`: nullopt when there is no cache file or it holds another key (the
// probes rerun), an Error when the file is malformed (not JSON, the wrong shape or types,
// truncated). Never throws.
Expected<std::optional<FeatureProbeResult>> read_feature_cache(const fs::path& file, const std::string& key);

// Every marker in a byte buffer (an object file).
std::map<std::string, long> read_probe_markers(const std::string& bytes);

// Compiles the probes (or reads the cache). When another process is already compiling them for
// the same cache file (see start_feature_probes_in_background), waits for its result instead.
FeatureProbeResult run_feature_probes(const FeatureProbeInputs& inputs);

// Starts the compilation in a detached process that fills the cache file, and returns at once;
// does nothing when the cache is already valid. CMake's own CUDA compiler identification takes
// seconds, so starting the probes before it and collecting them after hides their cost.
// Needs inputs.cache_file.
void start_feature_probes_in_background(const FeatureProbeInputs& inputs);

}  // namespace cudacompat
