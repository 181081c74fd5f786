// The translation units of a scanned tree and the files each one includes, found as the
// preprocessor finds them: what lets a name declared in one file (a texture reference in a header,
// a class derived from cudaDeviceProp, a macro) be resolved in another, and what tells a file the
// build compiles from one it never does (a vendored CUB beside the toolkit's).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "migrate/scan.h"
#include "migrate/tree.h"

namespace cudacompat::migrate {

struct TreeUnits {
  std::size_t units = 0;  // translation units outside vendored libraries
  // Per file: whether a unit includes it (every file, where the tree has no unit: a header-only
  // library, or one file named on the command line).
  std::vector<bool> built;
  // Per file: what the other files of its units declare that the file's first scan did not know
  // (nullopt: nothing, no second scan needed).
  std::vector<std::optional<UnitNames>> names;
  // Whether a CUDA unit (.cu) / a host unit (.cpp, .cc, .c, .cxx) that is built includes CCCL
  // (thrust/, cub/, cuda/, nv/ from the toolkit): what a dialect below CCCL's floor breaks.
  bool cuda_units_include_cccl = false;
  bool host_units_include_cccl = false;
};

// `results` are the first scans (files whose `skipped[i]` is set were not read); `roots` the
// paths given on the command line (a library scanned as itself is not vendored).
TreeUnits find_units(const std::vector<FileResult>& results, const std::vector<std::optional<Diagnostic>>& skipped,
                     const std::vector<std::string>& roots);

}  // namespace cudacompat::migrate
