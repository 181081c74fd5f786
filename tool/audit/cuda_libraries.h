// The CUDA libraries a binary can need, from the knowledge base's `cuda_libraries` section:
// soname -> CUDA majors, and which imported symbols each library provides.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "knowledge/knowledge_base.h"

namespace cudacompat::audit {

using CudaLibraryInfo = CudaLibraryFacts;  // the knowledge base's typed view

struct CudaLibraryMatch {
  const CudaLibraryInfo* library = nullptr;
  bool is_driver = false;     // libcuda.so.1
  bool known_soname = false;  // false for "libcudart.so.14": the family is known, the major is not
  std::vector<int> majors;    // the CUDA majors that ship this soname (empty when unknown)
};

class CudaLibraryTable {
 public:
  // A view of the knowledge base's `cuda_libraries` section (checked when it was read); the
  // knowledge base must outlive the table.
  static CudaLibraryTable from_knowledge(const KnowledgeBase& knowledge);

  // The CUDA library a DT_NEEDED entry names, or nullopt for anything else.
  std::optional<CudaLibraryMatch> recognise(std::string_view soname) const;

  // The library whose symbol prefix matches `symbol` best (the longest match), or nullptr.
  const CudaLibraryInfo* provider_of(std::string_view symbol) const;

  const std::vector<CudaLibraryInfo>& libraries() const { return facts_->libraries; }
  const CudaLibraryInfo& driver() const { return facts_->driver; }

 private:
  explicit CudaLibraryTable(const CudaLibrariesFacts& facts) : facts_(&facts) {}
  const CudaLibrariesFacts* facts_;  // the knowledge base's, which outlives the table
};

// Whether `symbol` starts with `prefix`, where a trailing "[A-Z]" in the prefix stands for one
// upper-case letter ("cu[A-Z]" matches cuInit, not cudaMalloc). Returns the matched length, or 0.
std::size_t match_symbol_prefix(std::string_view symbol, std::string_view prefix);

}  // namespace cudacompat::audit
