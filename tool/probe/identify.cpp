#include "probe/identify.h"

#include <nlohmann/json.hpp>
#include <regex>

#include "common/subprocess.h"

namespace cudacompat {

std::optional<Version> version_from_cuda_h(const std::string& text) {
  static const std::regex kDefine(R"((?:^|\n)[ \t]*#[ \t]*define[ \t]+CUDA_VERSION[ \t]+([0-9]+))");
  std::smatch match;
  if (!std::regex_search(text, match, kDefine)) return std::nullopt;
  int value = std::stoi(match[1].str().substr(0, 9));
  if (value < 1000) return std::nullopt;
  return Version::from_cuda_version_macro(value);
}

std::optional<Version> version_from_version_json(const std::string& text, std::string* error) {
  nlohmann::json document = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded()) {
    if (error) *error = "is not valid JSON";
    return std::nullopt;
  }
  const nlohmann::json* version = nullptr;
  if (document.is_object() && document.contains("cuda") && document["cuda"].is_object() &&
      document["cuda"].contains("version"))
    version = &document["cuda"]["version"];
  if (!version || !version->is_string()) {
    if (error) *error = "has no string at cuda.version";
    return std::nullopt;
  }
  auto parsed = Version::parse(version->get<std::string>());
  if (!parsed && error) *error = "says cuda.version is '" + version->get<std::string>() + "', which is not a version";
  return parsed;
}

std::optional<Version> version_from_nvcc_output(const std::string& text) {
  static const std::regex kFull(R"(release ([0-9]+\.[0-9]+), V([0-9]+\.[0-9]+\.[0-9]+))");
  static const std::regex kRelease(R"(release ([0-9]+\.[0-9]+))");
  std::smatch match;
  if (std::regex_search(text, match, kFull)) return Version::parse(match[2].str());
  if (std::regex_search(text, match, kRelease)) return Version::parse(match[1].str());
  return std::nullopt;
}

Identification identify_toolkit(const ToolkitPaths& paths, std::chrono::milliseconds time_limit) {
  Identification id;

  if (!paths.include_dir.empty()) {
    fs::path cuda_h = paths.include_dir / "cuda.h";
    std::string error;
    if (auto text = read_text_file(cuda_h, &error)) {
      if (auto version = version_from_cuda_h(*text))
        id.witnesses.push_back({"cuda.h (" + cuda_h.string() + ")", *version});
      else
        id.problems.push_back(cuda_h.string() + " does not define CUDA_VERSION: it is not a CUDA toolkit's cuda.h, or it is damaged");
    } else {
      id.problems.push_back(error);
    }
  }

  for (const fs::path& json_path : {paths.root / "version.json", paths.nvcc_real.parent_path().parent_path() / "version.json"}) {
    std::error_code ec;
    if (json_path.empty() || !fs::exists(json_path, ec)) continue;
    std::string error;
    auto text = read_text_file(json_path, &error, 1u << 20);
    std::optional<Version> version;
    if (text) version = version_from_version_json(*text, &error);
    if (version)
      id.witnesses.push_back({"version.json (" + json_path.string() + ")", *version});
    else
      id.notes.push_back(json_path.string() + " " + error + "; ignored, the other witnesses decide");
    break;
  }

  if (!paths.nvcc.empty() && is_executable_file(paths.nvcc)) {
    ProcessResult run = run_process({paths.nvcc.string(), "--version"}, time_limit);
    if (!run.ok()) {
      std::string detail = run.errors.substr(0, 400);
      id.problems.push_back(run.failure + (detail.empty() ? "" : ": " + detail));
    } else if (auto version = version_from_nvcc_output(run.output)) {
      id.witnesses.push_back({"nvcc --version (" + paths.nvcc.string() + ")", *version});
    } else {
      id.problems.push_back(paths.nvcc.string() + " --version printed no 'release X.Y': " + run.output.substr(0, 200));
    }
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
