// The knowledge base's `packages` section as typed views: for each CUDA release, the real package
// versions that belong to it in each ecosystem (NVIDIA's wheels, cuda-python, PyTorch's tags,
// conda's cuda-version, NVIDIA's and Debian's apt names), the per-major names (CuPy, JAX, cudarc
// features), and the known-bad releases that pins must exclude. compat/refresh_packages.py keeps
// the section in step with the registries.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "knowledge/version.h"

namespace cudacompat {

namespace json {
class Value;  // common/json_value.h
}

// One NVIDIA wheel of a CUDA minor release: its versions in the first and the last
// `cuda-toolkit` metapackage of that minor.
struct WheelFacts {
  std::string package;            // nvidia-cufft-cu12
  std::string first;              // 11.2.0.44 (as PyPI spells it: CCCL's wheels have five parts, 13.3.3.3.1)
  std::string last;               // 11.2.1.3
  int major = 0;                  // the package's own major (11 for cuFFT in CUDA 12): its soname's
  Version first_version() const;  // its leading four parts, for ordering
};

// The leading (up to four) numeric parts of a release number such as 13.3.3.3.1 or 12.6.2.post1.
std::optional<Version> leading_version(const std::string& text);

struct DebianPackageFacts {
  std::string package;  // libcudart12
  std::string suite;    // trixie
  std::string version;  // 12.4.131~12.4.1-2 (a Debian version, not a dotted one)
};

struct ReleasePackages {
  Version cuda;                                  // 12.4
  std::vector<std::string> toolkit_metapackage;  // cuda-toolkit versions of this minor on PyPI
  std::map<std::string, WheelFacts> wheels;      // component ("cudart", "cufft") -> wheel
  std::vector<std::string> cuda_python;
  std::vector<std::string> cuda_bindings;
  std::vector<std::string> torch_tags;            // "cu124"
  std::string conda_cuda_version;                 // "" when conda-forge has none
  std::map<std::string, std::string> nvidia_apt;  // component -> "cuda-cudart-12-4"
  std::map<std::string, DebianPackageFacts> debian;
};

struct MajorPackages {
  int major = 0;
  std::string wheel_suffix;  // "-cu12"; "" when NVIDIA's wheels are unsuffixed
  std::string cupy;          // cupy-cuda12x
  std::string jax_plugin;    // jax-cuda12-plugin; "" when none
  bool nvidia_wheels_suffixed = true;
  // Where the major's NVIDIA wheels install their libraries, relative to site-packages:
  // "nvidia/cu13/lib" (one tree), or "nvidia/{module}/lib" with {module} the wheel's name without
  // "nvidia-" and the suffix, '-' as '_' (nvidia-cuda-runtime-cu12 -> nvidia/cuda_runtime/lib).
  std::string wheel_library_dir;
  std::map<std::string, std::string> cudarc_features;  // "12.4" -> "cuda-12040"
};

struct CudarcNeeds {
  std::vector<std::string> versions;  // cudarc releases
  Version cuda;                       // that need at least this toolkit
  std::string why;
  std::string source;
};

struct KnownBadRelease {
  std::string ecosystem;  // "pypi", "conda", "cargo"
  std::string package;
  std::vector<std::string> versions;
  std::string why;
  std::string source;
  std::optional<Version> only_below_cuda;  // bad only with toolkits older than this
};

// A conda package of CUDA whose releases stopped at an older major (cudatoolkit: 11.8): whatever
// its range, an entry of it installs that major's runtime.
struct CondaLastRelease {
  Version last;
  std::string why;
  std::string source;
  std::string instead;  // what a later major uses in its place, for the correction hint
};

struct PackageFacts {
  std::map<std::string, std::string> library_components;  // knowledge library name -> wheel component
  std::map<std::string, std::string> conda_packages;      // wheel component -> conda-forge package name
  std::vector<ReleasePackages> releases;                  // oldest first
  std::vector<MajorPackages> majors;
  std::vector<std::string> cudarc_versions;
  std::vector<CudarcNeeds> cudarc_needs;
  // cudarc's cuda-NNNNN features: the first and the last release that has each (one run of releases).
  std::map<std::string, std::pair<std::string, std::string>> cudarc_feature_releases;
  // PyTorch's CUDA builds per release ("2.7" -> cu118, cu126, cu128): which +cuNNN wheels exist.
  std::map<std::string, std::vector<std::string>> torch_builds;
  std::vector<KnownBadRelease> known_bad;
  std::map<std::string, CondaLastRelease> conda_last_releases;  // conda package -> its last release

  const ReleasePackages* release(const Version& cuda) const;
  const MajorPackages* major(int major) const;
  // The component a CUDA library (as the `cuda_libraries` section names it) ships in; itself
  // when the table does not name it.
  std::string component_of(const std::string& library) const;
  // The directory, relative to site-packages, where the NVIDIA wheel of `component` ("cudart") for
  // CUDA `cuda_major` installs its libraries ("nvidia/cuda_runtime/lib"); nullopt when the knowledge
  // base knows no such wheel or no layout for the major.
  std::optional<std::string> wheel_library_dir(const std::string& component, int cuda_major) const;
};

// Reads the section; throws KnowledgeBaseError naming the place of the first problem.
PackageFacts read_package_facts(const json::Value& section);

}  // namespace cudacompat
