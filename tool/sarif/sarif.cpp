#include "sarif/sarif.h"

#include <cctype>
#include <filesystem>

#include "common/enum_names.h"

#ifndef CUDACOMPAT_DOCS_URL
#error "CUDACOMPAT_DOCS_URL (tool/sarif/CMakeLists.txt) is the base of every helpUri"
#endif
#ifndef CUDACOMPAT_VERSION_STRING
#define CUDACOMPAT_VERSION_STRING "0.0.0"
#endif

namespace cudacompat::sarif {
namespace {

using json = json::Tree;
using findings::FindingInfo;
using findings::Reporter;

constexpr std::string_view kSchema = "https://json.schemastore.org/sarif-2.1.0.json";
constexpr std::string_view kRootBase = "SRCROOT";

// RFC 3986: keep unreserved characters and '/', percent-encode every other byte.
std::string percent_encoded(std::string_view path) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

json rule_json(const FindingInfo& info) {
  const std::string uri = help_uri(info);
  std::string full = std::string(info.summary) + " (cudacompat " + std::string(findings::command_of(info.reporter));
  if (info.reporter == Reporter::kAbiDiff) full += "; breaks: " + std::string(findings::to_string(info.breaks));
  full += ").";
  json rule = {{"id", info.name},
               {"name", info.name},
               {"shortDescription", {{"text", info.summary}}},
               {"fullDescription", {{"text", full}}},
               {"helpUri", uri},
               {"help",
                {{"text", full + " Documentation: " + uri},
                 {"markdown", "`" + std::string(info.name) + "`: " + full + " [Documentation](" + uri + ")"}}},
               {"defaultConfiguration", {{"level", to_string(default_level(info))}}}};
  json tags = json::array();
  tags.push("cuda").push(findings::command_of(info.reporter));
  json properties = {{"tags", tags}};
  if (info.reporter == Reporter::kAbiDiff) properties.set("breaks", findings::to_string(info.breaks));
  rule.set("properties", properties);
  return rule;
}

json location_json(const Location& location, const std::string& root) {
  json out = json::object();
  if (!location.path.empty()) {
    json artifact;
    if (std::string uri = relative_uri(location.path, root); !uri.empty()) {
      artifact = {{"uri", uri}, {"uriBaseId", kRootBase}};
    } else {
      const std::filesystem::path absolute = std::filesystem::absolute(location.path).lexically_normal();
      artifact = {{"uri", "file://" + percent_encoded(absolute.generic_string())}};
    }
    json physical = {{"artifactLocation", artifact}};
    if (location.line > 0) {
      json region = {{"startLine", location.line}};
      if (location.column > 0) region.set("startColumn", location.column);
      physical.set("region", region);
    }
    out.set("physicalLocation", physical);
  }
  if (!location.logical_name.empty()) {
    out.set("logicalLocations",
            json::array().push({{"fullyQualifiedName", location.logical_name}, {"kind", location.logical_kind}}));
  }
  return out;
}

// Where a diagnostic points ("x.txt" or "x.txt:12") as a SARIF location: its path, and the line
// when one follows the last colon.
Location diagnostic_location(const std::string& where) {
  Location location;
  location.path = where;
  const std::size_t colon = where.rfind(':');
  if (colon != std::string::npos && colon > 0 && colon + 1 < where.size() &&
      where.find_first_not_of("0123456789", colon + 1) == std::string::npos && where.size() - colon <= 9) {
    location.path = where.substr(0, colon);
    location.line = std::stoi(where.substr(colon + 1));
  }
  return location;
}

// A diagnostic as a toolExecutionNotification (SARIF 3.58): its level, its code as the
// descriptor's id (so code scanning can tell one kind of unreadable input from another), the
// input it names as a location, and the fix, which notifications have no field for, in the
// property bag.
json notification_json(const Diagnostic& diagnostic, const std::string& root) {
  // SARIF's levels and a diagnostic's severities are the same three words.
  json item = {{"level", std::string(to_string(diagnostic.severity))}, {"message", {{"text", diagnostic.message}}}};
  if (!diagnostic.code.empty()) item.set("descriptor", {{"id", diagnostic.code}});
  if (!diagnostic.where.empty())
    item.set("locations", json::array().push(location_json(diagnostic_location(diagnostic.where), root)));
  if (!diagnostic.fix.empty()) item.set("properties", {{"fix", diagnostic.fix}});
  return item;
}

}  // namespace

constexpr EnumName<Level> kLevelNames[] = {
    {Level::kError, "error"}, {Level::kWarning, "warning"}, {Level::kNote, "note"}};

std::string_view to_string(Level level) { return name_of(kLevelNames, level); }

Level default_level(const FindingInfo& info) {
  switch (info.reporter) {
    case Reporter::kPin:
    case Reporter::kAuditPolicy:
      return Level::kError;
    case Reporter::kAbiDiff:
    case Reporter::kMigrate:  // each finding's severity sets its level (migrate/report_sarif.cpp)
      return info.breaks == findings::Breaks::kNone ? Level::kNote : Level::kError;
    case Reporter::kGate:
      if (info.input_error) return Level::kError;
      break;
    case Reporter::kDoctor:  // each a reason a thing will not run here, or an input not read
      return Level::kError;
    case Reporter::kAudit:
      break;
  }
  return info.warning ? Level::kWarning : Level::kNote;
}

std::string help_uri(const FindingInfo& info) {
  return std::string(CUDACOMPAT_DOCS_URL) + findings::reference_path(info);
}

std::string relative_uri(std::string_view path, std::string_view root) {
  namespace fs = std::filesystem;
  std::error_code error;
  const fs::path base = root.empty() ? fs::current_path(error) : fs::path(root);
  if (error) return "";
  const fs::path absolute = fs::absolute(fs::path(path), error).lexically_normal();
  if (error) return "";
  const fs::path relative = absolute.lexically_relative(fs::absolute(base, error).lexically_normal());
  if (error || relative.empty()) return "";
  const std::string text = relative.generic_string();
  if (text == "." || text == ".." || text.rfind("../", 0) == 0) return "";
  return percent_encoded(text);
}

static json run_json(const Run& run) {
  std::vector<Reporter> reporters = {run.reporter};
  reporters.insert(reporters.end(), run.more_reporters.begin(), run.more_reporters.end());
  json rules = json::array();
  std::vector<findings::FindingCode> rule_codes;
  for (Reporter reporter : reporters) {
    for (const auto& info : findings::finding_table()) {
      if (info.reporter != reporter) continue;
      rules.push(rule_json(info));
      rule_codes.push_back(info.code);
    }
  }

  std::error_code error;
  std::string root = run.root.empty() ? std::filesystem::current_path(error).generic_string() : run.root;
  if (!root.empty() && root.back() != '/') root += '/';

  json results = json::array();
  for (const auto& result : run.results) {
    const FindingInfo& info = findings::info(result.code);
    json item = {{"ruleId", info.name}};
    for (std::size_t i = 0; i < rule_codes.size(); ++i) {
      if (rule_codes[i] == result.code) item.set("ruleIndex", i);
    }
    item.set("level", to_string(result.level));
    item.set("message", {{"text", result.message}});
    json locations = json::array();
    for (const auto& location : result.locations) locations.push(location_json(location, root));
    if (!result.locations.empty()) item.set("locations", locations);
    results.push(item);
  }

  json invocation = {{"executionSuccessful", run.errors.empty()}};
  if (!run.errors.empty()) {
    json notifications = json::array();
    for (const auto& error : run.errors) notifications.push(notification_json(error, root));
    invocation.set("toolExecutionNotifications", notifications);
  }

  json driver = {{"name", "cudacompat"},
                 {"version", run.tool_version.empty() ? std::string(CUDACOMPAT_VERSION_STRING) : run.tool_version},
                 {"informationUri", std::string(CUDACOMPAT_DOCS_URL)},
                 {"rules", rules}};
  return json{{"tool", {{"driver", driver}}},
              {"originalUriBaseIds", {{kRootBase, {{"uri", "file://" + percent_encoded(root)}}}}},
              {"invocations", json::array().push(invocation)},
              {"results", results}};
}

json to_json(const Run& run) { return to_json(std::vector<Run>{run}); }

json to_json(const std::vector<Run>& runs) {
  json log_runs = json::array();
  for (const auto& run : runs) log_runs.push(run_json(run));
  return json{{"$schema", kSchema}, {"version", "2.1.0"}, {"runs", log_runs}};
}

void write(std::ostream& out, const Run& run) { out << to_json(run).dump(2) << "\n"; }

void write(std::ostream& out, const std::vector<Run>& runs) { out << to_json(runs).dump(2) << "\n"; }

}  // namespace cudacompat::sarif
