// The compatibility knowledge base, compat/knowledge.json, as typed C++ views.
//
// The JSON file is the one place these facts are typed; the tool carries a copy inside itself
// (embedded at build time), so an installed bin/cudacompat needs no source tree.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "knowledge/package_facts.h"
#include "knowledge/version.h"

namespace cudacompat {

struct KnowledgeBaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ReleaseFacts {
  Version version;                                 // major.minor, e.g. 12.4
  Version driver_floor;                            // minor-version-compatibility floor (Linux)
  std::map<std::string, Version> bundled_drivers;  // "12.4.1" -> 550.54.15
  Version ptx_isa;                                 // the PTX ISA this release emits
  int gcc_max = 0;                                 // newest GCC major accepted
  int clang_max = 0;                               // newest Clang major accepted
  int gcc_min = 0;                                 // oldest GCC major supported (host_compiler_floors); 0: unknown
  int clang_min = 0;                               // oldest Clang major supported; 0: unknown
  std::vector<std::string> architectures;          // "75", "90a", "120f"...: what nvcc accepts
};

struct FeatureFacts {
  std::string name;  // CUDACOMPAT_HAS_<name>
  std::string what;  // a sentence for people
  std::optional<Version> introduced;
  std::optional<Version> removed;
  std::vector<std::string> symbols;  // exported symbols that carry the feature, if any
};

struct VersionedSymbol {
  std::string symbol;                 // e.g. cuMemAdvise_v2
  Version introduced;                 // first CUDA release that has it
  std::optional<Version> min_driver;  // where known more precisely than the release's floor
};

// A shared library of the toolkit as binaries name it in DT_NEEDED (section `cuda_libraries`).
struct CudaLibraryFacts {
  std::string name;  // "cudart", "cublasLt"; "cuda" for the driver
  std::string what;
  std::vector<std::string> symbol_prefixes;         // which imported symbols it provides
  std::map<std::string, std::vector<int>> sonames;  // "libcusparse.so.12" -> the CUDA majors shipping it
};

struct CudaLibrariesFacts {
  CudaLibraryFacts driver;  // libcuda.so.1: installed with the driver, never by a toolkit
  std::vector<CudaLibraryFacts> libraries;
};

// A fatbin entry compression (section `fatbin_compression`) and the oldest driver that loads it.
struct CompressionFacts {
  std::optional<Version> since_toolkit;
  std::optional<Version> min_driver;  // none: every driver in range loads it
  std::string why;
};

// The C++ dialect a toolkit's own headers require from some release on (section
// migration.dialect_floors: CCCL 3.0 in CUDA 13.0 stops below C++17).
struct DialectFloor {
  Version since;
  int cxx_min = 0;
  std::string source;
};

class KnowledgeBase {
 public:
  // The copy embedded in this build of the tool (checked by the build's tests; a broken copy is a
  // bug of the build and stops the program with the reason).
  static const KnowledgeBase& embedded();
  // Parses and checks a knowledge base; the error names what is wrong and where.
  static Expected<KnowledgeBase> parse(std::string_view text);
  // The same, throwing KnowledgeBaseError: for tests that expect a failure.
  static KnowledgeBase from_json_text(std::string_view text);

  const std::vector<ReleaseFacts>& releases() const { return releases_; }
  const std::vector<FeatureFacts>& features() const { return features_; }
  const std::vector<VersionedSymbol>& versioned_symbols() const { return versioned_symbols_; }
  // A versioned driver entry point (cuLinkCreate_v2) that the oldest release covered already has,
  // so it raises no floor (section driver_entry_points_of_oldest_release; optional).
  bool in_oldest_release(const std::string& driver_entry_point) const {
    return std::binary_search(oldest_release_entry_points_.begin(), oldest_release_entry_points_.end(),
                              driver_entry_point);
  }

  // The release with this major.minor, or nullptr.
  const ReleaseFacts* release(const Version& version) const;
  // The newest release not newer than `version` (for toolkits newer than the knowledge base).
  const ReleaseFacts* newest_at_or_below(const Version& version) const;
  const ReleaseFacts& newest() const { return releases_.back(); }
  // The oldest release that emits PTX of this ISA or newer, or nullptr when none does.
  const ReleaseFacts* first_release_with_ptx_isa(const Version& isa) const;

  const CudaLibrariesFacts& cuda_libraries() const { return cuda_libraries_; }
  // "lz4", "zstd" -> what loads them.
  const std::map<std::string, CompressionFacts>& fatbin_compression() const { return fatbin_compression_; }

  // Cubin ELF ABI version -> the CUDA majors whose nvcc writes it (section `cubin_abi`).
  const std::map<int, std::vector<int>>& cubin_abi_majors() const { return cubin_abi_majors_; }

  // The C++ dialect floor of a toolkit (the highest floor whose release is not newer), or nullptr.
  const DialectFloor* dialect_floor(const Version& toolkit) const;

  // Package ecosystems: what belongs to each release, and the known-bad releases (section `packages`).
  const PackageFacts& packages() const { return packages_; }

  // The newest driver any release lists (its bundled drivers), if any: the conservative floor for
  // what the knowledge base does not know (a PTX ISA, GPU or soname newer than it).
  std::optional<Version> newest_known_driver() const;
  // The driver a release first shipped with (its oldest bundled driver), if listed.
  static std::optional<Version> first_driver(const ReleaseFacts& release);
  // The CUDA version a driver reports (cuDriverGetVersion, nvidia-smi's "CUDA Version"): the newest
  // release whose first driver it is at least, or nullopt for a driver older than every release.
  // doctor reads the machine's driver through it; the wheel-variant bounds map a floor through it.
  std::optional<Version> cuda_supported_by(const Version& driver) const;

 private:
  std::vector<ReleaseFacts> releases_;  // oldest first
  std::vector<FeatureFacts> features_;
  std::vector<VersionedSymbol> versioned_symbols_;
  std::vector<std::string> oldest_release_entry_points_;  // sorted
  CudaLibrariesFacts cuda_libraries_;
  std::map<std::string, CompressionFacts> fatbin_compression_;
  std::map<int, std::vector<int>> cubin_abi_majors_;
  PackageFacts packages_;
  std::vector<DialectFloor> dialect_floors_;  // oldest first
};

}  // namespace cudacompat
