// A conda package's info/index.json: name, version, subdir, and its `depends` and `constrains`
// match specs (kept as written; pin/conda_spec.h reads them).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "readers/result.h"

namespace cudacompat::readers {

struct CondaIndex {
  std::string name;
  std::string version;
  std::string subdir;
  std::vector<std::string> depends;
  std::vector<std::string> constrains;
};

// name and version are required strings; depends and constrains, when present, arrays of strings.
[[nodiscard]] Expected<CondaIndex> parse_conda_index(std::string_view text);

}  // namespace cudacompat::readers
