// pip's requirement-file syntax, as pip/_internal/req/req_file.py reads it: lines joined at a
// trailing '\', comments cut at a '#' that starts the line or follows whitespace, option lines,
// and per-requirement options after the first token that starts with '-'.
#include <filesystem>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "common/display_text.h"
#include "pin/diagnostic_codes.h"
#include "pin/reader_support.h"
#include "pin/readers.h"

namespace cudacompat::pins {

using requirements::parse_requirement;
namespace {

namespace fs = std::filesystem;
using detail::line_diagnostic;
using detail::trim_blanks;

// A binary file read as requirements would give an error per line: the first few say enough.
constexpr std::size_t kMaxErrorsPerFile = 50;
// ...and one that starts with this many lines that do not parse is not one: it is not quoted line by line.
constexpr std::size_t kLinesBeforeNotRequirements = 3;
constexpr std::size_t kExcerptCharacters = 24;

struct LogicalLine {
  int number = 0;  // of its first physical line
  std::string text;
};

bool is_python_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// pip's COMMENT_RE.match: the line is a comment from its start.
bool is_comment_line(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\n\r\f\v");
  return first != std::string_view::npos && line[first] == '#';
}

// pip's COMMENT_RE.sub: cut at the first '#' at the start or after whitespace ("pkg@url#egg=x" keeps its '#').
std::string_view without_comment(std::string_view line) {
  for (std::size_t i = 0; i < line.size(); ++i)
    if (line[i] == '#' && (i == 0 || is_python_space(line[i - 1]))) return line.substr(0, i);
  return line;
}

// pip's join_lines then ignore_comments. A comment line ends a continuation without adding to it.
std::vector<LogicalLine> logical_lines(std::string_view text) {
  std::vector<LogicalLine> lines;
  LogicalLine pending;
  bool continuing = false;
  int number = 0;
  auto finish = [&](LogicalLine line) {
    std::string_view kept = without_comment(line.text);
    while (!kept.empty() && is_python_space(kept.front())) kept.remove_prefix(1);
    while (!kept.empty() && is_python_space(kept.back())) kept.remove_suffix(1);
    if (!kept.empty()) lines.push_back({line.number, std::string(kept)});
  };
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    start = end + 1;
    ++number;
    const bool comment = is_comment_line(line);
    if (!line.ends_with('\\') || comment) {
      if (continuing) {
        if (!comment) pending.text += line;
        finish(std::move(pending));
        pending = {};
        continuing = false;
      } else if (!comment) {
        finish({number, std::string(line)});
      }
      continue;
    }
    if (!continuing) pending = {number, {}};
    continuing = true;
    while (line.ends_with('\\')) line.remove_suffix(1);
    pending.text += line;
  }
  if (continuing) finish(std::move(pending));
  return lines;
}

// pip's break_args_options: the requirement is every ' '-separated token before the first one
// starting with '-' (--hash=..., --config-settings=...).
std::string_view requirement_part(std::string_view line) {
  std::size_t pos = 0;
  while (pos < line.size()) {
    if (line[pos] == '-' && (pos == 0 || line[pos - 1] == ' ')) break;
    ++pos;
  }
  return trim_blanks(line.substr(0, pos));
}

struct IncludeOption {
  bool constraint = false;
  std::string target;
};

// "-r x", "-rx", "--requirement x", "--requirement=x", and the same for -c/--constraint.
std::optional<IncludeOption> include_option(std::string_view line) {
  for (auto [flag, constraint] :
       {std::pair{std::string_view("--requirement"), false}, {"--constraint", true}, {"-r", false}, {"-c", true}}) {
    if (!line.starts_with(flag)) continue;
    std::string_view rest = line.substr(flag.size());
    const bool long_flag = flag.starts_with("--");
    if (long_flag && !rest.empty() && rest[0] != '=' && rest[0] != ' ' && rest[0] != '\t') continue;
    if (!rest.empty() && rest[0] == '=') rest.remove_prefix(1);
    rest = trim_blanks(rest);
    return IncludeOption{constraint, std::string(rest.substr(0, rest.find_first_of(" \t")))};
  }
  return std::nullopt;
}

class RequirementsReader {
 public:
  explicit RequirementsReader(const std::string& path) {
    out_.file = path;
    out_.source = SourceKind::kRequirements;
  }

  Expected<DeclaredFile> read() {
    const bool constraints = fs::path(out_.file).filename().string().starts_with("constraints");
    if (auto read = read_file(out_.file, constraints ? "constraints" : "requirements"); !read) return read.error();
    detail::apply_index_urls(out_, 0, index_urls_, replaces_pypi_);
    return std::move(out_);
  }

 private:
  Expected<void> read_file(const std::string& path, std::string_view section) {
    std::error_code ec;
    const std::string key = fs::weakly_canonical(path, ec).string();
    if (visited_.contains(key)) return {};  // each file once: a cycle of includes ends here
    auto text = detail::read_input(path);
    if (!text) return text.error();
    visited_.insert(key);
    std::size_t errors = 0;
    std::size_t lines_read = 0;
    const std::size_t errors_before = out_.errors.size();
    std::string first_failure;
    // A file whose first lines are none of them requirements is not a requirements file (a
    // `-r /etc/shadow` in a pull request): one error quoting a short excerpt, not its lines.
    auto not_requirements = [&] {
      out_.errors.resize(errors_before);
      out_.errors.push_back(line_diagnostic(
          codes::kNotARequirementsFile, path, 0,
          fmt::format(
              "not a requirements file: {} (the first starts {}); expected PEP 508 requirements and pip options",
              fmt::format("its first {} lines are not requirements", errors),
              short_excerpt(first_failure, kExcerptCharacters))));
    };
    for (const LogicalLine& line : logical_lines(*text)) {
      ++lines_read;
      if (read_line(path, section, line)) continue;
      if (errors == 0) first_failure = line.text;
      if (++errors == kLinesBeforeNotRequirements && lines_read == errors) {
        not_requirements();
        return {};
      }
      if (errors == kMaxErrorsPerFile) {
        out_.errors.push_back(line_diagnostic(
            codes::kTooManyUnreadableLines, path, line.number,
            fmt::format("{} lines do not parse: the rest of the file is not read (is it a requirements file?)",
                        errors)));
        break;
      }
    }
    // (One line that does not parse keeps its own message: a one-line file with a typo is likelier.)
    if (errors > 1 && errors == lines_read) not_requirements();
    return {};
  }

  // False when the line could not be read (its error is in out_.errors).
  bool read_line(const std::string& path, std::string_view section, const LogicalLine& line) {
    auto fail = [&](std::string what, const char* code = codes::kEntryUnreadable) {
      out_.errors.push_back(line_diagnostic(code, path, line.number, what));
      return false;
    };
    if (!line.text.starts_with('-')) {
      const std::string_view requirement = requirement_part(line.text);
      if (requirement.empty()) return true;
      Declared where = detail::entry_at(path, line.number, SourceKind::kRequirements, std::string(section), line.text);
      auto parsed = parse_requirement(requirement);
      if (!parsed) {
        if (!detail::names_no_requirement(requirement)) return fail(parsed.error().message);
        out_.notes.push_back(Diagnostic::note(codes::kNotARequirement,
                                              fmt::format("{}:{}: '{}' is a local path or a URL without a package "
                                                          "name, not a requirement: not judged",
                                                          path, line.number, requirement),
                                              fmt::format("{}:{}", path, line.number)));
        return true;
      }
      out_.entries.push_back(detail::python_entry(*parsed, std::move(where)));
      return true;
    }
    if (auto index = detail::index_url_option(line.text)) {
      index_urls_.push_back(*index);  // pip's index options hold for the whole file (and the files it includes)
      replaces_pypi_ = replaces_pypi_ || detail::index_option_replaces_pypi(line.text);
      return true;
    }
    if (line.text.starts_with("-e ") || line.text.starts_with("--editable")) {
      out_.notes.push_back(Diagnostic::note(codes::kNotARequirement,
                                            fmt::format("{}:{}: '{}' installs a local or VCS project, not a "
                                                        "versioned requirement: not judged",
                                                        path, line.number, line.text),
                                            fmt::format("{}:{}", path, line.number)));
      return true;
    }
    auto include = include_option(line.text);
    if (!include) return true;  // --pre, --no-binary, ...: nothing declared
    if (include->target.empty()) return fail("expected a file name after the option");
    if (include->target.find("://") != std::string::npos) {
      return fail(fmt::format("{} is a URL: not fetched", include->target), codes::kIncludeNotFollowed);
    }
    const std::string target = (fs::path(path).parent_path() / include->target).lexically_normal().string();
    if (auto read = read_file(target, include->constraint ? "constraints" : "requirements"); !read) {
      return fail(fmt::format("cannot follow '{}': {}", line.text, read.error().message), codes::kIncludeNotFollowed);
    }
    return true;
  }

  DeclaredFile out_;
  std::set<std::string> visited_;
  std::vector<std::string> index_urls_;
  bool replaces_pypi_ = false;  // an --index-url line: PyPI is not read at all
};

}  // namespace

Expected<DeclaredFile> read_requirements_file(const std::string& path) { return RequirementsReader(path).read(); }

}  // namespace cudacompat::pins
