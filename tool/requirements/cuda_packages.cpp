#include "requirements/cuda_packages.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "common/scan.h"

namespace cudacompat::requirements {

namespace {

bool all_digits(std::string_view text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// The digits of nvidia-ANYTHING-cuNN, `^nvidia-.*-cu(\d+)$` (the .* takes no \r or \n): the digits
// that end the name right after a "-cu", with "nvidia-" before it; "" when the name is not so.
std::string_view nvidia_wheel_digits(std::string_view name) {
  constexpr std::string_view kPrefix = "nvidia-", kBeforeDigits = "-cu";
  size_t digits = name.size();
  while (digits > 0 && scan::is_digit(name[digits - 1])) --digits;
  if (digits == name.size() || digits < kPrefix.size() + kBeforeDigits.size()) return {};
  const size_t middle_end = digits - kBeforeDigits.size();
  if (name.substr(0, kPrefix.size()) != kPrefix || name.substr(middle_end, kBeforeDigits.size()) != kBeforeDigits)
    return {};
  if (name.substr(kPrefix.size(), middle_end - kPrefix.size()).find_first_of("\r\n") != std::string_view::npos)
    return {};
  return name.substr(digits);
}

// The digits of cupy-cudaNN or cupy-cudaNNx, `^cupy-cuda(\d+)x?$`, or "".
std::string_view cupy_wheel_digits(std::string_view name) {
  std::string_view digits = scan::digits_after(name, 0, "cupy-cuda");
  std::string_view rest = name.substr(std::min(name.size(), 9 + digits.size()));
  return !digits.empty() && (rest.empty() || rest == "x") ? digits : std::string_view();
}

// The digits of jax-cudaNN-plugin or jax-cudaNN-pjrt, `^jax-cuda(\d+)-(plugin|pjrt)$`, or "".
std::string_view jax_wheel_digits(std::string_view name) {
  std::string_view digits = scan::digits_after(name, 0, "jax-cuda");
  std::string_view rest = name.substr(std::min(name.size(), 8 + digits.size()));
  return !digits.empty() && (rest == "-plugin" || rest == "-pjrt") ? digits : std::string_view();
}

// "cu12", "cuda12", "cuda12x", "cu124" -> 12; "cuda10.2" (conda's dgl-cuda10.2) -> 10; anything
// else -> nullopt.
std::optional<int> major_of_segment(std::string_view segment) {
  std::size_t at = segment.rfind("cuda", 0) == 0 ? 4 : segment.rfind("cu", 0) == 0 ? 2 : 0;
  if (at == 0) return std::nullopt;
  std::string_view digits = segment.substr(at);
  if (!digits.empty() && digits.back() == 'x') digits.remove_suffix(1);
  if (const std::size_t dot = digits.find('.');
      at == 4 && dot != std::string_view::npos && dot + 1 < digits.size() && all_digits(digits.substr(dot + 1)))
    digits = digits.substr(0, dot);
  if (digits.size() < 2 || digits.size() > 3 || !all_digits(digits)) return std::nullopt;
  return scan::to_number(std::string(digits.substr(0, 2)));
}

}  // namespace

std::optional<int> major_named_by(const std::string& name) {
  std::optional<int> major;
  std::size_t start = 0;
  while (start <= name.size()) {
    std::size_t end = name.find('-', start);
    if (end == std::string::npos) end = name.size();
    if (auto found = major_of_segment(std::string_view(name).substr(start, end - start))) major = found;
    start = end + 1;
  }
  return major;
}

std::string wheel_component(const std::string& name, const PackageFacts& facts) {
  for (const auto& release : facts.releases)
    for (const auto& [component, wheel] : release.wheels)
      if (wheel.package == name) return component;
  return {};
}

std::optional<int> cuda_major_of_name(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  // conda: a build named for its CUDA release in a segment of its own (dgl-cuda10.2, the dglteam
  // channel's); pip's -cuNN suffixes are not conda's names.
  if (ecosystem == Ecosystem::kConda) {
    std::optional<int> major;
    for (const std::string& segment : scan::split_on_any(name, "-"))
      if (segment.rfind("cuda", 0) == 0)
        if (auto found = major_of_segment(segment)) major = found;
    return major;
  }
  if (ecosystem != Ecosystem::kPython) return std::nullopt;
  // A number too large for an int (nvidia-x-cu99999999999) names no CUDA major: nullopt, not a throw.
  if (std::string digits(nvidia_wheel_digits(name)); !digits.empty()) return scan::to_number(digits);
  if (std::string digits(cupy_wheel_digits(name)); !digits.empty()) {
    // cupy-cuda12x -> 12; the one-version wheels cupy-cuda110 -> 11
    return scan::to_number(digits.size() >= 3 ? digits.substr(0, 2) : digits);
  }
  if (std::string digits(jax_wheel_digits(name)); !digits.empty()) return scan::to_number(digits);
  // CUDA 13's unsuffixed NVIDIA wheels: the knowledge base says which names they are.
  for (const auto& release : facts.releases)
    for (const auto& [component, wheel] : release.wheels)
      if (wheel.package == name) return release.cuda.major;
  // Any other distribution named for its major (rmm-cu12, cuquantum-python-cu12).
  return major_named_by(name);
}

std::optional<Version> torch_tag_release(const std::string& version_text) {
  auto plus = version_text.find("+cu");
  if (plus == std::string::npos) return std::nullopt;
  std::string digits = version_text.substr(plus + 3);
  if (!all_digits(digits) || digits.size() < 3) return std::nullopt;
  return Version::parse(digits.substr(0, digits.size() - 1) + "." + digits.substr(digits.size() - 1));
}

namespace {

bool is_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

// The first "cu" + digits or "cuda" + digits in `label` that no letter precedes ("pt24cu121",
// "cu12torch2.6cxx11abiFALSE", "cuda12.cudnn89"; not "cudnn89", not "abcu12"): 2 digits name a
// major, 3 a major and a minor (cu121). "cpu", "xpu", "rocm6.2" name none.
std::optional<CudaBuild> cuda_build_in_label(std::string_view label) {
  for (std::size_t at = label.find("cu"); at != std::string_view::npos; at = label.find("cu", at + 2)) {
    if (at > 0 && is_letter(label[at - 1])) continue;
    std::size_t digits = at + 2;
    if (label.substr(at, 4) == "cuda") digits = at + 4;
    std::size_t end = digits;
    while (end < label.size() && scan::is_digit(label[end])) ++end;
    const std::size_t count = end - digits;
    if (count < 2 || count > 3) continue;
    CudaBuild build;
    build.major = *scan::to_number(std::string(label.substr(digits, 2)));
    if (count == 3) build.minor = label[digits + 2] - '0';
    build.written = std::string(label.substr(at, end - at));
    return build;
  }
  return std::nullopt;
}

// "cuda-NN" as a whole '-'-separated word of a path segment ("ort-cuda-13-nightly" is 13; not
// "cuda-python", not "cuda-12x"): a segment named for one CUDA major.
std::optional<int> cuda_major_word_in_segment(std::string_view segment) {
  for (std::size_t at = segment.find("cuda-"); at != std::string_view::npos; at = segment.find("cuda-", at + 5)) {
    if (at > 0 && segment[at - 1] != '-') continue;
    const std::size_t digits = at + 5;
    std::size_t end = digits;
    while (end < segment.size() && scan::is_digit(segment[end])) ++end;
    if (end - digits != 2 || (end < segment.size() && segment[end] != '-')) continue;
    return scan::to_number(std::string(segment.substr(digits, 2)));
  }
  return std::nullopt;
}

// "%2B" (and "%2b") as '+': a wheel URL writes the local label's '+' escaped.
std::string percent_decoded_plus(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && text[i + 1] == '2' && (text[i + 2] == 'B' || text[i + 2] == 'b')) {
      out += '+';
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

std::optional<CudaBuild> cuda_build_of_version(std::string_view version_text) {
  const std::size_t plus = version_text.find('+');
  if (plus == std::string_view::npos) return std::nullopt;
  auto build = cuda_build_in_label(version_text.substr(plus + 1));
  if (build) build->written = "+" + build->written;
  return build;
}

std::optional<CudaBuild> cuda_build_of_url(std::string_view url_text) {
  std::string url = percent_decoded_plus(url_text.substr(0, url_text.find_first_of("#?")));
  while (!url.empty() && url.back() == '/') url.pop_back();
  const std::size_t slash = url.rfind('/');
  const std::string file = slash == std::string::npos ? url : url.substr(slash + 1);
  // The file name: a wheel's version is its second '-' field, a find-links page names one build.
  if (auto build = cuda_build_of_version(file)) return build;
  // A path segment that is only a build: /whl/cu126/, /cuda11/.
  std::size_t start = url.find("://");
  start = start == std::string::npos ? 0 : start + 3;
  std::optional<CudaBuild> found;
  while (start < url.size()) {
    std::size_t end = url.find('/', start);
    if (end == std::string::npos) end = url.size();
    const std::string_view segment = std::string_view(url).substr(start, end - start);
    if (auto build = cuda_build_in_label(segment); build && build->written.size() == segment.size()) {
      build->written = "/" + std::string(segment) + "/";
      found = build;
    } else if (auto major = cuda_major_word_in_segment(segment)) {
      // ONNX Runtime's feeds name the major as a word: .../_packaging/ort-cuda-13-nightly/pypi/simple/.
      found = CudaBuild{};
      found->major = *major;
      found->written = "/" + std::string(segment) + "/";
    }
    start = end + 1;
  }
  return found;
}

bool index_serves_cuda_builds_of(std::string_view index_url, const std::string& name) {
  if (index_url.find("download.pytorch.org/whl") != std::string_view::npos)
    return name == "torch" || name == "torchvision" || name == "torchaudio";
  if (index_url.find("data.pyg.org/whl") != std::string_view::npos ||
      index_url.find("pytorch-geometric.com/whl") != std::string_view::npos)
    return name == "pyg-lib" || name == "torch-scatter" || name == "torch-sparse" || name == "torch-cluster" ||
           name == "torch-spline-conv";
  // DGL's find-links pages (https://data.dgl.ai/wheels/torch-2.2/cu118/repo.html) list dgl only as that
  // build (dgl-2.1.0+cu118), which outranks PyPI's untagged dgl of the same release (DeepChem, heldout7).
  if (index_url.find("data.dgl.ai/wheels") != std::string_view::npos) return name == "dgl";
  // OpenMMLab's find-links pages (https://download.openmmlab.com/mmcv/dist/cu117/torch2.0/index.html) serve
  // mmcv wheels of that build under the plain version (mmcv-2.0.1), while PyPI has only sdists of those
  // releases; pip prefers a wheel to an sdist of one version, so the page's build is installed (NNI, heldout8).
  if (index_url.find("download.openmmlab.com/mmcv/dist/") != std::string_view::npos)
    return name == "mmcv" || name == "mmcv-full";
  return false;
}

bool index_serves_one_build_of(std::string_view index_url, const std::string& name) {
  // Seen in pip's logs: torch 2.5.1 from /whl/cu124 collects https://download.pytorch.org/whl/triton-3.1.0-...whl,
  // torch from /whl/cu118 collects /whl/triton-3.3.1-...whl (docs/pin-check.md cites them).
  return index_url.find("download.pytorch.org/whl") != std::string_view::npos && name == "triton";
}

std::optional<int> major_of_extra(const std::string& extra) {
  std::string name;
  for (char c : extra)
    name += c == '_' || c == '.' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return major_named_by(name);
}

std::optional<Version> cudarc_feature_release(const std::string& feature) {
  // cuda-MMmmp: cuda-11080 is 11.8, cuda-12040 is 12.4, cuda-13000 is 13.0.
  if (!feature.starts_with("cuda-") || feature.size() != 10 || !all_digits(feature.substr(5))) return std::nullopt;
  return Version::parse(std::to_string(std::stoi(feature.substr(5, 2))) + "." +
                        std::to_string(std::stoi(feature.substr(7, 2))));
}

bool conda_versions_are_cuda_releases(const std::string& name) {
  // `cuda` is the whole toolkit's metapackage (nvidia channel and conda-forge: cuda 11.7.1, 12.4.1).
  return name == "cuda" || name == "cuda-version" || name == "cudatoolkit" || name == "cudatoolkit-dev" ||
         name == "pytorch-cuda" || name == "cuda-toolkit" || name == "cuda-nvcc" || name == "cuda-runtime" ||
         name == "cuda-libraries" || name == "cuda-libraries-dev" ||
         // Numbered as the runtime is (cuda-profiler-api 12.2.140 beside cuda-cudart 12.2.140 in a CUDA
         // 12.2 environment, heldout12): its major.minor are the CUDA release's.
         name == "cuda-profiler-api" ||
         // conda-forge's nvcc wrapper, nvcc_{{ target_platform }} (nvcc-feedstock): nvcc_linux-64 11.8
         // activates and requires the CUDA 11.8 toolkit, so its version is the CUDA release.
         name.starts_with("nvcc_linux-") || name == "nvcc_win-64";
}

std::string conda_component_base(const std::string& name) {
  for (std::string_view split : {"-dev", "-static"})
    if (name.size() > split.size() && name.compare(name.size() - split.size(), split.size(), split) == 0)
      return name.substr(0, name.size() - split.size());
  return name;
}

bool is_cuda_package(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts) {
  switch (ecosystem) {
    case Ecosystem::kCargo:
      return name == "cudarc";
    case Ecosystem::kConda: {
      if (name == "cuda-version" || name == "cupy" || name == "pytorch" || name.starts_with("cuda-") ||
          conda_versions_are_cuda_releases(name) || cuda_major_of_name(name, ecosystem, facts))
        return true;
      // A component, or its -dev / -static split (libcublas-dev).
      const std::string base = conda_component_base(name);
      for (const auto& [component, conda_name] : facts.conda_packages)
        if (conda_name == base) return true;
      return false;
    }
    case Ecosystem::kPython:
      if (name == "cuda-python" || name == "cuda-bindings" || name == "cuda-toolkit" || name == "torch" ||
          name == "cupy" || name.starts_with("cupy-cuda") || name.starts_with("jax-cuda"))
        return true;
      return cuda_major_of_name(name, ecosystem, facts).has_value();
  }
  return false;
}

std::string variant_family(const std::string& name, const PackageFacts& facts) {
  if (name == "cupy" || name.starts_with("cupy-cuda")) return "cupy";
  if (name.starts_with("jax-cuda") && name.size() > 7 && name.compare(name.size() - 7, 7, "-plugin") == 0)
    return "jax-cuda-plugin";
  // One NVIDIA component in two majors' wheels (nvidia-cuda-runtime-cu12 and nvidia-cuda-runtime).
  if (std::string component = wheel_component(name, facts); !component.empty()) return "nvidia-" + component;
  return {};
}

}  // namespace cudacompat::requirements
