#include "knowledge/knowledge_base.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>

#include "knowledge/embedded.h"
#include "knowledge/json_fields.h"

namespace cudacompat {

namespace {

using nlohmann::json;
using namespace knowledge_json;

// An architecture as nvcc spells it without prefix: digits, then optionally 'a' or 'f'.
bool is_architecture_name(const std::string& name) {
  size_t digits = 0;
  while (digits < name.size() && std::isdigit(static_cast<unsigned char>(name[digits]))) ++digits;
  if (digits < 2 || digits > 3) return false;
  return digits == name.size() || (digits + 1 == name.size() && (name.back() == 'a' || name.back() == 'f'));
}

ReleaseFacts read_release(const json& entry, const std::vector<std::string>& previous_architectures) {
  ReleaseFacts release;
  std::string where = "releases[" + (entry.is_object() && entry.contains("version") && entry["version"].is_string()
                                         ? entry["version"].get<std::string>() : std::string("?")) + "]";
  release.version = version_value(member(entry, "version", where), where + ".version");
  if (release.version.parts != 2) fail(where, "a release is named major.minor");
  release.driver_floor = version_value(member(entry, "driver_floor", where), where + ".driver_floor");
  release.ptx_isa = version_value(member(entry, "ptx_isa", where), where + ".ptx_isa");
  release.gcc_max = int_member(entry, "gcc_max", where);
  release.clang_max = int_member(entry, "clang_max", where);
  const json& drivers = member(entry, "bundled_drivers", where);
  // May be empty: a release seen only through its toolkit (a PyPI wheel) has no known bundled driver.
  if (!drivers.is_object()) fail(where + ".bundled_drivers", "expected an object");
  for (const auto& [toolkit, driver] : drivers.items()) {
    auto toolkit_version = Version::parse(toolkit);
    if (!toolkit_version || !toolkit_version->same_major_minor(release.version))
      fail(where + ".bundled_drivers", "'" + toolkit + "' is not a patch release of " + release.version.to_string());
    release.bundled_drivers[toolkit] = version_value(driver, where + ".bundled_drivers." + toolkit);
  }

  std::set<std::string> architectures(previous_architectures.begin(), previous_architectures.end());
  if (entry.contains("arch_changes")) {
    const json& changes = entry["arch_changes"];
    if (changes.contains("add"))
      for (const auto& name : string_list(changes["add"], where + ".arch_changes.add")) {
        if (!is_architecture_name(name)) fail(where + ".arch_changes.add", "'" + name + "' is not an architecture");
        if (!architectures.insert(name).second) fail(where + ".arch_changes.add", name + " is already supported");
      }
    if (changes.contains("drop"))
      for (const auto& name : string_list(changes["drop"], where + ".arch_changes.drop"))
        if (architectures.erase(name) == 0) fail(where + ".arch_changes.drop", name + " was never added");
  }
  release.architectures.assign(architectures.begin(), architectures.end());
  std::sort(release.architectures.begin(), release.architectures.end(), [](const std::string& a, const std::string& b) {
    int na = std::stoi(a), nb = std::stoi(b);
    return na != nb ? na < nb : a < b;
  });
  return release;
}

// Section `host_compiler_floors`: the oldest supported GCC and Clang majors, for the releases each
// entry's selector matches. Every release gets exactly one floor, at or below its newest compiler,
// so a CI matrix built from them never names a compiler its toolkit refuses. Optional (a minimal
// knowledge base may leave it out: the floors then read 0, unknown); when present, complete.
void read_host_compiler_floors(const json& document, std::vector<ReleaseFacts>& releases) {
  if (!document.contains("host_compiler_floors")) return;
  const json& section = member(document, "host_compiler_floors", "top level");
  const json& floors = member(section, "floors", "host_compiler_floors");
  if (!floors.is_array() || floors.empty()) fail("host_compiler_floors.floors", "expected a non-empty list");
  std::vector<bool> covered(releases.size(), false);
  for (const auto& entry : floors) {
    const std::string selector = text_member(entry, "releases", "host_compiler_floors.floors[]");
    const std::string where = "host_compiler_floors.floors[" + selector + "]";
    auto spec = VersionSpec::parse(selector);
    if (!spec) fail(where + ".releases", spec.error().message);
    const int gcc_min = int_member(entry, "gcc_min", where);
    const int clang_min = int_member(entry, "clang_min", where);
    text_member(entry, "source", where);  // every fact carries its source
    for (size_t i = 0; i < releases.size(); ++i) {
      ReleaseFacts& release = releases[i];
      if (!spec->matches(release.version)) continue;
      const std::string name = release.version.to_string();
      if (covered[i]) fail(where, "release " + name + " already has a floor from another entry");
      if (gcc_min > release.gcc_max) fail(where, "gcc_min is above release " + name + "'s gcc_max");
      if (clang_min > release.clang_max) fail(where, "clang_min is above release " + name + "'s clang_max");
      release.gcc_min = gcc_min;
      release.clang_min = clang_min;
      covered[i] = true;
    }
  }
  for (size_t i = 0; i < releases.size(); ++i)
    if (!covered[i]) fail("host_compiler_floors", "no entry covers release " + releases[i].version.to_string());
}

CudaLibraryFacts read_library(const json& entry, const std::string& where) {
  CudaLibraryFacts library;
  library.name = text_member(entry, "name", where);
  const std::string here = where + "[" + library.name + "]";
  if (entry.contains("what")) library.what = text_member(entry, "what", here);
  library.symbol_prefixes = optional_strings(entry, "symbol_prefixes", here);
  if (!entry.contains("sonames")) return library;
  const json& sonames = entry.at("sonames");
  if (!sonames.is_object()) fail(here + ".sonames", "expected an object of soname -> [CUDA majors]");
  for (const auto& [soname, majors] : sonames.items()) {
    if (!majors.is_array()) fail(here + ".sonames." + soname, "expected a list of CUDA majors");
    std::vector<int>& list = library.sonames[soname];
    for (const auto& major : majors) {
      if (!major.is_number_integer()) fail(here + ".sonames." + soname, "expected a list of CUDA majors");
      list.push_back(major.get<int>());
    }
  }
  return library;
}

CudaLibrariesFacts read_cuda_libraries(const json& document) {
  CudaLibrariesFacts facts;
  facts.driver.name = "cuda";
  facts.driver.what = "CUDA driver";
  if (!document.contains("cuda_libraries")) return facts;
  const json& section = document.at("cuda_libraries");
  if (!section.is_object()) fail("cuda_libraries", "expected an object");
  if (section.contains("driver_library")) {
    const json& driver = section.at("driver_library");
    if (!driver.is_object()) fail("cuda_libraries.driver_library", "expected an object");
    for (const auto& soname : optional_strings(driver, "sonames", "cuda_libraries.driver_library")) {
      facts.driver.sonames[soname] = {};
    }
    facts.driver.symbol_prefixes = optional_strings(driver, "symbol_prefixes", "cuda_libraries.driver_library");
  }
  if (!section.contains("libraries")) return facts;
  const json& libraries = section.at("libraries");
  if (!libraries.is_array()) fail("cuda_libraries.libraries", "expected a list");
  for (const auto& entry : libraries) facts.libraries.push_back(read_library(entry, "cuda_libraries.libraries"));
  return facts;
}

std::map<std::string, CompressionFacts> read_compression(const json& document) {
  std::map<std::string, CompressionFacts> facts;
  if (!document.contains("fatbin_compression")) return facts;
  const json& section = document.at("fatbin_compression");
  if (!section.is_object()) fail("fatbin_compression", "expected an object");
  for (const auto& [name, entry] : section.items()) {
    if (name == "about") continue;
    const std::string where = "fatbin_compression." + name;
    if (!entry.is_object()) fail(where, "expected an object");
    CompressionFacts compression;
    if (entry.contains("since_toolkit") && !entry.at("since_toolkit").is_null())
      compression.since_toolkit = version_value(entry.at("since_toolkit"), where + ".since_toolkit");
    if (entry.contains("min_driver") && !entry.at("min_driver").is_null())
      compression.min_driver = version_value(entry.at("min_driver"), where + ".min_driver");
    if (entry.contains("why")) compression.why = text_member(entry, "why", where);
    facts[name] = std::move(compression);
  }
  return facts;
}

std::map<int, std::vector<int>> read_cubin_abi(const json& document) {
  std::map<int, std::vector<int>> abi;
  if (!document.contains("cubin_abi")) return abi;
  const json& versions = member(document.at("cubin_abi"), "versions", "cubin_abi");
  if (!versions.is_object()) fail("cubin_abi.versions", "expected an object of ABI version -> [CUDA majors]");
  for (const auto& [version, majors] : versions.items()) {
    const std::string where = "cubin_abi.versions." + version;
    if (version.empty() || version.size() > 3 || !std::all_of(version.begin(), version.end(), ::isdigit))
      fail(where, "an ABI version is a small number");
    if (!majors.is_array() || majors.empty()) fail(where, "expected a non-empty list of CUDA majors");
    for (const auto& major : majors) {
      if (!major.is_number_integer()) fail(where, "expected a list of CUDA majors");
      abi[std::stoi(version)].push_back(major.get<int>());
    }
  }
  return abi;
}

}  // namespace

Expected<KnowledgeBase> KnowledgeBase::parse(std::string_view text) {
  // The checks below stop at the first problem by throwing; it never leaves this function.
  try {
    return from_json_text(text);
  } catch (const KnowledgeBaseError& e) {
    return Error{e.what()};
  } catch (const json::exception& e) {
    return Error{std::string("knowledge base: ") + e.what()};
  }
}

KnowledgeBase KnowledgeBase::from_json_text(std::string_view text) {
  KnowledgeBase kb;
  json document;
  try {
    document = json::parse(text);
  } catch (const json::parse_error& e) {
    throw KnowledgeBaseError(std::string("knowledge base: not valid JSON: ") + e.what());
  }
  if (int_member(document, "schema_version", "top level") != 1) fail("schema_version", "this tool reads schema 1");

  const json& releases = member(document, "releases", "top level");
  if (!releases.is_array() || releases.empty()) fail("releases", "expected a non-empty list");
  std::vector<std::string> architectures;
  for (const auto& entry : releases) {
    ReleaseFacts release = read_release(entry, architectures);
    if (!kb.releases_.empty()) {
      const ReleaseFacts& before = kb.releases_.back();
      std::string where = "releases[" + release.version.to_string() + "]";
      if (release.version <= before.version) fail(where, "releases must be listed oldest first");
      if (release.ptx_isa < before.ptx_isa) fail(where, "the PTX ISA cannot go down");
      if (release.driver_floor < before.driver_floor) fail(where, "the driver floor cannot go down");
    }
    architectures = release.architectures;
    kb.releases_.push_back(std::move(release));
  }

  for (const auto& entry : member(document, "features", "top level")) {
    FeatureFacts feature;
    feature.name = text_member(entry, "name", "features[]");
    std::string where = "features[" + feature.name + "]";
    feature.what = text_member(entry, "what", where);
    if (entry.contains("introduced")) feature.introduced = version_value(entry["introduced"], where + ".introduced");
    if (entry.contains("removed")) feature.removed = version_value(entry["removed"], where + ".removed");
    if (entry.contains("symbols")) feature.symbols = string_list(entry["symbols"], where + ".symbols");
    for (char c : feature.name)
      if (!(std::isupper(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_'))
        fail(where, "feature names are UPPER_CASE (they become CUDACOMPAT_HAS_<name>)");
    kb.features_.push_back(std::move(feature));
  }

  for (const auto& entry : member(document, "versioned_symbols", "top level")) {
    VersionedSymbol symbol;
    symbol.symbol = text_member(entry, "symbol", "versioned_symbols[]");
    std::string where = "versioned_symbols[" + symbol.symbol + "]";
    symbol.introduced = version_value(member(entry, "introduced", where), where + ".introduced");
    if (entry.contains("min_driver")) symbol.min_driver = version_value(entry["min_driver"], where + ".min_driver");
    kb.versioned_symbols_.push_back(std::move(symbol));
  }
  if (document.contains("driver_entry_points_of_oldest_release")) {
    const auto& section = document["driver_entry_points_of_oldest_release"];
    kb.oldest_release_entry_points_ =
        string_list(member(section, "symbols", "driver_entry_points_of_oldest_release"),
                    "driver_entry_points_of_oldest_release.symbols");
    std::sort(kb.oldest_release_entry_points_.begin(), kb.oldest_release_entry_points_.end());
  }
  read_host_compiler_floors(document, kb.releases_);
  kb.cuda_libraries_ = read_cuda_libraries(document);
  kb.fatbin_compression_ = read_compression(document);
  kb.cubin_abi_majors_ = read_cubin_abi(document);
  if (document.contains("packages")) kb.packages_ = read_package_facts(document.at("packages"));
  return kb;
}

const KnowledgeBase& KnowledgeBase::embedded() {
  static const KnowledgeBase instance = [] {
    auto parsed = parse(kEmbeddedKnowledgeBase);
    if (!parsed) {
      std::fprintf(stderr, "cudacompat: the knowledge base built into this program is broken (%s); rebuild it\n",
                   parsed.error().message.c_str());
      std::abort();
    }
    return std::move(parsed).value();
  }();
  return instance;
}

std::optional<Version> KnowledgeBase::first_driver(const ReleaseFacts& release) {
  std::optional<Version> oldest;
  for (const auto& [toolkit, driver] : release.bundled_drivers) {
    if (!oldest || driver < *oldest) oldest = driver;
  }
  return oldest;
}

std::optional<Version> KnowledgeBase::newest_known_driver() const {
  std::optional<Version> newest;
  for (const auto& release : releases_) {
    for (const auto& [toolkit, driver] : release.bundled_drivers) {
      if (!newest || *newest < driver) newest = driver;
    }
  }
  return newest;
}

const ReleaseFacts* KnowledgeBase::release(const Version& version) const {
  for (const auto& release : releases_)
    if (release.version.same_major_minor(version)) return &release;
  return nullptr;
}

const ReleaseFacts* KnowledgeBase::newest_at_or_below(const Version& version) const {
  const ReleaseFacts* found = nullptr;
  for (const auto& release : releases_)
    if (release.version.major < version.major ||
        (release.version.major == version.major && release.version.minor <= version.minor))
      found = &release;
  return found;
}

const ReleaseFacts* KnowledgeBase::first_release_with_ptx_isa(const Version& isa) const {
  for (const auto& release : releases_)
    if (release.ptx_isa >= isa) return &release;
  return nullptr;
}

}  // namespace cudacompat
