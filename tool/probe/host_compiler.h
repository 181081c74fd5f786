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

#include "common/expected.h"
#include "common/files.h"
#include "common/subprocess.h"
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

// Runs `compiler --version` (bounded) and `-dumpfullversion` for GCC. An Error when it cannot be
// run, fails, or its banner names neither GCC nor Clang.
Expected<CompilerIdentity> identify_compiler(const fs::path& compiler, const Environment& environment,
                                             std::chrono::milliseconds time_limit);

// The host compiler nvcc uses when none is named (no -ccbin): `name` as nvcc's own command lines
// give it (`nvcc --dryrun` shows "gcc ..."), looked up on the PATH nvcc sets from its nvcc.profile
// (Debian's puts its gcc/g++ wrappers first). A wrapper that runs another compiler (Debian's runs
// `g++-11`) is followed by running it with --version: its banner names the program it ran.
struct NvccDefaultCompiler {
  std::string name;     // as nvcc runs it: "gcc"
  fs::path invoked;     // that name on nvcc's PATH: ".../nvidia-cuda-toolkit/bin/gcc"
  fs::path resolved;    // what actually compiles: "/usr/bin/gcc-11"
  fs::path cxx_driver;  // its C++ driver, for CMAKE_CUDA_HOST_COMPILER: "/usr/bin/g++-11"
  std::string how;      // the chain, in words, for the report
};
Expected<NvccDefaultCompiler> resolve_nvcc_default_compiler(const std::string& name, const std::string& nvcc_path_list,
                                                            const Environment& environment,
                                                            std::chrono::milliseconds time_limit);

bool is_supported(const CompilerIdentity& compiler, const HostCompilerLimits& limits);
std::string describe_range(const HostCompilerLimits& limits);  // "GCC <= 15, Clang <= 20"

// Supported compilers installed on `path_list`, newest first: g++-N and clang++-N inside the
// limits, plus plain g++ / clang++ when they are inside them.
std::vector<CompilerIdentity> find_supported_compilers(const HostCompilerLimits& limits, const std::string& path_list,
                                                       const Environment& environment,
                                                       std::chrono::milliseconds time_limit);

}  // namespace cudacompat
