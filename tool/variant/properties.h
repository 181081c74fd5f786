// A wheel's variant properties (PEP 825, NVIDIA's `nvidia` namespace) derived from the audit's
// verdicts of the binaries it ships, never typed: the one place they are derived, for `variant
// show`, the variant.json and index writers, and the checks that hold a declared variant to them.
//
//   nvidia :: sm_arch :: NN_real           SASS the binaries carry (GpuTarget::variant_name)
//   nvidia :: sm_arch :: NN_virtual        PTX the binaries carry
//   nvidia :: cuda_version_lower_bound     the CUDA version of the audit's highest driver floor
//   nvidia :: cuda_version_upper_bound     the next major, when the wheel is tied to one CUDA major
//
// This library sits on the audit (floor 6 of docs/architecture.md): it reads an AuditReport and the
// Judge's knowledge base, and nothing above the audit reads it except the command line.
#pragma once

#include <string>
#include <vector>

#include "audit/audit.h"
#include "common/diagnostic.h"
#include "common/expected.h"

namespace cudacompat::variant {

inline constexpr const char* kNamespace = "nvidia";
inline constexpr const char* kSmArch = "sm_arch";
inline constexpr const char* kLowerBound = "cuda_version_lower_bound";
inline constexpr const char* kUpperBound = "cuda_version_upper_bound";
// PEP 825's label of the variant with no properties (the CPU-only build).
inline constexpr const char* kNullLabel = "null";

struct VariantProperty {
  std::string feature;               // "sm_arch"
  std::string value;                 // "90_real"
  std::string why;                   // a sentence: the fact it comes from
  std::vector<std::string> sources;  // the artifacts (or metadata) that say it, as the audit names them

  std::string text() const;  // "nvidia :: sm_arch :: 90_real"
};

struct WheelVariant {
  std::string wheel;  // the input, as given
  std::string name;   // from METADATA
  std::string version;
  // Sorted by feature, then value in lexical order (as uv and variantlib serialize value sets).
  std::vector<VariantProperty> properties;
  std::vector<Diagnostic> diagnostics;  // what has no variant spelling, conservative floors

  std::vector<std::string> values_of(const std::string& feature) const;
  // "cu13" for a wheel tied to CUDA 13 (its upper bound 14), "cu12" ...; the lower bound's major
  // when there is no upper bound; "null" with no properties.
  std::string default_label() const;
};

// The variant of one package of the report (a wheel). An error when the binaries disagree on the
// CUDA major (one variant cannot say two majors) or the package is not a wheel.
Expected<WheelVariant> derive_variant(const audit::AuditReport& report, const audit::PackageReport& package,
                                      const audit::Judge& judge);

}  // namespace cudacompat::variant
