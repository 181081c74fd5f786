#include "audit/cuda_libraries.h"

namespace cudacompat::audit {
namespace {

// "libcudart.so.12" -> "cudart"; "libnvrtc.alt.so.13" -> "nvrtc.alt"; "" when not lib*.so*.
std::string_view family_of(std::string_view soname) {
  if (soname.substr(0, 3) != "lib") return {};
  std::size_t so = soname.find(".so");
  if (so == std::string_view::npos || so <= 3) return {};
  return soname.substr(3, so - 3);
}

}  // namespace

std::size_t match_symbol_prefix(std::string_view symbol, std::string_view prefix) {
  constexpr std::string_view kUpper = "[A-Z]";
  bool needs_upper = prefix.size() >= kUpper.size() && prefix.substr(prefix.size() - kUpper.size()) == kUpper;
  if (needs_upper) prefix.remove_suffix(kUpper.size());
  if (symbol.substr(0, prefix.size()) != prefix) return 0;
  if (!needs_upper) return prefix.size();
  if (symbol.size() <= prefix.size() || symbol[prefix.size()] < 'A' || symbol[prefix.size()] > 'Z') return 0;
  return prefix.size() + 1;
}

CudaLibraryTable CudaLibraryTable::from_knowledge(const KnowledgeBase& knowledge) {
  return CudaLibraryTable(knowledge.cuda_libraries());
}

std::optional<CudaLibraryMatch> CudaLibraryTable::recognise(std::string_view soname) const {
  if (driver().sonames.count(std::string(soname))) {
    CudaLibraryMatch match;
    match.library = &driver();
    match.is_driver = true;
    match.known_soname = true;
    return match;
  }
  for (const auto& library : libraries()) {
    auto found = library.sonames.find(std::string(soname));
    if (found != library.sonames.end()) {
      return CudaLibraryMatch{&library, false, true, found->second};
    }
  }
  std::string_view family = family_of(soname);
  if (family.empty()) return std::nullopt;
  for (const auto& library : libraries()) {
    if (family == library.name) return CudaLibraryMatch{&library, false, false, {}};
  }
  return std::nullopt;
}

const CudaLibraryInfo* CudaLibraryTable::provider_of(std::string_view symbol) const {
  const CudaLibraryInfo* best = nullptr;
  std::size_t best_length = 0;
  auto consider = [&](const CudaLibraryInfo& library) {
    for (const auto& prefix : library.symbol_prefixes) {
      std::size_t length = match_symbol_prefix(symbol, prefix);
      if (length > best_length) {
        best = &library;
        best_length = length;
      }
    }
  };
  consider(driver());
  for (const auto& library : libraries()) consider(library);
  return best;
}

}  // namespace cudacompat::audit
