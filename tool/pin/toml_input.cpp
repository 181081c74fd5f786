#include "pin/toml_input.h"

#include <algorithm>

#include <fmt/format.h>

#include "pin/reader_support.h"

namespace cudacompat::pins::detail {

Expected<toml::table> parse_toml(std::string_view text, const std::string& file) {
  try {
    return toml::parse(text, std::string_view(file));
  } catch (const toml::parse_error& error) {
    const auto& begin = error.source().begin;
    return line_error(file, static_cast<int>(begin.line),
                      fmt::format("malformed TOML at column {}: {}", begin.column, error.description()));
  } catch (const std::exception& error) {  // bad_alloc on a huge document: a value, not a crash
    return error_in(file, fmt::format("cannot parse as TOML: {}", error.what()));
  }
}

int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

int line_of(const toml::key& key) { return static_cast<int>(key.source().begin.line); }

std::string_view toml_type_name(const toml::node& node) {
  switch (node.type()) {
    case toml::node_type::table:
      return "a table";
    case toml::node_type::array:
      return "an array";
    case toml::node_type::string:
      return "a string";
    case toml::node_type::integer:
      return "an integer";
    case toml::node_type::floating_point:
      return "a float";
    case toml::node_type::boolean:
      return "a boolean";
    case toml::node_type::date:
      return "a date";
    case toml::node_type::time:
      return "a time";
    case toml::node_type::date_time:
      return "a date-time";
    case toml::node_type::none:
      break;
  }
  return "nothing";
}

std::vector<std::pair<const toml::key*, const toml::node*>> in_file_order(const toml::table& table) {
  std::vector<std::pair<const toml::key*, const toml::node*>> items;
  for (const auto& [key, value] : table) items.emplace_back(&key, &value);
  std::stable_sort(items.begin(), items.end(), [](const auto& a, const auto& b) {
    const auto& x = a.first->source().begin;
    const auto& y = b.first->source().begin;
    return x.line != y.line ? x.line < y.line : x.column < y.column;
  });
  return items;
}

void sort_by_line(std::vector<Declared>& entries) {
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Declared& a, const Declared& b) { return a.line < b.line; });
}

}  // namespace cudacompat::pins::detail
