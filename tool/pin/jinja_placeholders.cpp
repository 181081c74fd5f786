#include "pin/jinja_placeholders.h"

#include <fmt/format.h>

namespace cudacompat::pins::detail {
namespace {

constexpr std::string_view kPlaceholderStart = "__jinja_";
constexpr std::string_view kPlaceholderEnd = "__";

}  // namespace

namespace {

std::string_view trimmed_tag(std::string_view inner) {
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '-'; };
  while (!inner.empty() && blank(inner.front())) inner.remove_prefix(1);
  while (!inner.empty() && blank(inner.back())) inner.remove_suffix(1);
  return inner;
}

// The name a `{% macro NAME(args) %}` statement defines, "" for any other statement.
std::string macro_name(std::string_view statement) {
  if (!statement.starts_with("macro ")) return "";
  statement.remove_prefix(6);
  const std::size_t paren = statement.find('(');
  return std::string(trimmed_tag(statement.substr(0, paren)));
}

// Whether an expression calls one of `macros`: `{{ cmake_args("LLAVA_BUILD", "OFF") }}`.
bool calls_macro(std::string_view expression, const std::vector<std::string>& macros) {
  for (const std::string& name : macros)
    if (expression.starts_with(name) && trimmed_tag(expression.substr(name.size())).starts_with('(')) return true;
  return false;
}

void blank_into(std::string& out, std::string_view tag) {
  for (char c : tag) out += c == '\n' ? '\n' : ' ';
}

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
    std::size_t end = (expression || statement) ? text.find(close, pos + 2) : std::string_view::npos;
    if (end == std::string_view::npos) {  // plain text, or an unclosed tag left as it is
      masked.text += text[pos++];
      continue;
    }
    const std::string_view inner =
        trimmed_tag(text.substr(pos + 2 + (dollar ? 1 : 0), end - pos - 2 - (dollar ? 1 : 0)));
    if (statement && open == "{%") {
      // A macro's body is template text for where it is called (llama-cpp-python's feedstock writes
      // its script lines so); it is blanked with its definition, up to `{% endmacro %}`.
      if (std::string name = macro_name(inner); !name.empty()) {
        const std::size_t last = text.find("endmacro", end);
        const std::size_t after = last == std::string_view::npos ? std::string_view::npos : text.find("%}", last);
        if (after != std::string_view::npos) end = after;
        masked.macros.push_back(std::move(name));
      }
    }
    const std::string_view tag = text.substr(pos, end + 2 - pos);
    if (expression && !(blank_statements && calls_macro(inner, masked.macros))) {
      masked.text += fmt::format("{}{}{}", kPlaceholderStart, masked.expressions.size(), kPlaceholderEnd);
      masked.expressions.emplace_back(tag);
    } else {
      blank_into(masked.text, tag);  // a statement, a comment, or what a macro call writes
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
