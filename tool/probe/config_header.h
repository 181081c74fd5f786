// The generated compat header, include/cudacompat/config.h.
//
//   CUDACOMPAT_BUILD_CUDA                 1 when the kernels are compiled, 0 for a CPU-only build
//   CUDACOMPAT_CTK_VERSION                1000 * major + 10 * minor (13.0 -> 13000), 0 without a toolkit
//   CUDACOMPAT_CTK_VERSION_MAJOR/_MINOR/_PATCH
//   CUDACOMPAT_CTK_MAKE_VERSION(maj, min) the same encoding, for comparisons
//   CUDACOMPAT_CTK_AT_LEAST(maj, min)     usable inside #if
//   CUDACOMPAT_CTK_BELOW(maj, min)
//   CUDACOMPAT_HAS_<FEATURE>              0 or 1 for every feature of the knowledge base
//   CUDACOMPAT_CCCL_VERSION               CCCL_VERSION encoding, 0 when unknown
// Deterministic: the same report gives the same bytes. With nvcc, a header generated for another
// toolkit is an #error rather than a mystery later.
#pragma once

#include <string>

#include "probe/probe.h"

namespace cudacompat {

std::string generate_config_header(const ProbeReport& report);

}  // namespace cudacompat
