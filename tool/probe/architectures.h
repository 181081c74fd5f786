// GPU architectures: what a toolkit accepts, the default policy, and checking what users ask for.
//
// Default policy (never `native`, never nvidia-smi, never a GPU):
//   real code (SASS) for the oldest architecture of every SM major family the toolkit supports
//   (SASS for sm_X.Y runs on every sm_X.Z with Z >= Y), plus PTX for the newest family's base
//   architecture, which the driver JIT-compiles for GPUs newer than the toolkit. Architectures the
//   toolkit's nvcc itself deprecates (its --dryrun warning) are left out: their warning would follow
//   every compile of the project.
//   CUDA 13.0 -> 75-real 80-real 90-real 100-real 110-real 120 (120 = SASS and PTX).
//   CUDA 11.8 -> 50-real 60-real 70-real 80-real 90 (sm_35, sm_37 deprecated by its nvcc).
// Requests are CMake's syntax: "80", "80-real", "90a-virtual", "all", "all-major"; `native` is
// refused because it needs a GPU at configure time.
// A request is judged under a policy (CUDACOMPAT_ARCHS_POLICY):
//   strict (default)  an architecture the toolkit lacks stops configure, naming what it supports;
//   clamp             one list for every toolkit: each architecture the toolkit lacks is dropped, with
//                     why (the knowledge base's per-release support: "sm_50: CUDA 13.0 dropped it");
//                     when the only PTX entries were dropped, the newest kept architecture gets PTX
//                     too (added, with why), so GPUs newer than the toolkit can still JIT the kernels;
//                     nothing left is an error.
// The list the policy keeps can then be reshaped (CUDACOMPAT_ARCHS_SHAPE):
//   asked (default)   compiled as asked;
//   fewest            the fewest compile targets that still run natively on every GPU asked for
//                     (probe/fewest_targets.h): one family target `NNf` per SM major where the toolkit
//                     has it, one PTX for the newest architecture asked, `a` targets as asked.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "common/files.h"
#include "common/subprocess.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat {

struct SupportedArchitectures {
  std::vector<std::string> names;       // "75", "90", "90a", "100f"...: numeric order
  std::string source;                   // "nvcc --list-gpu-arch" or "knowledge base (CUDA 12.4)"
  std::vector<std::string> deprecated;  // of `names`, those nvcc itself warns are deprecated ("35", "37")
  std::string deprecated_source;        // the warning, as nvcc printed it
};

// The architectures an nvcc deprecation warning names ("nvcc warning : The 'compute_35', 'compute_37',
// 'sm_35', and 'sm_37' architectures are deprecated, ..." -> 35, 37), or none.
std::vector<std::string> deprecated_in_nvcc_warning(const std::string& text);

// Plain architectures from nvcc --list-gpu-arch / --list-gpu-code output ("compute_90", "sm_90").
std::vector<std::string> architectures_from_nvcc_listing(const std::string& text);

// Asks nvcc; falls back to the knowledge base only for nvcc releases without --list-gpu-arch (nvcc
// says "Unknown option"). The `a`/`f` variants come from the knowledge base (nvcc does not list
// them) for the bases nvcc has. An nvcc whose listing hangs, fails or names no architecture is
// broken: an Error says how, and the toolkit is not usable.
Expected<SupportedArchitectures> supported_architectures(const fs::path& nvcc, const Version& toolkit,
                                                         const KnowledgeBase& kb, const Environment& environment,
                                                         std::chrono::milliseconds time_limit);

// Asks nvcc which of `bases` it deprecates: one `nvcc --dryrun` naming them all (nothing compiles),
// whose warning is the answer. Fills `deprecated` and `deprecated_source`; an nvcc that fails the
// dry run deprecates nothing that anyone can tell.
void read_deprecated_architectures(const fs::path& nvcc, SupportedArchitectures& supported,
                                   const Environment& environment, std::chrono::milliseconds time_limit);

// The default policy, leaving out the architectures nvcc deprecates (its warning would follow every
// compile of the project).
std::vector<std::string> default_architectures(const SupportedArchitectures& supported);

enum class ArchitecturePolicy { kStrict, kClamp };
std::optional<ArchitecturePolicy> parse_architecture_policy(const std::string& text);  // strict|clamp, any case
std::string to_string(ArchitecturePolicy policy);

struct ArchitectureRequest {
  std::string text;    // as the user wrote it, ';' or ',' separated
  std::string source;  // "CMAKE_CUDA_ARCHITECTURES", "CUDAARCHS (environment)", "CUDACOMPAT_ARCHS"
  ArchitecturePolicy policy = ArchitecturePolicy::kStrict;
};

// Why a release lacks an architecture, from the knowledge base's per-release lists: "CUDA 13.0
// dropped it (CUDA 12.9 was the last to support it)", "it first appears in CUDA 13.0", ...
std::string why_architecture_is_unsupported(const std::string& architecture, const Version& toolkit,
                                            const KnowledgeBase& kb);

enum class ArchitectureShape { kAsked, kFewest };
std::optional<ArchitectureShape> parse_architecture_shape(const std::string& text);  // asked|fewest, any case

// What CUDACOMPAT_ARCHS_SHAPE=fewest did to the list, for the summary and the report.
struct ArchitectureShapeReport {
  std::vector<std::string> asked;        // the list before the rewrite (CMake's spellings)
  int targets_asked = 0;                 // nvcc targets (each SASS and each PTX counts one) before
  int targets_compiled = 0;              // and after
  std::string summary;                   // "targets: 10 asked → 4 compiled (sm_100f covers 100, 103; ...)"
  std::vector<std::string> adjustments;  // each target replaced, dropped or kept, with why (no ';' in one)
  std::vector<std::string>
      not_covered;  // GPUs the asked list ran on (only through a dropped PTX) and this one does not
};

struct ArchitectureChoice {
  std::vector<std::string> cmake_list;           // for CMAKE_CUDA_ARCHITECTURES: "75-real", "120"
  std::vector<std::string> sass;                 // "sm_75", ...
  std::vector<std::string> ptx;                  // "compute_120", ...
  std::string source;                            // where the list came from
  std::vector<std::string> adjustments;          // clamp policy: each architecture dropped or added, with why
  std::optional<ArchitectureShapeReport> shape;  // set under CUDACOMPAT_ARCHS_SHAPE=fewest only

  // sass and ptx, from cmake_list (entries in CMake's spelling, as choose_architectures writes them).
  void list_sass_and_ptx();
};

// The architectures to build, or an Error when the request cannot be honoured (an architecture
// the toolkit lacks under the strict policy, nothing left under clamp, `native`). `why`, when
// given, explains an architecture the toolkit lacks (why_architecture_is_unsupported).
using UnsupportedReason = std::function<std::string(const std::string& architecture)>;
Expected<ArchitectureChoice> choose_architectures(const std::optional<ArchitectureRequest>& request,
                                                  const SupportedArchitectures& supported,
                                                  const std::string& toolkit_name, const UnsupportedReason& why = {});

}  // namespace cudacompat
