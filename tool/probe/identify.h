// Identifying a toolkit's version without compiling anything.
//
// Three witnesses, each read only if present:
//   cuda.h           `#define CUDA_VERSION 13000` -> 13.0
//   version.json     {"cuda": {"version": "12.4.1"}} (NVIDIA's installers; not every install has one)
//   nvcc --version   "Cuda compilation tools, release 13.0, V13.0.88" (bounded by a time limit)
// They must agree on major.minor; the most precise one gives the reported version. When they
// disagree the toolkit is refused, naming each witness and what it said.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "common/subprocess.h"
#include "knowledge/version.h"
#include "probe/toolkit_layout.h"

namespace cudacompat {

struct VersionWitness {
  std::string source;  // "cuda.h (/usr/local/cuda-13.0/include/cuda.h)"
  Version version;
};

struct Identification {
  std::optional<Version> version;  // set when the witnesses agree
  std::string version_source;      // which witness gave `version`
  std::vector<VersionWitness> witnesses;
  std::vector<std::string> problems;  // disagreement, unreadable files, a failing nvcc
  // Harmless: a version.json that could not be read and was ignored (version-json-ignored, where
  // the file); the JSON report's candidate `notes` (their messages).
  std::vector<Diagnostic> notes;
};

// Parsers for each witness, exposed for the unit tests. Nullopt when the text holds no version.
std::optional<Version> version_from_cuda_h(const std::string& text);
// The version at cuda.version, or an Error saying what is wrong with the file (never throws,
// whatever the JSON holds).
Expected<Version> version_from_version_json(const std::string& text);
std::optional<Version> version_from_nvcc_output(const std::string& text);

// Runs `nvcc --version` (bounded): the version it names, or why there is none (a hang, a failure
// with nvcc's own words, output without 'release X.Y').
Expected<Version> nvcc_version(const fs::path& nvcc, const Environment& environment,
                               std::chrono::milliseconds time_limit);

Identification identify_toolkit(const ToolkitPaths& paths, const Environment& environment,
                                std::chrono::milliseconds time_limit);

}  // namespace cudacompat
