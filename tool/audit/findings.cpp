#include "audit/findings.h"

#include "requirements/cuda_rules.h"

namespace cudacompat::audit {

const std::vector<FindingInfo>& finding_table() {
  static const std::vector<FindingInfo> table = {
      {FindingCode::kNoPtx, "no-ptx", true, "no PTX: GPUs newer than its SASS cannot run it"},
      {FindingCode::kArchSpecificOnly, "arch-specific-only", true, "only `a`-variant code for some GPU"},
      {FindingCode::kLibcudaLinked, "libcuda-linked", true, "libcuda.so.1 in DT_NEEDED"},
      {FindingCode::kUnusedCudaLibrary, "unused-cuda-library", true, "a CUDA library needed but not used"},
      // One rule, one name, with pin --check's: packages or libraries of different CUDA majors together.
      {FindingCode::kMixedCudaMajors, requirements::to_string(requirements::RuleCode::kMixedMajors), true,
       "CUDA libraries of different majors"},
      {FindingCode::kUnknownToKnowledge, "unknown-to-knowledge", true,
       "a value newer than the knowledge base: the floor is conservative"},
      {FindingCode::kFloorUnknown, "floor-unknown", true,
       "device code whose toolkit is recorded nowhere: the floor is conservative"},
      {FindingCode::kUndeclaredCudaDependency, "undeclared-cuda-dependency", true,
       "a binary needs a CUDA library that no declared dependency provides"},
      {FindingCode::kDeclaredMajorUnused, "declared-major-unused", true,
       "a dependency or the package's name says a CUDA major its binaries do not use"},
      {FindingCode::kGraftedDriverLibrary, "grafted-driver-library", true,
       "the package ships a driver library (libcuda.so, libnvidia-*.so)"},
      // The requirement rules' own name: pin --check reports the same rule under the same code.
      {FindingCode::kNoUpperBound, requirements::to_string(requirements::RuleCode::kNoUpperBound), true,
       "a CUDA dependency without a ceiling"},
      {FindingCode::kRecordMismatch, "record-mismatch", true, "RECORD does not describe the wheel's files"},
      {FindingCode::kPtxIsaHeaderDiffers, "ptx-isa-header-differs", false, "a PTX header disagrees with its text"},
      {FindingCode::kStaticRuntime, "static-runtime", false, "the CUDA runtime is linked statically"},
      {FindingCode::kLtoIrOnly, "lto-ir-only", false, "LTO-IR only: must be device-linked"},
  };
  return table;
}

std::string_view to_string(FindingCode code) {
  for (const auto& info : finding_table()) {
    if (info.code == code) return info.name;
  }
  return "unknown";
}

std::optional<FindingCode> parse_finding_code(std::string_view name) {
  for (const auto& info : finding_table()) {
    if (info.name == name) return info.code;
  }
  if (name == "mixed-cuda-majors") return FindingCode::kMixedCudaMajors;  // its name before 0.1's requirement rules
  return std::nullopt;
}

std::string warning_code_list() {
  std::string list;
  for (const auto& info : finding_table()) {
    if (!info.warning) continue;
    if (!list.empty()) list += ", ";
    list += info.name;
  }
  return list;
}

bool is_package_metadata_finding(FindingCode code) {
  switch (code) {
    case FindingCode::kUndeclaredCudaDependency:
    case FindingCode::kDeclaredMajorUnused:
    case FindingCode::kGraftedDriverLibrary:
    case FindingCode::kNoUpperBound:
    case FindingCode::kRecordMismatch:
      return true;
    default:
      return false;
  }
}

std::string_view to_string(FloorRule rule) {
  switch (rule) {
    case FloorRule::kCudaLibrary:
      return "cuda-library";
    case FloorRule::kOwnSoname:
      return "own-soname";
    case FloorRule::kVersionedSymbol:
      return "versioned-symbol";
    case FloorRule::kCompression:
      return "compression";
    case FloorRule::kBuilderToolkit:
      return "builder-toolkit";
    case FloorRule::kPtxIsa:
      return "ptx-isa";
    case FloorRule::kUnknownToKnowledge:
      return "unknown-to-knowledge";
    case FloorRule::kFloorUnknown:
      return "floor-unknown";
  }
  return "unknown";
}

}  // namespace cudacompat::audit
