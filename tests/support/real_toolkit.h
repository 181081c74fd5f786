// The real toolkit this build was configured with, for the C++ tests that compare against it.
#pragma once

#include <filesystem>

#include "scratch_dir.h"

namespace cudacompat::testing {

// The real toolkit this build was configured with, or empty when none.
std::filesystem::path real_toolkit_root();

}  // namespace cudacompat::testing
