#include "variant/selection.h"

#include <algorithm>
#include <limits>

#include "common/text.h"

namespace cudacompat::variant {
namespace {

// The provider's UMD_MAJOR_RANGE (11..15) and UMD_MINOR_RANGE (0..20).
constexpr int kOldestMajor = 11;
constexpr int kNewestMajor = 15;
constexpr int kNewestMinor = 20;
constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();

std::vector<std::string> lower_bound_values(const Version& driver) {
  std::vector<std::string> values;
  for (int major = driver.major; major >= kOldestMajor; --major) {
    const int top = major < driver.major ? kNewestMinor : driver.minor;
    for (int minor = top; minor >= 0; --minor) values.push_back(std::to_string(major) + "." + std::to_string(minor));
    values.push_back(std::to_string(major));
  }
  return values;
}

// Exclusive: an upper bound of the driver's own major (or of a minor at most its own) excludes it.
std::vector<std::string> upper_bound_values(const Version& driver) {
  std::vector<std::string> values;
  for (int major = kNewestMajor; major >= driver.major; --major) {
    const bool above = major > driver.major;
    for (int minor = kNewestMinor; minor >= (above ? 0 : driver.minor + 1); --minor) {
      values.push_back(std::to_string(major) + "." + std::to_string(minor));
    }
    if (above) values.push_back(std::to_string(major));
  }
  return values;
}

std::vector<std::string> sm_arch_values(int gpu) {
  std::vector<std::string> values;
  const int major = gpu / 10;
  for (int minor = gpu % 10; minor >= 0; --minor) values.push_back(std::to_string(major * 10 + minor) + "_real");
  values.push_back(std::to_string(major * 10) + "_virtual");
  return values;
}

bool in_provider_range(const Version& driver) {
  if (driver.major < kOldestMajor || driver.major > kNewestMajor) return false;
  return driver.major < kNewestMajor || driver.minor <= kNewestMinor;
}

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

std::vector<SupportedFeature> provider_supported(const MachineForVariants& machine) {
  std::vector<SupportedFeature> supported;
  if (!machine.cuda_driver || !in_provider_range(*machine.cuda_driver)) return supported;
  supported.push_back({kLowerBound, lower_bound_values(*machine.cuda_driver)});
  supported.push_back({kUpperBound, upper_bound_values(*machine.cuda_driver)});
  if (!machine.gpus.empty()) {
    const int newest = *std::max_element(machine.gpus.begin(), machine.gpus.end());
    if (newest >= 50) supported.push_back({kSmArch, sm_arch_values(newest)});
  }
  return supported;
}

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
