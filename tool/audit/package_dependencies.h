// A package's declared dependencies, read into what the package checks ask of each: which CUDA
// component it provides, for which CUDA majors, and whether its version range has a ceiling.
// Requirements are parsed by pin/ (PEP 508, PEP 440, conda match specs): one parser per format.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "knowledge/package_facts.h"
#include "readers/package_metadata.h"

namespace cudacompat::audit {

// The audit judges the facts that tool/readers reads: their names are its vocabulary.
using namespace cudacompat::readers;

struct CudaDependency {
  std::string text;                  // as written, for messages
  std::string name;                  // normalized (wheel) or as written
  std::set<std::string> components;  // "cudart"; empty for a constraint only (conda cuda-version)
  bool all_components = false;       // cuda-toolkit-12-4, cuda-runtime-12-4
  std::set<int> majors;              // the CUDA majors it stands for; empty: any
  bool says_major = false;           // its name or range names a CUDA major (for declared-major-unused)
  bool constraint_only = false;      // conda cuda-version: limits the major, installs nothing
  std::optional<bool> has_ceiling;   // nullopt: not judged (a name that fixes the major)
  std::string ceiling_hint;          // ",<13" to suggest
};

// The dependencies that are about CUDA, in the order written. Others (numpy, libc6) are left out.
std::vector<CudaDependency> cuda_dependencies(const PackageMetadata& metadata, const PackageFacts& facts);

// The Debian package name of a library's soname: libcudart.so.12 -> libcudart12, libnvrtc.so.11.2
// -> libnvrtc11.2, a name ending in a digit gets a '-' (policy 8.1).
std::string debian_package_of_soname(const std::string& soname);

}  // namespace cudacompat::audit
