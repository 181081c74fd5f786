// Whether a toolkit that was found and identified can really compile: every piece nvcc needs is
// there, and every nvcc query the probe makes answers. Each check is a usability condition: a
// hang, a failure or a missing piece makes the candidate unusable, with the reason.
//
//   files (free)        crt/host_config.h, the runtime library (libcudart.so or libcudart_static.a),
//                       and what the project requires: the CCCL headers (cub/version.cuh,
//                       cuda/std/version) unless it leaves them out, the libraries it names
//   CMake's view        the library root CMake's enable_language(CUDA) derives from the dry run
//   nvcc --dryrun -c    (no compilation; ~20 ms) the PATH nvcc sets from its nvcc.profile, the host
//                       compiler it runs by default, and where cicc and ptxas are: each must exist,
//                       be executable, and belong to this toolkit
//   compile check       nvcc -cubin of an empty, already preprocessed kernel (.cup) for one
//                       architecture: runs cicc and ptxas, so it catches one that is there but
//                       broken or hangs; about 0.1 s, cached by a fingerprint of nvcc, nvcc.profile,
//                       cicc, ptxas, the host compiler and the headers, so only the first configure
//                       of a build tree pays
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "common/expected.h"
#include "common/subprocess.h"
#include "probe/toolkit_layout.h"

namespace cudacompat {

// What the project needs of a toolkit beyond nvcc, crt/host_config.h and the CUDA runtime (which
// every CUDA build needs): CMake's cudacompat_configure(REQUIRES ...). The default, for a project
// that declares nothing, is the safe one: the CCCL headers (CUB, Thrust, libcu++), no library.
struct ToolkitRequirements {
  bool cccl = true;
  struct Library {
    std::string name;  // as the knowledge base's cuda_libraries names it: "cublas", "nvrtc", "nvJitLink"
    std::string what;  // "cuBLAS"
  };
  std::vector<Library> libraries;
  std::string source = "the default (CCCL)";  // "REQUIRES of cudacompat_configure (CCCL cuBLAS)"
};

// Missing required files, in words ("no crt/host_config.h in ..."); empty when complete.
std::vector<std::string> missing_components(const ToolkitPaths& paths, const ToolkitRequirements& requirements = {});

struct NvccDryRun {
  std::map<std::string, std::string> variables;  // _HERE_, TOP, CICC_PATH, PATH, ...
  std::string path_list;                         // PATH as nvcc sets it for the programs it runs
  std::string host_compiler;                     // program of the host compilation lines: "gcc", or -ccbin's
  std::string cicc;                              // program of the cicc line, variables expanded
  std::string ptxas;                             // program of the ptxas line
};

// Reads `nvcc --dryrun` output (its "#$ " lines). Exposed for the unit tests.
NvccDryRun parse_nvcc_dry_run(const std::string& text);

// Runs `nvcc --dryrun -c cudacompat_probe.cu` (nothing is compiled or written).
Expected<NvccDryRun> nvcc_dry_run(const fs::path& nvcc, const Environment& environment,
                                  std::chrono::milliseconds time_limit);

struct ToolchainPrograms {
  fs::path cicc;
  fs::path ptxas;
};

// cicc and ptxas as nvcc will run them (looked up on nvcc's PATH): an Error naming what is missing,
// not executable, or taken from outside the toolkit.
Expected<ToolchainPrograms> toolchain_programs(const NvccDryRun& dry_run, const ToolkitPaths& paths);

// Whether CMake's own enable_language(CUDA) can derive the toolkit's library root from this nvcc
// (CMakeDetermineCUDACompiler.cmake, CMake 3.25 to 3.31): from NVVMIR_LIBRARY_DIR when that ends in
// nvvm/libdevice, else from TOP/nvvm/libdevice (TOP as nvcc sets it, else the directory above
// nvcc's), else from /usr/lib/cuda/nvvm/libdevice. Otherwise CMake stops with "Couldn't find CUDA
// library root.", and no CMake variable can supply it: an Error with the fix (a path ending in
// nvvm/libdevice for the libdevice directory). /usr/lib/cuda counts only when it is this toolkit's
// own libdevice, not another toolkit's that CMake would silently take.
Expected<void> cmake_can_find_library_root(const NvccDryRun& dry_run, const fs::path& nvcc);

struct CompileCheckInputs {
  fs::path nvcc;
  std::string arch;                     // "sm_75"
  std::vector<std::string> nvcc_flags;  // -ccbin X, -allow-unsupported-compiler
  std::vector<fs::path> stamped_files;  // whose change invalidates the cached result
  std::optional<fs::path> cache_file;
  fs::path work_dir;
  Environment environment;  // nvcc's, but for TMPDIR (see compile_check)
  std::chrono::milliseconds time_limit{60000};
};

struct CompileCheckResult {
  std::string command;
  bool from_cache = false;
  double seconds = 0;                   // of the compilation, when it ran
  std::vector<Diagnostic> diagnostics;  // compile-check-cache: a cache file that was malformed or not written
};

// nvcc -cubin of an empty kernel. An Error with nvcc's own words when it fails or hangs. nvcc's
// temporary files go to a private directory under work_dir, removed afterwards (also after a hang).
Expected<CompileCheckResult> compile_check(const CompileCheckInputs& inputs);

}  // namespace cudacompat
