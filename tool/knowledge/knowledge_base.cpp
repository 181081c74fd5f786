#include "knowledge/knowledge_base.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "common/gpu_target.h"
#include "knowledge/embedded.h"
#include "knowledge/json_fields.h"

namespace cudacompat {

namespace {

using namespace knowledge_json;

// An architecture as CMake spells it bare (90, 90a, 100f): what the releases list.
bool is_architecture_name(const std::string& name) {
  auto target = GpuTarget::parse_cmake(name);
  return target && target->kind == GpuCodeKind::kSassAndPtx;
}

ReleaseFacts read_release(const Value& entry, const std::vector<std::string>& previous_architectures) {
  ReleaseFacts release;
  std::optional<Value> name = entry.find("version");
  std::string where = "releases[" + (name && name->is_string() ? name->text() : std::string("?")) + "]";
  release.version = version_value(member(entry, "version", where), where + ".version");
  if (release.version.parts != 2) fail(where, "a release is named major.minor");
  release.driver_floor = version_value(member(entry, "driver_floor", where), where + ".driver_floor");
  release.ptx_isa = version_value(member(entry, "ptx_isa", where), where + ".ptx_isa");
  release.gcc_max = int_member(entry, "gcc_max", where);
  release.clang_max = int_member(entry, "clang_max", where);
  // May be empty: a release seen only through its toolkit (a PyPI wheel) has no known bundled driver.
  for (const auto& [toolkit, driver] :
       object_members(member(entry, "bundled_drivers", where), where + ".bundled_drivers")) {
    auto toolkit_version = Version::parse(toolkit);
    if (!toolkit_version || !toolkit_version->same_major_minor(release.version))
      fail(where + ".bundled_drivers", "'" + toolkit + "' is not a patch release of " + release.version.to_string());
    release.bundled_drivers[toolkit] = version_value(driver, where + ".bundled_drivers." + toolkit);
  }

  std::set<std::string> architectures(previous_architectures.begin(), previous_architectures.end());
  if (std::optional<Value> changes = entry.find("arch_changes")) {
    if (std::optional<Value> added = changes->find("add"))
      for (const auto& name : string_list(*added, where + ".arch_changes.add")) {
        if (!is_architecture_name(name)) fail(where + ".arch_changes.add", "'" + name + "' is not an architecture");
        if (!architectures.insert(name).second) fail(where + ".arch_changes.add", name + " is already supported");
      }
    if (std::optional<Value> dropped = changes->find("drop"))
      for (const auto& name : string_list(*dropped, where + ".arch_changes.drop"))
        if (architectures.erase(name) == 0) fail(where + ".arch_changes.drop", name + " was never added");
  }
  release.architectures.assign(architectures.begin(), architectures.end());
  std::sort(release.architectures.begin(), release.architectures.end(), [](const std::string& a, const std::string& b) {
    return *GpuTarget::parse_cmake(a) < *GpuTarget::parse_cmake(b);  // each checked when added
  });
  return release;
}

// Section `host_compiler_floors`: the oldest supported GCC and Clang majors, for the releases each
// entry's selector matches. Every release gets exactly one floor, at or below its newest compiler,
// so a CI matrix built from them never names a compiler its toolkit refuses. Optional (a minimal
// knowledge base may leave it out: the floors then read 0, unknown); when present, complete.
void read_host_compiler_floors(const Value& document, std::vector<ReleaseFacts>& releases) {
  std::optional<Value> section = document.find("host_compiler_floors");
  if (!section) return;
  const Value floors = member(*section, "floors", "host_compiler_floors");
  if (!floors.is_array() || floors.size() == 0) fail("host_compiler_floors.floors", "expected a non-empty list");
  std::vector<bool> covered(releases.size(), false);
  for (const Value& entry : floors.items()) {
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

// A list of CUDA majors, as the library sonames and the cubin ABI versions give them.
std::vector<int> cuda_majors(const Value& majors, const std::string& where) {
  std::vector<int> numbers;
  if (!majors.is_array()) fail(where, "expected a list of CUDA majors");
  for (const Value& major : majors.items()) {
    std::optional<long long> number = major.is_integer() ? major.integer() : std::nullopt;
    if (!number || *number < 0 || *number > 1000) fail(where, "expected a list of CUDA majors");
    numbers.push_back(static_cast<int>(*number));
  }
  return numbers;
}

CudaLibraryFacts read_library(const Value& entry, const std::string& where) {
  CudaLibraryFacts library;
  library.name = text_member(entry, "name", where);
  const std::string here = where + "[" + library.name + "]";
  if (entry.contains("what")) library.what = text_member(entry, "what", here);
  library.symbol_prefixes = optional_strings(entry, "symbol_prefixes", here);
  std::optional<Value> sonames = entry.find("sonames");
  if (!sonames) return library;
  for (const auto& [soname, majors] :
       object_members(*sonames, here + ".sonames", "expected an object of soname -> [CUDA majors]"))
    library.sonames[soname] = cuda_majors(majors, here + ".sonames." + soname);
  return library;
}

CudaLibrariesFacts read_cuda_libraries(const Value& document) {
  CudaLibrariesFacts facts;
  facts.driver.name = "cuda";
  facts.driver.what = "CUDA driver";
  std::optional<Value> section = document.find("cuda_libraries");
  if (!section) return facts;
  if (!section->is_object()) fail("cuda_libraries", "expected an object");
  if (std::optional<Value> driver = section->find("driver_library")) {
    if (!driver->is_object()) fail("cuda_libraries.driver_library", "expected an object");
    for (const auto& soname : optional_strings(*driver, "sonames", "cuda_libraries.driver_library")) {
      facts.driver.sonames[soname] = {};
    }
    facts.driver.symbol_prefixes = optional_strings(*driver, "symbol_prefixes", "cuda_libraries.driver_library");
  }
  std::optional<Value> libraries = section->find("libraries");
  if (!libraries) return facts;
  for (const Value& entry : list(*libraries, "cuda_libraries.libraries"))
    facts.libraries.push_back(read_library(entry, "cuda_libraries.libraries"));
  return facts;
}

std::map<std::string, CompressionFacts> read_compression(const Value& document) {
  std::map<std::string, CompressionFacts> facts;
  std::optional<Value> section = document.find("fatbin_compression");
  if (!section) return facts;
  for (const auto& [name, entry] : object_members(*section, "fatbin_compression")) {
    if (name == "about") continue;
    const std::string where = "fatbin_compression." + name;
    if (!entry.is_object()) fail(where, "expected an object");
    CompressionFacts compression;
    if (std::optional<Value> since = optional_member(entry, "since_toolkit"))
      compression.since_toolkit = version_value(*since, where + ".since_toolkit");
    if (std::optional<Value> driver = optional_member(entry, "min_driver"))
      compression.min_driver = version_value(*driver, where + ".min_driver");
    if (entry.contains("why")) compression.why = text_member(entry, "why", where);
    facts[name] = std::move(compression);
  }
  return facts;
}

std::map<int, std::vector<int>> read_cubin_abi(const Value& document) {
  std::map<int, std::vector<int>> abi;
  std::optional<Value> section = document.find("cubin_abi");
  if (!section) return abi;
  for (const auto& [version, majors] : object_members(member(*section, "versions", "cubin_abi"), "cubin_abi.versions",
                                                      "expected an object of ABI version -> [CUDA majors]")) {
    const std::string where = "cubin_abi.versions." + version;
    if (version.empty() || version.size() > 3 || !std::all_of(version.begin(), version.end(), ::isdigit))
      fail(where, "an ABI version is a small number");
    if (majors.size() == 0) fail(where, "expected a non-empty list of CUDA majors");
    abi[std::stoi(version)] = cuda_majors(majors, where);
  }
  return abi;
}

std::vector<DialectFloor> read_dialect_floors(const Value& document) {
  std::vector<DialectFloor> floors;
  std::optional<Value> migration = document.find("migration");
  if (!migration) return floors;
  std::optional<Value> section = optional_member(*migration, "dialect_floors");
  if (!section) return floors;
  for (const Value& entry : list(*section, "migration.dialect_floors")) {
    DialectFloor floor;
    floor.since =
        version_value(member(entry, "since", "migration.dialect_floors[]"), "migration.dialect_floors[].since");
    const std::string where = "migration.dialect_floors[" + floor.since.to_string() + "]";
    floor.cxx_min = int_member(entry, "cxx_min", where);
    floor.source = text_member(entry, "source", where);
    floors.push_back(std::move(floor));
  }
  std::sort(floors.begin(), floors.end(), [](const auto& a, const auto& b) { return a.since < b.since; });
  return floors;
}

}  // namespace

const DialectFloor* KnowledgeBase::dialect_floor(const Version& toolkit) const {
  const Version release = Version::parse(toolkit.major_minor()).value();
  const DialectFloor* found = nullptr;
  for (const auto& floor : dialect_floors_)
    if (floor.since <= release && (!found || floor.cxx_min > found->cxx_min)) found = &floor;
  return found;
}

Expected<KnowledgeBase> KnowledgeBase::parse(std::string_view text) {
  // The checks below stop at the first problem by throwing; it never leaves this function.
  try {
    return from_json_text(text);
  } catch (const KnowledgeBaseError& e) {
    return Error{e.what()};
  } catch (const json::TypeError& e) {
    return Error{std::string("knowledge base: ") + e.what()};
  }
}

KnowledgeBase KnowledgeBase::from_json_text(std::string_view text) {
  KnowledgeBase kb;
  Expected<json::Document> parsed = json::Document::parse(text);
  if (!parsed) throw KnowledgeBaseError("knowledge base: not valid JSON: " + parsed.error().message);
  const Value document = parsed->root();
  if (int_member(document, "schema_version", "top level") != 1) fail("schema_version", "this tool reads schema 1");

  const Value releases = member(document, "releases", "top level");
  if (!releases.is_array() || releases.size() == 0) fail("releases", "expected a non-empty list");
  std::vector<std::string> architectures;
  for (const Value& entry : releases.items()) {
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

  for (const Value& entry : list(member(document, "features", "top level"), "features")) {
    FeatureFacts feature;
    feature.name = text_member(entry, "name", "features[]");
    std::string where = "features[" + feature.name + "]";
    feature.what = text_member(entry, "what", where);
    if (auto introduced = entry.find("introduced"))
      feature.introduced = version_value(*introduced, where + ".introduced");
    if (auto removed = entry.find("removed")) feature.removed = version_value(*removed, where + ".removed");
    if (auto symbols = entry.find("symbols")) feature.symbols = string_list(*symbols, where + ".symbols");
    for (char c : feature.name)
      if (!(std::isupper(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) || c == '_'))
        fail(where, "feature names are UPPER_CASE (they become CUDACOMPAT_HAS_<name>)");
    kb.features_.push_back(std::move(feature));
  }

  for (const Value& entry : list(member(document, "versioned_symbols", "top level"), "versioned_symbols")) {
    VersionedSymbol symbol;
    symbol.symbol = text_member(entry, "symbol", "versioned_symbols[]");
    std::string where = "versioned_symbols[" + symbol.symbol + "]";
    symbol.introduced = version_value(member(entry, "introduced", where), where + ".introduced");
    if (auto driver = entry.find("min_driver")) symbol.min_driver = version_value(*driver, where + ".min_driver");
    kb.versioned_symbols_.push_back(std::move(symbol));
  }
  if (std::optional<Value> section = document.find("driver_entry_points_of_oldest_release")) {
    kb.oldest_release_entry_points_ = string_list(member(*section, "symbols", "driver_entry_points_of_oldest_release"),
                                                  "driver_entry_points_of_oldest_release.symbols");
    std::sort(kb.oldest_release_entry_points_.begin(), kb.oldest_release_entry_points_.end());
  }
  read_host_compiler_floors(document, kb.releases_);
  kb.cuda_libraries_ = read_cuda_libraries(document);
  kb.fatbin_compression_ = read_compression(document);
  kb.cubin_abi_majors_ = read_cubin_abi(document);
  if (std::optional<Value> packages = document.find("packages")) kb.packages_ = read_package_facts(*packages);
  kb.dialect_floors_ = read_dialect_floors(document);
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

std::optional<Version> KnowledgeBase::cuda_supported_by(const Version& driver) const {
  std::optional<Version> newest;
  for (const auto& release : releases_) {
    auto first = first_driver(release);
    if (first && !(driver < *first)) newest = release.version;
  }
  return newest;
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
