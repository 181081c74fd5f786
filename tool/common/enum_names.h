#pragma once

// An enum's spellings as one table of {value, name} pairs, read both ways: `name_of` for the
// writers, `value_named` for the parsers. Each enum's names are then typed once, in one short table
// beside its to_string, instead of a switch of case/return lines per enum and a second list for
// parsing.
//
// C++17 on purpose: tool/common is compiled by the configure-time copy of the tool (g++ -std=c++17).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat {

template <typename Enum>
struct EnumName {
  Enum value;
  std::string_view name;
};

// The functions below read any table whose entries have a `value` and a `name`: an EnumName table,
// or one whose entries carry more about each value (a property several places ask about is then a
// field of the one table that owns the enum, not a switch in each place).

// The entry `names` has for `value`; nullptr for a value the table lacks.
template <typename Entry, std::size_t N>
constexpr const Entry* entry_of(const Entry (&names)[N], decltype(Entry::value) value) {
  for (const auto& entry : names)
    if (entry.value == value) return &entry;
  return nullptr;
}

// The name `names` gives `value`; "unknown" for a value the table lacks, which only a cast from
// outside the enum can make (each table lists every value of its enum).
template <typename Entry, std::size_t N>
constexpr std::string_view name_of(const Entry (&names)[N], decltype(Entry::value) value) {
  const Entry* entry = entry_of(names, value);
  return entry != nullptr ? entry->name : std::string_view("unknown");
}

// The value `names` spells `name` (exactly, case included); nullopt for a name it lacks.
template <typename Entry, std::size_t N>
constexpr std::optional<decltype(Entry::value)> value_named(const Entry (&names)[N], std::string_view name) {
  for (const auto& entry : names)
    if (entry.name == name) return entry.value;
  return std::nullopt;
}

// The entry whose name `text` starts with, the first in table order (so a table lists the longer
// spellings first: ">=" before ">"); nullptr when `text` starts with none. For operators.
template <typename Entry, std::size_t N>
constexpr const Entry* name_at_start(const Entry (&names)[N], std::string_view text) {
  for (const auto& entry : names)
    if (text.substr(0, entry.name.size()) == entry.name) return &entry;
  return nullptr;
}

// Every name in `names`, in its order: the choices an error message or --help lists. Any table
// whose entries have a `name` will do.
template <typename Entry, std::size_t N>
std::vector<std::string> names_in(const Entry (&names)[N]) {
  std::vector<std::string> list;
  for (const auto& entry : names) list.emplace_back(entry.name);
  return list;
}

}  // namespace cudacompat
