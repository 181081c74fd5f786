// CI policies over an audit: each rule a maintainer sets (--min-driver, --require-arch, ...) and the
// violations of it, one per artifact and rule, each a sentence that names the artifact.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "audit/verdicts.h"
#include "common/gpu_target.h"
#include "findings/findings.h"
#include "knowledge/version.h"
#include "readers/artifact.h"
#include "readers/result.h"

namespace cudacompat::audit {

struct Policy {
  std::optional<Version> min_driver;              // every artifact must run on this driver
  std::vector<int> require_arch;                  // GPUs every artifact with device code must run on (SASS or JIT)
  std::vector<int> require_sass;                  // GPUs every artifact with device code must carry SASS for
  bool require_ptx = false;                       // every artifact with device code must carry PTX
  std::optional<int> max_cuda_major;              // no CUDA library newer than this major
  std::optional<int> min_cuda_major;              // no CUDA library older than this major
  bool forbid_libcuda = false;                    // libcuda.so.1 must not be in DT_NEEDED
  bool forbid_warnings = false;                   // any warning is a violation
  std::vector<FindingCode> forbid_warning_codes;  // these warnings are violations

  bool empty() const;
};

struct Violation {
  std::string path;
  std::string rule;  // the option: "min-driver", "require-arch", ...
  std::string message;
};

// Parses "sm_80,sm_90,100" into GPU numbers; the error names a malformed item.
Expected<std::vector<int>> parse_gpu_list(const std::string& text);

std::vector<Violation> check_policy(const Policy& policy, const ArtifactFacts& facts, const ArtifactVerdict& verdict,
                                    const Judge& judge);

}  // namespace cudacompat::audit
