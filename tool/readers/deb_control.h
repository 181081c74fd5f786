// A Debian binary package's `control` file (deb-control(5)): Package, Version, Architecture and the
// relations of Pre-Depends and Depends ("a (>= 1) | b, c:any").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "readers/package_metadata.h"
#include "readers/result.h"

namespace cudacompat::readers {

struct DebControl {
  std::string package;
  std::string version;
  std::string architecture;
  std::vector<DebAlternatives> depends;  // Pre-Depends first, then Depends
};

// Package and Version are required; a malformed relation is an Error naming the field.
[[nodiscard]] Expected<DebControl> parse_deb_control(std::string_view text);

// One relation field's value: comma-separated relations, each of '|'-separated alternatives
// "name[:qualifier] [(op version)] [arch list] [<profiles>]" (arch lists and profiles are dropped).
[[nodiscard]] Expected<std::vector<DebAlternatives>> parse_deb_relations(std::string_view value);

}  // namespace cudacompat::readers
