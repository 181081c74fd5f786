// The rules about CUDA requirements, in one place: `pin --check` (a project's files) and the
// audit's package checks (a built package's metadata) both judge with these, and name what they
// find with one table of codes. What a name or version says is cuda_packages.h's; how a range
// reads is pep440.h's, conda_version.h's and cargo_semver.h's.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "knowledge/package_facts.h"
#include "requirements/ecosystem.h"

namespace cudacompat::requirements {

enum class RuleCode {
  kWrongMajor,         // built for another CUDA major than the toolkit's
  kNoUpperBound,       // its versions follow CUDA's, and its range has no ceiling: a future major gets in
  kKnownBad,           // the range admits (or a lock holds) a release known to be broken
  kMixedMajors,        // one install set holds packages fixed to different CUDA majors
  kDuplicateVariants,  // two distributions that install the same files
  kEmptyRange,         // a range no version satisfies
};

struct RuleInfo {
  RuleCode code;
  std::string_view name;     // "wrong-major"
  std::string_view summary;  // for --help and the documentation
};
const std::vector<RuleInfo>& rule_table();
std::string_view to_string(RuleCode code);

// Whether a requirement of `name` must carry a ceiling of its own: its version numbers follow
// CUDA's (cuda-python, cuda-bindings, cuda-toolkit, CUDA 13's unsuffixed NVIDIA wheels, conda's
// cuda-version and CUDA components, cudarc), so an open range admits the next CUDA major. Never
// for a name that fixes the major (nvidia-cublas-cu12, cupy-cuda12x, rmm-cu12), nor for packages
// whose versions say nothing of CUDA (torch, jax, cupy): their ceilings are not a CUDA matter.
bool needs_own_ceiling(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);

// The files a distribution installs, as a key: two distributions with one key in one install set
// overwrite each other (cupy and cupy-cuda12x; nvidia-cublas-cu11 and -cu12, which both install
// nvidia/cublas/). CUDA 13's NVIDIA wheels install to nvidia/cu13/: beside -cu12, not over it.
// "" for a distribution that shares its files with none.
std::string install_family(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);

// Whether a package that fixes a CUDA major counts when one install set mixes majors: NVIDIA's
// component wheels do not (their sonames and directories differ by major, so -cu12 and CUDA 13's
// live together, and projects list both on purpose); what loads one CUDA into the process does
// (cupy-cuda12x, jax-cuda12-plugin, torch +cu124, cuda-python 12, cudarc's features, rmm-cu12).
bool counts_toward_mixed_majors(const std::string& name, Ecosystem ecosystem, const PackageFacts& facts);

// The known-bad releases of `package` that apply with toolkit `cuda`.
std::vector<const KnownBadRelease*> known_bad_releases(const PackageFacts& facts, std::string_view ecosystem,
                                                       const std::string& package, const Version& cuda);

// The CUDA major an alternative group is for, from its name: the extra or dependency group "cu12",
// "cuda-13", "cuda12x", "sysctk13" (nvmath-python's); nullopt for a group that names none ("gpu", "test").
std::optional<int> group_major(const std::string& group);

}  // namespace cudacompat::requirements
