// --fix: the findings' edits applied to their files. A file is written only when it was fully
// understood (UTF-8, balanced conditionals), its edits do not overlap, and it did not change since
// it was read; each is written to a temporary file beside it and renamed over it, with its mode.
#pragma once

#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "migrate/tree.h"

namespace cudacompat::migrate {

struct FixResult {
  std::vector<std::string> fixed;  // files rewritten
  int edits = 0;
  // Files with fixable findings left alone: a note each (code not-fixed), `where` the file,
  // `message` why ("not fixed: two fixes touch the same text").
  std::vector<Diagnostic> not_fixed;
};

FixResult apply_fixes(const TreeScan& scan);

// `text` with `edits` applied (they must not overlap; sorted here).
std::string apply_edits(std::string_view text, std::vector<Edit> edits);

}  // namespace cudacompat::migrate
