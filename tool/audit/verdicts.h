// Verdicts from facts and the knowledge base: the oldest driver that runs an artifact and why, the
// GPUs it runs on (natively, through the PTX JIT, or not at all), and the warnings a maintainer
// should see. The rules are documented in docs/audit.md; each reason names the fact it comes from.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "audit/cuda_libraries.h"
#include "common/gpu_target.h"
#include "findings/findings.h"
#include "knowledge/knowledge_base.h"
#include "readers/artifact.h"

namespace cudacompat::audit {

// The audit judges the facts that tool/readers reads: their names are its vocabulary.
using namespace cudacompat::readers;
// Its findings are codes of the one table (tool/findings).
using namespace cudacompat::findings;

// Why a driver floor is what it is.
enum class FloorRule {
  kCudaLibrary,         // needs libcudart.so.13: CUDA 13's floor
  kOwnSoname,           // is itself libcudart.so.13 / libcupti.so.13
  kVersionedSymbol,     // imports cuCtxCreate_v4
  kCompression,         // zstd-compressed entries
  kBuilderToolkit,      // its cubins were built by CUDA 13.0 (.note.nv.tkinfo)
  kPtxIsa,              // carries PTX of ISA 9.1
  kUnknownToKnowledge,  // a value newer than the knowledge base: a conservative floor
  kFloorUnknown,        // device code whose toolkit is recorded nowhere: a conservative floor
};
std::string_view to_string(FloorRule rule);

struct DriverReason {
  Version driver;
  FloorRule rule;
  std::string detail;  // a sentence
  bool exact = true;   // false: a conservative lower bound for something the knowledge base does not know
};

struct NeededCudaLibrary {
  std::string soname;
  std::string library;  // "cudart"; "cuda" for the driver
  bool is_driver = false;
  bool known_soname = false;
  std::vector<int> majors;
  std::optional<bool> used;  // nullopt when it cannot be told (no symbol prefixes, an object file)
};

struct VersionedSymbolUse {
  std::string symbol;
  Version introduced;
  Version min_driver;
  bool driver_api = false;
};

struct PtxTarget {
  GpuTarget target;
  Version isa;
};

enum class RunStatus { kNo, kJit, kSass };
std::string_view to_string(RunStatus status);  // "no", "jit", "sass"

struct ArtifactVerdict {
  std::vector<NeededCudaLibrary> cuda_libraries;
  std::vector<int> cuda_majors;  // the majors every needed CUDA library agrees on
  std::vector<VersionedSymbolUse> versioned_symbols;
  std::vector<std::string> driver_imports;   // imported CUDA driver API names (cuInit, cuCtxCreate_v4), sorted
  std::vector<std::string> runtime_imports;  // imported CUDA runtime names (cudaMalloc, __cudaRegisterFatBinary)
  std::vector<GpuTarget> sass;               // distinct, sorted
  std::vector<PtxTarget> ptx;                // distinct, sorted
  // LTO-IR (code=lto_90): listed, but it serves no GPU and sets no floor (has_loadable_code).
  std::vector<GpuTarget> lto;                      // distinct, sorted
  std::map<std::string, std::size_t> compression;  // "zstd" -> entries
  std::optional<Version> min_driver;
  // False when the floor is a conservative lower bound: something it needs is newer than what the
  // knowledge base knows (reported as unknown-to-knowledge / floor-unknown).
  bool min_driver_exact = true;
  std::vector<DriverReason> reasons;  // newest driver first
  // The floor without the PTX-ISA rule: what SASS needs. PTX needs the ISA on top, per GPU.
  std::optional<Version> base_driver;
  std::vector<int> runs_sass;      // GPUs (compute capability x10) with native code
  std::vector<int> runs_jit_only;  // GPUs that run it only through the PTX JIT
  std::vector<int> cannot_run;     // known GPUs it cannot run on
  std::vector<Finding> warnings;
  std::vector<Finding> notes;
};

// Whether the driver can load any of its GPU code: SASS or PTX. LTO-IR is input for a device link
// (nvlink at build time with -dlto, or nvJitLink at run time), never loaded by the driver.
bool has_loadable_code(const ArtifactVerdict& verdict);
// Whether its GPU code is LTO-IR alone: no GPU can load it.
bool has_lto_ir_alone(const ArtifactVerdict& verdict);
// Whether it is a file something loads (not an object file: that is input for a device link, judged
// where it is linked) whose GPU code is LTO-IR alone: the audit warns (lto-ir-only) and counts it,
// among the artifacts with GPU code, as running on no GPU.
bool is_unloadable_lto_ir(const ArtifactFacts& facts, const ArtifactVerdict& verdict);
// What to do about GPU code of LTO-IR alone, for the targets it carries ("lto_90"): ship SASS or PTX
// beside it, or device-link it so that nvlink writes SASS.
std::string lto_ir_alone_fix(const std::vector<GpuTarget>& lto);

class Judge {
 public:
  Judge(const KnowledgeBase& knowledge, const CudaLibraryTable& libraries);

  // Every rule of docs/audit.md applied to one artifact's facts.
  ArtifactVerdict judge(const ArtifactFacts& facts) const;
  // Whether an artifact with `verdict` runs on `gpu_sm` under `driver`.
  RunStatus status_at(const ArtifactVerdict& verdict, int gpu_sm, const Version& driver) const;
  // Whether it runs on `gpu_sm` under a driver new enough for everything it needs, the PTX ISA
  // included, even where the knowledge base does not list that driver yet: SASS, JIT or not at all.
  RunStatus status_with_new_enough_driver(const ArtifactVerdict& verdict, int gpu_sm) const;

  // Package-level findings: mixed CUDA majors among the artifacts of one package.
  std::vector<Finding> package_findings(const std::vector<const ArtifactFacts*>& facts,
                                        const std::vector<const ArtifactVerdict*>& verdicts) const;

  const std::vector<int>& known_gpus() const { return known_gpus_; }
  // The first driver of each release (its GA bundled driver), oldest first: the grid's columns.
  const std::vector<std::pair<Version, Version>>& release_drivers() const { return release_drivers_; }
  // The oldest driver that supports GPU `gpu_sm` (that of the first release listing it), if known.
  std::optional<Version> driver_for_gpu(int gpu_sm) const;
  // Whether `driver` predates GPU `gpu_sm`: older than driver_for_gpu, or, where the first release
  // listing the GPU names no driver (CUDA 13.4 bundles none), no newer than the newest driver of
  // an earlier release (which shipped before the GPU's architecture existed in any toolkit).
  bool driver_predates_gpu(int gpu_sm, const Version& driver) const;
  // The newest PTX ISA a driver JIT-compiles, if the driver is at least that of the oldest release.
  std::optional<Version> max_ptx_isa(const Version& driver) const;
  // The floor given to what the knowledge base does not know: the newest driver it lists.
  const Version& conservative_driver() const { return conservative_driver_; }
  const KnowledgeBase& knowledge() const { return knowledge_; }
  const CudaLibraryTable& libraries() const { return libraries_; }

 private:
  const KnowledgeBase& knowledge_;
  const CudaLibraryTable& libraries_;
  std::vector<int> known_gpus_;
  std::map<int, Version> gpu_drivers_;
  std::map<int, Version> gpu_unknown_through_;                // GPUs whose first release names no driver
  std::vector<std::pair<Version, Version>> release_drivers_;  // (release, GA driver)
  Version conservative_driver_;
};

}  // namespace cudacompat::audit
