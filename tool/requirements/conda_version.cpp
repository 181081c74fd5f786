#include "requirements/conda_version.h"

#include <vector>

#include "common/text.h"

namespace cudacompat::requirements {

namespace {

std::string trim(std::string_view text) {
  size_t begin = text.find_first_not_of(" \t");
  if (begin == std::string_view::npos) return {};
  size_t end = text.find_last_not_of(" \t");
  return std::string(text.substr(begin, end - begin + 1));
}

std::optional<std::string> clause_to_pep440(const std::string& clause) {
  if (clause.empty()) return std::nullopt;
  for (const char* op : {">=", "<=", "!=", "==", "~="}) {
    if (clause.rfind(op, 0) == 0) return clause;
  }
  if (clause[0] == '>' || clause[0] == '<') return clause;
  std::string version = clause[0] == '=' ? clause.substr(1) : clause;  // "=12.4" and "12.4" are fuzzy
  if (version.empty() || version.find('*') != std::string::npos) {
    if (version.size() >= 2 && version.compare(version.size() - 2, 2, ".*") == 0 &&
        version.find('*') == version.size() - 1)
      return "==" + version;
    return std::nullopt;
  }
  return "==" + version + ".*";
}

}  // namespace

std::optional<std::string> conda_to_pep440(std::string_view conda_spec) {
  std::string spec = trim(conda_spec);
  if (spec.empty() || spec == "*") return std::string();
  if (spec.find('|') != std::string::npos) return std::nullopt;
  std::vector<std::string> clauses;
  size_t start = 0;
  while (start <= spec.size()) {
    size_t comma = spec.find(',', start);
    std::string clause =
        trim(std::string_view(spec).substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    auto converted = clause_to_pep440(clause);
    if (!converted) return std::nullopt;
    clauses.push_back(*converted);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return join(clauses, ",");
}

}  // namespace cudacompat::requirements
