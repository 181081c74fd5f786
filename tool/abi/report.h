// abi-diff's outputs: a table grouped by file, JSON and SARIF. All walk the same AbiDiff in the same order.
#pragma once

#include <ostream>
#include <string_view>

#include "abi/compare.h"
#include "sarif/sarif.h"

namespace cudacompat::abi {

void write_table(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff);
void write_json(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                std::string_view tool_version);
// SARIF 2.1.0 (docs/sarif.md): one result per finding, at the release and the path inside it.
sarif::Run sarif_run(const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                     std::string_view tool_version);
void write_sarif(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                 std::string_view tool_version);

}  // namespace cudacompat::abi
