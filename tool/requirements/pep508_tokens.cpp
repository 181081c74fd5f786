#include "requirements/pep508_tokens.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "common/scan.h"

namespace cudacompat::requirements::pep508_detail {
namespace {

char byte_at(std::string_view text, std::size_t pos) { return pos < text.size() ? text[pos] : '\0'; }

bool is_ascii_alnum(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

using scan::is_digit;

bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

std::size_t digits_at(std::string_view text, std::size_t pos) {
  std::size_t end = pos;
  while (end < text.size() && is_digit(text[end])) ++end;
  return end - pos;
}

// ASCII case-insensitive: the specifier pattern is compiled with re.IGNORECASE.
bool word_at(std::string_view text, std::size_t pos, std::string_view word) {
  if (pos > text.size() || text.size() - pos < word.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i) {
    char c = text[pos + i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != word[i]) return false;
  }
  return true;
}

std::size_t skip_python_spaces(std::string_view text, std::size_t pos) {
  while (std::size_t width = python_space_at(text, pos)) pos += width;
  return pos;
}

std::size_t optional_separator(std::string_view text, std::size_t pos) {
  const char c = byte_at(text, pos);
  return (c == '-' || c == '_' || c == '.') ? pos + 1 : pos;
}

// `v? ([0-9]+!)? [0-9]+(\.[0-9]+)*`, with at least `min_parts` release components.
std::optional<std::size_t> version_start(std::string_view text, std::size_t pos, int min_parts) {
  if (byte_at(text, pos) == 'v' || byte_at(text, pos) == 'V') ++pos;
  if (std::size_t n = digits_at(text, pos); n > 0 && byte_at(text, pos + n) == '!') pos += n + 1;
  std::size_t n = digits_at(text, pos);
  if (n == 0) return std::nullopt;
  pos += n;
  int parts = 1;
  while (byte_at(text, pos) == '.' && digits_at(text, pos + 1) > 0) {
    pos += 1 + digits_at(text, pos + 1);
    ++parts;
  }
  if (parts < min_parts) return std::nullopt;
  return pos;
}

// `[-_.]? WORD [-_.]? [0-9]*` for the first WORD of `words` found; `pos` when none is.
template <std::size_t N>
std::size_t labelled_segment(std::string_view text, std::size_t pos, const std::array<std::string_view, N>& words) {
  const std::size_t start = optional_separator(text, pos);
  for (std::string_view word : words) {
    if (!word_at(text, start, word)) continue;
    std::size_t end = optional_separator(text, start + word.size());
    return end + digits_at(text, end);
  }
  return pos;
}

// Pre-release, post-release and dev segments, each optional, in that order.
std::size_t release_suffixes(std::string_view text, std::size_t pos) {
  static constexpr std::array<std::string_view, 8> kPre = {"alpha", "beta", "preview", "pre", "a", "b", "c", "rc"};
  static constexpr std::array<std::string_view, 3> kPost = {"post", "rev", "r"};
  static constexpr std::array<std::string_view, 1> kDev = {"dev"};
  pos = labelled_segment(text, pos, kPre);
  if (byte_at(text, pos) == '-' && digits_at(text, pos + 1) > 0) {
    pos += 1 + digits_at(text, pos + 1);  // the implicit post-release "1.0-1"
  } else {
    pos = labelled_segment(text, pos, kPost);
  }
  return labelled_segment(text, pos, kDev);
}

// `\+[a-z0-9]+([-_.][a-z0-9]+)*`, case-insensitive.
std::size_t local_label(std::string_view text, std::size_t pos) {
  if (byte_at(text, pos) != '+' || !is_ascii_alnum(byte_at(text, pos + 1))) return pos;
  std::size_t end = pos + 1;
  while (is_ascii_alnum(byte_at(text, end))) ++end;
  while (optional_separator(text, end) != end && is_ascii_alnum(byte_at(text, end + 1))) {
    end += 1;
    while (is_ascii_alnum(byte_at(text, end))) ++end;
  }
  return end;
}

}  // namespace

std::size_t python_space_at(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return 0;
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(byte_at(text, pos + i)); };
  const unsigned char c = b(0);
  if (c == ' ' || (c >= 0x09 && c <= 0x0d) || (c >= 0x1c && c <= 0x1f)) return 1;
  if (c == 0xc2 && (b(1) == 0x85 || b(1) == 0xa0)) return 2;  // U+0085, U+00A0
  if (c == 0xe1 && b(1) == 0x9a && b(2) == 0x80) return 3;    // U+1680
  if (c == 0xe2 && b(1) == 0x80) {                            // U+2000-200A, 2028, 2029, 202F
    const unsigned char last = b(2);
    return ((last >= 0x80 && last <= 0x8a) || last == 0xa8 || last == 0xa9 || last == 0xaf) ? 3 : 0;
  }
  if (c == 0xe2 && b(1) == 0x81 && b(2) == 0x9f) return 3;  // U+205F
  if (c == 0xe3 && b(1) == 0x80 && b(2) == 0x80) return 3;  // U+3000
  return 0;
}

std::size_t blank_run_at(std::string_view text, std::size_t pos) {
  std::size_t end = pos;
  while (end < text.size() && (text[end] == ' ' || text[end] == '\t')) ++end;
  return end - pos;
}

bool is_word_byte(char c) { return is_ascii_alnum(c) || c == '_' || static_cast<unsigned char>(c) >= 0x80; }

std::optional<std::size_t> match_identifier(std::string_view text, std::size_t pos) {
  if (!is_ascii_alnum(byte_at(text, pos))) return std::nullopt;
  std::size_t end = pos + 1;
  while (end < text.size() && (is_ascii_alnum(text[end]) || text[end] == '.' || text[end] == '_' || text[end] == '-')) {
    ++end;
  }
  // The closing `\b`: the pattern backs off a trailing '.' or '-', and whatever follows the shorter
  // name then starts with '.' or '-', which nothing in the grammar accepts. Refusing here is the same
  // verdict with a clearer message.
  if (text[end - 1] == '.' || text[end - 1] == '-') return std::nullopt;
  if (end < text.size() && is_word_byte(text[end])) return std::nullopt;
  return end;
}

std::optional<std::size_t> match_version_specifier(std::string_view text, std::size_t pos) {
  if (text.substr(pos, 3) == "===") {
    // Arbitrary equality: at least one character, anything but whitespace, ';' or ')'.
    const std::size_t start = skip_python_spaces(text, pos + 3);
    std::size_t end = start;
    while (end < text.size() && text[end] != ';' && text[end] != ')' && python_space_at(text, end) == 0) ++end;
    if (end == start) return std::nullopt;
    return end;
  }
  const std::string_view op = text.substr(pos, 2);
  if (op == "==" || op == "!=") {
    auto end = version_start(text, skip_python_spaces(text, pos + 2), 1);
    if (!end) return std::nullopt;
    if (text.substr(*end, 2) == ".*") return *end + 2;
    return local_label(text, release_suffixes(text, *end));
  }
  if (op == "~=") {
    auto end = version_start(text, skip_python_spaces(text, pos + 2), 2);
    return end ? std::optional(release_suffixes(text, *end)) : std::nullopt;
  }
  std::size_t width = (op == "<=" || op == ">=") ? 2 : (byte_at(text, pos) == '<' || byte_at(text, pos) == '>') ? 1 : 0;
  if (width == 0) return std::nullopt;
  auto end = version_start(text, skip_python_spaces(text, pos + width), 1);
  return end ? std::optional(release_suffixes(text, *end)) : std::nullopt;
}

namespace {

// SPECIFIER_LIST's characters: `[\t\x20-\x28\x2a-\x3a\x3c-\x7e]`.
bool is_specifier_list_byte(char c) { return c == '\t' || (c >= 0x20 && c <= 0x7e && c != ')' && c != ';'); }

}  // namespace

std::optional<std::size_t> match_whole_specifier_list(std::string_view text, std::size_t pos) {
  std::size_t end = pos;
  while (end < text.size() && is_specifier_list_byte(text[end])) ++end;
  if (end == pos || (end < text.size() && text[end] != ';' && text[end] != ')')) return std::nullopt;
  const std::string_view list = text.substr(pos, end - pos);
  std::size_t commas = 0;
  std::size_t specifiers = 0;
  for (std::size_t start = 0;; ++commas) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    std::string_view piece = list.substr(start, comma - start);
    piece.remove_prefix(blank_run_at(piece, 0));
    while (!piece.empty() && (piece.back() == ' ' || piece.back() == '\t')) piece.remove_suffix(1);
    if (!piece.empty()) {
      auto piece_end = match_version_specifier(piece, 0);
      if (!piece_end || *piece_end != piece.size()) return std::nullopt;
      ++specifiers;
    }
    if (comma == list.size()) break;
    start = comma + 1;
  }
  std::string_view trimmed = list;
  while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t')) trimmed.remove_suffix(1);
  const bool one_trailing_comma = specifiers > 0 && specifiers == commas && trimmed.back() == ',';
  if (specifiers != commas + 1 && !one_trailing_comma) return std::nullopt;
  return end;
}

std::optional<std::string> invalid_specifier_piece(std::string_view specifier_set) {
  std::size_t start = 0;
  while (start <= specifier_set.size()) {
    std::size_t comma = specifier_set.find(',', start);
    if (comma == std::string_view::npos) comma = specifier_set.size();
    std::string_view piece = specifier_set.substr(start, comma - start);
    // Python's strip(); the end is found walking forwards, as UTF-8 cannot be read backwards here.
    const std::size_t first = skip_python_spaces(piece, 0);
    std::size_t content_end = first;
    for (std::size_t i = first; i < piece.size();) {
      if (std::size_t width = python_space_at(piece, i)) {
        i += width;
      } else {
        content_end = ++i;
      }
    }
    piece = piece.substr(first, content_end - first);
    if (!piece.empty()) {
      auto end = match_version_specifier(piece, 0);
      if (!end || *end != piece.size()) return std::string(piece);
    }
    start = comma + 1;
  }
  return std::nullopt;
}

std::optional<std::size_t> match_marker_variable(std::string_view text, std::size_t pos) {
  // The tokenizer's VARIABLE pattern: each variable, in '_' and (where allowed) '.' spelling.
  static constexpr std::string_view kVariables[] = {
      "python_version",
      "python_full_version",
      "os_name",
      "os.name",
      "sys_platform",
      "sys.platform",
      "platform_release",
      "platform_system",
      "platform_version",
      "platform.version",
      "platform_machine",
      "platform.machine",
      "platform_python_implementation",
      "platform.python_implementation",
      "python_implementation",
      "implementation_name",
      "implementation_version",
      "extras",
      "extra",
      "dependency_groups",
      // PEP 825 (wheel variants, a draft): a variant wheel's Requires-Dist may name its own
      // properties. packaging 26.4 does not know them yet; the audit reads such wheels and must not
      // lose their dependencies (it would call the runtime they pin undeclared).
      "variant_namespaces",
      "variant_features",
      "variant_properties",
      "variant_label",
  };
  for (std::string_view name : kVariables) {
    if (text.substr(pos, name.size()) != name) continue;
    if (pos + name.size() < text.size() && is_word_byte(text[pos + name.size()])) continue;  // `\b`
    return pos + name.size();
  }
  return std::nullopt;
}

std::optional<std::string> quoted_string_error(std::string_view quoted) {
  const std::string_view body = quoted.substr(1, quoted.size() - 2);
  auto hex_run = [&](std::size_t pos, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i)
      if (!is_hex(byte_at(body, pos + i))) return false;
    return pos + count <= body.size();
  };
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (c == '\0') return "a NUL byte";
    if (c == '\n' || c == '\r') return "a line break (write it as \\n)";
    if (c != '\\') continue;
    if (i + 1 == body.size()) return "a backslash that escapes the closing quote";
    const char escaped = body[i + 1];
    if (escaped == '\0') return "a NUL byte";
    if (escaped == 'x' && !hex_run(i + 2, 2)) return "a \\x escape without two hex digits";
    if (escaped == 'u' && !hex_run(i + 2, 4)) return "a \\u escape without four hex digits";
    if (escaped == 'U') {
      if (!hex_run(i + 2, 8)) return "a \\U escape without eight hex digits";
      if (std::stoul(std::string(body.substr(i + 2, 8)), nullptr, 16) > 0x10ffff) return "a \\U escape past U+10FFFF";
    }
    if (escaped == 'N') {  // \N{NAME}: the name itself is not checked against Unicode's
      const std::size_t close = body.find('}', i + 2);
      if (byte_at(body, i + 2) != '{' || close == std::string_view::npos || close == i + 3)
        return "a \\N escape without {NAME}";
    }
    if (escaped == '\r' && byte_at(body, i + 2) == '\n') ++i;  // a line continuation, CRLF
    ++i;
  }
  return std::nullopt;
}

std::string shown(std::string_view text, std::size_t limit) {
  std::string out;
  for (std::size_t i = 0; i < text.size() && i < limit; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else if (c < 0x20 || c == 0x7f)
      out += fmt::format("\\x{:02x}", c);
    else
      out += static_cast<char>(c);
  }
  if (text.size() > limit) out += "...";
  return out;
}

}  // namespace cudacompat::requirements::pep508_detail
