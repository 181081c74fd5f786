// What NVIDIA's variant provider offers an installer on a machine, in one place: the rules the
// audit compares with what the driver really runs (declared_variant.h), read from the provider's
// source rather than guessed: wheelnext/nvidia-variant-provider, nvidia_variant_provider/plugin.py
// at 2ab96595c1696ef13c14e34757231d4e2ea4397d (Apache-2.0), `NvidiaVariantPlugin`:
//
//   - get_sm_architectures: `sorted(architectures, reverse=True)[0]`: only the newest GPU of the
//     machine counts (wheelnext/nvidia-variant-provider2's docs/nvidia.md keeps it: "Only the
//     highest GPU architecture determines supported SM values").
//   - get_supported_configs, sm_arch: for that GPU `sm_XY`, `XY_real`, `X(Y-1)_real` ... `X0_real`,
//     then `X0_virtual`; no other `_virtual` value, so PTX of an older major or of a minor other
//     than 0 is never selected, though the driver JIT-compiles it.
//   - generate_all_sm_values / validate_property: the spellings are `{5..12}{0..9}_real` and
//     `_virtual`: no `a` or `f` suffix.
//   - cuda_version_lower_bound: values up to the driver's CUDA version; cuda_version_upper_bound:
//     values above it (the bound is excluded).
//
// The full lists (read again at ffea5d3, the same plugin.py as 0.0.2 on NVIDIA's index):
// get_supported_configs gives, for the CUDA version the driver reports (X.Y) and the newest GPU
// (compute capability M.N), the values it supports, each feature's in priority order:
//
//   cuda_version_lower_bound   X.Y, X.(Y-1) .. X.0, X; then for each older major down to 11: .20 .. .0, the major
//   cuda_version_upper_bound   from 15 down: .20 .. .0 and the major for majors above X; X.20 .. X.(Y+1)
//   sm_arch                    M{N}_real .. M0_real, then M0_virtual: only the newest GPU counts, and
//                              PTX counts only as the major's .0 PTX, however old the driver's JIT allows
//
// No driver (or a CUDA version outside 11.0 .. 15.20): nothing is supported, and only the null
// variant is compatible. A GPU older than 5.0: no sm_arch values.
//
// PyPI's `nvidia-variant-provider` is a 1.2 kB placeholder (0.0.0a0, an empty __init__.py, seen
// with `pip download nvidia-variant-provider`); the plugin NVIDIA's indexes name is the repository's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "knowledge/version.h"

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

// The sm_arch values the provider offers for a machine whose newest GPU is `gpu_sm` (90 for sm_90),
// in its priority order.
std::vector<std::string> provider_sm_arch_offers(int gpu_sm);

// Whether the provider selects a variant with these sm_arch values on a machine whose newest GPU is
// `gpu_sm`: a variant with no sm_arch is not judged by GPU (selected on every one); with some, any
// one offered selects it (PEP 825: the values of one feature are alternatives).
bool provider_selects(const std::vector<std::string>& sm_arch, int gpu_sm);

// Whether the provider knows this sm_arch spelling (validate_property).
bool provider_knows_sm_arch(const std::string& value);

}  // namespace cudacompat::variant
