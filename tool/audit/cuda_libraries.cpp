#include "audit/cuda_libraries.h"

namespace cudacompat::audit {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw KnowledgeBaseError("knowledge base: cuda_libraries" + where + ": " + what);
}

std::vector<std::string> strings(const json& value, const std::string& where) {
  std::vector<std::string> items;
  if (value.is_null()) return items;
  if (!value.is_array()) fail(where, "expected a list of strings");
  for (const auto& item : value) {
    if (!item.is_string()) fail(where, "expected a list of strings");
    items.push_back(item.get<std::string>());
  }
  return items;
}

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
  CudaLibraryTable table;
  const json& raw = knowledge.raw();
  if (!raw.contains("cuda_libraries")) return table;
  const json& section = raw.at("cuda_libraries");
  if (!section.is_object()) fail("", "expected an object");
  table.driver_.name = "cuda";
  table.driver_.what = "CUDA driver";
  if (section.contains("driver_library")) {
    const json& driver = section.at("driver_library");
    for (const auto& soname : strings(driver.value("sonames", json()), ".driver_library.sonames")) {
      table.driver_.sonames[soname] = {};
    }
    table.driver_.symbol_prefixes = strings(driver.value("symbol_prefixes", json()), ".driver_library.symbol_prefixes");
  }
  if (!section.contains("libraries")) return table;
  const json& libraries = section.at("libraries");
  if (!libraries.is_array()) fail(".libraries", "expected a list");
  for (const auto& entry : libraries) {
    if (!entry.is_object() || !entry.contains("name") || !entry.at("name").is_string()) {
      fail(".libraries[]", "each library needs a \"name\"");
    }
    CudaLibraryInfo library;
    library.name = entry.at("name").get<std::string>();
    const std::string where = ".libraries[" + library.name + "]";
    library.what = entry.value("what", std::string());
    library.symbol_prefixes = strings(entry.value("symbol_prefixes", json()), where + ".symbol_prefixes");
    if (entry.contains("sonames")) {
      const json& sonames = entry.at("sonames");
      if (!sonames.is_object()) fail(where + ".sonames", "expected an object of soname -> [majors]");
      for (const auto& [soname, majors] : sonames.items()) {
        if (!majors.is_array()) fail(where + ".sonames." + soname, "expected a list of CUDA majors");
        std::vector<int>& list = library.sonames[soname];
        for (const auto& major : majors) {
          if (!major.is_number_integer()) fail(where + ".sonames." + soname, "expected a list of CUDA majors");
          list.push_back(major.get<int>());
        }
      }
    }
    table.libraries_.push_back(std::move(library));
  }
  return table;
}

std::optional<CudaLibraryMatch> CudaLibraryTable::recognise(std::string_view soname) const {
  if (driver_.sonames.count(std::string(soname))) {
    CudaLibraryMatch match;
    match.library = &driver_;
    match.is_driver = true;
    match.known_soname = true;
    return match;
  }
  for (const auto& library : libraries_) {
    auto found = library.sonames.find(std::string(soname));
    if (found != library.sonames.end()) {
      return CudaLibraryMatch{&library, false, true, found->second};
    }
  }
  std::string_view family = family_of(soname);
  if (family.empty()) return std::nullopt;
  for (const auto& library : libraries_) {
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
  consider(driver_);
  for (const auto& library : libraries_) consider(library);
  return best;
}

}  // namespace cudacompat::audit
