#include "pin/jinja_placeholders.h"

#include <fmt/format.h>

namespace cudacompat::pins::detail {
namespace {

constexpr std::string_view kPlaceholderStart = "__jinja_";
constexpr std::string_view kPlaceholderEnd = "__";

}  // namespace

JinjaMasked mask_jinja(std::string_view text, bool blank_statements) {
  JinjaMasked masked;
  masked.text.reserve(text.size());
  std::size_t pos = 0;
  while (pos < text.size()) {
    const bool dollar = text.substr(pos, 3) == "${{";
    const std::string_view open = text.substr(pos + (dollar ? 1 : 0), 2);
    const bool expression = open == "{{";
    const bool statement = blank_statements && (open == "{%" || open == "{#");
    const std::string_view close = open == "{{" ? "}}" : open == "{%" ? "%}" : "#}";
    const std::size_t end = (expression || statement) ? text.find(close, pos + 2) : std::string_view::npos;
    if (end == std::string_view::npos) {  // plain text, or an unclosed tag left as it is
      masked.text += text[pos++];
      continue;
    }
    const std::string_view tag = text.substr(pos, end + 2 - pos);
    if (expression) {
      masked.text += fmt::format("{}{}{}", kPlaceholderStart, masked.expressions.size(), kPlaceholderEnd);
      masked.expressions.emplace_back(tag);
    } else {
      for (char c : tag) masked.text += c == '\n' ? '\n' : ' ';
    }
    pos = end + 2;
  }
  return masked;
}

std::string unmask_jinja(std::string_view text, const std::vector<std::string>& expressions) {
  std::string out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t start = text.find(kPlaceholderStart, pos);
    if (start == std::string_view::npos) break;
    std::size_t digits_end = start + kPlaceholderStart.size();
    std::size_t number = 0;
    while (digits_end < text.size() && text[digits_end] >= '0' && text[digits_end] <= '9' &&
           number < expressions.size())
      number = number * 10 + static_cast<std::size_t>(text[digits_end++] - '0');
    const bool placeholder = digits_end > start + kPlaceholderStart.size() && number < expressions.size() &&
                             text.substr(digits_end, kPlaceholderEnd.size()) == kPlaceholderEnd;
    out += text.substr(pos, start - pos);
    if (placeholder) {
      out += expressions[number];
      pos = digits_end + kPlaceholderEnd.size();
    } else {
      out += text.substr(start, kPlaceholderStart.size());
      pos = start + kPlaceholderStart.size();
    }
  }
  out += text.substr(pos);
  return out;
}

}  // namespace cudacompat::pins::detail
