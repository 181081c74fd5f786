#include "common/diagnostic.h"

#include <utility>

#include "common/enum_names.h"

namespace cudacompat {

Diagnostic Diagnostic::error(std::string code, std::string message, std::string where, std::string fix) {
  return {Severity::kError, std::move(code), std::move(where), std::move(message), std::move(fix)};
}

Diagnostic Diagnostic::warning(std::string code, std::string message, std::string where, std::string fix) {
  return {Severity::kWarning, std::move(code), std::move(where), std::move(message), std::move(fix)};
}

Diagnostic Diagnostic::note(std::string code, std::string message, std::string where, std::string fix) {
  return {Severity::kNote, std::move(code), std::move(where), std::move(message), std::move(fix)};
}

constexpr EnumName<Diagnostic::Severity> kSeverityNames[] = {{Diagnostic::Severity::kError, "error"},
                                                             {Diagnostic::Severity::kWarning, "warning"},
                                                             {Diagnostic::Severity::kNote, "note"}};

std::string_view to_string(Diagnostic::Severity severity) { return name_of(kSeverityNames, severity); }

json::Tree to_json(const Diagnostic& diagnostic) {
  json::Tree out{{"severity", std::string(to_string(diagnostic.severity))},
                 {"code", diagnostic.code},
                 {"message", diagnostic.message}};
  if (!diagnostic.where.empty()) out.set("where", diagnostic.where);
  if (!diagnostic.fix.empty()) out.set("fix", diagnostic.fix);
  return out;
}

json::Tree to_json(const std::vector<Diagnostic>& diagnostics) {
  json::Tree out = json::Tree::array();
  for (const auto& diagnostic : diagnostics) out.push(to_json(diagnostic));
  return out;
}

std::vector<std::string> messages(const std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> out;
  out.reserve(diagnostics.size());
  for (const auto& diagnostic : diagnostics) out.push_back(diagnostic.message);
  return out;
}

}  // namespace cudacompat
