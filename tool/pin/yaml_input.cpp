#include "pin/yaml_input.h"

#include <fmt/format.h>

#include "pin/reader_support.h"

namespace cudacompat::pins::detail {

Expected<YAML::Node> parse_yaml(const std::string& text, const std::string& file) {
  try {
    return YAML::Load(text);
  } catch (const YAML::Exception& error) {
    return yaml_error(file, error);
  } catch (const std::exception& error) {  // bad_alloc on a huge document: a value, not a crash
    return error_in(file, fmt::format("cannot parse as YAML: {}", error.what()));
  }
}

Error yaml_error(const std::string& file, const YAML::Exception& error) {
  if (error.mark.is_null()) return error_in(file, fmt::format("malformed YAML: {}", error.msg));
  return line_error(file, error.mark.line + 1,
                    fmt::format("malformed YAML at column {}: {}", error.mark.column + 1, error.msg));
}

std::optional<YAML::Node> child(const YAML::Node& map, std::string_view key) {
  if (!map.IsDefined() || !map.IsMap()) return std::nullopt;
  const YAML::Node value = map[std::string(key)];
  if (!value.IsDefined()) return std::nullopt;
  return value;
}

int line_of(const YAML::Node& node) {
  const int line = node.Mark().line;
  return line >= 0 ? line + 1 : 0;
}

std::string_view yaml_type_name(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Map:
      return "a map";
    case YAML::NodeType::Scalar:
      return "a string";
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
      break;
  }
  return "nothing";
}

}  // namespace cudacompat::pins::detail
