// yaml-cpp behind the readers' error rule: a document, or an Error that names file:line. Internal
// to the pin readers (read_conda_environment.cpp, read_conda_recipe.cpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <yaml-cpp/yaml.h>

#include "common/expected.h"

namespace cudacompat::pins::detail {

// The first document; a malformed one is an Error naming file:line, the column and what yaml-cpp
// expected. yaml-cpp limits nesting itself (an Error, not a stack overflow).
[[nodiscard]] Expected<YAML::Node> parse_yaml(const std::string& text, const std::string& file);

// `map[key]` when `map` is a map that holds `key`, else nullopt. yaml-cpp's const operator[]
// answers a missing key with an invalid node on which every query but IsDefined() throws.
std::optional<YAML::Node> child(const YAML::Node& map, std::string_view key);

int line_of(const YAML::Node& node);  // 1-based; 0 when yaml-cpp gives no position

// "file:line: malformed YAML at column N: what yaml-cpp found".
Error yaml_error(const std::string& file, const YAML::Exception& error);

// Runs `walk` over a parsed document. yaml-cpp throws from queries a reader did not expect to fail
// (a conversion, an invalid node); that becomes an Error naming the file, never a crash.
template <class Walk>
[[nodiscard]] Expected<void> walk_yaml(const std::string& file, Walk&& walk) {
  try {
    walk();
    return {};
  } catch (const YAML::Exception& error) {
    return yaml_error(file, error);
  }
}

// "a list", "a map", "a string", "nothing": for messages that say what was found.
std::string_view yaml_type_name(const YAML::Node& node);

}  // namespace cudacompat::pins::detail
