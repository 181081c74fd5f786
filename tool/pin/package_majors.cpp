#include "pin/package_majors.h"

#include <cctype>
#include <regex>

namespace cudacompat::pins {

namespace {

bool all_digits(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool starts_with(const std::string& text, std::string_view prefix) { return text.rfind(prefix, 0) == 0; }

}  // namespace

std::string wheel_component(const std::string& name, const PackageFacts& facts) {
  for (const auto& release : facts.releases)
    for (const auto& [component, wheel] : release.wheels)
      if (wheel.package == name) return component;
  return {};
}

std::optional<int> cuda_major_of_name(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  if (ecosystem != Ecosystem::kPython) return std::nullopt;
  static const std::regex suffixed(R"(^nvidia-.*-cu(\d+)$)");
  static const std::regex cupy(R"(^cupy-cuda(\d+)x?$)");
  static const std::regex jax(R"(^jax-cuda(\d+)-(plugin|pjrt)$)");
  std::smatch match;
  if (std::regex_match(name, match, suffixed)) return std::stoi(match[1]);
  if (std::regex_match(name, match, cupy)) {
    std::string digits = match[1];  // cupy-cuda12x -> 12; the one-version wheels cupy-cuda110 -> 11
    return std::stoi(digits.size() >= 3 ? digits.substr(0, 2) : digits);
  }
  if (std::regex_match(name, match, jax)) return std::stoi(match[1]);
  // CUDA 13's unsuffixed NVIDIA wheels: the knowledge base says which names they are.
  for (const auto& release : facts.releases)
    for (const auto& [component, wheel] : release.wheels)
      if (wheel.package == name) return release.cuda.major;
  return std::nullopt;
}

std::optional<Version> torch_tag_release(const std::string& version_text) {
  auto plus = version_text.find("+cu");
  if (plus == std::string::npos) return std::nullopt;
  std::string digits = version_text.substr(plus + 3);
  if (!all_digits(digits) || digits.size() < 3) return std::nullopt;
  return Version::parse(digits.substr(0, digits.size() - 1) + "." + digits.substr(digits.size() - 1));
}

std::optional<Version> cudarc_feature_release(const std::string& feature) {
  // cuda-MMmmp: cuda-11080 is 11.8, cuda-12040 is 12.4, cuda-13000 is 13.0.
  if (!starts_with(feature, "cuda-") || feature.size() != 10 || !all_digits(feature.substr(5))) return std::nullopt;
  return Version::parse(std::to_string(std::stoi(feature.substr(5, 2))) + "." +
                        std::to_string(std::stoi(feature.substr(7, 2))));
}

bool is_cuda_package(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  switch (ecosystem) {
    case Ecosystem::kCargo:
      return name == "cudarc";
    case Ecosystem::kConda:
      if (name == "cuda-version" || name == "cupy" || name == "pytorch" || starts_with(name, "cuda-")) return true;
      for (const auto& [component, conda_name] : facts.conda_packages)
        if (conda_name == name) return true;
      return false;
    case Ecosystem::kPython:
      if (name == "cuda-python" || name == "cuda-bindings" || name == "cuda-toolkit" || name == "torch" ||
          name == "cupy" || starts_with(name, "cupy-cuda") || starts_with(name, "jax-cuda"))
        return true;
      return cuda_major_of_name(name, ecosystem, facts).has_value();
  }
  return false;
}

std::string variant_family(const std::string& name, const PackageFacts& facts) {
  if (name == "cupy" || starts_with(name, "cupy-cuda")) return "cupy";
  if (starts_with(name, "jax-cuda") && name.size() > 7 && name.compare(name.size() - 7, 7, "-plugin") == 0)
    return "jax-cuda-plugin";
  // One NVIDIA component in two majors' wheels (nvidia-cuda-runtime-cu12 and nvidia-cuda-runtime).
  if (std::string component = wheel_component(name, facts); !component.empty()) return "nvidia-" + component;
  return {};
}

}  // namespace cudacompat::pins
