#include "migrate/rules.h"

#include <fmt/format.h>

#include "common/enum_names.h"
#include "common/json_value.h"
#include "knowledge/embedded.h"
#include "knowledge/knowledge_base.h"

namespace cudacompat::migrate {
namespace {

// The knowledge base's "migration" object, parsed once; absent when the built-in text has none.
std::optional<json::Value> migration_section() {
  static const Expected<json::Document> document = json::Document::parse(kEmbeddedKnowledgeBase);
  if (!document) return std::nullopt;
  return document->root().find("migration");
}

// A member's items: none where it is absent or no array.
std::vector<json::Value> items(const std::optional<json::Value>& object, const char* key) {
  if (!object) return {};
  const auto found = object->find(key);
  return found ? found->items() : std::vector<json::Value>{};
}

std::string text(const json::Value& entry, const char* key) {
  const auto found = entry.find(key);
  return found && found->is_string() ? found->text() : std::string();
}

long long integer(const json::Value& entry, const char* key, long long otherwise) {
  const auto found = entry.find(key);
  return found && found->is_integer() ? found->integer().value_or(otherwise) : otherwise;
}

std::pair<int, int> range(const std::optional<json::Value>& value) {
  if (!value || !value->is_array() || value->size() != 2) return {0, 0};
  const auto bounds = value->items();
  if (!bounds[0].is_integer() || !bounds[1].is_integer()) return {0, 0};
  return {static_cast<int>(bounds[0].integer().value_or(0)), static_cast<int>(bounds[1].integer().value_or(0))};
}

Severity severity_of(const std::string& name) {
  if (name == "will-not-link") return Severity::kWillNotLink;
  if (name == "changes-behaviour") return Severity::kChangesBehaviour;
  if (name == "deprecated") return Severity::kDeprecated;
  return Severity::kWillNotCompile;
}

Rule rule_of(const json::Value& entry) {
  Rule rule;
  rule.kind = text(entry, "kind");
  rule.name = text(entry, "name");
  rule.struct_name = text(entry, "struct");
  rule.since = Version::parse(text(entry, "since")).value_or(Version{});
  rule.severity = severity_of(text(entry, "severity"));
  rule.instead = text(entry, "instead");
  rule.fix = text(entry, "fix");
  rule.attribute = text(entry, "attribute");
  rule.shim = text(entry, "shim");
  rule.source = text(entry, "source");
  if (rule.kind == "signature") {
    rule.old_arity = range(entry.find("old_arity"));
    if (entry.contains("new_shapes")) {
      for (const auto& shape : items(entry, "new_shapes")) rule.new_arities.push_back(range(shape));
    } else {
      rule.new_arities.push_back(range(entry.find("new_arity")));
    }
    rule.changed_at = static_cast<int>(integer(entry, "changed_at", -1));
    const std::vector<json::Value> params = items(entry, "new_parameters");
    if (rule.changed_at >= 0 && rule.changed_at < static_cast<int>(params.size()) &&
        params[rule.changed_at].is_string())
      rule.changed_to = params[rule.changed_at].text();
  }
  return rule;
}

// The values `#if` sees on release `to`. Version macros follow the toolkit's own encoding
// (CUDART_VERSION 13000 = 1000 * major + 10 * minor); the CCCL macros are those the refresh script
// read from the newest toolkit at or below `to`.
std::map<std::string, long long, std::less<>> target_macros(const Version& to, const KnowledgeBase& kb) {
  std::map<std::string, long long, std::less<>> macros;
  const long long encoded = to.cuda_version_macro();
  for (const char* name : {"CUDART_VERSION", "CUDA_VERSION", "__CUDART_API_VERSION", "CUDACOMPAT_CTK_VERSION"})
    macros[name] = encoded;
  macros["__CUDACC_VER_MAJOR__"] = to.major;
  macros["__CUDACC_VER_MINOR__"] = to.minor;
  macros["CUDACOMPAT_CTK_VERSION_MAJOR"] = to.major;
  macros["CUDACOMPAT_CTK_VERSION_MINOR"] = to.minor;
  macros["CUDACOMPAT_BUILD_CUDA"] = 1;
  const auto section = migration_section();
  const auto cccl = section ? section->find("cccl_macros") : std::nullopt;
  std::optional<Version> best;
  if (cccl) {
    for (const auto& [release, values] : cccl->members()) {
      auto version = Version::parse(release);
      if (version && *version <= to && (!best || *version > *best)) best = version;
    }
  }
  if (best) {
    for (const auto& [name, value] : cccl->find(best->major_minor())->members())
      if (value.is_integer()) macros[name] = value.integer().value_or(0);
    if (macros.contains("CCCL_VERSION")) macros["CUDACOMPAT_CCCL_VERSION"] = macros["CCCL_VERSION"];
  }
  for (const auto& feature : kb.features()) {
    const bool has = feature.introduced && *feature.introduced <= to && !(feature.removed && *feature.removed <= to);
    macros["CUDACOMPAT_HAS_" + feature.name] = has ? 1 : 0;
  }
  return macros;
}

}  // namespace

constexpr EnumName<Severity> kSeverityNames[] = {{Severity::kWillNotCompile, "will-not-compile"},
                                                 {Severity::kWillNotLink, "will-not-link"},
                                                 {Severity::kChangesBehaviour, "changes-behaviour"},
                                                 {Severity::kDeprecated, "deprecated"}};

std::string_view to_string(Severity severity) { return name_of(kSeverityNames, severity); }

Version newest_release() { return KnowledgeBase::embedded().newest().version; }

Expected<MigrationRules> load_rules(const Version& from, const Version& to) {
  const KnowledgeBase& kb = KnowledgeBase::embedded();
  const ReleaseFacts* from_facts = kb.release(from);
  const ReleaseFacts* to_facts = kb.release(to);
  if (!from_facts || !to_facts) {
    return Error{
        fmt::format("CUDA {} is not a release the knowledge base knows ({} to {}); give a major.minor such as 12.4",
                    from_facts ? to.to_string() : from.to_string(), kb.releases().front().version.to_string(),
                    kb.newest().version.to_string())};
  }
  if (to <= from) {
    return Error{
        fmt::format("--to {} is not newer than --from {}: give the release you move to after the one you "
                    "build with today",
                    to.to_string(), from.to_string())};
  }
  const auto section = migration_section();
  if (!section || !section->contains("entries")) {
    return Error{"the knowledge base built into this program has no migration section; rebuild it"};
  }
  MigrationRules rules;
  rules.from = from;
  rules.to = to;
  for (const auto& entry : items(section, "entries")) {
    Rule rule = rule_of(entry);
    if (rule.since <= from || rule.since > to) continue;  // removed before today's toolkit, or after the target
    rules.storage.push_back(std::move(rule));
  }
  for (const Rule& rule : rules.storage) {
    if (rule.kind == "signature") {
      rules.signatures.emplace(rule.name, &rule);
    } else if (rule.kind == "cccl-trailing-parameter") {
      rules.cub_debug_synchronous = &rule;
    } else if (rule.kind == "header" || rule.kind == "cccl-header") {
      rules.headers.emplace(rule.name, &rule);
    } else if (rule.kind == "field") {
      if (rule.struct_name == "cudaDeviceProp") rules.fields.emplace(rule.name, &rule);
    } else if (rule.name.find("::") != std::string::npos) {
      rules.by_qualified.emplace(rule.name, &rule);
    } else {
      // a name removed in one step and deprecated in another: the first one listed (the earlier) wins
      rules.by_identifier.emplace(rule.name, &rule);
    }
  }
  rules.target_architectures.insert(to_facts->architectures.begin(), to_facts->architectures.end());
  for (const auto& arch : from_facts->architectures)
    if (!rules.target_architectures.contains(arch)) rules.dropped_architectures.insert(arch);
  for (const auto& floor : items(section, "dialect_floors")) {
    auto since = Version::parse(text(floor, "since"));
    if (since && *since > from && *since <= to) {
      rules.cxx_min = std::max(rules.cxx_min, static_cast<int>(integer(floor, "cxx_min", 0)));
      rules.cxx_min_source = text(floor, "source");
    }
  }
  rules.target_macros = target_macros(to, kb);
  return rules;
}

}  // namespace cudacompat::migrate
