// Recognising a CUDA toolkit's directory layout from its root, without running anything.
//
// Layouts (what `layout` says in the probe report):
//   standard         NVIDIA's installers: ROOT/bin/nvcc, ROOT/include (or ROOT/targets/<arch>/include),
//                    ROOT/lib64 (or ROOT/lib, ROOT/targets/<arch>/lib). /usr/local/cuda-X.Y, conda.
//   distro           Debian/Ubuntu's nvidia-cuda-toolkit: ROOT=/usr, ROOT/bin/nvcc is a wrapper script
//                    for ROOT/lib/nvidia-cuda-toolkit/bin/nvcc, headers in ROOT/include, libraries in
//                    ROOT/lib/<multiarch>.
//   distro-unpacked  the same packages unpacked with `dpkg -x` into a prefix: ROOT=PREFIX/usr.
//   pip-wheel        NVIDIA's PyPI wheels: ROOT=.../nvidia/cuNN with bin/, include/ and lib/.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/files.h"

namespace cudacompat {

enum class Layout { kStandard, kDistro, kDistroUnpacked, kPipWheel };
std::string to_string(Layout layout);

struct ToolkitPaths {
  fs::path root;  // what CUDAToolkit_ROOT would be set to
  Layout layout = Layout::kStandard;
  fs::path nvcc;                             // the nvcc a user calls (may be a wrapper script)
  fs::path nvcc_real;                        // the compiler driver itself, wrappers and links resolved
  fs::path include_dir;                      // holds cuda.h and cuda_runtime.h
  std::vector<fs::path> extra_include_dirs;  // e.g. include/cccl, as nvcc.profile adds them
  fs::path library_dir;                      // holds libcudart
  std::vector<std::string> problems;         // what is missing or broken, in words; empty when complete
};

// The layout rooted at `root`, or nullopt when `root` holds no recognisable toolkit at all
// (neither an nvcc nor cuda.h). A partial toolkit is returned with `problems` filled in.
std::optional<ToolkitPaths> inspect_toolkit_root(const fs::path& root);

// For a shell script that only `exec`s another program (`exec /usr/local/cuda-13.0/bin/nvcc "$@"`),
// the program it runs; nullopt for anything else. Reads at most 4 KiB; never runs the script.
std::optional<fs::path> wrapper_script_target(const fs::path& script);

// Symbolic links and exec-only wrapper scripts followed to the real program (at most 8 hops).
fs::path resolve_program(const fs::path& program);

}  // namespace cudacompat
