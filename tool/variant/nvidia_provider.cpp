#include "variant/nvidia_provider.h"

#include <algorithm>
#include <regex>

namespace cudacompat::variant {

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

}  // namespace cudacompat::variant
