// The finding table's rows come from a data file, tool/findings/findings.toml, which the build embeds
// into the binary (tool/embed_data.cmake) so that an installed bin/cudacompat needs no source tree.
// This reads it: finding_table() once, on first use, from the embedded text; the tests from that text
// and from broken copies of it, so that a malformed or incomplete file fails the build's tests and
// never surprises a user at run time.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "findings/findings.h"

namespace cudacompat::findings {

// findings.toml as the build embedded it (generated/finding_table_data.cpp).
extern const char* const kEmbeddedFindingTable;

struct FindingData {
  std::vector<FindingInfo> rows;  // in the file's order; their strings are views into `storage`
  std::shared_ptr<const void> storage;
};

// Every row of `toml_text` with every field its kind of row needs, each row a known code and each
// code exactly one row; otherwise an error that names the line, the code and what was expected.
Expected<FindingData> read_finding_data(std::string_view toml_text);

}  // namespace cudacompat::findings
