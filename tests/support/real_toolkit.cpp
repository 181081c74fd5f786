#include "real_toolkit.h"

namespace cudacompat::testing {

std::filesystem::path real_toolkit_root() { return CUDACOMPAT_TEST_TOOLKIT_ROOT; }

}  // namespace cudacompat::testing
