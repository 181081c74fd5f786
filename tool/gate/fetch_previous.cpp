#include "gate/fetch_previous.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>

#include "common/subprocess.h"
#include "requirements/pep508.h"

namespace cudacompat::gate {
namespace {

namespace fs = std::filesystem;

// What a fetched wheel is to the gate: the last release (paired by name), or a downstream consumer.
enum class Fetched { kPrevious, kConsumer };

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

// The glibc floors listed for a consumer above the NEW wheel's own: a downstream package's libc floor
// is its own (the gate pairs it by machine, not by floor), and pip takes a --platform only as
// written, so every floor a manylinux_2_Y wheel can have is listed, up to beyond any glibc released
// (2.42 in 2025).
constexpr int kNewestGlibcMinorListed = 50;

// A wheel's manylinux_2_Y floor ("manylinux_2_17_x86_64" -> 17), or -1 for another platform tag.
int manylinux_floor(const std::string& tag, const std::string& machine) {
  const std::string prefix = "manylinux_2_";
  const std::string suffix = "_" + machine;
  if (!tag.starts_with(prefix) || !tag.ends_with(suffix) || tag.size() <= prefix.size() + suffix.size()) return -1;
  const std::string minor = tag.substr(prefix.size(), tag.size() - prefix.size() - suffix.size());
  if (minor.find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::stoi(minor);
}

// pip's --python-version, --implementation and --abi from a CPython tag ("cp312"); the wheel's own
// platform tags as --platform, each of a compressed set; for a consumer, also every newer manylinux
// floor of the same machine.
std::vector<std::string> pip_target(const Artifact& like, Fetched what) {
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
  if (what == Fetched::kConsumer) {
    int floor = -1;
    for (std::size_t i = 1; i < argv.size(); i += 2) {
      if (argv[i - 1] == "--platform") floor = std::max(floor, manylinux_floor(argv[i], like.machine));
    }
    for (int minor = floor + 1; floor >= 0 && minor <= kNewestGlibcMinorListed; ++minor) {
      argv.push_back("--platform");
      argv.push_back(fmt::format("manylinux_2_{}_{}", minor, like.machine));
    }
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

namespace {

Expected<std::vector<std::string>> fetch_wheels(const std::string& requirement, const std::vector<Artifact>& fresh,
                                                const std::string& cache, Fetched what) {
  const std::string option = what == Fetched::kPrevious ? "--previous" : "--consumer";
  const std::string text = requirement.substr(5);
  const auto equals = text.find("==");
  if (equals == std::string::npos || equals == 0 || text.find_first_of("<>!~,;[ ", 0) != std::string::npos) {
    return Error{
        fmt::format("{} {}: a release to fetch is pypi:NAME==VERSION (one exact version, such as "
                    "pypi:{}==12.6.0)",
                    option, requirement, what == Fetched::kPrevious ? "cuda-python" : "rmm-cu12")};
  }
  const std::string name = requirements::normalize_python_name(text.substr(0, equals));
  const std::string version = text.substr(equals + 2);
  std::vector<const Artifact*> targets;
  std::set<std::string> seen;
  for (const auto& artifact : fresh) {
    // The last release is fetched for the NEW wheels it continues; a consumer, for every Python tag
    // and machine of the NEW wheels (it is installed beside them).
    const bool continues = what == Fetched::kConsumer || artifact.name == name;
    if (artifact.kind == "wheel" && continues && seen.insert(artifact.python_tag + " " + artifact.machine).second)
      targets.push_back(&artifact);
  }
  if (targets.empty()) {
    if (what == Fetched::kConsumer) {
      return Error{
          fmt::format("--consumer {}: no NEW artifact is a wheel: a consumer from PyPI is fetched for the "
                      "NEW wheels' Python tags and platforms; give a file instead",
                      requirement)};
    }
    return Error{fmt::format("--previous {}: no NEW wheel is named {}: nothing to pair the fetched release with",
                             requirement, name)};
  }
  std::error_code error;
  fs::create_directories(cache, error);
  if (error)
    return Error{fmt::format("{} {}: cannot create the cache {}: {}", option, requirement, cache, error.message())};
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
      auto target = pip_target(*like, what);
      argv.insert(argv.end(), target.begin(), target.end());
      argv.push_back(name + "==" + version);
      const ProcessResult run = run_process(argv, std::chrono::minutes(10));
      if (!run.ok()) {
        std::string words = run.errors.empty() ? run.failure : run.errors;
        if (words.size() > 600) words = "..." + words.substr(words.size() - 600);
        return Error{fmt::format("{} {}: the {} {} wheel could not be fetched ({}): {}", option, requirement,
                                 like->python_tag, like->machine, describe_command(argv), words)};
      }
      found = cached(cache, name, version, *like);
      if (found.empty()) {
        return Error{fmt::format("{} {}: pip fetched no {} {} wheel of it into {}", option, requirement,
                                 like->python_tag, like->machine, cache)};
      }
    }
    files.push_back(found.front());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

Expected<std::vector<std::string>> fetch_previous(const std::string& requirement, const std::vector<Artifact>& fresh,
                                                  const std::string& cache) {
  return fetch_wheels(requirement, fresh, cache, Fetched::kPrevious);
}

Expected<std::vector<std::string>> fetch_consumers(const std::vector<std::string>& inputs,
                                                   const std::vector<std::string>& fresh_inputs,
                                                   const std::string& cache) {
  std::vector<std::string> files;
  std::optional<std::vector<Artifact>> fresh;
  for (const auto& input : inputs) {
    if (!is_requirement_input(input)) {
      files.push_back(input);
      continue;
    }
    if (!fresh) {
      auto collected = collect_artifacts(fresh_inputs, "NEW");
      if (!collected) return collected.error();
      fresh = std::move(collected).value();
    }
    auto fetched = fetch_wheels(input, *fresh, cache, Fetched::kConsumer);
    if (!fetched) return fetched.error();
    files.insert(files.end(), fetched->begin(), fetched->end());
  }
  return files;
}

}  // namespace cudacompat::gate
