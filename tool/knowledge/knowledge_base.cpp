#include "knowledge/knowledge_base.h"

#include <algorithm>
#include <set>

namespace cudacompat {

}  // namespace cudacompat
#include "knowledge/embedded.h"
namespace cudacompat {

namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw KnowledgeBaseError("knowledge base: " + where + ": " + what);
}

const json& member(const json& object, const char* key, const std::string& where) {
  if (!object.is_object() || !object.contains(key)) fail(where, std::string("missing \"") + key + "\"");
  return object.at(key);
}

std::string text_member(const json& object, const char* key, const std::string& where) {
  const json& value = member(object, key, where);
  if (!value.is_string()) fail(where + "." + key, "expected a string");
  return value.get<std::string>();
}

Version version_value(const json& value, const std::string& where) {
  if (!value.is_string()) fail(where, "expected a version string");
  auto version = Version::parse(value.get<std::string>());
  if (!version) fail(where, "'" + value.get<std::string>() + "' is not a version");
  return *version;
}

int int_member(const json& object, const char* key, const std::string& where) {
  const json& value = member(object, key, where);
  if (!value.is_number_integer()) fail(where + "." + key, "expected an integer");
  return value.get<int>();
}

std::vector<std::string> string_list(const json& value, const std::string& where) {
  if (!value.is_array()) fail(where, "expected a list of strings");
  std::vector<std::string> items;
  for (const auto& item : value) {
    if (!item.is_string()) fail(where, "expected a list of strings");
    items.push_back(item.get<std::string>());
  }
  return items;
}

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

}  // namespace

KnowledgeBase KnowledgeBase::from_json_text(std::string_view text) {
  KnowledgeBase kb;
  try {
    kb.raw_ = json::parse(text);
  } catch (const json::parse_error& e) {
    throw KnowledgeBaseError(std::string("knowledge base: not valid JSON: ") + e.what());
  }
  if (int_member(kb.raw_, "schema_version", "top level") != 1) fail("schema_version", "this tool reads schema 1");

  const json& releases = member(kb.raw_, "releases", "top level");
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

  for (const auto& entry : member(kb.raw_, "features", "top level")) {
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

  for (const auto& entry : member(kb.raw_, "versioned_symbols", "top level")) {
    VersionedSymbol symbol;
    symbol.symbol = text_member(entry, "symbol", "versioned_symbols[]");
    std::string where = "versioned_symbols[" + symbol.symbol + "]";
    symbol.introduced = version_value(member(entry, "introduced", where), where + ".introduced");
    if (entry.contains("min_driver")) symbol.min_driver = version_value(entry["min_driver"], where + ".min_driver");
    kb.versioned_symbols_.push_back(std::move(symbol));
  }
  return kb;
}

const KnowledgeBase& KnowledgeBase::embedded() {
  static const KnowledgeBase instance = from_json_text(kEmbeddedKnowledgeBase);
  return instance;
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
