#include "abi/pxd_declarations.h"

#include <cctype>

namespace cudacompat::abi {
namespace {

bool identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string_view trim(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

// The identifier that ends just before `end` (skipping spaces), or empty.
std::string_view identifier_before(std::string_view line, std::size_t end) {
  while (end > 0 && line[end - 1] == ' ') --end;
  std::size_t start = end;
  while (start > 0 && identifier_char(line[start - 1])) --start;
  if (start == end || std::isdigit(static_cast<unsigned char>(line[start]))) return {};
  return line.substr(start, end - start);
}

bool starts_with_word(std::string_view line, std::string_view word) {
  return line.starts_with(word) && (line.size() == word.size() || !identifier_char(line[word.size()]));
}

}  // namespace

PxdDeclarations read_pxd_declarations(std::string_view text) {
  PxdDeclarations result;
  bool in_docstring = false;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = trim(text.substr(start, end - start));
    start = end + 1;
    const auto quotes = line.find("\"\"\"");
    if (in_docstring || quotes != std::string_view::npos) {  // `cdef extern from *: """ C code """`
      const bool closes_on_line =
          quotes != std::string_view::npos && line.find("\"\"\"", quotes + 3) != std::string_view::npos;
      if (!closes_on_line && quotes != std::string_view::npos) in_docstring = !in_docstring;
      continue;
    }
    if (auto hash = line.find('#'); hash != std::string_view::npos) line = trim(line.substr(0, hash));
    if (line.empty()) continue;
    if (starts_with_word(line, "from")) {
      const auto cimport = line.find(" cimport ");
      if (cimport != std::string_view::npos && trim(line.substr(cimport + 9)) == "*") {
        result.star_cimports.emplace_back(trim(line.substr(4, cimport - 4)));
      }
      continue;
    }
    if (starts_with_word(line, "cimport") || starts_with_word(line, "import") || starts_with_word(line, "include") ||
        line.starts_with("cdef extern") || line.starts_with("DEF ")) {
      continue;
    }
    // Strip the declaration keywords; what is left is `type name(args)`, `type name`, `NAME = value`.
    for (std::string_view word : {"cdef", "cpdef", "ctypedef", "inline", "public", "api", "readonly", "packed"}) {
      while (starts_with_word(line, word)) line = trim(line.substr(word.size()));
    }
    if (line.empty()) continue;
    std::string_view name;
    if (auto paren = line.find('('); paren != std::string_view::npos && !starts_with_word(line, "class")) {
      // a function, or a function-pointer typedef `void (*name)(int)`
      if (line.substr(paren).starts_with("(*")) {
        auto close = line.find(')', paren);
        if (close != std::string_view::npos) name = identifier_before(line, close);
      } else {
        name = identifier_before(line, paren);
      }
    } else {
      for (std::string_view word : {"struct", "union", "enum", "class", "cppclass", "fused"}) {
        if (starts_with_word(line, word)) {
          line = trim(line.substr(word.size()));
          std::size_t stop = 0;
          while (stop < line.size() && (identifier_char(line[stop]) || line[stop] == '.')) ++stop;
          name = line.substr(0, stop);
          if (auto dot = name.rfind('.'); dot != std::string_view::npos) name = name.substr(dot + 1);
          break;
        }
      }
      if (name.empty()) {
        std::size_t stop = line.find_first_of("=:[");
        name = identifier_before(line, stop == std::string_view::npos ? line.size() : stop);
      }
    }
    if (!name.empty() && name != "pass" && name != "void" && !std::isdigit(static_cast<unsigned char>(name[0]))) {
      result.names.emplace(name);
    }
  }
  return result;
}

}  // namespace cudacompat::abi
