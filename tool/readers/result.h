// The readers use the tool's one error type (common/expected.h).
#pragma once

#include "common/expected.h"

namespace cudacompat::readers {

using cudacompat::Error;
using cudacompat::error_at;
using cudacompat::error_in;
using cudacompat::Expected;

}  // namespace cudacompat::readers
