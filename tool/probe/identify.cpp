#include "probe/identify.h"

#include <nlohmann/json.hpp>
#include <regex>

#include "common/subprocess.h"
#include "probe/process_text.h"
#include "common/files.h"

namespace cudacompat {

std::optional<Version> version_from_cuda_h(const std::string& text) {
  static const std::regex kDefine(R"((?:^|\n)[ \t]*#[ \t]*define[ \t]+CUDA_VERSION[ \t]+([0-9]+))");
  std::smatch match;
  if (!std::regex_search(text, match, kDefine)) return std::nullopt;
  int value = std::stoi(match[1].str().substr(0, 9));
  if (value < 1000) return std::nullopt;
  return Version::from_cuda_version_macro(value);
}

Expected<Version> version_from_version_json(const std::string& text) {
  nlohmann::json document = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded()) return Error{"is not valid JSON"};
  const nlohmann::json* version = nullptr;
  if (document.is_object()) {
    auto cuda = document.find("cuda");
    if (cuda != document.end() && cuda->is_object()) {
      auto found = cuda->find("version");
      if (found != cuda->end()) version = &*found;
    }
  }
  if (!version || !version->is_string()) return Error{"has no string at cuda.version"};
  const std::string& text_version = version->get_ref<const std::string&>();
  auto parsed = Version::parse(text_version);
  if (!parsed) return Error{"says cuda.version is '" + text_version + "', which is not a version"};
  return *parsed;
}

std::optional<Version> version_from_nvcc_output(const std::string& text) {
  static const std::regex kFull(R"(release ([0-9]+\.[0-9]+), V([0-9]+\.[0-9]+\.[0-9]+))");
  static const std::regex kRelease(R"(release ([0-9]+\.[0-9]+))");
  std::smatch match;
  if (std::regex_search(text, match, kFull)) return Version::parse(match[2].str());
  if (std::regex_search(text, match, kRelease)) return Version::parse(match[1].str());
  return std::nullopt;
}

Expected<Version> nvcc_version(const fs::path& nvcc, std::chrono::milliseconds time_limit) {
  ProcessResult run = run_process({nvcc.string(), "--version"}, time_limit);
  if (!run.ok()) {
    std::string detail = what_it_said(run);
    return Error{run.failure + (detail.empty() ? "" : ": " + detail)};
  }
  if (auto version = version_from_nvcc_output(run.output)) return *version;
  return Error{nvcc.string() + " --version printed no 'release X.Y': " + trimmed(run.output, 200)};
}

Identification identify_toolkit(const ToolkitPaths& paths, std::chrono::milliseconds time_limit) {
  Identification id;

  if (!paths.include_dir.empty()) {
    fs::path cuda_h = paths.include_dir / "cuda.h";
    if (Expected<std::string> text = read_text_file(cuda_h)) {
      if (auto version = version_from_cuda_h(*text))
        id.witnesses.push_back({"cuda.h (" + cuda_h.string() + ")", *version});
      else
        id.problems.push_back(cuda_h.string() + " does not define CUDA_VERSION: it is not a CUDA toolkit's cuda.h, or it is damaged");
    } else {
      id.problems.push_back(text.error().message);
    }
  }

  for (const fs::path& json_path : {paths.root / "version.json", paths.nvcc_real.parent_path().parent_path() / "version.json"}) {
    std::error_code ec;
    if (json_path.empty() || !fs::exists(json_path, ec)) continue;
    Expected<std::string> text = read_text_file(json_path, 1u << 20);
    if (!text) {
      id.notes.push_back(text.error().message + "; ignored, the other witnesses decide");
      break;
    }
    if (Expected<Version> version = version_from_version_json(*text))
      id.witnesses.push_back({"version.json (" + json_path.string() + ")", *version});
    else
      id.notes.push_back(json_path.string() + " " + version.error().message + "; ignored, the other witnesses decide");
    break;
  }

  if (!paths.nvcc.empty() && is_executable_file(paths.nvcc)) {
    if (Expected<Version> version = nvcc_version(paths.nvcc, time_limit))
      id.witnesses.push_back({"nvcc --version (" + paths.nvcc.string() + ")", *version});
    else
      id.problems.push_back(version.error().message + "; this nvcc is broken: reinstall the toolkit, or point CUDAToolkit_ROOT at a working one");
  }

  if (id.witnesses.empty()) {
    id.problems.push_back("no witness gave a version (cuda.h, version.json, nvcc --version)");
    return id;
  }
  const VersionWitness* best = &id.witnesses.front();
  bool agree = true;
  for (const auto& witness : id.witnesses) {
    if (!witness.version.same_major_minor(id.witnesses.front().version)) agree = false;
    if (witness.version.parts > best->version.parts) best = &witness;
  }
  if (!agree) {
    std::string text = "the toolkit's pieces disagree about its version:";
    for (const auto& witness : id.witnesses) text += " " + witness.source + " says " + witness.version.to_string() + ";";
    text += " reinstall it so that nvcc and the headers come from one release, or point CUDAToolkit_ROOT at a consistent toolkit";
    id.problems.push_back(text);
    return id;
  }
  id.version = best->version;
  id.version_source = best->source;
  return id;
}

}  // namespace cudacompat
