// What abi-diff can find between two releases: one code per kind of difference, each with the
// consumers it breaks. One table names them; --fail-on and the help text are built from it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cudacompat::abi {

// Who a difference breaks.
enum class Breaks {
  kBinary,  // code built against OLD, run against NEW, fails (import error, missing symbol)
  kSource,  // code recompiled against NEW fails (a removed .pxd, declaration or module)
  kNone,    // informational
};
std::string_view to_string(Breaks breaks);  // "binary", "source", "none"

enum class AbiCode {
  // files and shared objects
  kFileRemoved,
  kSonameChanged,
  kSymbolRemoved,
  kSymbolAdded,
  kCudaLibraryAdded,
  kCudaLibraryDropped,
  kCudaMajorChanged,
  // GPU code, through the audit's facts and verdicts
  kSassArchitectureDropped,
  kPtxDropped,
  kDriverFloorRaised,
  kGpuDropped,
  // Cython C API
  kCapiLost,
  kCapiFunctionRemoved,
  kCapiSignatureChanged,
  kCapiReexported,
  kCapiFunctionAdded,
  kConsumerImportFails,
  // source
  kPxdRemoved,
  kPxdDeclarationRemoved,
  kPythonModuleRemoved,
  // package metadata
  kDependencyMajorChanged,
  kDependencyCeilingDropped,
};

struct AbiCodeInfo {
  AbiCode code;
  std::string_view name;  // "capi-lost"
  Breaks breaks;
  std::string_view summary;
};

const std::vector<AbiCodeInfo>& abi_code_table();
const AbiCodeInfo& info(AbiCode code);
std::string_view to_string(AbiCode code);
std::optional<AbiCode> parse_abi_code(std::string_view name);
std::string abi_code_list();  // "file-removed, soname-changed, ..."

struct AbiFinding {
  AbiCode code;
  std::string file;     // path inside the package, as OLD names it ("" for the package itself)
  std::string subject;  // the symbol, function, declaration or dependency
  std::string message;  // a sentence
  Breaks breaks() const { return info(code).breaks; }
};

}  // namespace cudacompat::abi
