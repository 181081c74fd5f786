// The compatibility knowledge base, compat/knowledge.json, as typed C++ views.
//
// The JSON file is the one place these facts are typed; the tool carries a copy inside itself
// (embedded at build time), so an installed bin/cudacompat needs no source tree.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "knowledge/version.h"

namespace cudacompat {

struct KnowledgeBaseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ReleaseFacts {
  Version version;                                    // major.minor, e.g. 12.4
  Version driver_floor;                               // minor-version-compatibility floor (Linux)
  std::map<std::string, Version> bundled_drivers;     // "12.4.1" -> 550.54.15
  Version ptx_isa;                                    // the PTX ISA this release emits
  int gcc_max = 0;                                    // newest GCC major accepted
  int clang_max = 0;                                  // newest Clang major accepted
  std::vector<std::string> architectures;             // "75", "90a", "120f"...: what nvcc accepts
};

struct FeatureFacts {
  std::string name;                  // CUDACOMPAT_HAS_<name>
  std::string what;                  // a sentence for people
  std::optional<Version> introduced;
  std::optional<Version> removed;
  std::vector<std::string> symbols;  // exported symbols that carry the feature, if any
};

struct VersionedSymbol {
  std::string symbol;              // e.g. cuMemAdvise_v2
  Version introduced;              // first CUDA release that has it
  std::optional<Version> min_driver;  // where known more precisely than the release's floor
};

class KnowledgeBase {
 public:
  // The copy embedded in this build of the tool.
  static const KnowledgeBase& embedded();
  // Parses and checks a knowledge base; throws KnowledgeBaseError naming what is wrong and where.
  static KnowledgeBase from_json_text(std::string_view text);

  const std::vector<ReleaseFacts>& releases() const { return releases_; }
  const std::vector<FeatureFacts>& features() const { return features_; }
  const std::vector<VersionedSymbol>& versioned_symbols() const { return versioned_symbols_; }

  // The release with this major.minor, or nullptr.
  const ReleaseFacts* release(const Version& version) const;
  // The newest release not newer than `version` (for toolkits newer than the knowledge base).
  const ReleaseFacts* newest_at_or_below(const Version& version) const;
  const ReleaseFacts& newest() const { return releases_.back(); }
  // The oldest release that emits PTX of this ISA or newer, or nullptr when none does.
  const ReleaseFacts* first_release_with_ptx_isa(const Version& isa) const;

  // Sections owned by other components (read them here rather than re-reading the file).
  const nlohmann::json& raw() const { return raw_; }

 private:
  nlohmann::json raw_;
  std::vector<ReleaseFacts> releases_;  // oldest first
  std::vector<FeatureFacts> features_;
  std::vector<VersionedSymbol> versioned_symbols_;
};

}  // namespace cudacompat
