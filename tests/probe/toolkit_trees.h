// Shared by the probe's tests of discovery, the toolkit layout and the toolkit checks: a toolkit
// tree made in a scratch directory.
#pragma once

#include <string>

#include "scratch_dir.h"

namespace cudacompat::testing {

// A standard toolkit tree at dir/root with the pieces discovery and the layout look at: bin/nvcc
// (never run), include/cuda.h of 12.4, include/cuda_runtime.h and lib64/libcudart.so.
inline void make_standard(const ScratchDir& dir, const std::string& root) {
  dir.write(root + "/bin/nvcc", "#!/bin/sh\nexit 0\n", true);
  dir.write(root + "/include/cuda.h", "#define CUDA_VERSION 12040\n");
  dir.write(root + "/include/cuda_runtime.h", "");
  dir.write(root + "/lib64/libcudart.so", "");
}

}  // namespace cudacompat::testing
