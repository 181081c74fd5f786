// Which variant of a release an installer chooses on a machine: the one place cudacompat models
// NVIDIA's provider and the installers' ranking, for `doctor --variants` and the matrix.
//
// The provider (wheelnext/nvidia-variant-provider, nvidia_variant_provider/plugin.py,
// get_supported_configs, read at ffea5d3; 0.0.2 on its index has the same plugin.py) lists, for the
// CUDA version the driver reports (X.Y) and the newest GPU (compute capability M.N), the values it
// supports, each feature's in priority order:
//
//   cuda_version_lower_bound   X.Y, X.(Y-1) .. X.0, X; then for each older major down to 11: .20 .. .0, the major
//   cuda_version_upper_bound   from 15 down: .20 .. .0 and the major for majors above X; X.20 .. X.(Y+1)
//   sm_arch                    M{N}_real .. M0_real, then M0_virtual: only the newest GPU counts, and
//                              PTX counts only as the major's .0 PTX, however old the driver's JIT allows
//
// No driver (or a CUDA version outside 11.0 .. 15.20): nothing is supported, and only the null
// variant is compatible. A GPU older than 5.0: no sm_arch values.
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

#include "knowledge/version.h"
#include "variant/variant_json.h"

namespace cudacompat::variant {

// What the provider reads from a machine: the CUDA version the driver reports (cuDriverGetVersion,
// NVML's cuda driver version) and each GPU's compute capability (x10: 90 for 9.0).
struct MachineForVariants {
  std::optional<Version> cuda_driver;
  std::vector<int> gpus;
};

// One feature the provider supports, its values best first.
struct SupportedFeature {
  std::string feature;
  std::vector<std::string> values;
};

// The provider's get_supported_configs() for `machine`, features in its order.
std::vector<SupportedFeature> provider_supported(const MachineForVariants& machine);

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
