#include "abi/abi_findings.h"

namespace cudacompat::abi {

std::string_view to_string(Breaks breaks) {
  switch (breaks) {
    case Breaks::kBinary:
      return "binary";
    case Breaks::kSource:
      return "source";
    case Breaks::kNone:
      return "none";
  }
  return "none";
}

const std::vector<AbiCodeInfo>& abi_code_table() {
  static const std::vector<AbiCodeInfo> table = {
      {AbiCode::kFileRemoved, "file-removed", Breaks::kBinary, "a shared object of OLD is not in NEW"},
      {AbiCode::kSonameChanged, "soname-changed", Breaks::kBinary, "a library's SONAME changed"},
      {AbiCode::kSymbolRemoved, "symbol-removed", Breaks::kBinary, "a dynamic export is gone"},
      {AbiCode::kSymbolAdded, "symbol-added", Breaks::kNone, "a new dynamic export"},
      {AbiCode::kCudaLibraryAdded, "cuda-library-added", Breaks::kNone, "a CUDA library newly needed"},
      {AbiCode::kCudaLibraryDropped, "cuda-library-dropped", Breaks::kNone, "a CUDA library no longer needed"},
      {AbiCode::kCudaMajorChanged, "cuda-major-changed", Breaks::kBinary, "a CUDA library needed at another major"},
      {AbiCode::kSassArchitectureDropped, "sass-architecture-dropped", Breaks::kBinary,
       "SASS for a GPU architecture is gone"},
      {AbiCode::kPtxDropped, "ptx-dropped", Breaks::kBinary, "PTX is gone: newer GPUs lose their JIT path"},
      {AbiCode::kDriverFloorRaised, "driver-floor-raised", Breaks::kBinary, "it needs a newer driver"},
      {AbiCode::kGpuDropped, "gpu-dropped", Breaks::kBinary,
       "a GPU that ran OLD (natively or through the JIT) cannot run NEW"},
      {AbiCode::kCapiLost, "capi-lost", Breaks::kBinary,
       "an extension module no longer exports __pyx_capi__: every cimport of it fails"},
      {AbiCode::kCapiFunctionRemoved, "capi-function-removed", Breaks::kBinary, "a function left __pyx_capi__"},
      {AbiCode::kCapiSignatureChanged, "capi-signature-changed", Breaks::kBinary,
       "a function's capsule signature string changed: cimports of it fail with 'has wrong signature'"},
      {AbiCode::kCapiReexported, "capi-reexported", Breaks::kNone,
       "__pyx_capi__ is another module's, re-exported: compared through it"},
      {AbiCode::kCapiFunctionAdded, "capi-function-added", Breaks::kNone, "a function joined __pyx_capi__"},
      {AbiCode::kConsumerImportFails, "consumer-import-fails", Breaks::kBinary,
       "a --consumer extension cannot import against NEW"},
      {AbiCode::kPxdRemoved, "pxd-removed", Breaks::kSource, "a .pxd file is gone: cimports of it fail"},
      {AbiCode::kPxdDeclarationRemoved, "pxd-declaration-removed", Breaks::kSource, "a cdef declaration left its .pxd"},
      {AbiCode::kPythonModuleRemoved, "python-module-removed", Breaks::kSource, "a Python module is gone"},
      {AbiCode::kDependencyMajorChanged, "dependency-major-changed", Breaks::kBinary,
       "a declared CUDA dependency moved to another major"},
      {AbiCode::kDependencyCeilingDropped, "dependency-ceiling-dropped", Breaks::kNone,
       "a CUDA dependency lost its upper bound"},
  };
  return table;
}

const AbiCodeInfo& info(AbiCode code) {
  for (const auto& entry : abi_code_table()) {
    if (entry.code == code) return entry;
  }
  return abi_code_table().front();
}

std::string_view to_string(AbiCode code) { return info(code).name; }

std::optional<AbiCode> parse_abi_code(std::string_view name) {
  for (const auto& entry : abi_code_table()) {
    if (entry.name == name) return entry.code;
  }
  return std::nullopt;
}

std::string abi_code_list() {
  std::string list;
  for (const auto& entry : abi_code_table()) {
    if (!list.empty()) list += ", ";
    list += entry.name;
  }
  return list;
}

}  // namespace cudacompat::abi
