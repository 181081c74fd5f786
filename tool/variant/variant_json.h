// PEP 825's two files, written and read in one place: a wheel's `*.dist-info/variant.json` (one
// variant) and an index's `{name}-{version}-variants.json` (every variant of one release).
//
// `$schema` is PEP 825's draft 0.1.1 (https://variants-schema.wheelnext.dev/peps/825/v0.1.1.json):
// the one uv 0.13.8 checks and the PEP names. variantlib 0.2.2 writes the providers draft's
// v0.2.0 URL, which uv logs as unknown; variantlib itself does not read `$schema`, so one file
// satisfies both. Reading accepts both URLs, and refuses any other: a file of an unknown draft may
// mean something else.
//
// Besides PEP 825's `default-priorities` and `variants`, the files carry `providers.nvidia` (the
// PEP 850 draft's prototype extension that NVIDIA's own indexes carry): installers that run
// providers as plugins (variantlib, pip's prototype) learn from it which plugin serves `nvidia`.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "variant/properties.h"

namespace cudacompat::variant {

inline constexpr const char* kSchemaUrl = "https://variants-schema.wheelnext.dev/peps/825/v0.1.1.json";
// variantlib 0.2.2's VARIANT_INFO_SCHEMA_URL: read, never written.
inline constexpr const char* kVariantlibSchemaUrl = "https://variants-schema.wheelnext.dev/v0.2.0.json";

// feature -> values, in lexical order, of the one namespace we know.
using FeatureValues = std::map<std::string, std::vector<std::string>>;

// One variant as a file declares it.
struct DeclaredVariant {
  std::string label;
  FeatureValues properties;
};

FeatureValues feature_values(const WheelVariant& variant);

// The CUDA major a variant is tied to: below its (exclusive) upper bound ("14" and "14.0": 13;
// "12.9": 12), else its lower bound's major; none for the null variant or one with neither bound.
std::optional<int> tied_cuda_major(const FeatureValues& properties);

// The variant.json text of one wheel's variant, labelled `label` ("null" needs no properties).
Expected<std::string> variant_json_text(const std::string& label, const FeatureValues& properties);

// The variants one file declares (a variant.json declares one; an index, many). The errors say what
// was found and what is needed: not JSON, an unknown `$schema`, a namespace other than `nvidia`, a
// value that is not a list of strings. `where` names the file in them.
Expected<std::vector<DeclaredVariant>> read_variants_json(std::string_view text, const std::string& where);

// The index file of one release from its wheels' variants: an error when two wheels give one label
// different properties, or two labels the same properties.
Expected<std::string> index_json_text(const std::vector<DeclaredVariant>& variants);

// PEP 825 labels: 1 to 16 characters of [0-9a-z._].
Expected<void> check_label(const std::string& label);

}  // namespace cudacompat::variant
