// The audit's test files (tests/audit/test_files.h: the fixtures compiled with nvcc, this machine's
// CUDA libraries, and inspect_* on them), named in the readers' namespace: every readers test that
// reads a real file includes this instead of listing the names it takes.
#pragma once

#include "test_files.h"

namespace cudacompat::readers {

using audit::testing::cuda_library;
using audit::testing::fixture;
using audit::testing::inspect_one;
using audit::testing::inspect_path;
using audit::testing::read_file;

}  // namespace cudacompat::readers
