// What the audit can say about an artifact beyond its facts: finding codes (warnings and notes) and
// the rules that set a driver floor. Each enum has one table of names; the command line validates
// option values against it and builds its help from it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::audit {

enum class FindingCode {
  // warnings: something a maintainer should fix
  kNoPtx,
  kArchSpecificOnly,
  kLibcudaLinked,
  kUnusedCudaLibrary,
  kMixedCudaMajors,
  kUnknownToKnowledge,
  kFloorUnknown,
  // warnings about a package's metadata against its binaries (package_checks.h); these fail the
  // audit without --fail-on: a package that declares what it does not need, or needs what it does
  // not declare, installs environments that do not work
  kUndeclaredCudaDependency,
  kDeclaredMajorUnused,
  kGraftedDriverLibrary,
  kNoUpperBound,
  kRecordMismatch,
  // notes: facts worth knowing
  kPtxIsaHeaderDiffers,
  kStaticRuntime,
  kLtoIrOnly,
};

struct FindingInfo {
  FindingCode code;
  std::string_view name;  // "no-ptx"
  bool warning;           // false: a note
  std::string_view summary;
};

const std::vector<FindingInfo>& finding_table();
std::string_view to_string(FindingCode code);
std::optional<FindingCode> parse_finding_code(std::string_view name);
// "no-ptx, arch-specific-only, ...": the warning codes, for help texts and error messages.
std::string warning_code_list();
// Whether a finding is about a package's metadata: such findings fail the audit whatever the policy.
bool is_package_metadata_finding(FindingCode code);

struct Finding {
  FindingCode code;
  std::string message;  // a sentence that says what to do
  std::string_view name() const { return to_string(code); }
};

// Why a driver floor is what it is.
enum class FloorRule {
  kCudaLibrary,        // needs libcudart.so.13: CUDA 13's floor
  kOwnSoname,          // is itself libcudart.so.13 / libcupti.so.13
  kVersionedSymbol,    // imports cuCtxCreate_v4
  kCompression,        // zstd-compressed entries
  kBuilderToolkit,     // its cubins were built by CUDA 13.0 (.note.nv.tkinfo)
  kPtxIsa,             // carries PTX of ISA 9.1
  kUnknownToKnowledge, // a value newer than the knowledge base: a conservative floor
  kFloorUnknown,       // device code whose toolkit is recorded nowhere: a conservative floor
};
std::string_view to_string(FloorRule rule);

}  // namespace cudacompat::audit
