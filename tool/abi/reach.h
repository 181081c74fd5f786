// Who could depend on a difference: a finding breaks someone only if code built against OLD could
// have used what changed. The comparison (compare.h) reports every difference with whom its code
// breaks in general; this pass keeps each finding and makes informational, saying why, the ones
// nobody built against OLD can reach:
// - the C API of a private module: one whose name has a leading-underscore component, or that has
//   no `.pxd`, unless a public `.pxd` OLD ships cimports it (directly or through other `.pxd`
//   files) or a --consumer imports it; a struct-layout-changed likewise, when every module that
//   exports a function passing the struct is private;
// - anything in a `tests`, `test`, `benchmarks` or `examples` package (nobody cimports or imports
//   a release's test suite);
// - a native library's removed symbol that none of the headers OLD ships declares, where it ships
//   headers (a package without headers gives its users nothing else to build against: its symbols
//   stay breaking), unless its name is reserved (`__x`: compilers generate calls to those).
// (The fourth rule, a driver floor raised only for GPUs NEW gained, needs the audit's verdicts of
// both files and is applied where they are compared: compare.cpp, floor_losers.)
#pragma once

#include "abi/compare.h"
#include "abi/package_tree.h"

namespace cudacompat::abi {

// After compare_trees and check_consumer: the modules the consumers import count as reached.
void judge_reach(const PackageTree& old_tree, AbiDiff& diff);

}  // namespace cudacompat::abi
