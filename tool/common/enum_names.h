#pragma once

// An enum's spellings as one table of {value, name} pairs, read both ways: `name_of` for the
// writers, `value_named` for the parsers. Each enum's names are then typed once, in one short table
// beside its to_string, instead of a switch of case/return lines per enum and a second list for
// parsing.
//
// C++17 on purpose: tool/common is compiled by the configure-time copy of the tool (g++ -std=c++17).

#include <cstddef>
#include <optional>
#include <string_view>

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

}  // namespace cudacompat
