// The variant a build will derive, planned before it runs: for the CI matrix's one job per variant
// (`cudacompat matrix --variants`). The same rules as derive_variant(), applied to what the job
// asks nvcc for instead of what the audit reads afterwards:
//
//   sm_arch                    each CMAKE_CUDA_ARCHITECTURES entry as its SASS (NN_real) and PTX
//                              (NN_virtual): a plain `90` builds both, `90-real` SASS only; `a`/`f`
//                              suffixes take the plain number, as derive_variant() does
//   cuda_version_lower_bound   with PTX, the release whose PTX ISA it writes (the driver must JIT it);
//                              SASS only, the release its driver floor reports (minor-version
//                              compatibility)
//   cuda_version_upper_bound   the next major: the build links its own major's runtime
//
// The built wheel's variant is still derived from its binaries (`variant make`, the build
// backend): this is what that derivation should find.
#pragma once

#include <string>
#include <vector>

#include "common/expected.h"
#include "knowledge/knowledge_base.h"
#include "variant/variant_json.h"

namespace cudacompat::variant {

struct PlannedVariant {
  std::string label;  // "cu13"; "null" for a build without CUDA
  FeatureValues properties;
};

// An error for an architecture CMake's spelling does not parse.
Expected<PlannedVariant> planned_variant(const ReleaseFacts& release, const std::vector<std::string>& architectures,
                                         const KnowledgeBase& knowledge);
PlannedVariant planned_null_variant();

}  // namespace cudacompat::variant
