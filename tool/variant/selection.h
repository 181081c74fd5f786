// Which variant of a release an installer chooses on a machine: the one place cudacompat models
// the installers' ranking, for `doctor --variants` and the matrix.
//
// What the provider supports on a machine is variant/nvidia_provider.h's, the one owner of its
// rules (the audit's declared-variant check reads the same); this file ranks variants by it.
//
// Installers rank as variantlib 0.2.2 does (variantlib/resolver/filtering.py and sorting.py,
// sort_and_filter_supported_variants): a variant is compatible when each of its features has at
// least one supported value; compatible variants are ordered by a tuple, one entry per feature in
// the provider's order (lower bound, upper bound, sm_arch), each the best (smallest) position of
// the variant's values in that feature's list, absent features last; the label breaks ties; the
// null variant is always compatible and ranks after every variant with a supported property. uv
// 0.13.8 reimplements the same provider (uv-distribution's variant/nvidia.rs).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "variant/nvidia_provider.h"
#include "variant/variant_json.h"

namespace cudacompat::variant {

struct RankedVariant {
  DeclaredVariant variant;
  bool compatible = false;
  // For a compatible variant, the value of each feature that ranks it ("sm_arch 90_real"); for
  // an incompatible one, the feature none of whose values the provider supports, and why.
  std::string why;
  std::vector<std::size_t> rank;  // one entry per supported feature; SIZE_MAX where absent
};

struct VariantChoice {
  std::vector<SupportedFeature> supported;
  std::optional<int> deciding_gpu;  // the newest GPU: the only one the provider looks at
  // Compatible variants first, best first (the first is installed), then the incompatible ones in
  // label order. The null variant is in it when the release has one.
  std::vector<RankedVariant> variants;
  bool has_null = false;  // the release publishes a null variant (an installer also falls back to
                          // the non-variant wheel, if any, which this choice does not see)

  const RankedVariant* chosen() const;
};

VariantChoice choose_variant(const std::vector<DeclaredVariant>& variants, const MachineForVariants& machine);

}  // namespace cudacompat::variant
