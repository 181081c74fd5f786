// yaml-cpp behind the readers' error rule: a document, or an Error that names file:line. Internal
// to the pin readers (read_conda_environment.cpp, read_conda_recipe.cpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <yaml-cpp/yaml.h>

#include "common/diagnostic.h"
#include "common/expected.h"

namespace cudacompat::pins::detail {

// Nodes a document may hold, counting each alias as the nodes of what it names: far above any real
// dependency file, and low enough that every walk of the document stays in milliseconds and a few MB.
inline constexpr std::size_t kMaxYamlNodes = 100000;

// The first document; a malformed one is an Error naming file:line, the column and what yaml-cpp
// expected. yaml-cpp limits nesting itself (an Error, not a stack overflow). A document of more than
// kMaxYamlNodes nodes once its aliases are expanded is an Error naming the line where the count
// passed it, found by a first parse that counts without building the tree.
[[nodiscard]] Expected<YAML::Node> parse_yaml(const std::string& text, const std::string& file);

// The file read (read_input) and its first document parsed (parse_yaml), or the Error of whichever
// step failed.
[[nodiscard]] Expected<YAML::Node> read_yaml(const std::string& path);

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

// A value of the wrong type at `node`'s line (entry-wrong-type): "expected <expected>, found <what
// `node` is>". Every YAML reader words it so.
Diagnostic wrong_type(std::string_view file, const YAML::Node& node, std::string_view expected);

}  // namespace cudacompat::pins::detail
