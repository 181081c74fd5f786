#include "common/display_text.h"

#include <charconv>

namespace cudacompat {
namespace {

// Length of the well-formed UTF-8 sequence at `at`, or 0 when the byte there does not start one.
std::size_t sequence_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xbf;  // the allowed range of the second byte
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    if (lead == 0xe0) low = 0xa0;   // no overlong forms
    if (lead == 0xed) high = 0x9f;  // no UTF-16 surrogates
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    if (lead == 0xf0) low = 0x90;
    if (lead == 0xf4) high = 0x8f;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (text.size() - at < length) return 0;
  if (byte(at + 1) < low || byte(at + 1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i) {
    if (byte(at + i) < 0x80 || byte(at + i) > 0xbf) return 0;
  }
  return length;
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
  std::size_t i = 0;
  while (i < text.size()) {
    const auto lead = static_cast<unsigned char>(text[i]);
    // Table 3-7 of the Unicode standard: how many bytes follow the lead, and the second's range.
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (lead < 0x80)
      length = 1;
    else if (lead >= 0xC2 && lead <= 0xDF)
      length = 2;
    else if (lead == 0xE0)
      length = 3, low = 0xA0;
    else if (lead == 0xED)
      length = 3, high = 0x9F;
    else if (lead >= 0xE1 && lead <= 0xEF)
      length = 3;
    else if (lead == 0xF0)
      length = 4, low = 0x90;
    else if (lead == 0xF4)
      length = 4, high = 0x8F;
    else if (lead >= 0xF1 && lead <= 0xF3)
      length = 4;
    std::size_t taken = 1;  // the lead, then each byte that continues it
    while (length && taken < length && i + taken < text.size()) {
      const auto next = static_cast<unsigned char>(text[i + taken]);
      if (next < (taken == 1 ? low : 0x80) || next > (taken == 1 ? high : 0xBF)) break;
      ++taken;
    }
    if (length && taken == length) {
      out.append(text.substr(i, taken));
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD for the part read, then the byte that broke it is read again
    }
    i += taken;
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
