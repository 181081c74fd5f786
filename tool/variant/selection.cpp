#include "variant/selection.h"

#include <algorithm>
#include <limits>

#include "common/text.h"

namespace cudacompat::variant {
namespace {

constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();

// The best position of the variant's values in the provider's list, or kAbsent.
std::size_t best_position(const std::vector<std::string>& declared, const std::vector<std::string>& supported) {
  std::size_t best = kAbsent;
  for (const auto& value : declared) {
    auto found = std::find(supported.begin(), supported.end(), value);
    if (found != supported.end()) best = std::min(best, static_cast<std::size_t>(found - supported.begin()));
  }
  return best;
}

std::string incompatibility(const std::string& feature, const std::vector<std::string>& declared,
                            const std::vector<SupportedFeature>& supported) {
  auto provided = std::find_if(supported.begin(), supported.end(), [&](const auto& s) { return s.feature == feature; });
  const std::string values = join(declared, ", ");
  if (provided == supported.end()) return feature + " (" + values + "): the provider supports no value of it here";
  const std::size_t shown = std::min<std::size_t>(provided->values.size(), 4);
  std::vector<std::string> first(provided->values.begin(), provided->values.begin() + static_cast<long>(shown));
  return feature + " (" + values + ") has no value the provider supports here (it supports " + join(first, ", ") +
         (provided->values.size() > shown ? ", ..." : "") + ")";
}

RankedVariant rank(const DeclaredVariant& variant, const std::vector<SupportedFeature>& supported) {
  RankedVariant ranked{variant, true, "", std::vector<std::size_t>(supported.size(), kAbsent)};
  std::vector<std::string> reasons;
  for (const auto& [feature, declared] : variant.properties) {
    auto provided =
        std::find_if(supported.begin(), supported.end(), [&](const auto& s) { return s.feature == feature; });
    std::size_t position = provided == supported.end() ? kAbsent : best_position(declared, provided->values);
    if (position == kAbsent) {
      ranked.compatible = false;
      ranked.why = incompatibility(feature, declared, supported);
      return ranked;
    }
    ranked.rank[static_cast<std::size_t>(provided - supported.begin())] = position;
    reasons.push_back(feature + " " + provided->values[position]);
  }
  ranked.why = variant.properties.empty() ? "the null variant: no properties, compatible everywhere"
                                          : "matches " + join(reasons, ", ");
  return ranked;
}

}  // namespace

const RankedVariant* VariantChoice::chosen() const {
  if (variants.empty() || !variants.front().compatible) return nullptr;
  return &variants.front();
}

VariantChoice choose_variant(const std::vector<DeclaredVariant>& variants, const MachineForVariants& machine) {
  VariantChoice choice;
  choice.supported = provider_supported(machine);
  if (!machine.gpus.empty()) choice.deciding_gpu = *std::max_element(machine.gpus.begin(), machine.gpus.end());
  for (const auto& variant : variants) {
    choice.has_null = choice.has_null || variant.properties.empty();
    choice.variants.push_back(rank(variant, choice.supported));
  }
  // The null variant's tuple is all kAbsent, so it ranks after every variant with a property.
  std::stable_sort(choice.variants.begin(), choice.variants.end(), [](const auto& a, const auto& b) {
    if (a.compatible != b.compatible) return a.compatible;
    if (!a.compatible) return a.variant.label < b.variant.label;
    return a.rank != b.rank ? a.rank < b.rank : a.variant.label < b.variant.label;
  });
  return choice;
}

}  // namespace cudacompat::variant
