// `cudacompat probe --dist`: why a build tree's CUDA compiles are, or are not, distributed.
//
// A part of `probe` rather than of `doctor`: distribution is a build-time fact of a build tree
// that cudacompat_configure() set up, as the probe's toolkit decisions are, and `probe` is in every
// copy of the tool (the configure-time one too); `doctor` answers "will it run on this machine".
#pragma once

#include <string>

namespace cudacompat::cli {

// Reads <build_dir>/CMakeFiles/cudacompat/compiler-cache/dist.json (what configure set up and its
// check found), asks the tree's own sccache server for the scheduler's status and its statistics,
// and prints them (as JSON with `json`). Exit 0: distributed; 1: not (the reason and the fix are
// printed); 2: no such build tree, or distribution was never configured in it.
int run_probe_dist(const std::string& build_dir, bool json);

}  // namespace cudacompat::cli
