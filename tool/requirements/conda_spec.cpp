#include "requirements/conda_spec.h"

#include <fmt/format.h>

#include "requirements/pep508_tokens.h"

namespace cudacompat::requirements {
namespace {

using pep508_detail::shown;

constexpr std::string_view kBlanks = " \t";

std::string_view trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(kBlanks);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kBlanks) + 1 - first);
}

Error spec_error(std::string_view text, std::size_t pos, std::string_view expected) {
  const std::string found = pos >= text.size() ? "the end" : fmt::format("'{}'", shown(text.substr(pos), 20));
  return Error{fmt::format("expected {} at column {} of '{}', found {}", expected, pos + 1, shown(text), found)};
}

// conda's _parse_version_plus_build: the shortest version after which the rest is one separator
// (' ' or '=', not right after an operator or a comma) and a build string free of "-=,|<>~".
void split_version_and_build(std::string_view rest, CondaSpec& spec) {
  constexpr std::string_view kNotBeforeSeparator = "=!|,<>~";
  constexpr std::string_view kNotInBuild = "-=,|<>~";
  for (std::size_t i = 1; i < rest.size(); ++i) {
    if (rest[i] != ' ' && rest[i] != '=') continue;
    if (kNotBeforeSeparator.find(rest[i - 1]) != std::string_view::npos) continue;
    std::string_view build = rest.substr(i + 1);
    if (build.empty() || build.find_first_of(kNotInBuild) != std::string_view::npos) continue;
    spec.version = std::string(trimmed(rest.substr(0, i)));
    spec.build = std::string(trimmed(build));
    return;
  }
  spec.version = std::string(rest);
}

// "[version='>=12,<13', build=*cuda*]": the keys conda reads, quotes removed.
Expected<void> read_brackets(std::string_view text, std::size_t open, CondaSpec& spec) {
  std::size_t pos = open + 1;
  const std::size_t close = text.size() - 1;
  while (pos < close) {
    pos = text.find_first_not_of(" \t,", pos);
    if (pos >= close) break;
    const std::size_t equals = text.find('=', pos);
    if (equals == std::string_view::npos || equals >= close) return spec_error(text, pos, "key=value inside [...]");
    const std::string_view key = trimmed(text.substr(pos, equals - pos));
    pos = text.find_first_not_of(kBlanks, equals + 1);
    std::string_view value;
    if (pos < close && (text[pos] == '\'' || text[pos] == '"')) {
      const std::size_t end_quote = text.find(text[pos], pos + 1);
      if (end_quote == std::string_view::npos || end_quote >= close) {
        return spec_error(text, pos, "a closing quote inside [...]");
      }
      value = text.substr(pos + 1, end_quote - pos - 1);
      pos = end_quote + 1;
    } else {
      const std::size_t end = std::min(text.find(',', pos), close);
      value = trimmed(text.substr(pos, end - pos));
      pos = end;
    }
    if (key == "version") spec.version = std::string(trimmed(value));
    if (key == "build") spec.build = std::string(trimmed(value));
    if (key == "channel") spec.channel = std::string(trimmed(value));
  }
  return {};
}

}  // namespace

Expected<CondaSpec> parse_conda_spec(std::string_view text) {
  CondaSpec spec;
  std::string_view rest = text;
  if (const std::size_t comment = rest.find('#'); comment != std::string_view::npos) rest = rest.substr(0, comment);
  rest = trimmed(rest);
  if (rest.empty()) return spec_error(text, text.find_first_not_of(kBlanks), "a conda match spec");
  const std::size_t offset = static_cast<std::size_t>(rest.data() - text.data());  // columns count in `text`

  if (rest.back() == ']') {
    const std::size_t open = rest.find('[');
    if (open == std::string_view::npos) return spec_error(text, offset + rest.size() - 1, "'[' before ']'");
    if (auto read = read_brackets(rest, open, spec); !read) return read.error();
    rest = trimmed(rest.substr(0, open));
  } else if (const std::size_t open = rest.find('['); open != std::string_view::npos) {
    return spec_error(text, offset + open, "']' closing '[' at the end of the spec");
  }

  if (const std::size_t colons = rest.find("::"); colons != std::string_view::npos) {
    spec.channel = std::string(rest.substr(0, colons));
    rest = trimmed(rest.substr(colons + 2));
  }
  const std::size_t name_end = std::min(rest.find_first_of(" \t=<>!~"), rest.size());
  if (name_end == 0) {
    return spec_error(text, static_cast<std::size_t>(rest.data() - text.data()), "a package name");
  }
  spec.name = std::string(rest.substr(0, name_end));
  rest = trimmed(rest.substr(name_end));
  if (rest.empty()) return spec;
  if (!spec.version.empty()) {
    return spec_error(text, static_cast<std::size_t>(rest.data() - text.data()),
                      "no version outside [...] when [version=...] gives one");
  }
  split_version_and_build(rest, spec);
  // "numpy>=" and "numpy==" name no version; conda refuses them ("numpy=" alone it accepts).
  if (spec.version.find_first_not_of("=<>!~") == std::string::npos && spec.version != "=") {
    return spec_error(text, text.size(), fmt::format("a version after '{}'", spec.version));
  }
  if (spec.version == "=") spec.version.clear();
  return spec;
}

}  // namespace cudacompat::requirements
