// The host compiler nvcc will use, and whether this toolkit accepts it.
//
// The limits come from the toolkit's own crt/host_config.h (the `#if __GNUC__ > N` / `#error --
// unsupported GNU version` pairs), the knowledge base when that file is missing. A compiler out
// of range is refused before any CUDA compilation, naming the supported compilers installed here.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "common/files.h"
#include "knowledge/version.h"

namespace cudacompat {

enum class CompilerFamily { kGnu, kClang, kUnknown };
std::string to_string(CompilerFamily family);

struct CompilerIdentity {
  fs::path path;
  CompilerFamily family = CompilerFamily::kUnknown;
  std::optional<Version> version;
  std::string source;  // "g++ --version" or "CMake (CMAKE_CXX_COMPILER_VERSION)"
};

struct HostCompilerLimits {
  std::optional<int> gcc_max;    // newest GCC major accepted
  std::optional<int> clang_max;  // newest Clang major accepted
  std::string source;            // "crt/host_config.h (path)" or "knowledge base (CUDA 12.4)"
};

// Reads the limits from the text of crt/host_config.h; empty optionals when it has none.
HostCompilerLimits limits_from_host_config(const std::string& text);

// Runs `compiler --version` (bounded) and `-dumpfullversion` for GCC.
CompilerIdentity identify_compiler(const fs::path& compiler, std::chrono::milliseconds time_limit);

bool is_supported(const CompilerIdentity& compiler, const HostCompilerLimits& limits);
std::string describe_range(const HostCompilerLimits& limits);  // "GCC <= 15, Clang <= 20"

// Supported compilers installed on `path_list`, newest first: g++-N and clang++-N inside the
// limits, plus plain g++ / clang++ when they are inside them.
std::vector<CompilerIdentity> find_supported_compilers(const HostCompilerLimits& limits, const std::string& path_list,
                                                       std::chrono::milliseconds time_limit);

}  // namespace cudacompat
