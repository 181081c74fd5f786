#include "gate/fetch_previous.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "common/subprocess.h"
#include "requirements/pep508.h"

namespace cudacompat::gate {
namespace {

namespace fs = std::filesystem;

// The cached wheels of NAME==VERSION for one (Python tag, machine), found by their names.
std::vector<std::string> cached(const std::string& cache, const std::string& name, const std::string& version,
                                const Artifact& like) {
  std::vector<std::string> found;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(cache, error)) {
    auto artifact = collect_artifacts({entry.path().string()}, "--previous");
    if (!artifact || artifact->size() != 1) continue;
    const Artifact& wheel = (*artifact)[0];
    if (wheel.kind == "wheel" && wheel.name == name && wheel.version == version &&
        wheel.python_tag == like.python_tag && wheel.machine == like.machine) {
      found.push_back(wheel.path);
    }
  }
  return found;
}

// pip's --python-version, --implementation and --abi from a CPython tag ("cp312"); the wheel's own
// platform tags as --platform, each of a compressed set.
std::vector<std::string> pip_target(const Artifact& like) {
  std::vector<std::string> argv;
  if (like.python_tag.size() > 3 && like.python_tag.starts_with("cp")) {
    argv = {"--python-version",
            like.python_tag.substr(2, 1) + "." + like.python_tag.substr(3),
            "--implementation",
            "cp",
            "--abi",
            like.python_tag};
  }
  std::size_t start = 0;
  while (start <= like.platform_tag.size()) {
    const auto dot = like.platform_tag.find('.', start);
    argv.push_back("--platform");
    argv.push_back(like.platform_tag.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return argv;
}

}  // namespace

bool is_requirement_input(const std::string& input) { return input.starts_with("pypi:"); }

std::string previous_cache_directory() {
  if (const char* set = std::getenv("CUDACOMPAT_GATE_CACHE"); set && *set) return set;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::string(xdg) + "/cudacompat/previous";
  const char* home = std::getenv("HOME");
  return std::string(home && *home ? home : ".") + "/.cache/cudacompat/previous";
}

Expected<std::vector<std::string>> fetch_previous(const std::string& requirement, const std::vector<Artifact>& fresh,
                                                  const std::string& cache) {
  const std::string text = requirement.substr(5);
  const auto equals = text.find("==");
  if (equals == std::string::npos || equals == 0 || text.find_first_of("<>!~,;[ ", 0) != std::string::npos) {
    return Error{
        fmt::format("--previous {}: a release to fetch is pypi:NAME==VERSION (one exact version, such as "
                    "pypi:cuda-python==12.6.0)",
                    requirement)};
  }
  const std::string name = requirements::normalize_python_name(text.substr(0, equals));
  const std::string version = text.substr(equals + 2);
  std::vector<const Artifact*> targets;
  std::set<std::string> seen;
  for (const auto& artifact : fresh) {
    if (artifact.kind == "wheel" && artifact.name == name && seen.insert(artifact.pairing_key()).second)
      targets.push_back(&artifact);
  }
  if (targets.empty()) {
    return Error{fmt::format("--previous {}: no NEW wheel is named {}: nothing to pair the fetched release with",
                             requirement, name)};
  }
  std::error_code error;
  fs::create_directories(cache, error);
  if (error)
    return Error{fmt::format("--previous {}: cannot create the cache {}: {}", requirement, cache, error.message())};
  std::vector<std::string> files;
  for (const Artifact* like : targets) {
    auto found = cached(cache, name, version, *like);
    if (found.empty()) {
      std::vector<std::string> argv = {"python3",
                                       "-m",
                                       "pip",
                                       "download",
                                       "--quiet",
                                       "--no-deps",
                                       "--only-binary=:all:",
                                       "--disable-pip-version-check",
                                       "-d",
                                       cache};
      auto target = pip_target(*like);
      argv.insert(argv.end(), target.begin(), target.end());
      argv.push_back(name + "==" + version);
      const ProcessResult run = run_process(argv, std::chrono::minutes(10));
      if (!run.ok()) {
        std::string words = run.errors.empty() ? run.failure : run.errors;
        if (words.size() > 600) words = "..." + words.substr(words.size() - 600);
        return Error{fmt::format("--previous {}: the {} {} wheel could not be fetched ({}): {}", requirement,
                                 like->python_tag, like->machine, describe_command(argv), words)};
      }
      found = cached(cache, name, version, *like);
      if (found.empty()) {
        return Error{fmt::format("--previous {}: pip fetched no {} {} wheel of it into {}", requirement,
                                 like->python_tag, like->machine, cache)};
      }
    }
    files.push_back(found.front());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace cudacompat::gate
