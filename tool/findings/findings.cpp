#include "findings/findings.h"

#include "requirements/cuda_rules.h"

namespace cudacompat::findings {
namespace {

// pin --check's codes are the requirement rules: their names and summaries are tool/requirements'.
FindingInfo pin_rule(FindingCode code, requirements::RuleCode rule) {
  for (const auto& entry : requirements::rule_table()) {
    if (entry.code == rule) return {code, entry.name, true, entry.summary, Reporter::kPin, Breaks::kNone};
  }
  return {code, requirements::to_string(rule), true, "", Reporter::kPin, Breaks::kNone};
}

}  // namespace

const std::vector<FindingInfo>& finding_table() {
  static const std::vector<FindingInfo> table = {
      {FindingCode::kNoPtx, "no-ptx", true, "no PTX: GPUs newer than its SASS cannot run it", Reporter::kAudit,
       Breaks::kNone},
      {FindingCode::kArchSpecificOnly, "arch-specific-only", true, "only `a`-variant code for some GPU",
       Reporter::kAudit, Breaks::kNone},
      {FindingCode::kLibcudaLinked, "libcuda-linked", true, "libcuda.so.1 in DT_NEEDED", Reporter::kAudit,
       Breaks::kNone},
      {FindingCode::kUnusedCudaLibrary, "unused-cuda-library", true, "a CUDA library needed but not used",
       Reporter::kAudit, Breaks::kNone},
      // One rule, one name, with pin --check's: packages or libraries of different CUDA majors together.
      {FindingCode::kMixedCudaMajors, requirements::to_string(requirements::RuleCode::kMixedMajors), true,
       "CUDA libraries of different majors", Reporter::kAudit, Breaks::kNone},
      {FindingCode::kUnknownToKnowledge, "unknown-to-knowledge", true,
       "a value newer than the knowledge base: the floor is conservative", Reporter::kAudit, Breaks::kNone},
      {FindingCode::kFloorUnknown, "floor-unknown", true,
       "device code whose toolkit is recorded nowhere: the floor is conservative", Reporter::kAudit, Breaks::kNone},
      // A warning, not a note: the driver loads SASS and PTX only, so a file whose GPU code is LTO-IR
      // alone fails to load on every GPU (cuModuleLoadData: CUDA_ERROR_NO_BINARY_FOR_GPU on an H100).
      {FindingCode::kLtoIrOnly, "lto-ir-only", true, "GPU code of LTO-IR alone: no GPU can load it", Reporter::kAudit,
       Breaks::kNone},
      {FindingCode::kUndeclaredCudaDependency, "undeclared-cuda-dependency", true,
       "a binary needs a CUDA library that no declared dependency provides", Reporter::kAudit, Breaks::kNone},
      {FindingCode::kDeclaredMajorUnused, "declared-major-unused", true,
       "a dependency or the package's name says a CUDA major its binaries do not use", Reporter::kAudit, Breaks::kNone},
      {FindingCode::kGraftedDriverLibrary, "grafted-driver-library", true,
       "the package ships a driver library (libcuda.so, libnvidia-*.so)", Reporter::kAudit, Breaks::kNone},
      // The requirement rules' own name: pin --check reports the same rule under the same code.
      {FindingCode::kNoUpperBound, requirements::to_string(requirements::RuleCode::kNoUpperBound), true,
       "a CUDA dependency without a ceiling", Reporter::kAudit, Breaks::kNone},
      {FindingCode::kRecordMismatch, "record-mismatch", true, "RECORD does not describe the wheel's files",
       Reporter::kAudit, Breaks::kNone},
      {FindingCode::kCudaWheelNotOnRunpath, "cuda-wheel-not-on-runpath", true,
       "a binary needs a CUDA library its declared NVIDIA wheel provides, but no RUNPATH leads into that wheel's "
       "directory",
       Reporter::kAudit, Breaks::kNone},
      {FindingCode::kExtensionsOutsidePackage, "extensions-outside-package", true,
       "a top-level directory of extension modules with no __init__.py, named by no package of the metadata: the "
       "package's Python files were left out",
       Reporter::kAudit, Breaks::kNone},
      {FindingCode::kPtxIsaHeaderDiffers, "ptx-isa-header-differs", false, "a PTX header disagrees with its text",
       Reporter::kAudit, Breaks::kNone},
      {FindingCode::kStaticRuntime, "static-runtime", false, "the CUDA runtime is linked statically", Reporter::kAudit,
       Breaks::kNone},
      {FindingCode::kFileRemoved, "file-removed", false, "a shared object of OLD is not in NEW", Reporter::kAbiDiff,
       Breaks::kBinary},
      {FindingCode::kSonameChanged, "soname-changed", false, "a library's SONAME changed", Reporter::kAbiDiff,
       Breaks::kBinary},
      {FindingCode::kSymbolRemoved, "symbol-removed", false, "a dynamic export is gone", Reporter::kAbiDiff,
       Breaks::kBinary},
      {FindingCode::kSymbolAdded, "symbol-added", false, "a new dynamic export", Reporter::kAbiDiff, Breaks::kNone},
      {FindingCode::kCudaLibraryAdded, "cuda-library-added", false, "a CUDA library newly needed", Reporter::kAbiDiff,
       Breaks::kNone},
      {FindingCode::kCudaLibraryDropped, "cuda-library-dropped", false, "a CUDA library no longer needed",
       Reporter::kAbiDiff, Breaks::kNone},
      {FindingCode::kCudaMajorChanged, "cuda-major-changed", false, "a CUDA library needed at another major",
       Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kSassArchitectureDropped, "sass-architecture-dropped", false, "SASS for a GPU architecture is gone",
       Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kPtxDropped, "ptx-dropped", false, "PTX is gone: newer GPUs lose their JIT path",
       Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kDriverFloorRaised, "driver-floor-raised", false, "it needs a newer driver", Reporter::kAbiDiff,
       Breaks::kBinary},
      {FindingCode::kGpuDropped, "gpu-dropped", false,
       "a GPU that ran OLD (natively or through the JIT) cannot run NEW", Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kCapiLost, "capi-lost", false,
       "an extension module no longer exports __pyx_capi__: every cimport of it fails", Reporter::kAbiDiff,
       Breaks::kBinary},
      {FindingCode::kCapiFunctionRemoved, "capi-function-removed", false, "a function left __pyx_capi__",
       Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kCapiSignatureChanged, "capi-signature-changed", false,
       "a function's capsule signature string changed: cimports of it fail with 'has wrong signature'",
       Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kStructLayoutChanged, "struct-layout-changed", false,
       "a struct that exported functions pass changed its members under the same signature string: consumers "
       "import, and read it at the old offsets",
       Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kCapiReexported, "capi-reexported", false,
       "__pyx_capi__ is another module's, re-exported: compared through it", Reporter::kAbiDiff, Breaks::kNone},
      {FindingCode::kCapiFunctionAdded, "capi-function-added", false, "a function joined __pyx_capi__",
       Reporter::kAbiDiff, Breaks::kNone},
      {FindingCode::kCapiReadPartially, "capi-read-partially", false,
       "some calls of a module's C-API export or import helper could not be read: changes to those functions are "
       "not seen",
       Reporter::kAbiDiff, Breaks::kNone},
      {FindingCode::kMemberNameEscapes, "member-name-escapes", false,
       "a package member is named with an absolute path or `..`: extracting it writes outside the target directory",
       Reporter::kAbiDiff, Breaks::kNone},
      {FindingCode::kConsumerImportFails, "consumer-import-fails", false,
       "a --consumer extension cannot import against NEW", Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kPxdRemoved, "pxd-removed", false, "a .pxd file is gone: cimports of it fail", Reporter::kAbiDiff,
       Breaks::kSource},
      {FindingCode::kPxdDeclarationRemoved, "pxd-declaration-removed", false, "a cdef declaration left its .pxd",
       Reporter::kAbiDiff, Breaks::kSource},
      {FindingCode::kPythonModuleRemoved, "python-module-removed", false, "a Python module is gone", Reporter::kAbiDiff,
       Breaks::kSource},
      {FindingCode::kDependencyMajorChanged, "dependency-major-changed", false,
       "a declared CUDA dependency moved to another major", Reporter::kAbiDiff, Breaks::kBinary},
      {FindingCode::kDependencyCeilingDropped, "dependency-ceiling-dropped", false,
       "a CUDA dependency lost its upper bound", Reporter::kAbiDiff, Breaks::kNone},
      pin_rule(FindingCode::kPinWrongMajor, requirements::RuleCode::kWrongMajor),
      pin_rule(FindingCode::kPinNoUpperBound, requirements::RuleCode::kNoUpperBound),
      pin_rule(FindingCode::kPinKnownBad, requirements::RuleCode::kKnownBad),
      pin_rule(FindingCode::kPinMixedMajors, requirements::RuleCode::kMixedMajors),
      pin_rule(FindingCode::kPinDuplicateVariants, requirements::RuleCode::kDuplicateVariants),
      pin_rule(FindingCode::kPinEmptyRange, requirements::RuleCode::kEmptyRange),
      // The policy options' names (audit --min-driver ...): each violation names its option.
      {FindingCode::kPolicyMinDriver, "min-driver", true, "an artifact needs a newer driver than --min-driver",
       Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kPolicyRequireArch, "require-arch", true, "an artifact cannot run on a GPU --require-arch names",
       Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kPolicyRequireSass, "require-sass", true, "an artifact has no SASS for a GPU --require-sass names",
       Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kPolicyRequirePtx, "require-ptx", true, "an artifact with GPU code carries no PTX (--require-ptx)",
       Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kPolicyMaxCudaMajor, "max-cuda-major", true,
       "an artifact needs a CUDA library newer than --max-cuda-major", Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kPolicyMinCudaMajor, "min-cuda-major", true,
       "an artifact needs a CUDA library older than --min-cuda-major", Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kPolicyForbidLibcuda, "forbid-libcuda", true, "an artifact links libcuda.so.1 (--forbid-libcuda)",
       Reporter::kAuditPolicy, Breaks::kNone},
      {FindingCode::kRemovedFunction, "removed-function", false,
       "a runtime or driver function the target no longer declares", Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kRemovedEnumerator, "removed-enumerator", false, "an enumerator the target no longer declares",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kRemovedType, "removed-type", false, "a type or template the target no longer declares",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kRemovedField, "removed-field", false, "a cudaDeviceProp field the target removed",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kRemovedMacro, "removed-macro", false, "a macro the target no longer defines", Reporter::kMigrate,
       Breaks::kSource},
      {FindingCode::kChangedSignature, "changed-signature", false,
       "a call with the parameters the target no longer takes", Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kRemovedCcclEntity, "removed-cccl-entity", false, "a Thrust/CUB/libcu++ entity CCCL 3 removed",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kDroppedArchitecture, "dropped-architecture", false, "a GPU architecture the target's nvcc rejects",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kDialectTooOld, "dialect-too-old", false, "a C++ dialect below what the target's CCCL needs",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kToolkitVersionPinned, "toolkit-version-pinned", false,
       "find_package(CUDAToolkit) refuses the target", Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kDeprecatedApi, "deprecated-api", false, "deprecated in the target: still compiles, with a warning",
       Reporter::kMigrate, Breaks::kNone},
      {FindingCode::kRemovedHeader, "removed-header", false, "an #include of a header the target no longer ships",
       Reporter::kMigrate, Breaks::kSource},
      {FindingCode::kPythonModuleMoved, "python-module-moved", false,
       "a Python module left its path for another: `import` of the old path fails", Reporter::kAbiDiff,
       Breaks::kSource},
  };
  return table;
}

const FindingInfo& info(FindingCode code) {
  for (const auto& entry : finding_table()) {
    if (entry.code == code) return entry;
  }
  return finding_table().front();
}

std::string_view to_string(FindingCode code) { return info(code).name; }

std::string_view to_string(Breaks breaks) {
  switch (breaks) {
    case Breaks::kBinary:
      return "binary";
    case Breaks::kSource:
      return "source";
    case Breaks::kNone:
      break;
  }
  return "none";
}

std::optional<FindingCode> parse_finding_code(std::string_view name, Reporter reporter) {
  for (const auto& info : finding_table()) {
    if (info.name == name && info.reporter == reporter) return info.code;
  }
  if (reporter != Reporter::kAudit) return std::nullopt;
  if (name == "mixed-cuda-majors") return FindingCode::kMixedCudaMajors;  // its name before 0.1's requirement rules
  return std::nullopt;
}

std::string code_list(Reporter reporter) {
  std::string list;
  for (const auto& info : finding_table()) {
    if (info.reporter != reporter) continue;
    if (!list.empty()) list += ", ";
    list += info.name;
  }
  return list;
}

std::string warning_code_list() {
  std::string list;
  for (const auto& info : finding_table()) {
    if (!info.warning || info.reporter != Reporter::kAudit) continue;
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
    case FindingCode::kCudaWheelNotOnRunpath:
    case FindingCode::kExtensionsOutsidePackage:
      return true;
    default:
      return false;
  }
}

}  // namespace cudacompat::findings
