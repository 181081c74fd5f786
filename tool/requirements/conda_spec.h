// Conda match specs, as written in environment.yml, recipe.yaml and meta.yaml:
//   cuda-version>=12.4,<13      cuda-version=12.4         conda-forge::cupy 13.*
//   pytorch=2.5=*cuda*          numpy 1.26.* py311*       cuda-version[version='>=12,<13']
// split into channel, name, version spec and build string the way conda's MatchSpec splits them
// (conda/models/match_spec.py, _parse_spec_str and _parse_version_plus_build). The version spec is
// kept as written (trimmed): "=12.4" is conda's "12.4.*", "12.4" alone is fuzzy too; reading it is
// pin/conda_version's job.
#pragma once

#include <string>
#include <string_view>

#include "common/expected.h"

namespace cudacompat::requirements {

struct CondaSpec {
  std::string channel;  // "conda-forge" from "conda-forge::cupy" (with "/subdir" if written), else ""
  std::string name;     // as written
  std::string version;  // ">=12.4,<13", "=12.4", "13.*", "" for any version
  std::string build;    // "*cuda*" from "pytorch=2.5=*cuda*", else ""; not judged
};

// A match spec, or an Error saying what was expected, what was found and at which 1-based column.
// A trailing "# comment" is ignored, as conda ignores it.
[[nodiscard]] Expected<CondaSpec> parse_conda_spec(std::string_view text);

}  // namespace cudacompat::requirements
