#include "gate/fetch_previous.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>

#include "common/files.h"
#include "common/subprocess.h"
#include "requirements/pep508.h"

namespace cudacompat::gate {
namespace {

namespace fs = std::filesystem;

// What a fetched wheel is to the gate: the last release (paired by name), or a downstream consumer.
enum class Fetched { kPrevious, kConsumer };

// The option that named the release, for its errors.
std::string option_of(Fetched what) { return what == Fetched::kPrevious ? "--previous" : "--consumer"; }

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

// `conda:[CHANNEL::]NAME==VERSION` fetched with the user's conda, mamba or micromamba: its own
// channel settings (.condarc's channel_alias, custom_channels, tokens) apply; only the package cache
// is pointed at ours (CONDA_PKGS_DIRS, which all three read), so the file lands where the next run
// finds it without asking the channel.
struct CondaRequirement {
  std::string channel;  // "" for the user's configured channels
  std::string name;
  std::string version;
};

Expected<CondaRequirement> parse_conda_requirement(const std::string& requirement) {
  std::string text = requirement.substr(6);
  CondaRequirement parsed;
  if (const auto colons = text.find("::"); colons != std::string::npos) {
    parsed.channel = text.substr(0, colons);
    text = text.substr(colons + 2);
  }
  const auto equals = text.find("==");
  if (equals == std::string::npos || equals == 0 || equals + 2 == text.size() ||
      text.find_first_of("<>!~,;[= ", equals + 2) != std::string::npos ||
      text.substr(0, equals).find_first_of("<>!~,;[= :") != std::string::npos ||
      (requirement.find("::") != std::string::npos && parsed.channel.empty())) {
    return Error{
        fmt::format("--previous {}: a conda release to fetch is conda:CHANNEL::NAME==VERSION (or "
                    "conda:NAME==VERSION for your configured channels), such as "
                    "conda:conda-forge::cuda-python==12.6.0",
                    requirement)};
  }
  parsed.name = text.substr(0, equals);
  parsed.version = text.substr(equals + 2);
  return parsed;
}

// The conda packages NAME-VERSION-* in `directory`, by their file names, .conda before .tar.bz2.
std::vector<std::string> cached_conda(const std::string& directory, const CondaRequirement& wanted) {
  std::vector<std::string> found;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    if (!entry.is_regular_file(error)) continue;
    auto artifact = collect_artifacts({entry.path().string()}, "--previous");
    if (!artifact || artifact->size() != 1) continue;
    const Artifact& package = (*artifact)[0];
    if (package.kind == "conda" && package.name == wanted.name && package.version == wanted.version)
      found.push_back(package.path);
  }
  std::sort(found.begin(), found.end(), [](const std::string& a, const std::string& b) {
    return std::pair(!a.ends_with(".conda"), a) < std::pair(!b.ends_with(".conda"), b);
  });
  return found;
}

// The user's conda tool: the one their shell activated ($CONDA_EXE, $MAMBA_EXE), else conda, mamba
// or micromamba on PATH.
std::optional<std::string> conda_tool() {
  for (const char* variable : {"CONDA_EXE", "MAMBA_EXE"}) {
    const char* set = std::getenv(variable);
    if (set && *set && is_executable_file(set)) return std::string(set);
  }
  const char* path = std::getenv("PATH");
  for (const char* name : {"conda", "mamba", "micromamba"}) {
    if (auto found = find_program_on_path(name, path ? path : "")) return found->string();
  }
  return std::nullopt;
}

// A failed fetch's own words, their last 600 characters: enough for the error that stopped it.
std::string last_words(std::string words) {
  if (words.size() > 600) words = "..." + words.substr(words.size() - 600);
  return words;
}

// The cache's folder for a channel's packages ("configured-channels" for the user's own), in
// characters any file system takes.
std::string conda_cache_directory(const std::string& cache, const std::string& channel) {
  std::string channel_folder = channel.empty() ? "configured-channels" : channel;
  for (char& c : channel_folder) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
  }
  return cache + "/conda/" + channel_folder;
}

// Runs `tool create --download-only` to fill `directory` (a package cache) with the package.
Expected<void> download_conda(const std::string& requirement, const CondaRequirement& wanted, const std::string& tool,
                              const std::string& directory) {
  std::error_code error;
  fs::create_directories(directory, error);
  if (error)
    return Error{fmt::format("--previous {}: cannot create the cache {}: {}", requirement, directory, error.message())};
  // --download-only solves and fills the package cache, and links nothing into the prefix, which is
  // a scratch name the tool never populates.
  const std::string prefix = directory + "/.download-prefix";
  std::vector<std::string> argv = {"env",
                                   "CONDA_PKGS_DIRS=" + directory,
                                   tool,
                                   "create",
                                   "--yes",
                                   "--quiet",
                                   "--download-only",
                                   "--no-deps",
                                   "--prefix",
                                   prefix};
  if (!wanted.channel.empty()) {
    argv.insert(argv.end(), {"--override-channels", "--channel", wanted.channel});
  }
  argv.push_back(wanted.name + "==" + wanted.version);
  const ProcessResult run = run_process(argv, std::chrono::minutes(10));
  fs::remove_all(prefix, error);
  if (!run.ok()) {
    const std::string words =
        last_words(run.errors.empty() ? (run.output.empty() ? run.failure : run.output) : run.errors);
    return Error{fmt::format("--previous {}: the package could not be fetched ({}): {}", requirement,
                             describe_command(argv), words)};
  }
  return {};
}

Expected<std::vector<std::string>> fetch_conda(const std::string& requirement, const std::vector<Artifact>& fresh,
                                               const std::string& cache) {
  auto wanted = parse_conda_requirement(requirement);
  if (!wanted) return wanted.error();
  if (std::none_of(fresh.begin(), fresh.end(),
                   [&](const Artifact& a) { return a.kind == "conda" && a.name == wanted->name; })) {
    return Error{
        fmt::format("--previous {}: no NEW conda package is named {}: nothing to pair the fetched release "
                    "with",
                    requirement, wanted->name)};
  }
  const std::string directory = conda_cache_directory(cache, wanted->channel);
  if (auto found = cached_conda(directory, *wanted); !found.empty()) return std::vector<std::string>{found.front()};
  const auto tool = conda_tool();
  if (!tool) {
    return Error{fmt::format(
        "--previous {}: fetching a conda release needs conda, mamba or micromamba, and none is on PATH (nor "
        "$CONDA_EXE or $MAMBA_EXE): install one (micromamba is a single binary: "
        "https://mamba.readthedocs.io/en/latest/installation/micromamba-installation.html), or download the "
        "package yourself and give its file as --previous",
        requirement)};
  }
  if (auto downloaded = download_conda(requirement, *wanted, *tool, directory); !downloaded) return downloaded.error();
  auto found = cached_conda(directory, *wanted);
  if (found.empty()) {
    return Error{fmt::format("--previous {}: {} fetched no {}-{} package into {}", requirement, *tool, wanted->name,
                             wanted->version, directory)};
  }
  return std::vector<std::string>{found.front()};
}

}  // namespace

bool is_requirement_input(const std::string& input) {
  return input.starts_with("pypi:") || input.starts_with("conda:");
}

std::string previous_cache_directory() {
  if (const char* set = std::getenv("CUDACOMPAT_GATE_CACHE"); set && *set) return set;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::string(xdg) + "/cudacompat/previous";
  const char* home = std::getenv("HOME");
  return std::string(home && *home ? home : ".") + "/.cache/cudacompat/previous";
}

namespace {

// `pypi:NAME==VERSION`: the normalized name and the exact version.
struct WheelRequirement {
  std::string name;
  std::string version;
};

Expected<WheelRequirement> parse_wheel_requirement(const std::string& requirement, Fetched what) {
  const std::string option = option_of(what);
  const std::string text = requirement.substr(5);
  const auto equals = text.find("==");
  if (equals == std::string::npos || equals == 0 || text.find_first_of("<>!~,;[ ", 0) != std::string::npos) {
    return Error{
        fmt::format("{} {}: a release to fetch is pypi:NAME==VERSION (one exact version, such as "
                    "pypi:{}==12.6.0)",
                    option, requirement, what == Fetched::kPrevious ? "cuda-python" : "rmm-cu12")};
  }
  return WheelRequirement{requirements::normalize_python_name(text.substr(0, equals)), text.substr(equals + 2)};
}

// The NEW wheels to fetch for, one per (Python tag, machine): the last release is fetched for the
// NEW wheels it continues; a consumer, for every Python tag and machine of the NEW wheels (it is
// installed beside them).
Expected<std::vector<const Artifact*>> wheel_targets(const std::string& requirement, const std::string& name,
                                                     const std::vector<Artifact>& fresh, Fetched what) {
  std::vector<const Artifact*> targets;
  std::set<std::string> seen;
  for (const auto& artifact : fresh) {
    const bool continues = what == Fetched::kConsumer || artifact.name == name;
    if (artifact.kind == "wheel" && continues && seen.insert(artifact.python_tag + " " + artifact.machine).second)
      targets.push_back(&artifact);
  }
  if (!targets.empty()) return targets;
  if (what == Fetched::kConsumer) {
    return Error{
        fmt::format("--consumer {}: no NEW artifact is a wheel: a consumer from PyPI is fetched for the "
                    "NEW wheels' Python tags and platforms; give a file instead",
                    requirement)};
  }
  return Error{fmt::format("--previous {}: no NEW wheel is named {}: nothing to pair the fetched release with",
                           requirement, name)};
}

// The cached wheel of the release for `like`'s Python tag and machine, downloaded by pip first when
// the cache has none.
Expected<std::string> fetch_wheel_like(const std::string& requirement, const WheelRequirement& wanted,
                                       const std::string& cache, const Artifact& like, Fetched what) {
  const std::string option = option_of(what);
  auto found = cached(cache, wanted.name, wanted.version, like);
  if (!found.empty()) return found.front();
  std::vector<std::string> argv = {
      "python3", "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "--disable-pip-version-check",
      "-d",      cache};
  auto target = pip_target(like, what);
  argv.insert(argv.end(), target.begin(), target.end());
  argv.push_back(wanted.name + "==" + wanted.version);
  const ProcessResult run = run_process(argv, std::chrono::minutes(10));
  if (!run.ok()) {
    const std::string words = last_words(run.errors.empty() ? run.failure : run.errors);
    return Error{fmt::format("{} {}: the {} {} wheel could not be fetched ({}): {}", option, requirement,
                             like.python_tag, like.machine, describe_command(argv), words)};
  }
  found = cached(cache, wanted.name, wanted.version, like);
  if (found.empty()) {
    return Error{fmt::format("{} {}: pip fetched no {} {} wheel of it into {}", option, requirement, like.python_tag,
                             like.machine, cache)};
  }
  return found.front();
}

Expected<std::vector<std::string>> fetch_wheels(const std::string& requirement, const std::vector<Artifact>& fresh,
                                                const std::string& cache, Fetched what) {
  const std::string option = option_of(what);
  auto wanted = parse_wheel_requirement(requirement, what);
  if (!wanted) return wanted.error();
  auto targets = wheel_targets(requirement, wanted->name, fresh, what);
  if (!targets) return targets.error();
  std::error_code error;
  fs::create_directories(cache, error);
  if (error)
    return Error{fmt::format("{} {}: cannot create the cache {}: {}", option, requirement, cache, error.message())};
  std::vector<std::string> files;
  for (const Artifact* like : *targets) {
    auto file = fetch_wheel_like(requirement, *wanted, cache, *like, what);
    if (!file) return file.error();
    files.push_back(std::move(file).value());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

Expected<std::vector<std::string>> fetch_previous(const std::string& requirement, const std::vector<Artifact>& fresh,
                                                  const std::string& cache) {
  if (requirement.starts_with("conda:")) return fetch_conda(requirement, fresh, cache);
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
    if (input.starts_with("conda:")) {
      return Error{
          fmt::format("--consumer {}: consumers are fetched from PyPI (pypi:NAME==VERSION); give a conda "
                      "package's file",
                      input)};
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
