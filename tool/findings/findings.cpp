#include "findings/findings.h"

#include <utility>

#include "requirements/cuda_rules.h"

namespace cudacompat::findings {
namespace {

// pin --check's codes are the requirement rules: their names and summaries are tool/requirements'.
// Their reference texts are written here, beside every other code's.
FindingInfo pin_rule(FindingCode code, requirements::RuleCode rule, std::string_view details, std::string_view fix) {
  for (const auto& entry : requirements::rule_table()) {
    if (entry.code == rule) return {code, entry.name, true, entry.summary, Reporter::kPin, Breaks::kNone, details, fix};
  }
  return {code, requirements::to_string(rule), true, "", Reporter::kPin, Breaks::kNone, details, fix};
}

// One fix for a package the gate cannot read, whether the gate's reading or the audit's failed.
constexpr std::string_view kUnreadableArtifactFix =
    "nothing is judged for an artifact that cannot be read: fix or remove it";

}  // namespace

const std::vector<FindingInfo>& finding_table() {
  static const std::vector<FindingInfo> table = {
      {FindingCode::kNoPtx, "no-ptx", true, "no PTX: GPUs newer than its SASS cannot run it", Reporter::kAudit,
       Breaks::kNone, "SASS and no PTX: no GPU newer than the SASS targets can run it.",
       "Add PTX of the newest architecture built (`-gencode arch=compute_90,code=compute_90` beside the SASS); the "
       "message names it."},
      {FindingCode::kArchSpecificOnly, "arch-specific-only", true, "only `a`-variant code for some GPU",
       Reporter::kAudit, Breaks::kNone,
       "An `a` target (`sm_90a`) is the only code for its GPU: architecture-specific code runs on that GPU and on no "
       "other, so no later GPU of that family gets native code from it.",
       "Add a plain target (`sm_90`), from sm_100 on a family target (`sm_100f`), or PTX."},
      {FindingCode::kLibcudaLinked, "libcuda-linked", true, "libcuda.so.1 in DT_NEEDED", Reporter::kAudit,
       Breaks::kNone,
       "`libcuda.so.1` in `DT_NEEDED`: loading fails where no NVIDIA driver is installed (CPU-only machines, "
       "containers without GPUs).",
       "Call the driver through the runtime, `cuGetProcAddress` or `dlopen` instead of linking `libcuda.so`."},
      {FindingCode::kUnusedCudaLibrary, "unused-cuda-library", true, "a CUDA library needed but not used",
       Reporter::kAudit, Breaks::kNone,
       "A CUDA library in `DT_NEEDED` from which nothing is imported (by version requirement, or by symbol prefix for "
       "unversioned imports): it is loaded, and required, for nothing.",
       "Link with `-Wl,--as-needed`, or drop the library from the link line."},
      // One rule, one name, with pin --check's: packages or libraries of different CUDA majors together.
      {FindingCode::kMixedCudaMajors, requirements::to_string(requirements::RuleCode::kMixedMajors), true,
       "CUDA libraries of different majors", Reporter::kAudit, Breaks::kNone,
       "The CUDA libraries of one file, or the files of one package (wheel, directory), need different CUDA majors, "
       "and one process loads them all. The same rule and name as `pin --check`'s; `--fail-on mixed-cuda-majors`, its "
       "earlier name, still works.",
       "Build every file of the package against one CUDA major."},
      {FindingCode::kUnknownToKnowledge, "unknown-to-knowledge", true,
       "a value newer than the knowledge base: the floor is conservative", Reporter::kAudit, Breaks::kNone,
       "It needs something newer than the knowledge base (a PTX ISA, a GPU architecture, a fatbin entry kind, a CUDA "
       "library soname of an unknown major, a builder toolkit, a versioned driver entry point it does not list, a "
       "release whose first driver it lacks; each value is named): the floor shown is the newest driver the knowledge "
       "base lists, as a lower bound (`min_driver_exact: false`, shown `>=` in the table).",
       "Update cudacompat (its knowledge base, `compat/knowledge.json`)."},
      {FindingCode::kFloorUnknown, "floor-unknown", true,
       "device code whose toolkit is recorded nowhere: the floor is conservative", Reporter::kAudit, Breaks::kNone,
       "A statically linked runtime whose cubins record nothing the floor rules can use (no toolkit note, and an ELF "
       "ABI and PTX that disagree on the toolkit): the floor shown is conservative, the newest driver the knowledge "
       "base lists.",
       "Check which toolkit built it and pass `--min-driver` accordingly."},
      // A warning, not a note: the driver loads SASS and PTX only, so a file whose GPU code is LTO-IR
      // alone fails to load on every GPU (cuModuleLoadData: CUDA_ERROR_NO_BINARY_FOR_GPU on an H100).
      {FindingCode::kLtoIrOnly, "lto-ir-only", true, "GPU code of LTO-IR alone: no GPU can load it", Reporter::kAudit,
       Breaks::kNone,
       "Its GPU code is LTO-IR alone (not an object file): LTO-IR is NVVM IR for link-time optimisation, which nvlink "
       "(`nvcc -dlto`) or nvJitLink links into SASS; the driver loads only SASS and PTX (`cuModuleLoadData` answers "
       "`CUDA_ERROR_NO_BINARY_FOR_GPU`), so no GPU can load it. A file kept for a program to link at run time with "
       "nvJitLink is the one place where LTO-IR alone is meant: there the warning is expected.",
       "Add SASS (`-gencode arch=compute_90,code=sm_90`) and PTX (`code=compute_90`), or device-link with `-dlto` so "
       "that nvlink writes SASS; the message names the targets."},
      {FindingCode::kUndeclaredCudaDependency, "undeclared-cuda-dependency", true,
       "a binary needs a CUDA library that no declared dependency provides", Reporter::kAudit, Breaks::kNone,
       "A package's binary needs a CUDA library (by `DT_NEEDED`) that none of the package's declared dependencies "
       "(`Requires-Dist`, `Depends`, conda `depends`) provides and the package does not ship: installed without it, "
       "the import fails with 'cannot open shared object file'. Fails the audit whatever the policy.",
       "Declare the dependency the message names (the NVIDIA wheel, Debian or conda package of that library, at the "
       "major the binaries use)."},
      {FindingCode::kDeclaredMajorUnused, "declared-major-unused", true,
       "a dependency or the package's name says a CUDA major its binaries do not use", Reporter::kAudit, Breaks::kNone,
       "A dependency that names a CUDA major (`nvidia-cublas-cu11`), or the package's own name (`-cu12`, `-cuda12x`), "
       "says a major that none of its binaries use: the environment gets two CUDA majors, and the one the binaries "
       "need may be missing. Packages whose binaries need no CUDA library by `DT_NEEDED` (they load CUDA lazily, as "
       "CuPy does) are not judged. Fails the audit whatever the policy.",
       "Depend on the package of the CUDA major the binaries use; for the package's name, rename it or rebuild the "
       "binaries with that major's toolkit."},
      {FindingCode::kGraftedDriverLibrary, "grafted-driver-library", true,
       "the package ships a driver library (libcuda.so, libnvidia-*.so)", Reporter::kAudit, Breaks::kNone,
       "The package ships a library of the NVIDIA driver (`libcuda.so*`, `libnvidia-*.so*`, matched by SONAME and file "
       "name, auditwheel's hash removed): it must match the installed kernel module and breaks on every other driver. "
       "Link stubs (`.../stubs/libcuda.so`) and the driver's own Debian packages are not reported. Fails the audit "
       "whatever the policy.",
       "Remove it and let the system's copy load (`auditwheel repair --exclude 'libcuda.so*' --exclude "
       "'libnvidia-*.so*'`)."},
      // The requirement rules' own name: pin --check reports the same rule under the same code.
      {FindingCode::kNoUpperBound, requirements::to_string(requirements::RuleCode::kNoUpperBound), true,
       "a CUDA dependency without a ceiling", Reporter::kAudit, Breaks::kNone,
       "A declared CUDA dependency whose range has no ceiling where its name does not fix the major: a later release "
       "(a new CUDA major, or a minor built for a newer driver) satisfies it and gets installed. The same rule and "
       "name as `pin --check`'s. Fails the audit whatever the policy.",
       "Add an upper bound (at the next major); the message names one where it can."},
      {FindingCode::kRecordMismatch, "record-mismatch", true, "RECORD does not describe the wheel's files",
       Reporter::kAudit, Breaks::kNone,
       "A wheel's `RECORD` does not describe its files (a hash or size differs, a file listed but absent or present "
       "but unlisted, a malformed line, no `RECORD`): pip refuses to install it, or installs files nobody checked. "
       "Fails the audit whatever the policy.",
       "Rebuild the wheel, or regenerate `RECORD` after editing it (`wheel pack` and `auditwheel repair` do)."},
      {FindingCode::kCudaWheelNotOnRunpath, "cuda-wheel-not-on-runpath", true,
       "a binary needs a CUDA library its declared NVIDIA wheel provides, but no RUNPATH leads into that wheel's "
       "directory",
       Reporter::kAudit, Breaks::kNone,
       "A wheel's binary needs a CUDA library that a declared NVIDIA wheel installs (`site-packages/nvidia/cu13/lib`, "
       "`nvidia/cuda_runtime/lib` ...), but no `$ORIGIN` entry of its `DT_RUNPATH` (else `DT_RPATH`) leads into that "
       "directory: the import finds the library only where the system has a copy in the loader's cache, and fails "
       "elsewhere although pip installed the wheel. Fails the audit whatever the policy.",
       "Link the binary with the RUNPATH `$ORIGIN/...` the message names (`cudacompat_set_wheel_runpath()` in CMake)."},
      {FindingCode::kExtensionsOutsidePackage, "extensions-outside-package", true,
       "a top-level directory of extension modules with no __init__.py, named by no package of the metadata: the "
       "package's Python files were left out",
       Reporter::kAudit, Breaks::kNone,
       "A wheel's top-level directory holds Python extension modules (`x.so`, `x.abi3.so`, `x.cpython-*.so`) but no "
       "`__init__.py`, and the metadata names no such package (`Import-Name`, `Import-Namespace`, `top_level.txt`): "
       "the package's Python files were left out of the wheel (scikit-build-core copies a package only when it finds "
       "one named after the distribution, or in `wheel.packages`). Fails the audit whatever the policy.",
       "Name the package directory in the build (scikit-build-core: `wheel.packages = [\"src/PKG\"]` under "
       "`[tool.scikit-build]`), or, for a deliberate namespace package, say `Import-Namespace: PKG`."},
      // A wheel's variant.json (PEP 825, the `nvidia` namespace) against what tool/variant derives from
      // its binaries (derive_variant). NVIDIA's provider rules are those of wheelnext/nvidia-variant-provider
      // (nvidia_variant_provider/plugin.py, get_supported_configs), cited in tool/variant/nvidia_provider.h.
      {FindingCode::kVariantSmArchUndeclared, "variant-sm-arch-undeclared", true,
       "a binary carries GPU code whose sm_arch value the wheel's variant.json omits", Reporter::kAudit, Breaks::kNone,
       "A wheel's `*.dist-info/variant.json` declares `nvidia :: sm_arch` values, and a binary of the wheel carries "
       "SASS "
       "(`NN_real`) or PTX (`NN_virtual`) that none of them names: an installer does not select the variant on the "
       "GPUs "
       "that code serves, although it runs there. Fails the audit whatever the policy.",
       "Derive the variant from the binaries (`cudacompat variant json WHEEL`, `cudacompat variant make`) instead of "
       "typing it, or add the value the message names."},
      {FindingCode::kVariantSmArchAbsent, "variant-sm-arch-absent", true,
       "the wheel's variant.json names an sm_arch value that no binary carries", Reporter::kAudit, Breaks::kNone,
       "A wheel's `variant.json` names an `nvidia :: sm_arch` value (`90_real`) for which no binary of the wheel "
       "carries "
       "SASS (or, for `NN_virtual`, PTX): an installer selects the variant on a GPU where the kernels fail to load "
       "(`no "
       "kernel image is available for execution on the device`). Fails the audit whatever the policy.",
       "Build the target, or drop the value from the variant (`cudacompat variant json WHEEL` derives it)."},
      {FindingCode::kVariantLowerBoundBelowFloor, "variant-lower-bound-below-floor", true,
       "the wheel's cuda_version_lower_bound is below the CUDA version its binaries need", Reporter::kAudit,
       Breaks::kNone,
       "A wheel's `variant.json` gives `nvidia :: cuda_version_lower_bound` (or none) below the CUDA version whose "
       "driver "
       "the audit's floor needs (the CUDA runtime's major, the PTX ISA, fatbin compression, versioned driver symbols): "
       "an installer selects the variant on a driver that cannot load its kernels (`device kernel image is invalid`). "
       "Fails the audit whatever the policy.",
       "Raise the lower bound to the version the message names (`cudacompat variant json WHEEL` derives it), or build "
       "for the older driver (no `--compress-mode`, an older toolkit's PTX)."},
      {FindingCode::kVariantUpperBoundTooHigh, "variant-upper-bound-too-high", true,
       "the wheel's cuda_version_upper_bound is above the CUDA major its binaries are tied to", Reporter::kAudit,
       Breaks::kNone,
       "A wheel tied to one CUDA major (its binaries need `libcudart.so.12`, it requires `nvidia-*-cu12`, ships "
       "`nvidia/cu12/`, or its name says so) declares `nvidia :: cuda_version_upper_bound` above the next major: the "
       "variant claims drivers of a CUDA major it was not built for, where the release's variant of that major should "
       "be chosen. A wheel whose libraries serve several majors (`libcurand.so.10`) is tied to none, and its upper "
       "bound "
       "is not judged. Fails the audit whatever the policy.",
       "Set the upper bound to the next major, as the message names."},
      {FindingCode::kVariantNotSelectedWhereItRuns, "variant-not-selected-where-it-runs", true,
       "NVIDIA's provider does not select the variant on GPUs whose driver would run it", Reporter::kAudit,
       Breaks::kNone,
       "NVIDIA's variant provider offers, for a machine's newest GPU `sm_XY`, the `sm_arch` values `XY_real` down to "
       "`X0_real` and `X0_virtual` alone: PTX of an older major (`90_virtual` on an sm_100 GPU), or PTX of a minor "
       "other than 0 (`86_virtual`), is never selected there, although the driver JIT-compiles it. The message lists "
       "the GPUs where the wheel runs and the variant is not selected.",
       "Accept it (an installer falls back to another variant or none), or add SASS for those GPUs, or PTX of their "
       "major's first architecture (`compute_100` for sm_10x)."},
      {FindingCode::kVariantArchSpecificTarget, "variant-arch-specific-target", true,
       "an `a` target has no sm_arch spelling: the variant is selected on GPUs of its major where it does not run",
       Reporter::kAudit, Breaks::kNone,
       "`sm_arch` has no spelling for `a` (architecture-specific) and `f` (family) targets, so they take the plain "
       "number (`sm_100a` as `100_real`). An `f` target runs where the provider selects `NN_real` (the GPUs of its "
       "major, minor at least its own); an `a` target only on exactly its GPU, so the variant is also selected on "
       "newer "
       "GPUs of its major where no code of the wheel runs.",
       "Also build the plain target (`sm_100`) or the family target (`sm_100f`)."},
      {FindingCode::kVariantNewestGpuOnly, "variant-newest-gpu-only", false,
       "NVIDIA's provider judges a machine by its newest GPU only", Reporter::kAudit, Breaks::kNone,
       "NVIDIA's variant provider looks at the newest GPU of a machine only: on a machine that also holds one of the "
       "GPUs the message names (where the variant is not selected), the variant is not installed even for an older GPU "
       "it runs on.",
       ""},
      {FindingCode::kPtxIsaHeaderDiffers, "ptx-isa-header-differs", false, "a PTX header disagrees with its text",
       Reporter::kAudit, Breaks::kNone,
       "A PTX entry's fatbin header gives another ISA version than its text's `.version` line; the text wins.", ""},
      {FindingCode::kStaticRuntime, "static-runtime", false, "the CUDA runtime is linked statically", Reporter::kAudit,
       Breaks::kNone,
       "A linked file with GPU code that does not need `libcudart`: the CUDA runtime is linked statically, and its "
       "version is recorded only in its cubins, so its driver floor comes from their toolkit notes (or is "
       "conservative: `floor-unknown`).",
       ""},
      {FindingCode::kFileRemoved, "file-removed", false, "a shared object of OLD is not in NEW", Reporter::kAbiDiff,
       Breaks::kBinary,
       "A shared object of OLD is not in NEW (an extension module that moved, only when it exports a C API: the "
       "extensions that `cimport` it fail).",
       "Keep the file in NEW, or release NEW as a breaking version so that consumers rebuild."},
      {FindingCode::kSonameChanged, "soname-changed", false, "a library's SONAME changed", Reporter::kAbiDiff,
       Breaks::kBinary,
       "`DT_SONAME` changed (the symbols that only moved to the renamed version node are counted in its message, not "
       "listed).",
       "Keep the SONAME, or release NEW as a breaking version so that consumers relink."},
      {FindingCode::kSymbolRemoved, "symbol-removed", false, "a dynamic export is gone", Reporter::kAbiDiff,
       Breaks::kBinary,
       "A dynamic export is gone, or (same SONAME) is no longer defined under the version node OLD had. Where OLD "
       "ships headers, only a symbol one of them names breaks; the others are informational.",
       "Keep the export (an alias or a wrapper), or release NEW as a breaking version."},
      {FindingCode::kSymbolAdded, "symbol-added", false, "a new dynamic export", Reporter::kAbiDiff, Breaks::kNone,
       "New dynamic exports, one finding per file.", ""},
      {FindingCode::kCudaLibraryAdded, "cuda-library-added", false, "a CUDA library newly needed", Reporter::kAbiDiff,
       Breaks::kNone,
       "A CUDA library newly needed (the audit's knowledge base says which `DT_NEEDED` entries are CUDA libraries).",
       ""},
      {FindingCode::kCudaLibraryDropped, "cuda-library-dropped", false, "a CUDA library no longer needed",
       Reporter::kAbiDiff, Breaks::kNone, "", ""},
      {FindingCode::kCudaMajorChanged, "cuda-major-changed", false, "a CUDA library needed at another major",
       Reporter::kAbiDiff, Breaks::kBinary, "",
       "Ship NEW as a package for that CUDA major (its own name or variant), so that environments of the old major "
       "keep OLD."},
      {FindingCode::kSassArchitectureDropped, "sass-architecture-dropped", false, "SASS for a GPU architecture is gone",
       Reporter::kAbiDiff, Breaks::kBinary, "SASS for a GPU architecture is gone (the audit's facts).",
       "Build NEW for that architecture again, or say in the release which GPUs it leaves."},
      {FindingCode::kPtxDropped, "ptx-dropped", false, "PTX is gone: newer GPUs lose their JIT path",
       Reporter::kAbiDiff, Breaks::kBinary,
       "OLD carries PTX, NEW none: GPUs newer than NEW's SASS lose their JIT path.",
       "Add PTX of the newest architecture built (`code=compute_XY`)."},
      {FindingCode::kDriverFloorRaised, "driver-floor-raised", false, "it needs a newer driver", Reporter::kAbiDiff,
       Breaks::kBinary,
       "The oldest driver that runs it rose (the audit's floor, with its reason, and the GPUs that run OLD and not NEW "
       "under the same driver). It breaks only where a GPU that runs OLD under a driver does not run NEW under that "
       "driver, judged on the audit's grid (every GPU the knowledge base lists, under the first driver of each "
       "release); informational where there are none ([Who can depend on it](../../abi-diff.md#who-can-depend-on-it)).",
       "Build NEW with the toolkit OLD was built with, or raise the driver the release requires and say so."},
      {FindingCode::kGpuDropped, "gpu-dropped", false,
       "a GPU that ran OLD (natively or through the JIT) cannot run NEW", Reporter::kAbiDiff, Breaks::kBinary,
       "A GPU that ran OLD, natively or through the PTX JIT, cannot run NEW (the audit's verdicts, over the GPUs the "
       "knowledge base lists).",
       "Build NEW for that GPU again (SASS, or PTX of an architecture at or below it)."},
      {FindingCode::kCapiLost, "capi-lost", false,
       "an extension module no longer exports __pyx_capi__: every cimport of it fails", Reporter::kAbiDiff,
       Breaks::kBinary,
       "An extension module no longer exports `__pyx_capi__`: every `cimport` of it fails. Informational for the C API "
       "of a private module (a leading-underscore name no public `.pxd` cimports, and no `--consumer` imports).",
       "Keep the module's public `cdef api` functions, or release NEW as a breaking version so that Cython consumers "
       "rebuild."},
      {FindingCode::kCapiFunctionRemoved, "capi-function-removed", false, "a function left __pyx_capi__",
       Reporter::kAbiDiff, Breaks::kBinary,
       "A function left `__pyx_capi__` (informational for a private module's C API).",
       "Keep the function in the module's C API, or release NEW as a breaking version."},
      {FindingCode::kCapiSignatureChanged, "capi-signature-changed", false,
       "a function's capsule signature string changed: cimports of it fail with 'has wrong signature'",
       Reporter::kAbiDiff, Breaks::kBinary,
       "A function's capsule signature string changed: cimports of it fail with 'has wrong signature' (informational "
       "for a private module's C API).",
       "Keep the old signature (add a new function beside it), or release NEW as a breaking version."},
      {FindingCode::kStructLayoutChanged, "struct-layout-changed", false,
       "a struct that exported functions pass changed its members under the same signature string: consumers "
       "import, and read it at the old offsets",
       Reporter::kAbiDiff, Breaks::kBinary,
       "A struct or union that an exported C-API function takes or returns (through pointers and ctypedefs), with the "
       "same signature string on both sides, changed its members in the `.pxd`: consumers import, and read it at OLD's "
       "offsets ([Struct layouts behind unchanged "
       "signatures](../../abi-diff.md#struct-layouts-behind-unchanged-signatures)). Also said at each `--consumer` "
       "that imports such a function; informational when every module exporting one of them is private.",
       "Keep the layout (append members only where consumers never allocate the struct), or change the functions' "
       "signatures so that old consumers fail to import instead of reading the wrong offsets."},
      {FindingCode::kCapiReexported, "capi-reexported", false,
       "__pyx_capi__ is another module's, re-exported: compared through it", Reporter::kAbiDiff, Breaks::kNone,
       "`__pyx_capi__` is now another module's (`__pyx_capi__ = other.__pyx_capi__`); compared through it.", ""},
      {FindingCode::kCapiFunctionAdded, "capi-function-added", false, "a function joined __pyx_capi__",
       Reporter::kAbiDiff, Breaks::kNone, "", ""},
      {FindingCode::kCapiReadPartially, "capi-read-partially", false,
       "some calls of a module's C-API export or import helper could not be read: changes to those functions are "
       "not seen",
       Reporter::kAbiDiff, Breaks::kNone,
       "A module's code calls its C-API export (or import) helper more often than the reader could read the strings "
       "of: the functions not read are named nowhere, so changes to them are not seen.",
       ""},
      {FindingCode::kMemberNameEscapes, "member-name-escapes", false,
       "a package member is named with an absolute path or `..`: extracting it writes outside the target directory",
       Reporter::kAbiDiff, Breaks::kNone,
       "A package member is named with an absolute path or a `..` component (`../../x.so`): abi-diff reads it and "
       "extracts nothing, but unzip, tar or pip would write it outside their target directory.",
       "Rebuild the package with member names relative to its root."},
      {FindingCode::kConsumerImportFails, "consumer-import-fails", false,
       "a --consumer extension cannot import against NEW", Reporter::kAbiDiff, Breaks::kBinary,
       "A `--consumer` extension module will not import against NEW (a C-API function it imports is gone or changed).",
       "Rebuild the consumer against NEW, or keep what it imports in NEW."},
      {FindingCode::kPxdRemoved, "pxd-removed", false, "a .pxd file is gone: cimports of it fail", Reporter::kAbiDiff,
       Breaks::kSource,
       "A `.pxd` is gone: `cimport` of it fails when recompiling against NEW (where its module moved, the message "
       "names the new one).",
       "Keep the `.pxd` (it may `cimport` from the new place), or release NEW as a breaking version."},
      {FindingCode::kPxdDeclarationRemoved, "pxd-declaration-removed", false, "a cdef declaration left its .pxd",
       Reporter::kAbiDiff, Breaks::kSource,
       "A module-level name left a `.pxd`, read as Cython reads it: what it `include`s (resolved against its own "
       "directory, within the package), names it cimports (`from X cimport A as B` declares `B`) and names it "
       "re-exports with `from X cimport *` count as kept; class and struct members and keywords are not declarations. "
       "Checked against Cython's own module scopes on cuda-bindings 12.8.0 -> 12.9.0 -> 13.0.0 (ctest "
       "`abi.cuda_bindings_12_8_to_12_9_to_13_0_lose_exactly_the_pxd_names_cython_loses`).",
       "Keep the declaration (or re-export it), or release NEW as a breaking version."},
      {FindingCode::kPythonModuleRemoved, "python-module-removed", false, "a Python module is gone", Reporter::kAbiDiff,
       Breaks::kSource,
       "A `.py` module is gone, no extension module or package of that name replaces it, and it did not move. A "
       "dropped `__init__.py` that defined names is reported too: the import still works (a namespace package) but the "
       "names are gone.",
       "Keep the module (it may re-export from its new place), or release NEW as a breaking version."},
      {FindingCode::kDependencyMajorChanged, "dependency-major-changed", false,
       "a declared CUDA dependency moved to another major", Reporter::kAbiDiff, Breaks::kBinary,
       "A declared CUDA dependency (`Requires-Dist`, `Depends`, conda `depends`, as the audit reads them) names "
       "another CUDA major; matched by name, or by the CUDA components it provides (`nvidia-cuda-runtime-cu12` → "
       "`nvidia-cuda-runtime`).",
       "Ship NEW as a package for that CUDA major (its own name or variant), so that environments of the old major "
       "keep OLD."},
      {FindingCode::kDependencyCeilingDropped, "dependency-ceiling-dropped", false,
       "a CUDA dependency lost its upper bound", Reporter::kAbiDiff, Breaks::kNone, "",
       "Give the dependency its ceiling back."},
      pin_rule(
          FindingCode::kPinWrongMajor, requirements::RuleCode::kWrongMajor,
          "The entry can only install something built for another CUDA major: an NVIDIA wheel `-cuNN`, any "
          "distribution named for a major (`cupy-cuda12x`, `jax-cuda12-plugin`, RAPIDS' `rmm-cu12`), any build named "
          "as [What names a CUDA build](../../pin-check.md#what-names-a-cuda-build) says, a cudarc `cuda-NNmm0` "
          "feature (reported at the feature's own line), a cudarc requirement with `cuda-version-from-build-system` "
          "(and no `fallback-latest`) whose newest admitted release has no binding set of the toolkit's major "
          "(`packages.cudarc.feature_releases`: `cudarc = \"0.13.4\"` at 13.0, as 0.13.9 maps nvcc only up to 12.8), "
          "conda's CUDA-release-numbered names, conda's `cudatoolkit` at a CUDA 12+ toolkit and `pytorch-cuda` at a "
          "CUDA 13+ one, versioned or not (their last releases are 11.8 and 12.4: `packages.conda_last_releases`), or "
          "a `cuda-python`/`cuda-bindings`/`cuda-toolkit` range that admits no release of the toolkit's major.",
          "Write the line the finding names instead (the same entry for the toolkit's major)."),
      pin_rule(FindingCode::kPinNoUpperBound, requirements::RuleCode::kNoUpperBound,
               "A package whose versions follow CUDA's (`cuda-python`, `cuda-bindings`, `cuda-toolkit`, CUDA 13's "
               "unsuffixed NVIDIA wheels, conda's `cuda-version` and CUDA components unless a bounded `cuda-version` "
               "in the same set bounds them, cudarc) has no ceiling: the next CUDA major would be installed. Never for "
               "a name that fixes the major (`nvidia-cublas-cu12`, `cupy-cuda13x`), for packages whose versions say "
               "nothing of CUDA (`torch`, `jax`, `cupy`), for lock files or installed environments.",
               "Write the line the finding names instead (the range with a ceiling at the next major)."),
      pin_rule(FindingCode::kPinKnownBad, requirements::RuleCode::kKnownBad,
               "The range admits, or the lock or environment holds, a release the knowledge base lists as broken "
               "(`cuda-python` 12.6.1, `cudarc` 0.11.7 below CUDA 12.2, conda's `cupy`/`cupy-core` 14.1.0 and PyPI's "
               "`cupy-cuda12x`/`cupy-cuda13x` 14.1.0); an unversioned entry admits them all, in every ecosystem.",
               "Write the line the finding names instead (the range with the bad releases excluded, or a pin to a good "
               "one)."),
      pin_rule(FindingCode::kPinMixedMajors, requirements::RuleCode::kMixedMajors,
               "One install set holds packages fixed to different CUDA majors. NVIDIA's component wheels do not count: "
               "`-cu12` ones install `nvidia/<lib>/`, CUDA 13's `nvidia/cu13/`, with other sonames, and projects list "
               "both on purpose.",
               "Keep one CUDA major per install set (split the file, or an extra, per major)."),
      pin_rule(FindingCode::kPinDuplicateVariants, requirements::RuleCode::kDuplicateVariants,
               "One install set holds two distributions that install the same files: `cupy` with `cupy-cuda12x`, "
               "`cupy-cuda11x` with `cupy-cuda12x`, an NVIDIA component as `-cu11` and `-cu12`. Not `-cu12` with CUDA "
               "13's wheel.",
               "Keep one of them."),
      pin_rule(FindingCode::kPinEmptyRange, requirements::RuleCode::kEmptyRange,
               "No version satisfies the range (`cudarc = \">=0.11.4, <0.11.4\"`, `cuda-version >=13,<12`).",
               "Write a range that admits the release wanted."),
      // The policy options' names (audit --min-driver ...): each violation names its option.
      {FindingCode::kPolicyMinDriver, "min-driver", true, "an artifact needs a newer driver than --min-driver",
       Reporter::kAuditPolicy, Breaks::kNone, "`--min-driver 525.60.13`: an artifact needs a newer driver than this.",
       "Build for the older driver (a toolkit whose floor it meets, PTX of an older ISA), or raise `--min-driver`."},
      {FindingCode::kPolicyRequireArch, "require-arch", true, "an artifact cannot run on a GPU --require-arch names",
       Reporter::kAuditPolicy, Breaks::kNone,
       "`--require-arch sm_80,sm_90`: an artifact has GPU code and cannot run on one of these GPUs (SASS or PTX JIT); "
       "with `--min-driver`, also when it runs there only through PTX that driver cannot JIT-compile.",
       "Add SASS or PTX for that GPU."},
      {FindingCode::kPolicyRequireSass, "require-sass", true, "an artifact has no SASS for a GPU --require-sass names",
       Reporter::kAuditPolicy, Breaks::kNone,
       "`--require-sass sm_80,sm_90`: an artifact has GPU code and no SASS for one of these GPUs.",
       "Add SASS for that GPU (`-gencode arch=compute_80,code=sm_80`)."},
      {FindingCode::kPolicyRequirePtx, "require-ptx", true, "an artifact with GPU code carries no PTX (--require-ptx)",
       Reporter::kAuditPolicy, Breaks::kNone,
       "`--require-ptx`: an artifact has GPU code and no PTX, so no GPU newer than its SASS targets can run it.",
       "Add PTX of the newest architecture built (`code=compute_XY`)."},
      {FindingCode::kPolicyMaxCudaMajor, "max-cuda-major", true,
       "an artifact needs a CUDA library newer than --max-cuda-major", Reporter::kAuditPolicy, Breaks::kNone,
       "`--max-cuda-major 12`: an artifact needs a CUDA library only shipped by a newer major.",
       "Build it with a toolkit of the allowed major."},
      {FindingCode::kPolicyMinCudaMajor, "min-cuda-major", true,
       "an artifact needs a CUDA library older than --min-cuda-major", Reporter::kAuditPolicy, Breaks::kNone,
       "`--min-cuda-major 12`: an artifact needs a CUDA library only shipped by an older major.",
       "Build it with a toolkit of the required major."},
      {FindingCode::kPolicyForbidLibcuda, "forbid-libcuda", true, "an artifact links libcuda.so.1 (--forbid-libcuda)",
       Reporter::kAuditPolicy, Breaks::kNone, "`--forbid-libcuda`: an artifact has `libcuda.so.1` in `DT_NEEDED`.",
       "Call the driver through the runtime, `cuGetProcAddress` or `dlopen` instead of linking `libcuda.so`."},
      {FindingCode::kRemovedFunction, "removed-function", false,
       "a runtime or driver function the target no longer declares", Reporter::kMigrate, Breaks::kSource, "",
       "Call the replacement the message names (`--fix` rewrites renamed calls such as `cudaThreadSynchronize`), or "
       "the cudacompat shim it names where the code must build with both toolkits."},
      {FindingCode::kRemovedEnumerator, "removed-enumerator", false, "an enumerator the target no longer declares",
       Reporter::kMigrate, Breaks::kSource, "", "Use the replacement the message names."},
      {FindingCode::kRemovedType, "removed-type", false, "a type or template the target no longer declares",
       Reporter::kMigrate, Breaks::kSource,
       "A type or template the target no longer declares (`texture<>`, `cudaLaunchParams`).",
       "Move to the replacement the message names (texture objects for `texture<>`)."},
      {FindingCode::kRemovedField, "removed-field", false, "a cudaDeviceProp field the target removed",
       Reporter::kMigrate, Breaks::kSource, "A `cudaDeviceProp` field the target removed.",
       "Query the attribute with `cudaDeviceGetAttribute` (`--fix` rewrites fields read from an object "
       "`cudaGetDeviceProperties` filled), or the shim `cudacompat/shims/device_attributes.h` where both toolkits must "
       "build."},
      {FindingCode::kRemovedMacro, "removed-macro", false, "a macro the target no longer defines", Reporter::kMigrate,
       Breaks::kSource, "", "Use the replacement the message names, or guard the use with the toolkit's version."},
      {FindingCode::kChangedSignature, "changed-signature", false,
       "a call with the parameters the target no longer takes", Reporter::kMigrate, Breaks::kSource, "",
       "Call it with the target's parameters, or through the cudacompat shim the message names "
       "(`cudacompat/shims/memory.h: cudacompat::mem_prefetch_async`)."},
      {FindingCode::kRemovedCcclEntity, "removed-cccl-entity", false, "a Thrust/CUB/libcu++ entity CCCL 3 removed",
       Reporter::kMigrate, Breaks::kSource, "",
       "Use the replacement the message names (`--fix` rewrites `cub::Sum()/Max()/Min()` to `cuda::std::plus<>{}`, "
       "`cuda::maximum<>{}`, `cuda::minimum<>{}`)."},
      {FindingCode::kDroppedArchitecture, "dropped-architecture", false, "a GPU architecture the target's nvcc rejects",
       Reporter::kMigrate, Breaks::kSource,
       "A GPU architecture the target's nvcc rejects (in `-gencode`, `-arch`, `CMAKE_CUDA_ARCHITECTURES` ...).",
       "Drop it, or raise it to the target's oldest architecture (`--fix` does, in lists and flags)."},
      {FindingCode::kDialectTooOld, "dialect-too-old", false, "a C++ dialect below what the target's CCCL needs",
       Reporter::kMigrate, Breaks::kSource, "A C++ dialect below what the target's CCCL needs (C++17 for CCCL 3).",
       "Raise the dialect to C++17 (`--fix` does)."},
      {FindingCode::kToolkitVersionPinned, "toolkit-version-pinned", false,
       "find_package(CUDAToolkit) refuses the target", Reporter::kMigrate, Breaks::kSource,
       "`find_package(CUDAToolkit)` refuses the target (an exact or capped version).",
       "Drop the cap, or give it a range that admits the target."},
      {FindingCode::kDeprecatedApi, "deprecated-api", false, "deprecated in the target: still compiles, with a warning",
       Reporter::kMigrate, Breaks::kNone, "",
       "Move to the replacement the message names before the next major removes it."},
      {FindingCode::kRemovedHeader, "removed-header", false, "an #include of a header the target no longer ships",
       Reporter::kMigrate, Breaks::kSource,
       "An `#include` of a header the target no longer ships (`thrust/optional.h`, `cuda_texture_types.h`).",
       "Include the replacement the message names, or nothing where the declarations moved into a header already "
       "included."},
      {FindingCode::kPythonModuleMoved, "python-module-moved", false,
       "a Python module left its path for another: `import` of the old path fails", Reporter::kAbiDiff, Breaks::kSource,
       "A module (`.py`, package or extension module) left its path for another: `import old.path` fails; the message "
       "names the new path and why it is taken for the same module (the same C-API functions, else the same last "
       "name).",
       "Keep a module at the old path that re-exports the new one, or release NEW as a breaking version."},
      // The gate's own diagnostics (tool/gate): the gate makes each from its row here, severity and
      // fix included, so that one problem has one text wherever the gate meets it. The fixes are
      // printed after "fix: " in the gate's table, hence their lower case.
      {FindingCode::kArtifactUnreadable, "artifact-unreadable", false,
       "a package, or a file in it, that no check can read", Reporter::kGate, Breaks::kNone,
       "A NEW or `--previous` package, or a binary in it, cannot be read (a truncated wheel, a member that does not "
       "inflate, an ELF file cut short); the message names it and the offset. Nothing is judged for that artifact, so "
       "the gate gives no verdict: a release is never passed on what was not read.",
       kUnreadableArtifactFix, true},
      {FindingCode::kInputUnreadable, "input-unreadable", false, "an input the audit cannot open or check",
       Reporter::kGate, Breaks::kNone,
       "The audit could not open a NEW input, or could not run a package check on it (its `RECORD` or metadata "
       "cannot be read); the message says what failed. The gate gives no verdict.",
       kUnreadableArtifactFix, true},
      {FindingCode::kConsumerUnreadable, "consumer-unreadable", false, "a --consumer module that cannot be read",
       Reporter::kGate, Breaks::kNone,
       "An extension module of a `--consumer` package cannot be read, so whether it imports against NEW is not known. "
       "The gate gives no verdict.",
       "give a consumer whose extension modules can be read (a wheel, a directory or a .so built against the last "
       "release), or drop it",
       true},
      {FindingCode::kDependencyUnreadable, "dependency-unreadable", false,
       "a dependency the package declares that is no requirement", Reporter::kGate, Breaks::kNone,
       "An entry of the package's own metadata (a wheel's `Requires-Dist`, a conda package's `depends` or "
       "`constrains`) does not parse as a requirement, so `pin --check` cannot judge it. The gate gives no verdict.",
       "fix the package's metadata: the entry is no requirement", true},
      {FindingCode::kDependencyFileUnreadable, "dependency-file-unreadable", false,
       "a --check dependency file, or an entry in it, that pin --check cannot read", Reporter::kGate, Breaks::kNone,
       "A repository dependency file given with `--check` cannot be read (missing, a format `pin --check` does not "
       "read, an entry that does not parse); the message names the file and line. The gate gives no verdict.",
       "give a file pin --check reads (requirements*.txt, pyproject.toml, Cargo.toml, Cargo.lock, environment.yml, "
       "a conda recipe, dependencies.yaml), and fix the entry the message names",
       true},
      {FindingCode::kArtifactUnpaired, "artifact-unpaired", true, "a NEW artifact with no counterpart in --previous",
       Reporter::kGate, Breaks::kNone,
       "No `--previous` artifact has the NEW artifact's kind, name, Python tag and machine, so abi-diff and the "
       "consumer checks do not run for it; the audit and `pin --check` still do. Not fatal: a new Python tag or "
       "machine has no counterpart.",
       "give the last release's artifact of the same name, Python tag and machine"},
      {FindingCode::kPreviousArtifactDropped, "previous-artifact-dropped", true,
       "an artifact of the last release that no NEW artifact continues", Reporter::kGate, Breaks::kNone,
       "The last release had an artifact (a Python tag, a machine, a package) that no NEW artifact continues: users "
       "of that Python or machine get no new release. Not fatal.",
       "build it, or say in the release notes that it is dropped"},
      {FindingCode::kNoPreviousRelease, "no-previous-release", false, "no --previous: abi-diff was not run",
       Reporter::kGate, Breaks::kNone,
       "The gate was given no last release, so only the audit and `pin --check` judge NEW: nothing says what breaks "
       "for code built against the last release.",
       "give the last release with --previous"},
      {FindingCode::kPlatformTagChanged, "platform-tag-changed", false,
       "a wheel's platform tag moved from its counterpart's", Reporter::kGate, Breaks::kNone,
       "A NEW wheel was paired with a last-release wheel whose platform tag differs only in its libc floor "
       "(`manylinux2014` to `manylinux_2_28`): machines below the new floor no longer get it.",
       ""},
      {FindingCode::kPinCheckNotRun, "pin-check-not-run", false, "pin --check not run on a package's own dependencies",
       Reporter::kGate, Breaks::kNone,
       "`pin --check` judges a package's declared dependencies against the CUDA major its binaries use; it was not "
       "run where the rules have no reader (a Debian package's `Depends`), or where its binaries need no CUDA "
       "library, or several majors, so that no one major judges them. The message says which.",
       ""},
      // doctor's (tool/doctor): every code an error, each a reason a thing will not run here (exit 1), or
      // an input it could not read (exit 2). The message names the library, driver, GPU or file; the
      // specific fix follows "fix: " in it.
      {FindingCode::kDoctorArtifactUnreadable, "artifact-unreadable", false,
       "an artifact, or a file in it, that doctor cannot read", Reporter::kDoctor, Breaks::kNone,
       "A file given to doctor, or a binary in it, cannot be read (truncated, not an ELF file, a member that does not "
       "inflate); the message names the file and the offset. Whether it runs here is not known.",
       "fix or rebuild the file: nothing is judged for what cannot be read", true},
      {FindingCode::kVariantSetUnreadable, "variant-set-unreadable", false,
       "a --variants directory or index that holds no readable variant wheel", Reporter::kDoctor, Breaks::kNone,
       "The directory or index given with `--variants` cannot be read, or holds no variant wheel (a label after the "
       "platform tag).",
       "give a folder of variant wheels (cudacompat variant make) or their index file", true},
      {FindingCode::kLibraryNotFound, "library-not-found", true,
       "a CUDA library the artifact needs does not resolve here", Reporter::kDoctor, Breaks::kNone,
       "A CUDA library in the artifact's `DT_NEEDED` is found nowhere the dynamic loader would look for it (its "
       "RUNPATH or RPATH, `LD_LIBRARY_PATH`, the loader cache, the default directories).",
       "install the wheel or toolkit the message names and make the library findable"},
      {FindingCode::kLibraryUnusable, "library-unusable", true,
       "the loader would pick a file that is not a usable library", Reporter::kDoctor, Breaks::kNone,
       "The first file the loader's search finds for a CUDA library is not one it can load (another machine's, cut "
       "short, not ELF): loading stops there.",
       "remove that file or replace it with the real library"},
      {FindingCode::kDriverTooOld, "driver-too-old", true, "the driver is older than the artifact needs",
       Reporter::kDoctor, Breaks::kNone,
       "The driver here is older than the minimum the artifact's CUDA libraries and GPU code need (the audit's "
       "floor), on every GPU.",
       "upgrade the NVIDIA driver to the version the message names, or newer"},
      {FindingCode::kGpuCodeUnloadable, "gpu-code-unloadable", true,
       "the artifact's GPU code is LTO-IR alone, which no driver loads", Reporter::kDoctor, Breaks::kNone,
       "LTO-IR is input for a device link (nvlink, nvJitLink), never loaded by a driver: an artifact whose GPU code "
       "is LTO-IR alone runs on no machine.",
       "rebuild with SASS or PTX beside the LTO-IR (-gencode ...,code=sm_XX or compute_XX)"},
      {FindingCode::kNoDriver, "no-driver", true, "no NVIDIA driver: the artifact's GPU path cannot run",
       Reporter::kDoctor, Breaks::kNone,
       "Neither `libcuda.so.1` nor `/proc/driver/nvidia/version` is here, and the artifact needs CUDA.",
       "install an NVIDIA driver on a machine with a supported GPU"},
      {FindingCode::kDriverUnusable, "driver-unusable", true,
       "the driver does not work: the artifact's GPU path cannot run", Reporter::kDoctor, Breaks::kNone,
       "A driver is installed but failed a question (a missing symbol, `cuInit`'s error: see `driver-symbol-missing` "
       "and `driver-call-failed`), and the artifact needs CUDA.",
       "repair the driver as its own problems say"},
      {FindingCode::kNoGpuVisible, "no-gpu-visible", true, "no GPU visible: the artifact's GPU path cannot run",
       Reporter::kDoctor, Breaks::kNone,
       "The driver works but `cuDeviceGetCount` names no GPU this process may use (none installed, or "
       "`CUDA_VISIBLE_DEVICES` hides them).",
       "run on a machine with a GPU, or make one visible to the process"},
      {FindingCode::kDriverVersionUnknown, "driver-version-unknown", true,
       "the driver's version could not be read: whether its GPUs run the artifact is unknown", Reporter::kDoctor,
       Breaks::kNone,
       "Neither the driver's own version nor the CUDA version it supports could be read, so no GPU is judged; doctor "
       "never answers \"runs\" on what it could not establish.",
       "repair the driver so that it reports its version"},
      {FindingCode::kGpuCannotRun, "gpu-cannot-run", true, "a GPU here cannot run the artifact's GPU code",
       Reporter::kDoctor, Breaks::kNone,
       "No SASS of the artifact runs on the GPU and no PTX of it can be JIT-compiled for it by this driver; the "
       "message says which rule stops it (the GPU's architecture, the driver's PTX ISA, an `a` target).",
       "rebuild with the -gencode the message names, or upgrade the driver as it says"},
      {FindingCode::kDriverSymbolMissing, "driver-symbol-missing", true,
       "libcuda does not export an entry point doctor asks", Reporter::kDoctor, Breaks::kNone,
       "The loaded `libcuda.so.1` lacks a driver API function (`cuInit`, `cuDriverGetVersion`, ...): it is broken, or "
       "not NVIDIA's.",
       "reinstall the NVIDIA driver"},
      {FindingCode::kDriverCallFailed, "driver-call-failed", true, "a driver API call failed", Reporter::kDoctor,
       Breaks::kNone,
       "A driver API call doctor makes (`cuInit`, `cuDriverGetVersion`, `cuDeviceGetCount`, ...) returned an error; "
       "the message names the call and the error.",
       "load the kernel module, make a device visible, or install a user-space driver that matches the kernel module"},
      {FindingCode::kVariantWheelUnreadable, "variant-wheel-unreadable", true,
       "a variant wheel that could not be read, so it is not known to run", Reporter::kDoctor, Breaks::kNone,
       "A wheel of the `--variants` set cannot be audited, so it is counted as not running here.",
       "run `cudacompat audit` on it to see why"},
      {FindingCode::kNoVariantChosen, "no-variant-chosen", true,
       "no variant of a release is compatible here and it has no null variant", Reporter::kDoctor, Breaks::kNone,
       "An installer that follows the variant provider's rules installs none of the release's wheels on this machine.",
       "publish a null variant, or a variant this machine's driver and GPUs select"},
      {FindingCode::kChosenVariantDoesNotRun, "chosen-variant-does-not-run", true,
       "the variant an installer chooses does not run here", Reporter::kDoctor, Breaks::kNone,
       "The provider's rules select a variant whose GPU code the driver and GPUs here cannot run (an `a` target on a "
       "newer GPU of its major, an older GPU than the newest, which alone decides).",
       "install another variant by its label, or publish one that runs here"},
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

std::string_view command_of(Reporter reporter) {
  switch (reporter) {
    case Reporter::kAudit:
    case Reporter::kAuditPolicy:
      return "audit";
    case Reporter::kAbiDiff:
      return "abi-diff";
    case Reporter::kPin:
      return "pin --check";
    case Reporter::kMigrate:
      return "migrate";
    case Reporter::kGate:
      return "gate";
    case Reporter::kDoctor:
      return "doctor";
  }
  return "audit";
}

std::string reference_path(const FindingInfo& info) {
  // One page per subcommand, named as its hand-written page is ("pin --check" -> pin-check.md, the
  // gate's release-gate.md); the audit's policies share the audit's page, where no policy is named
  // like a warning. The anchor is the heading's slug, which GitHub and the site (MyST) both make of a
  // code's name unchanged.
  std::string page(command_of(info.reporter));
  if (const std::size_t space = page.find(" --"); space != std::string::npos) page.replace(space, 3, "-");
  if (info.reporter == Reporter::kGate) page = "release-gate";
  if (info.reporter == Reporter::kDoctor) page = "commands";  // doctor's hand-written page: "Pins, doctor and abi-diff"
  return "docs/reference/findings/" + page + ".md#" + std::string(info.name);
}

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

Diagnostic diagnostic(FindingCode code, std::string message, std::string where, std::string fix) {
  const FindingInfo& row = info(code);
  Diagnostic out;
  if (row.input_error || row.reporter == Reporter::kDoctor)
    out.severity = Diagnostic::Severity::kError;
  else
    out.severity = row.warning ? Diagnostic::Severity::kWarning : Diagnostic::Severity::kNote;
  out.code = std::string(row.name);
  out.message = std::move(message);
  out.where = std::move(where);
  out.fix = fix.empty() ? std::string(row.fix) : std::move(fix);
  return out;
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
    case FindingCode::kVariantSmArchUndeclared:
    case FindingCode::kVariantSmArchAbsent:
    case FindingCode::kVariantLowerBoundBelowFloor:
    case FindingCode::kVariantUpperBoundTooHigh:
      return true;
    default:
      return false;
  }
}

}  // namespace cudacompat::findings
