// The gate's policy file: what a release must meet, versioned and written once per project
// (docs/release-gate.md). TOML, read with toml++ as the project's other TOML files are:
//
//   version = 1
//   min-driver = "535.54.03"          # every artifact runs on this driver
//   require-arch = ["sm_80", "sm_90"] # GPUs every artifact with GPU code runs on (SASS or PTX JIT)
//   require-sass = ["sm_90"]          # GPUs it carries SASS for
//   require-ptx = true                # PTX for the newest GPUs (those after its newest SASS)
//   cuda-majors = [12, 13]            # CUDA majors its libraries may come from
//   forbid-libcuda = true             # libcuda.so.1 never in DT_NEEDED
//   errors = ["no-ptx"]               # finding codes that stop the release
//   warnings = ["symbol-removed"]     # finding codes that are reported and do not stop it
//
// The audit's rules become the audit's own Policy (one type for them); `errors` and `warnings`
// re-level any check's finding codes in the gate's verdict.
#pragma once

#include <set>
#include <string>

#include "audit/policy.h"
#include "common/expected.h"
#include "findings/findings.h"

namespace cudacompat::gate {

struct GatePolicy {
  std::string file;  // where it was read, "" for the default policy
  audit::Policy audit;
  std::set<findings::FindingCode> errors;
  std::set<findings::FindingCode> warnings;
};

// The keys a version-1 file may hold, in the order docs/release-gate.md lists them.
const std::vector<std::string>& policy_keys();

// Reads and checks the file: an unknown key, a wrong type, an unknown GPU or finding code, a code
// listed both as error and warning, or a version other than 1 is an Error naming the file, the line
// and what is accepted.
Expected<GatePolicy> read_policy_file(const std::string& path);
Expected<GatePolicy> parse_policy(std::string_view text, const std::string& file);

}  // namespace cudacompat::gate
