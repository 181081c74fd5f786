// Finding every CUDA toolkit on a machine, in a documented order, without running anything.
//
// Search order (the first usable candidate wins unless CUDACOMPAT_CUDA_VERSION selects another):
//   1. CUDAToolkit_ROOT, the CMake cache variable (passed as --root), then the environment variable
//   2. CUDA_HOME (environment)
//   3. CUDA_PATH (environment)
//   4. nvcc on PATH: the directory above its bin/; when that holds no toolkit, symbolic links and
//      exec-only wrapper scripts (/usr/local/bin/nvcc -> exec /usr/local/cuda-13.0/bin/nvcc) are
//      followed to the real nvcc and the directory above its bin/ is taken
//   5. /usr/local/cuda
//   6. /usr/local/cuda-X.Y, newest version first
//   7. every toolkit directly inside a directory of CUDACOMPAT_TOOLKIT_SEARCH_PATH (CMake variable,
//      else environment; colon-separated), in the order given: side-by-side installations such
//      as /opt/cudacompat/toolkits/cuda-11.8, or a pip --target directory holding nvidia/cu13
//   8. the distro layout: /usr (/usr/bin/nvcc, /usr/include/cuda.h)
// Candidates that resolve to the same directory are listed once, at their first position, with
// every way they were found.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "probe/probe_environment.h"
#include "probe/toolkit_layout.h"

namespace cudacompat {

struct DiscoveryInputs {
  std::optional<std::string> root_cache_variable;   // CUDAToolkit_ROOT given to CMake
  std::optional<std::string> search_path_variable;  // CUDACOMPAT_TOOLKIT_SEARCH_PATH given to CMake
  // CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, PATH, CUDACOMPAT_TOOLKIT_SEARCH_PATH
  std::map<std::string, std::string> environment;
  // Where the well-known locations are; tests point these into fixture trees.
  fs::path usr_local = "/usr/local";
  fs::path distro_prefix = "/usr";

  // The variables above as `environment` has them, and the real file system.
  static DiscoveryInputs from_environment(const ProbeEnvironment& environment,
                                          std::optional<std::string> root_cache_variable);
};

struct Candidate {
  std::vector<std::string> origins;  // e.g. "CUDA_HOME", "nvcc on PATH (/usr/local/bin/nvcc)"
  ToolkitPaths paths;
  bool explicit_request = false;  // named by CUDAToolkit_ROOT: an unusable one is an error, not skipped
};

struct DiscoveryResult {
  std::vector<Candidate> candidates;  // in search order, unique by resolved root
  // Places named but holding no toolkit (search-place-without-toolkit), e.g. "CUDA_HOME=/opt/x holds
  // no CUDA toolkit (...)", where the variable or PATH entry that named it.
  std::vector<Diagnostic> notes;
};

DiscoveryResult discover_toolkits(const DiscoveryInputs& inputs);

}  // namespace cudacompat
