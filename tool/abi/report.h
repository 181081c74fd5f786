// abi-diff's outputs: a table grouped by file, and JSON. Both walk the same AbiDiff in the same order.
#pragma once

#include <ostream>
#include <string_view>

#include "abi/compare.h"

namespace cudacompat::abi {

void write_table(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff);
void write_json(std::ostream& out, const PackageTree& old_tree, const PackageTree& new_tree, const AbiDiff& diff,
                std::string_view tool_version);

}  // namespace cudacompat::abi
