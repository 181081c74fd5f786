#include "pin/toml_input.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "common/enum_names.h"
#include "pin/reader_support.h"

namespace cudacompat::pins::detail {

namespace {

bool is_bare_key_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
}

// How deep the keys of a TOML text nest tables, found by a scan of its tokens before toml++ reads
// it: toml++ recurses once per dotted key part and table-header part, and limits the nesting of
// arrays and inline tables but not of keys, so `[a.a.a...]` 50,000 parts deep overflows the stack.
// A key's depth is the depth it starts at (the table header above it, or the inline table or array
// it is in) plus its dotted parts. Quoted keys ("a.b") are one part; strings and comments are skipped
// whole. A float (1.5) in a value counts as two parts: the depth is never under-counted.
struct KeyDepth {
  int depth = 0;  // of the deepest key
  int line = 0;   // the first line with a key deeper than kMaxTomlKeyDepth; 0 when none is
};

// The scan deepest_key makes: one pass over the tokens, keeping the nesting it is in.
class KeyDepthScanner {
 public:
  explicit KeyDepthScanner(std::string_view text) : text_(text) {}

  KeyDepth scan() {
    for (i_ = 0; i_ < text_.size(); ++i_) step(text_[i_]);
    return deepest_;
  }

 private:
  void step(char c) {
    const bool line_start = at_line_start_;
    if (c != ' ' && c != '\t' && c != '\r') at_line_start_ = false;
    if (c == '\n') {
      ++line_;
      at_line_start_ = true;
      return;
    }
    if (c == ' ' || c == '\t' || c == '\r') return;
    if (c == '#') {
      while (i_ + 1 < text_.size() && text_[i_ + 1] != '\n') ++i_;
      return;
    }
    if (c == '"' || c == '\'') {
      skip_string(c);
      part();
      value_next_ = false;
      return;
    }
    if (is_bare_key_char(c)) {
      while (i_ + 1 < text_.size() && is_bare_key_char(text_[i_ + 1])) ++i_;
      part();
      value_next_ = false;
      return;
    }
    if (c == '.') {
      after_dot_ = true;
      return;
    }
    after_dot_ = false;
    punctuation(c, line_start);
  }

  // A string from its opening quote `quote` at i_: i_ ends on its closing quote.
  void skip_string(char quote) {
    const bool multi_line = text_.substr(i_, 3) == std::string_view(quote == '"' ? "\"\"\"" : "\'\'\'");
    const std::string_view close = multi_line ? text_.substr(i_, 3) : text_.substr(i_, 1);
    std::size_t j = i_ + close.size();
    while (j < text_.size() && text_.substr(j, close.size()) != close) {
      if (text_[j] == '\n') ++line_;
      if (quote == '"' && text_[j] == '\\') ++j;  // an escape: the next character does not close
      ++j;
    }
    while (multi_line && j + 3 < text_.size() && text_[j + 3] == quote) ++j;  // """a"""" ends at the last quote
    i_ = std::min(j + close.size(), text_.size()) - 1;
  }

  void punctuation(char c, bool line_start) {
    if (c == '[' && open_.empty() && (line_start || in_header_)) {  // a table header: [a.b] or [[a.b]]
      in_header_ = true;
      ++header_brackets_;
      return;
    }
    if (c == ']' && in_header_) {
      if (--header_brackets_ == 0) in_header_ = false;
      return;
    }
    if (c == '=') {
      value_next_ = true;
      return;
    }
    if (c == '{' || c == '[') {
      // An inline table's keys start at the depth of the key it is the value of; an array's items
      // are one deeper.
      const int from = value_next_ ? last_key_depth_ : base();
      open_.push_back(c == '{' ? from : from + 1);
      value_next_ = false;
      return;
    }
    if ((c == '}' || c == ']') && !open_.empty()) open_.pop_back();
    value_next_ = false;
  }

  int base() const { return open_.empty() ? (in_header_ ? 0 : header_depth_) : open_.back(); }

  // One part of a key (bare or quoted): its depth is where the chain started plus its parts.
  void part() {
    chain_ = after_dot_ ? chain_ + 1 : 1;
    after_dot_ = false;
    const int depth = base() + chain_;
    deepest_.depth = std::max(deepest_.depth, depth);
    if (depth > kMaxTomlKeyDepth && deepest_.line == 0) deepest_.line = line_;
    if (in_header_) header_depth_ = chain_ + (header_brackets_ == 2 ? 1 : 0);
    last_key_depth_ = depth;
  }

  std::string_view text_;
  std::size_t i_ = 0;
  KeyDepth deepest_;
  int line_ = 1;
  int header_depth_ = 0;       // of the last [table] or [[array]] header
  std::vector<int> open_;      // depths that keys start at inside each open { or [
  int chain_ = 0;              // parts of the key being read
  bool after_dot_ = false;     // the last token was '.', so the next part continues the chain
  int last_key_depth_ = 0;     // of the key before the last '='
  bool value_next_ = false;    // the last token was '=': a '{' or '[' now opens its value
  bool at_line_start_ = true;  // only whitespace since the last line break
  bool in_header_ = false;
  int header_brackets_ = 0;
};

KeyDepth deepest_key(std::string_view text) { return KeyDepthScanner(text).scan(); }

}  // namespace

Expected<toml::table> parse_toml(std::string_view text, const std::string& file) {
  if (const KeyDepth keys = deepest_key(text); keys.depth > kMaxTomlKeyDepth) {
    return line_error(file, keys.line,
                      fmt::format("keys nest tables {} deep (dotted keys, table headers, inline tables and arrays "
                                  "together; this line is the first past the limit); at most {} are read: a "
                                  "dependency file nests a few",
                                  keys.depth, kMaxTomlKeyDepth));
  }
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

Expected<TomlFile> read_toml(const std::string& path) {
  auto text = read_input(path);
  if (!text) return text.error();
  auto document = parse_toml(*text, path);
  if (!document) return document.error();
  return TomlFile{std::move(*text), std::move(*document)};
}

int line_of(const toml::node& node) { return static_cast<int>(node.source().begin.line); }

int line_of(const toml::key& key) { return static_cast<int>(key.source().begin.line); }

constexpr EnumName<toml::node_type> kTomlTypeNames[] = {{toml::node_type::table, "a table"},
                                                        {toml::node_type::array, "an array"},
                                                        {toml::node_type::string, "a string"},
                                                        {toml::node_type::integer, "an integer"},
                                                        {toml::node_type::floating_point, "a float"},
                                                        {toml::node_type::boolean, "a boolean"},
                                                        {toml::node_type::date, "a date"},
                                                        {toml::node_type::time, "a time"},
                                                        {toml::node_type::date_time, "a date-time"},
                                                        {toml::node_type::none, "nothing"}};

std::string_view toml_type_name(const toml::node& node) { return name_of(kTomlTypeNames, node.type()); }

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
