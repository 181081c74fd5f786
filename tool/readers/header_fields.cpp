#include "readers/header_fields.h"

#include <fmt/format.h>

namespace cudacompat::readers {

std::string_view trim_space(std::string_view text) {
  constexpr std::string_view kSpace = " \t\r\n";
  const std::size_t first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

bool field_is(const HeaderField& field, std::string_view name) {
  if (field.name.size() != name.size()) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    if (lower(field.name[i]) != lower(name[i])) return false;
  }
  return true;
}

Expected<std::vector<HeaderField>> read_header_fields(std::string_view text) {
  std::vector<HeaderField> fields;
  int number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (trim_space(line).empty()) break;  // the end of the header block
    if (line.front() == ' ' || line.front() == '\t') {
      if (fields.empty()) {
        return Error{fmt::format("line {}: a continuation line (starting with a space) before any field", number)};
      }
      std::string& value = fields.back().value;
      if (!value.empty()) value += '\n';
      value += trim_space(line);
      continue;
    }
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || trim_space(line.substr(0, colon)) != line.substr(0, colon)) {
      return Error{fmt::format("line {}: expected 'Name: value', found '{}'", number,
                               line.substr(0, std::min<std::size_t>(line.size(), 60)))};
    }
    HeaderField field;
    field.name = std::string(line.substr(0, colon));
    field.value = std::string(trim_space(line.substr(colon + 1)));
    field.line = number;
    fields.push_back(std::move(field));
  }
  return fields;
}

}  // namespace cudacompat::readers
