// What abi-diff finds between two releases: findings whose codes come from the audit's one table,
// each with the consumers it breaks.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "findings/findings.h"

namespace cudacompat::abi {

// The codes are the one table's (findings/findings.h, one enum and one name table for every checker):
// these are the ones abi-diff reports, each with whom it breaks.
using AbiCode = findings::FindingCode;
using findings::Breaks;
using findings::info;
using findings::to_string;

// The abi-diff code of that name; --fail-on and the help text are built from the same table.
std::optional<AbiCode> parse_abi_code(std::string_view name);
std::string abi_code_list();  // "file-removed, soname-changed, ..."

struct AbiFinding {
  AbiCode code;
  std::string file;     // path inside the package, as OLD names it ("" for the package itself)
  std::string subject;  // the symbol, function, declaration or dependency
  std::string message;  // a sentence
  // Why a difference the table says breaks someone breaks nobody who could have built against OLD
  // (a private module, a test package, a symbol no shipped header declares: abi/reach.h); empty
  // when it breaks whom the table says.
  std::string informational_because;
  Breaks breaks() const { return informational_because.empty() ? info(code).breaks : Breaks::kNone; }
};

}  // namespace cudacompat::abi
