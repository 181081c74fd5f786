#include "gate/artifacts.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>

#include "requirements/pep508.h"
#include "variant/wheel_files.h"

namespace cudacompat::gate {
namespace {

namespace fs = std::filesystem;

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

bool is_package_name(std::string_view name) {
  return ends_with(name, ".whl") || ends_with(name, ".deb") || ends_with(name, ".conda") || ends_with(name, ".tar.bz2");
}

// The machine of a wheel platform tag: the first tag of a compressed set, without the libc family
// and floor that the same machine's next release may raise (manylinux2014 -> manylinux_2_28).
std::string wheel_machine(const std::string& platform_tag) {
  const std::string first = platform_tag.substr(0, platform_tag.find('.'));
  static const std::regex kLinux(R"(^(?:manylinux_\d+_\d+|musllinux_\d+_\d+|manylinux\d*|linux)_(.+)$)");
  std::smatch match;
  if (std::regex_match(first, match, kLinux)) return match[1].str();
  return first;
}

Expected<Artifact> read_artifact(const std::string& path, const std::string& option) {
  const std::string file = fs::path(path).filename().string();
  Artifact artifact;
  artifact.path = path;
  if (ends_with(file, ".whl")) {
    auto name = variant::parse_wheel_name(file);
    if (!name) return Error{fmt::format("{} {}: {}", option, path, name.error().message)};
    artifact.kind = "wheel";
    artifact.name = requirements::normalize_python_name(name->name);
    artifact.version = name->version;
    artifact.python_tag = name->python_tag;
    artifact.platform_tag = name->platform_tag;
    artifact.machine = wheel_machine(name->platform_tag);
    if (name->label) artifact.machine += "-" + *name->label;  // a variant pairs with the same variant
    return artifact;
  }
  if (ends_with(file, ".deb")) {
    // Debian's file name: name_version_architecture.deb (dpkg-name, dh_builddeb).
    const std::string stem = file.substr(0, file.size() - 4);
    const auto first = stem.find('_');
    const auto last = stem.rfind('_');
    if (first == std::string::npos || first == last) {
      return Error{
          fmt::format("{} {}: not a Debian package file name: it needs name_version_architecture.deb, as "
                      "dpkg-name writes it",
                      option, path)};
    }
    artifact.kind = "deb";
    artifact.name = stem.substr(0, first);
    artifact.version = stem.substr(first + 1, last - first - 1);
    artifact.machine = stem.substr(last + 1);
    return artifact;
  }
  // conda: name-version-build.conda or .tar.bz2
  const std::string stem = file.substr(0, file.size() - (ends_with(file, ".conda") ? 6 : 8));
  const auto build = stem.rfind('-');
  const auto version = build == std::string::npos || build == 0 ? std::string::npos : stem.rfind('-', build - 1);
  if (version == std::string::npos) {
    return Error{fmt::format("{} {}: not a conda package file name: it needs name-version-build.conda (or .tar.bz2)",
                             option, path)};
  }
  artifact.kind = "conda";
  artifact.name = stem.substr(0, version);
  artifact.version = stem.substr(version + 1, build - version - 1);
  return artifact;
}

}  // namespace

std::string Artifact::pairing_key() const { return fmt::format("{}|{}|{}|{}", kind, name, python_tag, machine); }

std::string Artifact::describe() const {
  std::string text = kind + " " + name;
  if (!python_tag.empty()) text += " " + python_tag;
  if (!machine.empty()) text += " " + machine;
  return text;
}

Expected<std::vector<Artifact>> collect_artifacts(const std::vector<std::string>& inputs, const std::string& option) {
  const std::string takes = "it takes wheels, .deb files, conda packages (.conda, .tar.bz2) or directories of them";
  std::vector<std::string> files;
  for (const auto& input : inputs) {
    std::error_code error;
    if (fs::is_directory(input, error)) {
      std::vector<std::string> found;
      for (const auto& entry : fs::recursive_directory_iterator(input, error)) {
        if (entry.is_regular_file() && is_package_name(entry.path().filename().string()))
          found.push_back(entry.path().string());
      }
      if (error) return Error{fmt::format("{} {}: cannot be listed: {}", option, input, error.message())};
      if (found.empty()) return Error{fmt::format("{} {}: the directory holds no package; {}", option, input, takes)};
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (!fs::exists(input, error)) {
      return Error{fmt::format("{} {}: no such file or directory; {}", option, input, takes)};
    } else if (!is_package_name(fs::path(input).filename().string())) {
      return Error{fmt::format("{} {}: not a package file name; {}", option, input, takes)};
    } else {
      files.push_back(input);
    }
  }
  std::vector<Artifact> artifacts;
  for (const auto& file : files) {
    auto artifact = read_artifact(file, option);
    if (!artifact) return artifact.error();
    artifacts.push_back(std::move(artifact).value());
  }
  return artifacts;
}

Expected<Pairing> pair_artifacts(const std::vector<Artifact>& fresh, const std::vector<Artifact>& previous) {
  auto index = [](const std::vector<Artifact>& side,
                  const std::string& option) -> Expected<std::map<std::string, std::size_t>> {
    std::map<std::string, std::size_t> by_key;
    for (std::size_t i = 0; i < side.size(); ++i) {
      auto [at, inserted] = by_key.emplace(side[i].pairing_key(), i);
      if (!inserted) {
        return Error{fmt::format("{} gives two {} artifacts: {} and {}; give one release per side", option,
                                 side[i].describe(), side[at->second].path, side[i].path)};
      }
    }
    return by_key;
  };
  auto fresh_keys = index(fresh, "NEW");
  if (!fresh_keys) return fresh_keys.error();
  auto previous_keys = index(previous, "--previous");
  if (!previous_keys) return previous_keys.error();
  Pairing pairing;
  for (const auto& artifact : fresh) {
    auto match = previous_keys->find(artifact.pairing_key());
    pairing.previous.push_back(match == previous_keys->end() ? std::nullopt : std::optional(match->second));
  }
  for (const auto& [key, i] : *previous_keys) {
    if (!fresh_keys->contains(key)) pairing.dropped.push_back(i);
  }
  std::sort(pairing.dropped.begin(), pairing.dropped.end());
  return pairing;
}

}  // namespace cudacompat::gate
