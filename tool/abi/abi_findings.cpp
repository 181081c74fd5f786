#include "abi/abi_findings.h"

namespace cudacompat::abi {

std::optional<AbiCode> parse_abi_code(std::string_view name) {
  return audit::parse_finding_code(name, audit::Reporter::kAbiDiff);
}

std::string abi_code_list() { return audit::code_list(audit::Reporter::kAbiDiff); }

}  // namespace cudacompat::abi
