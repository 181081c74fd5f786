#include "abi/abi_findings.h"

namespace cudacompat::abi {

std::optional<AbiCode> parse_abi_code(std::string_view name) {
  return findings::parse_finding_code(name, findings::Reporter::kAbiDiff);
}

std::string abi_code_list() { return findings::code_list(findings::Reporter::kAbiDiff); }

}  // namespace cudacompat::abi
