#include "probe/feature_probe.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <thread>

#include <algorithm>
#include <future>

#include "common/display_text.h"
#include "common/files.h"
#include "common/json_value.h"
#include "common/scan.h"
#include "common/subprocess.h"
#include "knowledge/embedded.h"
#include "probe/cache_file.h"
#include "probe/fingerprint.h"

namespace cudacompat {
namespace {

std::string cache_key(const FeatureProbeInputs& inputs) {
  Fingerprint fingerprint;
  fingerprint.add(CUDACOMPAT_VERSION_STRING);
  for (int i = 0; i < kEmbeddedProbeFileCount; ++i) fingerprint.add(kEmbeddedProbeFiles[i].content);
  fingerprint.add(inputs.compiler.string());
  fingerprint.add_file_stamp(normalized(inputs.compiler));
  for (const auto& dir : inputs.include_dirs) {
    fingerprint.add(dir.string());
    for (const char* header : {"cuda.h", "cuda_runtime_api.h", "cuda_runtime.h", "cuda/std/__cccl/version.h",
                               "cub/version.cuh", "cuda_bf16.h", "cuda_fp8.h"})
      fingerprint.add_file_stamp(dir / header);
  }
  return fingerprint.hex();
}

}  // namespace

Expected<std::optional<FeatureProbeResult>> read_feature_cache(const fs::path& file, const std::string& key) {
  Expected<std::optional<CacheFile>> cache =
      read_cache_file(file, {64u << 20, "is not valid JSON (truncated or damaged)"});
  if (!cache) return cache.error();
  if (!*cache) return std::optional<FeatureProbeResult>();
  const json::Value document = (*cache)->root();
  std::optional<json::Value> values = document.find("values");
  if (!values || !values->is_object()) return Error{file.string() + " has no object at 'values'"};
  std::optional<json::Value> source = document.find("source");
  if (source && !source->is_string()) return Error{file.string() + " has a 'source' that is not a string"};
  FeatureProbeResult result;
  for (const auto& [name, value] : values->members()) {
    std::optional<long long> number = value.is_integer() ? value.integer() : std::nullopt;
    if (!number) return Error{file.string() + " has a value for " + utf8_escaped(name) + " that is not an integer"};
    result.values[name] = static_cast<long>(*number);
  }
  if ((*cache)->key != key) return std::optional<FeatureProbeResult>();  // stale: rerun
  // The same source text as the run that filled the cache: the report must not change on a re-run.
  result.source = source ? source->text() : std::string();
  result.from_cache = true;
  return std::optional<FeatureProbeResult>(std::move(result));
}

bool FeatureProbeResult::failed() const {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.code == "feature-probe-failed"; });
}

namespace {

// A probe that did not compile: the knowledge base answers for its features.
Diagnostic probe_failed(const std::string& problem) {
  return Diagnostic::warning("feature-probe-failed",
                             "feature probe failed, the knowledge base answers instead: " + problem);
}

// A valid cache entry, or nothing; a malformed file adds a warning (once) and counts as nothing.
std::optional<FeatureProbeResult> read_cache(const fs::path& file, const std::string& key,
                                             std::vector<Diagnostic>* warnings = nullptr) {
  Expected<std::optional<FeatureProbeResult>> cached = read_feature_cache(file, key);
  if (!cached) {
    if (warnings)
      warnings->push_back(
          Diagnostic::warning("feature-cache-ignored",
                              "the feature-probe cache " + cached.error().message + "; ignored, the probes run again"));
    return std::nullopt;
  }
  return std::move(*cached);
}

}  // namespace

std::map<std::string, long> read_probe_markers(const std::string& bytes) {
  static const std::string kPrefix = "CUDACOMPAT_PROBE[";
  std::map<std::string, long> values;
  for (size_t at = bytes.find(kPrefix); at != std::string::npos; at = bytes.find(kPrefix, at + 1)) {
    size_t start = at + kPrefix.size();
    size_t equals = bytes.find('=', start);
    size_t close = bytes.find(']', start);
    if (equals == std::string::npos || close == std::string::npos || equals > close || close - start > 80) continue;
    std::string name = bytes.substr(start, equals - start);
    std::string number = bytes.substr(equals + 1, close - equals - 1);
    if (name.empty()) continue;
    if (auto value = scan::to_number<long>(number)) values[name] = *value;  // "-", "1-2", 20 digits: not a marker
  }
  return values;
}

namespace {

fs::path pending_file(const fs::path& cache_file) {
  fs::path pending = cache_file;
  pending += ".pending";
  return pending;
}

// Waits while a background run for this cache file is alive; true when it left a valid cache.
bool wait_for_background_run(const FeatureProbeInputs& inputs, const std::string& key) {
  fs::path pending = pending_file(*inputs.cache_file);
  Expected<std::string> text = read_text_file(pending, 64);
  if (!text) return false;
  pid_t pid = static_cast<pid_t>(std::atol(text->c_str()));
  auto deadline = std::chrono::steady_clock::now() + inputs.time_limit;
  while (pid > 0 && ::kill(pid, 0) == 0 && std::chrono::steady_clock::now() < deadline) {
    if (read_cache(*inputs.cache_file, key)) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return read_cache(*inputs.cache_file, key).has_value();
}

FeatureProbeResult compile_feature_probes(const FeatureProbeInputs& inputs, const std::string& key);

}  // namespace

void start_feature_probes_in_background(const FeatureProbeInputs& inputs) {
  std::string key = cache_key(inputs);
  if (!inputs.cache_file || read_cache(*inputs.cache_file, key)) return;
  // A malformed cache is replaced by the run below; the foreground run reports it if still there.
  std::error_code ec;
  fs::create_directories(inputs.cache_file->parent_path(), ec);
  pid_t pid = ::fork();
  if (pid < 0) return;  // the foreground run will compile them instead
  if (pid == 0) {
    // Detached, and with no inherited pipes: whoever ran us (CMake's execute_process) waits for
    // its pipes to close, and must not wait for this process.
    ::setsid();
    int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, 0);
    ::dup2(null, 1);
    ::dup2(null, 2);
    try {
      compile_feature_probes(inputs, key);
    } catch (...) {
    }
    std::error_code ignored;
    fs::remove(pending_file(*inputs.cache_file), ignored);
    ::_exit(0);
  }
  // Without the marker the foreground run compiles the probes itself: slower, not wrong.
  (void)write_if_changed(pending_file(*inputs.cache_file), std::to_string(pid) + "\n");
}

FeatureProbeResult run_feature_probes(const FeatureProbeInputs& inputs) {
  std::string key = cache_key(inputs);
  std::vector<Diagnostic> warnings;
  if (inputs.cache_file) {
    if (auto cached = read_cache(*inputs.cache_file, key, &warnings)) return *cached;
    if (wait_for_background_run(inputs, key))
      if (auto cached = read_cache(*inputs.cache_file, key, &warnings)) return *cached;
  }
  FeatureProbeResult result;
  try {
    result = compile_feature_probes(inputs, key);
  } catch (const std::exception& e) {
    result.diagnostics.push_back(probe_failed(std::string("the feature probes could not run: ") + e.what()));
  }
  result.diagnostics.insert(result.diagnostics.begin(), warnings.begin(), warnings.end());
  return result;
}

namespace {

FeatureProbeResult compile_feature_probes(const FeatureProbeInputs& inputs, const std::string& key) {
  FeatureProbeResult result;
  std::error_code ec;
  fs::create_directories(inputs.work_dir, ec);
  std::vector<std::string> translation_units;
  for (int i = 0; i < kEmbeddedProbeFileCount; ++i) {
    std::string name = kEmbeddedProbeFiles[i].name;
    if (auto written = write_if_changed(inputs.work_dir / name, kEmbeddedProbeFiles[i].content); !written) {
      result.diagnostics.push_back(probe_failed("cannot write the feature probe: " + written.error().message));
      return result;
    }
    if (name.size() > 4 && name.substr(name.size() - 4) == ".cpp") translation_units.push_back(name);
  }

  // Concurrently: the translation units are independent, and the CCCL one dominates.
  std::vector<std::future<ProcessResult>> runs;
  for (const auto& unit : translation_units) {
    std::vector<std::string> argv = {inputs.compiler.string(), "-std=c++17", "-w", "-c"};
    for (const auto& dir : inputs.include_dirs) argv.push_back("-I" + dir.string());
    argv.push_back("-o");
    argv.push_back((inputs.work_dir / (unit + ".o")).string());
    argv.push_back((inputs.work_dir / unit).string());
    runs.push_back(std::async(std::launch::async,
                              [&inputs, argv] { return run_process(argv, inputs.environment, inputs.time_limit); }));
  }
  for (size_t i = 0; i < runs.size(); ++i) {
    ProcessResult run = runs[i].get();
    if (!run.ok()) {
      result.diagnostics.push_back(probe_failed("probes/" + translation_units[i] + " did not compile: " + run.failure +
                                                "\n" + run.errors.substr(0, 2000)));
      continue;
    }
    auto object = read_text_file(inputs.work_dir / (translation_units[i] + ".o"));
    if (!object) {
      result.diagnostics.push_back(probe_failed(object.error().message));
      continue;
    }
    for (const auto& [name, value] : read_probe_markers(*object)) result.values[name] = value;
  }
  std::string units;
  for (const auto& unit : translation_units) units += (units.empty() ? "" : ", ") + std::string("probes/") + unit;
  result.source = inputs.compiler.filename().string() + " -c " + units;

  if (inputs.cache_file && !result.failed()) {
    json::Tree values = json::Tree::object();
    for (const auto& [name, value] : result.values) values.set(name, value);
    // An unwritten cache costs the next configure the probes again: slower, not wrong.
    (void)write_cache_file(*inputs.cache_file, key, {{"source", result.source}, {"values", values}});
  }
  return result;
}

}  // namespace

}  // namespace cudacompat
