// Small scanning primitives for reading tool output, headers and scripts without std::regex.
//
// Why not <regex>: the probe is compiled at configure time by every consumer that takes cudacompat
// from source (the bootstrap tool, at -O0), and <regex> alone costs seconds of compile time in each
// translation unit that includes it. And libstdc++'s regex executor recurses once per input
// character, so a long input (a multi-megabyte wrapper script, an odd `nvcc --list-gpu-arch`
// listing) can overflow the stack. Every function here is one forward loop: linear, no recursion.
//
// Positions are indices into the text; a function that reads a run returns where the run ends,
// which is the position it was given when the run is empty.
#pragma once

#include <charconv>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::scan {

// The characters regex's \s matches in the C locale: space, \t, \n, \v, \f, \r.
inline bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
// Regex's [ \t].
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }
// Regex's [0-9] (and \d in the C locale).
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
// Regex's [A-Za-z_] and [A-Za-z0-9_].
inline bool is_identifier_start(char c) { return c == '_' || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
inline bool is_identifier_char(char c) { return is_identifier_start(c) || is_digit(c); }

// The end of the run of characters from `pos` on for which `belongs` holds (a greedy `[...]*`).
template <class Belongs>
std::size_t end_of_run(std::string_view text, std::size_t pos, Belongs belongs) {
  while (pos < text.size() && belongs(text[pos])) ++pos;
  return pos;
}

// \s*
inline std::size_t skip_spaces(std::string_view text, std::size_t pos) { return end_of_run(text, pos, is_space); }
// [ \t]*
inline std::size_t skip_blanks(std::string_view text, std::size_t pos) { return end_of_run(text, pos, is_blank); }
// ^\s*(.*?)\s*$: the text without the spaces that begin and end it.
inline std::string_view trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}
// [0-9]*
inline std::size_t end_of_digits(std::string_view text, std::size_t pos) { return end_of_run(text, pos, is_digit); }

// [A-Za-z_][A-Za-z0-9_]*: its end, or `pos` when no identifier starts there.
inline std::size_t end_of_identifier(std::string_view text, std::size_t pos) {
  if (pos >= text.size() || !is_identifier_start(text[pos])) return pos;
  return end_of_run(text, pos + 1, is_identifier_char);
}

// The position just after `literal` when `text` has it at `pos`, else npos.
inline std::size_t after_literal(std::string_view text, std::size_t pos, std::string_view literal) {
  if (pos > text.size() || text.substr(pos, literal.size()) != literal) return std::string_view::npos;
  return pos + literal.size();
}

// [0-9]+ right after `prefix` at `pos`: the digits, or empty when `prefix` is not there or no
// digit follows it. digits_after("cuda-12.4", 0, "cuda-") is "12".
inline std::string_view digits_after(std::string_view text, std::size_t pos, std::string_view prefix) {
  std::size_t start = after_literal(text, pos, prefix);
  if (start == std::string_view::npos) return {};
  return text.substr(start, end_of_digits(text, start) - start);
}

// The number `text` spells in decimal (an optional '-', then digits, nothing else), or nullopt
// when it is empty, not a number or out of T's range. Not std::stoi: that throws on all three,
// and these texts come from files and programs nobody here wrote (a `#if __GNUC__ > 99999999999`,
// a package named nvidia-x-cu99999999999).
template <class T = int>
std::optional<T> to_number(std::string_view text) {
  T value{};
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || stop != end) return std::nullopt;
  return value;
}

// The pieces between runs of any of `separators`, empty pieces left out (regex_token_iterator
// over `[seps]+` with the empty tokens dropped): "80;;90, 100" on ";, " gives {"80", "90", "100"}.
inline std::vector<std::string> split_on_any(std::string_view text, std::string_view separators) {
  std::vector<std::string> pieces;
  std::string piece;
  for (char c : text) {
    if (separators.find(c) == std::string_view::npos) {
      piece += c;
    } else if (!piece.empty()) {
      pieces.push_back(piece);
      piece.clear();
    }
  }
  if (!piece.empty()) pieces.push_back(piece);
  return pieces;
}

}  // namespace cudacompat::scan
