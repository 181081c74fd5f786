#include "variant/nvidia_provider.h"

#include <algorithm>
#include <regex>

#include "variant/properties.h"

namespace cudacompat::variant {
namespace {

// The provider's UMD_MAJOR_RANGE (11..15) and UMD_MINOR_RANGE (0..20).
constexpr int kOldestMajor = 11;
constexpr int kNewestMajor = 15;
constexpr int kNewestMinor = 20;

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

bool in_provider_range(const Version& driver) {
  if (driver.major < kOldestMajor || driver.major > kNewestMajor) return false;
  return driver.major < kNewestMajor || driver.minor <= kNewestMinor;
}

}  // namespace

std::vector<std::string> provider_sm_arch_offers(int gpu_sm) {
  const int major = gpu_sm / 10;
  std::vector<std::string> offers;
  for (int minor = gpu_sm % 10; minor >= 0; --minor) {
    offers.push_back(std::to_string(major) + std::to_string(minor) + "_real");
  }
  offers.push_back(std::to_string(major) + "0_virtual");
  return offers;
}

bool provider_selects(const std::vector<std::string>& sm_arch, int gpu_sm) {
  if (sm_arch.empty()) return true;
  const auto offers = provider_sm_arch_offers(gpu_sm);
  return std::any_of(sm_arch.begin(), sm_arch.end(), [&](const std::string& value) {
    return std::find(offers.begin(), offers.end(), value) != offers.end();
  });
}

bool provider_knows_sm_arch(const std::string& value) {
  static const std::regex known("([5-9]|1[0-2])[0-9]_(real|virtual)");
  return std::regex_match(value, known);
}

std::vector<SupportedFeature> provider_supported(const MachineForVariants& machine) {
  std::vector<SupportedFeature> supported;
  if (!machine.cuda_driver || !in_provider_range(*machine.cuda_driver)) return supported;
  supported.push_back({kLowerBound, lower_bound_values(*machine.cuda_driver)});
  supported.push_back({kUpperBound, upper_bound_values(*machine.cuda_driver)});
  if (!machine.gpus.empty()) {
    const int newest = *std::max_element(machine.gpus.begin(), machine.gpus.end());
    if (newest >= 50) supported.push_back({kSmArch, provider_sm_arch_offers(newest)});
  }
  return supported;
}

}  // namespace cudacompat::variant
