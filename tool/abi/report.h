// abi-diff's outputs: a table grouped by file, JSON and SARIF. All walk the same AbiDiff in the same order.
#pragma once

#include <ostream>
#include <string_view>

#include "abi/compare.h"
#include "common/diagnostic.h"
#include "sarif/sarif.h"

namespace cudacompat::abi {

void write_table(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff);
// What the run says besides its findings: consumers whose imports could not be read (errors: nothing
// is promised for them). The JSON's "diagnostics".
std::vector<Diagnostic> diagnostics(const AbiDiff& diff);
void write_json(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff);
// SARIF 2.1.0 (docs/sarif.md): one result per finding, at the release and the path inside it.
sarif::Run sarif_run(const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                     std::string_view tool_version);
void write_sarif(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                 std::string_view tool_version);

}  // namespace cudacompat::abi
