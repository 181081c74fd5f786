// The version requirements as a line-oriented oracle, so the differential scripts can ask
// thousands of questions in one process. One answer line per question line (tab-separated):
//
//   pep440            SPEC  VERSION [true|false]  contains(Version)            -> 1 | 0
//   pep440-text       SPEC  VERSION [true|false]  contains(text as written)    -> 1 | 0
//   pep440-filter     SPEC  "V1 V2 ..." [true|false]  filter()                 -> admitted, space-separated
//   pep440-spec       SPEC                        str(SpecifierSet)             -> text
//   pep440-normalize  VERSION                     str(Version)                  -> text
//   pep440-compare    A  B                        order                         -> -1 | 0 | 1
//   cargo             REQUIREMENT  VERSION        matches()                     -> 1 | 0
//   cargo-describe    REQUIREMENT                 to_string() TAB upper bound   -> "^1.2 <TAB> 2.0.0" | "... none"
//
// A parse error of any input answers "E <message>". Tabs, newlines and backslashes inside fields
// and answers are written \t, \n and \\, so that any text can be asked.
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "requirements/cargo_semver.h"
#include "requirements/pep440.h"

namespace {

using cudacompat::Expected;
using namespace cudacompat::requirements;

std::vector<std::string> split(const std::string& line, char separator) {
  std::vector<std::string> fields;
  std::istringstream stream(line);
  for (std::string field; std::getline(stream, field, separator);) fields.push_back(field);
  if (!line.empty() && line.back() == separator) fields.emplace_back();
  return fields;
}

std::string unescape(const std::string& text) {
  std::string plain;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\' || i + 1 == text.size()) {
      plain += text[i];
      continue;
    }
    char next = text[++i];
    plain += next == 't' ? '\t' : next == 'n' ? '\n' : next;
  }
  return plain;
}

std::string escape(const std::string& text) {
  std::string escaped;
  for (char c : text) escaped += c == '\t' ? "\\t" : c == '\n' ? "\\n" : c == '\\' ? "\\\\" : std::string(1, c);
  return escaped;
}

std::optional<bool> prereleases_field(const std::vector<std::string>& fields, std::size_t index) {
  if (fields.size() <= index || fields[index].empty()) return std::nullopt;
  return fields[index] == "true";
}

std::string field(const std::vector<std::string>& fields, std::size_t index) {
  return index < fields.size() ? fields[index] : std::string();
}

std::string error_line(const std::string& message) { return "E " + message; }

std::string answer_pep440(const std::string& kind, const std::vector<std::string>& fields) {
  if (kind == "pep440-normalize") {
    auto v = Pep440Version::parse(field(fields, 1));
    return v ? v->to_string() : error_line(v.error().message);
  }
  if (kind == "pep440-compare") {
    auto a = Pep440Version::parse(field(fields, 1));
    auto b = Pep440Version::parse(field(fields, 2));
    if (!a) return error_line(a.error().message);
    if (!b) return error_line(b.error().message);
    auto order = *a <=> *b;
    return order < 0 ? "-1" : order > 0 ? "1" : "0";
  }
  auto spec = Pep440Specifier::parse(field(fields, 1));
  if (!spec) return error_line(spec.error().message);
  if (kind == "pep440-spec") return spec->to_string();
  std::optional<bool> prereleases = prereleases_field(fields, 3);
  if (kind == "pep440-text") return spec->contains(std::string_view(field(fields, 2)), prereleases) ? "1" : "0";
  if (kind == "pep440-filter") {
    std::vector<Pep440Version> versions;
    for (const auto& text : split(field(fields, 2), ' ')) {
      if (text.empty()) continue;
      auto v = Pep440Version::parse(text);
      if (!v) return error_line(v.error().message);
      versions.push_back(std::move(*v));
    }
    std::string admitted;
    for (const auto& v : spec->filter(versions, prereleases)) admitted += (admitted.empty() ? "" : " ") + v.to_string();
    return admitted;
  }
  auto v = Pep440Version::parse(field(fields, 2));
  if (!v) return error_line(v.error().message);
  return spec->contains(*v, prereleases) ? "1" : "0";
}

std::string answer_cargo(const std::string& kind, const std::vector<std::string>& fields) {
  auto requirement = CargoRequirement::parse(field(fields, 1));
  if (!requirement) return error_line(requirement.error().message);
  if (kind == "cargo-describe") {
    auto bound = requirement->upper_bound();
    return requirement->to_string() + "\t" + (bound ? bound->to_string() : "none");
  }
  auto v = SemVer::parse(field(fields, 2));
  if (!v) return error_line(v.error().message);
  return requirement->matches(*v) ? "1" : "0";
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  for (std::string line; std::getline(std::cin, line);) {
    std::vector<std::string> fields = split(line, '\t');
    for (auto& f : fields) f = unescape(f);
    std::string kind = field(fields, 0);
    std::string answer;
    if (kind.rfind("pep440", 0) == 0) {
      answer = answer_pep440(kind, fields);
    } else if (kind.rfind("cargo", 0) == 0) {
      answer = answer_cargo(kind, fields);
    } else {
      answer = error_line("unknown question kind '" + kind + "' (pep440..., cargo...)");
    }
    std::cout << escape(answer) << '\n';
  }
  return 0;
}
