// The lexical pieces of PEP 508 as Python's `packaging` (26.x) recognises them, one function per
// token of its tokenizer (packaging/_tokenizer.py). Kept apart from the grammar (pep508.cpp) because
// these mirror regular expressions whose details decide which strings pip accepts: the version
// specifier's pre/post/dev/local spellings, Python's `\s`, what `ast.literal_eval` accepts in a
// quoted marker value. Internal to the pin readers.
//
// Inputs are bytes, usually UTF-8. Where Python would apply Unicode rules (`\s`, `\b`), a byte of
// 0x80 or above counts as a word character and the Unicode spaces are decoded from UTF-8; Python's
// Unicode case folding in `~=` specifiers (U+017F matching 's') is not followed, and a `\N{NAME}`
// escape in a marker string is accepted whatever NAME is (Unicode's name table is not carried).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace cudacompat::requirements::pep508_detail {

// Bytes taken by one Python `\s` character (str.isspace) at `pos`, 0 when there is none.
std::size_t python_space_at(std::string_view text, std::size_t pos);

// `[ \t]+`: the only whitespace the requirement grammar itself skips.
std::size_t blank_run_at(std::string_view text, std::size_t pos);

// A word character for the `\b` of the tokenizer's patterns: ASCII letters, digits, '_', and any
// byte of a non-ASCII character.
bool is_word_byte(char c);

// End of the identifier `\b[a-zA-Z0-9][a-zA-Z0-9._-]*\b` (a name or an extra) starting at `pos`;
// nullopt when none starts there.
std::optional<std::size_t> match_identifier(std::string_view text, std::size_t pos);

// End of one version specifier (`>=1.0`, `== 2.*`, `~=1.4.2`, `===anything`) starting at `pos`:
// packaging's Specifier._specifier_regex_str, with its optional parts taken greedily.
std::optional<std::size_t> match_version_specifier(std::string_view text, std::size_t pos);

// End of packaging's SPECIFIER_LIST token at `pos` when SpecifierSet takes it whole (packaging 26.4
// and later try this first): printable ASCII and tabs but ')' and ';', ending at ';', ')' or the
// end; every comma-separated piece one whole specifier, empty pieces only as one trailing comma.
// nullopt when the list is not taken whole (the grammar then reads specifier by specifier).
std::optional<std::size_t> match_whole_specifier_list(std::string_view text, std::size_t pos);

// What SpecifierSet(text) refuses in a comma-separated list: the first piece that is not one
// whole specifier (an arbitrary `===1,2` makes "2" one), nullopt when every piece is one.
std::optional<std::string> invalid_specifier_piece(std::string_view specifier_set);

// End of a marker variable (`python_version`, `sys.platform`, `extra`, ...) at `pos`.
std::optional<std::size_t> match_marker_variable(std::string_view text, std::size_t pos);

// Why `ast.literal_eval` refuses the quoted string `quoted` (quotes included), nullopt when it
// accepts it: a bad \x, \u, \U or \N escape, an unescaped line break, a NUL, a final backslash.
std::optional<std::string> quoted_string_error(std::string_view quoted);

// Text shown in an error message: at most `limit` bytes, control characters escaped.
std::string shown(std::string_view text, std::size_t limit = 40);

}  // namespace cudacompat::requirements::pep508_detail
