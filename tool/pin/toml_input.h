// toml++ behind the readers' error rule: a document, or an Error that names file:line. Internal to
// the pin readers (read_pyproject.cpp, read_cargo_manifest.cpp, read_cargo_lock.cpp).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <toml++/toml.h>

#include "common/expected.h"
#include "pin/declared.h"

namespace cudacompat::pins::detail {

// How deep keys may nest tables: toml++ limits arrays and inline tables but recurses once per
// dotted-key and header part without a limit (50,000 parts overflow the stack).
inline constexpr int kMaxTomlKeyDepth = 128;

// The parsed document; a malformed one (bad syntax, invalid UTF-8, a NUL) is an Error naming
// file:line, the column and toml++'s description. Keys nested deeper than kMaxTomlKeyDepth are an
// Error naming the line, found by a scan of the text before toml++ reads it.
[[nodiscard]] Expected<toml::table> parse_toml(std::string_view text, const std::string& file);

// A TOML dependency file: its text, which entries quote their lines from, and its document.
struct TomlFile {
  std::string text;
  toml::table document;
};

// The file read (read_input) and parsed (parse_toml), or the Error of whichever step failed.
[[nodiscard]] Expected<TomlFile> read_toml(const std::string& path);

int line_of(const toml::node& node);
int line_of(const toml::key& key);

// "a string", "an array", "a table", ...: for messages that say what was found.
std::string_view toml_type_name(const toml::node& node);

// A table's keys and values in the file's order: toml++ keeps them sorted by key, and entries
// (and errors) are reported in the order they are written.
std::vector<std::pair<const toml::key*, const toml::node*>> in_file_order(const toml::table& table);

// A file's entries in the order they are written, whichever section was read first.
void sort_by_line(std::vector<Declared>& entries);

}  // namespace cudacompat::pins::detail
