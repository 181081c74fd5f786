#include "common/display_text.h"

#include <charconv>

namespace cudacompat {
namespace {

// Table 3-7 of the Unicode standard, the well-formed UTF-8 byte sequences: each range of lead
// bytes, the length of the sequences it starts, and the range of their second byte (every later one
// is 0x80..0xBF). The narrower second ranges leave out overlong forms (after 0xE0 and 0xF0), UTF-16
// surrogates (after 0xED) and what lies above U+10FFFF (after 0xF4). A byte in no range
// (0x80..0xC1, 0xF5..0xFF) starts none.
struct Utf8Lead {
  unsigned char first, last;
  std::size_t length;
  unsigned char second_low, second_high;
};
constexpr Utf8Lead kUtf8Leads[] = {
    {0x00, 0x7f, 1, 0x00, 0x00}, {0xc2, 0xdf, 2, 0x80, 0xbf}, {0xe0, 0xe0, 3, 0xa0, 0xbf},
    {0xe1, 0xec, 3, 0x80, 0xbf}, {0xed, 0xed, 3, 0x80, 0x9f}, {0xee, 0xef, 3, 0x80, 0xbf},
    {0xf0, 0xf0, 4, 0x90, 0xbf}, {0xf1, 0xf3, 4, 0x80, 0xbf}, {0xf4, 0xf4, 4, 0x80, 0x8f}};

// The UTF-8 sequence at `at`: the length its lead byte asks for (0 when it starts none), and how
// many of its bytes, from the lead on, are well formed before one is not or the text ends (at
// least 1, the lead). It is well formed when the two are equal.
struct Utf8Sequence {
  std::size_t length = 0;
  std::size_t well_formed = 1;
};

Utf8Sequence sequence_at(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  Utf8Sequence sequence;
  for (const auto& lead : kUtf8Leads) {
    if (byte(at) < lead.first || byte(at) > lead.last) continue;
    sequence.length = lead.length;
    while (sequence.well_formed < lead.length && at + sequence.well_formed < text.size()) {
      const unsigned char next = byte(at + sequence.well_formed);
      const bool second = sequence.well_formed == 1;
      if (next < (second ? lead.second_low : 0x80) || next > (second ? lead.second_high : 0xbf)) break;
      ++sequence.well_formed;
    }
    break;
  }
  return sequence;
}

// Length of the well-formed UTF-8 sequence at `at`, or 0 when the byte there does not start one.
std::size_t sequence_length(std::string_view text, std::size_t at) {
  const Utf8Sequence sequence = sequence_at(text, at);
  return sequence.well_formed == sequence.length ? sequence.length : 0;
}

template <class Control>
std::string escaped(std::string_view text, Control is_control) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = sequence_length(text, at);
    if (length == 0) {
      out += "\\x" + hex_digits(static_cast<unsigned char>(text[at]), 2);
      ++at;
      continue;
    }
    const std::string_view sequence = text.substr(at, length);
    if (is_control(sequence)) {
      const auto first = static_cast<unsigned char>(sequence[0]);
      // C1 controls are two bytes (U+0080..U+009F): name the code point.
      out +=
          length == 1 ? "\\x" + hex_digits(first, 2) : "\\u" + hex_digits(static_cast<unsigned char>(sequence[1]), 4);
    } else {
      out += sequence;
    }
    at += length;
  }
  return out;
}

}  // namespace

bool is_valid_utf8(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = sequence_length(text, at);
    if (length == 0) return false;
    at += length;
  }
  return true;
}

std::string utf8_replaced(std::string_view text) {
  if (is_valid_utf8(text)) return std::string(text);
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const Utf8Sequence sequence = sequence_at(text, i);
    if (sequence.well_formed == sequence.length) {
      out.append(text.substr(i, sequence.length));
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD for the part read, then the byte that broke it is read again
    }
    i += sequence.well_formed;
  }
  return out;
}

std::string utf8_escaped(std::string_view text) {
  if (is_valid_utf8(text)) return std::string(text);
  return escaped(text, [](std::string_view) { return false; });
}

std::string terminal_safe(std::string_view text) {
  return escaped(text, [](std::string_view sequence) {
    const auto first = static_cast<unsigned char>(sequence[0]);
    if (sequence.size() == 1) return first < 0x20 || first == 0x7f;
    return first == 0xc2 && static_cast<unsigned char>(sequence[1]) < 0xa0;  // U+0080..U+009F
  });
}

std::string short_excerpt(std::string_view text, std::size_t max_characters) {
  std::size_t end = 0;
  for (std::size_t characters = 0; end < text.size() && characters < max_characters; ++characters) {
    const std::size_t length = sequence_length(text, end);
    end += length == 0 ? 1 : length;
  }
  return "'" + terminal_safe(text.substr(0, end)) + (end < text.size() ? "'..." : "'");
}

std::string hex_digits(std::uint64_t value, std::size_t width) {
  char digits[16];
  const std::size_t count =
      static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, value, 16).ptr - digits);
  return std::string(width > count ? width - count : 0, '0') + std::string(digits, count);
}

std::string html_escaped(std::string_view raw) {
  const std::string text = terminal_safe(raw);  // valid UTF-8, no control characters
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace cudacompat
