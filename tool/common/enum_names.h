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

// The name `names` gives `value`; "unknown" for a value the table lacks, which only a cast from
// outside the enum can make (each table lists every value of its enum).
template <typename Enum, std::size_t N>
constexpr std::string_view name_of(const EnumName<Enum> (&names)[N], Enum value) {
  for (const auto& entry : names)
    if (entry.value == value) return entry.name;
  return "unknown";
}

// The value `names` spells `name` (exactly, case included); nullopt for a name it lacks.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> value_named(const EnumName<Enum> (&names)[N], std::string_view name) {
  for (const auto& entry : names)
    if (entry.name == name) return entry.value;
  return std::nullopt;
}

// The entry whose name `text` starts with, the first in table order (so a table lists the longer
// spellings first: ">=" before ">"); nullptr when `text` starts with none. For operators.
template <typename Enum, std::size_t N>
constexpr const EnumName<Enum>* name_at_start(const EnumName<Enum> (&names)[N], std::string_view text) {
  for (const auto& entry : names)
    if (text.substr(0, entry.name.size()) == entry.name) return &entry;
  return nullptr;
}

// Every name in `names`, in its order: the choices an error message or --help lists. Any table
// whose entries have a `name` will do (some tables carry more than the name).
template <typename Entry, std::size_t N>
std::vector<std::string> names_in(const Entry (&names)[N]) {
  std::vector<std::string> list;
  for (const auto& entry : names) list.emplace_back(entry.name);
  return list;
}

}  // namespace cudacompat
