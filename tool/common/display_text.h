// Text the tool prints is valid UTF-8 whatever bytes a file name, a DT_NEEDED entry, an archive
// member or a toolkit path holds. Linux names are bytes, not text: a name that is not UTF-8 is
// shown with each offending byte as \xNN (Python's "backslashreplace"), so nothing is lost and
// no JSON writer or terminal chokes on it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace cudacompat {

// True when `text` is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool is_valid_utf8(std::string_view text);

// `text` with every byte that is not part of well-formed UTF-8 written as \xNN. Valid input comes
// back unchanged.
std::string utf8_escaped(std::string_view text);

// `text` with each maximal ill-formed part (Unicode 15, section 3.9, "U+FFFD substitution of
// maximal subparts") replaced by U+FFFD, as Python's decode(errors="replace") does: for text whose
// readers expect characters, not bytes (migrate's quoted source lines). Valid input comes back
// unchanged.
std::string utf8_replaced(std::string_view text);

// For a terminal: utf8_escaped, and control characters (C0, DEL, C1) written as \xNN or \u00NN too,
// so that a name cannot move the cursor, clear the screen or change colours.
std::string terminal_safe(std::string_view text);

// terminal_safe, with & < > " ' as HTML entities: for text inside an HTML element or attribute
// (the audit's and the gate's --html pages).
std::string html_escaped(std::string_view text);

// At most `max_characters` characters of `text`, terminal_safe, in single quotes, with "..." when
// cut: how a message quotes a line it could not read as what it expected, so that naming a
// private file (`-r /etc/shadow`) does not copy it into a CI log.
std::string short_excerpt(std::string_view text, std::size_t max_characters = 40);

// `value` in lowercase hexadecimal digits, zero-padded to at least `width` of them ("0a" for 10, 2).
std::string hex_digits(std::uint64_t value, std::size_t width = 0);

}  // namespace cudacompat
