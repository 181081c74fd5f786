#include "abi/pxd_declarations.h"
#include "common/scan.h"

#include <cctype>
#include <initializer_list>
#include <optional>
#include <utility>

namespace cudacompat::abi {
namespace {

bool identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

using scan::trim;

// The identifier that ends just before `end` (skipping spaces), or empty.
std::string_view identifier_before(std::string_view line, std::size_t end) {
  while (end > 0 && line[end - 1] == ' ') --end;
  std::size_t start = end;
  while (start > 0 && identifier_char(line[start - 1])) --start;
  if (start == end || std::isdigit(static_cast<unsigned char>(line[start]))) return {};
  return line.substr(start, end - start);
}

// The identifier `line` starts with, or empty.
std::string_view leading_identifier(std::string_view line) {
  std::size_t stop = 0;
  while (stop < line.size() && identifier_char(line[stop])) ++stop;
  if (stop == 0 || std::isdigit(static_cast<unsigned char>(line[0]))) return {};
  return line.substr(0, stop);
}

bool starts_with_word(std::string_view line, std::string_view word) {
  return line.starts_with(word) && (line.size() == word.size() || !identifier_char(line[word.size()]));
}

// Python's and Cython's keywords, the type words a declaration starts with, and the builtins used
// as decorators (`@staticmethod`): words of the language, never a name a `.pxd` declares.
bool is_keyword(std::string_view word) {
  static const std::set<std::string_view> kKeywords = {
      "False",   "None",     "True",     "and",      "as",     "assert",       "async",       "await",
      "break",   "class",    "continue", "def",      "del",    "elif",         "else",        "except",
      "finally", "for",      "from",     "global",   "if",     "import",       "in",          "is",
      "lambda",  "nonlocal", "not",      "or",       "pass",   "raise",        "return",      "try",
      "while",   "with",     "yield",    "cdef",     "cpdef",  "ctypedef",     "cimport",     "include",
      "extern",  "nogil",    "gil",      "noexcept", "inline", "public",       "api",         "readonly",
      "packed",  "struct",   "union",    "enum",     "fused",  "cppclass",     "namespace",   "const",
      "void",    "DEF",      "IF",       "ELIF",     "ELSE",   "staticmethod", "classmethod", "property"};
  return kKeywords.contains(word);
}

void add_name(PxdDeclarations& result, std::string_view name) {
  if (!name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) && !is_keyword(name)) {
    result.names.emplace(name);
  }
}

// Columns of leading white space; a tab advances to the next multiple of 8, as Python's tokenizer does.
std::size_t indentation(std::string_view line) {
  std::size_t column = 0;
  for (char c : line) {
    if (c == ' ') {
      ++column;
    } else if (c == '\t') {
      column = (column / 8 + 1) * 8;
    } else {
      break;
    }
  }
  return column;
}

// Walks `line` as Python's tokenizer reads it: string literals (with their backslash escapes) are
// skipped, and `depth` follows the brackets. Returns the index of the first character outside a
// string for which `stop(c, depth)` holds (depth before that character counts), or npos. The one
// owner of that walk for code_of and block_colon, so a `#` or `:` inside a string never counts.
template <typename Stop>
std::size_t find_in_code(std::string_view line, int& depth, Stop stop) {
  char quote = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quote) {
      if (c == '\\') {
        ++i;
      } else if (c == quote) {
        quote = 0;
      }
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (stop(c, depth)) {
      return i;
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::string_view::npos;
}

// `line` without its `#` comment (a `#` inside a string literal is not one); `depth` gains the
// brackets the code opens and loses those it closes, which is how Python joins physical lines.
std::string_view code_of(std::string_view line, int& depth) {
  const std::size_t hash = find_in_code(line, depth, [](char c, int) { return c == '#'; });
  return hash == std::string_view::npos ? line : line.substr(0, hash);
}

// The colon that ends a compound statement's header (`cdef struct S:`, `cdef enum: A = 1`): the
// first one outside brackets and string literals (`double[:, :]` and `"C:\\x"` hold none); npos if none.
std::size_t block_colon(std::string_view line) {
  int depth = 0;
  return find_in_code(line, depth, [](char c, int at_depth) { return c == ':' && at_depth == 0; });
}

// Calls `each` with every item of a comma-separated list, trimmed; nothing after a trailing comma.
template <typename Each>
void for_each_listed(std::string_view list, Each each) {
  while (!list.empty()) {
    const auto comma = list.find(',');
    each(trim(list.substr(0, comma)));
    if (comma == std::string_view::npos) break;
    list = list.substr(comma + 1);
  }
}

// What the lines indented under a block opener are to the module.
enum class Block {
  kModule,   // an `extern` block, `cdef:`, a compile-time `IF`: its declarations are the module's
  kEnum,     // an unscoped enum: its values are the module's (C scoping)
  kMembers,  // a class, struct, union, scoped enum, fused type or function body: nothing is the module's
};

// `from X cimport A, B as C, (D, E)`: a module-level name for each imported one (a `.pxd` that
// cimports a name re-exports it: `from this cimport A` works), or the module for `*`.
void read_from_cimport(std::string_view line, PxdDeclarations& result) {
  const auto cimport = line.find(" cimport ");
  if (cimport == std::string_view::npos) return;  // `from X import Y`: Python, not a declaration
  std::string_view names = trim(line.substr(cimport + 9));
  result.cimported_modules.emplace_back(trim(line.substr(4, cimport - 4)));
  if (names == "*") {
    result.star_cimports.emplace_back(trim(line.substr(4, cimport - 4)));
    return;
  }
  if (names.starts_with('(') && names.ends_with(')')) names = trim(names.substr(1, names.size() - 2));
  for_each_listed(names, [&](std::string_view item) {
    if (auto as = item.rfind(" as "); as != std::string_view::npos) item = trim(item.substr(as + 4));
    add_name(result, leading_identifier(item));
  });
}

// `cimport a.b as c` binds `c`, `cimport a.b` binds `a`: names a `from this cimport` can bind too.
void read_cimport(std::string_view line, PxdDeclarations& result) {
  for_each_listed(trim(line.substr(7)), [&](std::string_view item) {
    const auto as = item.rfind(" as ");
    result.cimported_modules.emplace_back(trim(item.substr(0, as)));
    if (as != std::string_view::npos) item = trim(item.substr(as + 4));
    add_name(result, leading_identifier(item));
  });
}

// `include "x.pxi"` / `include 'x.pxi'`: the path as written.
void read_include(std::string_view line, PxdDeclarations& result) {
  const auto open = line.find_first_of("\"'");
  if (open == std::string_view::npos) return;
  const auto close = line.find(line[open], open + 1);
  if (close == std::string_view::npos) return;
  result.includes.emplace_back(line.substr(open + 1, close - open - 1));
}

// `line` without the words of `words` it starts with, in any order and repeated (`cdef public api`).
std::string_view without_leading_words(std::string_view line, std::initializer_list<std::string_view> words) {
  for (std::string_view word : words) {
    while (starts_with_word(line, word)) line = trim(line.substr(word.size()));
  }
  return line;
}

// The statements that declare no name of their own: decorators, cimports (which bind names of
// another module), includes, imports, compile-time conditionals and DEFs, extern blocks. What the
// block it opens holds, or nullopt where `line` is none of them.
std::optional<Block> read_statement(std::string_view line, PxdDeclarations& result) {
  if (line.starts_with('@')) return Block::kMembers;  // a decorator
  if (starts_with_word(line, "from")) {
    read_from_cimport(line, result);
    return Block::kModule;
  }
  if (starts_with_word(line, "include")) {
    read_include(line, result);
    return Block::kModule;
  }
  for (std::string_view word : {"IF", "ELIF", "ELSE", "if", "elif", "else"}) {
    if (starts_with_word(line, word)) return Block::kModule;  // compile-time conditionals
  }
  if (starts_with_word(line, "cimport")) {
    read_cimport(line, result);
    return Block::kModule;
  }
  if (starts_with_word(line, "import") || line.starts_with("DEF ")) {
    return Block::kModule;
  }
  if (line.starts_with("cdef extern")) return Block::kModule;
  return std::nullopt;
}

// A function, or a function-pointer typedef `void (*name)(int)`: its name, before the parenthesis
// at `paren`.
std::string_view function_name(std::string_view line, std::size_t paren) {
  if (!line.substr(paren).starts_with("(*")) return identifier_before(line, paren);
  auto close = line.find(')', paren);
  return close == std::string_view::npos ? std::string_view() : identifier_before(line, close);
}

// `struct S`, `enum E`, `enum class E`, `class pkg.C`, `fused F`: the type's name (its last dotted
// part), and in `opened` what its block holds; nullopt where `line` starts with no such keyword.
std::optional<std::string_view> type_name(std::string_view line, Block& opened) {
  for (std::string_view word : {"struct", "union", "enum", "class", "cppclass", "fused"}) {
    if (!starts_with_word(line, word)) continue;
    line = trim(line.substr(word.size()));
    if (word == "enum") {
      opened = Block::kEnum;
      for (std::string_view scoped : {"class", "struct"}) {  // C++ `enum class`: values stay in its scope
        if (starts_with_word(line, scoped)) {
          line = trim(line.substr(scoped.size()));
          opened = Block::kMembers;
        }
      }
    }
    std::size_t stop = 0;
    while (stop < line.size() && (identifier_char(line[stop]) || line[stop] == '.')) ++stop;
    std::string_view name = line.substr(0, stop);
    if (auto dot = name.rfind('.'); dot != std::string_view::npos) name = name.substr(dot + 1);
    return name;
  }
  return std::nullopt;
}

// One logical line at module level (or in a transparent block); returns what the block it opens
// (when it ends with `:`) holds.
Block read_declaration(std::string_view line, PxdDeclarations& result) {
  if (auto statement = read_statement(line, result)) return *statement;
  // Strip the declaration keywords; what is left is `type name(args)`, `type name`, `NAME = value`.
  line = without_leading_words(line, {"cdef", "cpdef", "ctypedef", "inline", "public", "api", "readonly", "packed"});
  if (line.empty()) return Block::kModule;  // `cdef:` opens a block of declarations
  Block opened = Block::kMembers;
  std::string_view name;
  if (auto paren = line.find('('); paren != std::string_view::npos && !starts_with_word(line, "class")) {
    name = function_name(line, paren);
  } else if (auto type = type_name(line, opened)) {
    name = *type;
  } else {
    std::size_t stop = line.find_first_of("=:[");
    name = identifier_before(line, stop == std::string_view::npos ? line.size() : stop);
  }
  add_name(result, name);
  return opened;
}

// A line inside an unscoped enum: `A`, `A = 1`, `A "C_NAME"`, `A, B, C`.
void read_enum_values(std::string_view line, PxdDeclarations& result) {
  for_each_listed(line, [&](std::string_view item) { add_name(result, leading_identifier(item)); });
}

// A type as written, spaces collapsed and none before a `*` ("const char *" -> "const char*"), so
// that two spellings of one declaration compare equal.
std::string normalized_type(std::string_view text) {
  std::string type;
  for (char c : trim(text)) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!type.empty() && type.back() != ' ') type += ' ';
    } else {
      if (c == '*' && !type.empty() && type.back() == ' ') type.pop_back();
      type += c;
    }
  }
  return type;
}

std::string without_spaces(std::string_view text) {
  std::string result;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) result += c;
  }
  return result;
}

// `cdef struct S:`, `ctypedef struct S:`, `cdef packed struct S "C_S":`, `cdef union U:`: the name
// and whether it is a union; nullopt for any other header.
std::optional<std::pair<std::string, bool>> struct_header(std::string_view header) {
  header = without_leading_words(header, {"cdef", "ctypedef", "public", "api", "packed"});
  for (std::string_view word : {"struct", "union"}) {
    if (!starts_with_word(header, word)) continue;
    std::string_view name = leading_identifier(trim(header.substr(word.size())));
    return std::pair{std::string(name), word == "union"};
  }
  return std::nullopt;
}

// `ctypedef TYPE NAME` (and `ctypedef TYPE NAME[4]`, `ctypedef void (*NAME)(int)`): NAME -> TYPE.
void read_ctypedef(std::string_view line, PxdDeclarations& result) {
  if (!starts_with_word(line, "ctypedef")) return;
  line = without_leading_words(trim(line.substr(8)), {"public", "api"});
  if (line.empty()) return;
  if (auto pointer = line.find("(*"); pointer != std::string_view::npos) {  // a function pointer: its whole text
    const auto close = line.find(')', pointer);
    if (close == std::string_view::npos) return;
    const std::string_view name = identifier_before(line, close);
    if (!name.empty()) result.ctypedefs[std::string(name)] = normalized_type(line);
    return;
  }
  const auto bracket = line.find('[');
  const std::string_view name = identifier_before(line, bracket == std::string_view::npos ? line.size() : bracket);
  if (name.empty() || is_keyword(name)) return;
  const std::string_view type = trim(line.substr(0, static_cast<std::size_t>(name.data() - line.data())));
  // `ctypedef struct S` (a forward declaration) names the struct itself: no alias.
  if (type.empty() || type == "struct" || type == "union" || type == "enum") return;
  std::string aliased = normalized_type(type);
  if (bracket != std::string_view::npos) aliased += without_spaces(line.substr(bracket));
  result.ctypedefs[std::string(name)] = std::move(aliased);
}

// One line of a struct or union body: `char name[256]`, `int *a, *b`, `void (*callback)(int)`.
void read_members(std::string_view line, PxdStruct& layout) {
  if (line == "pass" || line.starts_with('"') || line.starts_with('\'')) return;
  if (auto pointer = line.find("(*"); pointer != std::string_view::npos) {
    const auto close = line.find(')', pointer);
    if (close == std::string_view::npos) return;
    layout.members.push_back({normalized_type(line), std::string(identifier_before(line, close)), ""});
    return;
  }
  std::string base;  // the type before the first name, which later names share (`int a, b`)
  bool first = true;
  for_each_listed(line, [&](std::string_view piece) {
    const auto bracket = piece.find('[');
    const std::string_view name = identifier_before(piece, bracket == std::string_view::npos ? piece.size() : bracket);
    if (!name.empty()) {
      const std::string_view before = trim(piece.substr(0, static_cast<std::size_t>(name.data() - piece.data())));
      std::string type;
      if (first) {
        type = normalized_type(before);
        base = type;
        while (!base.empty() && base.back() == '*') base.pop_back();
      } else {
        type = base + normalized_type(before);  // the `*` of `*b` belongs to b alone
      }
      layout.members.push_back(
          {std::move(type), std::string(name),
           bracket == std::string_view::npos ? std::string() : without_spaces(piece.substr(bracket))});
    }
    first = false;
  });
}

// Python's logical lines of `text`, each with the indentation of its first physical line: comments
// dropped, physical lines joined while brackets are open or a line ends with `\`, and the lines
// holding triple quotes, and those between them, skipped (`cdef extern from *: """ C code """`).
template <typename Read>
void for_each_logical_line(std::string_view text, Read read) {
  bool in_docstring = false;
  std::string logical;
  std::size_t logical_indent = 0;
  int depth = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view physical = text.substr(start, end - start);
    start = end + 1;
    std::string_view line = trim(physical);
    const auto quotes = line.find("\"\"\"");
    if (in_docstring || quotes != std::string_view::npos) {
      const bool closes_on_line =
          quotes != std::string_view::npos && line.find("\"\"\"", quotes + 3) != std::string_view::npos;
      if (!closes_on_line && quotes != std::string_view::npos) in_docstring = !in_docstring;
      continue;
    }
    line = trim(code_of(line, depth));
    if (line.empty() && logical.empty()) continue;
    if (logical.empty()) logical_indent = indentation(physical);
    const bool continued = line.ends_with('\\');
    if (continued) line = trim(line.substr(0, line.size() - 1));
    if (!logical.empty()) logical += ' ';
    logical += line;
    if (depth > 0 || continued) continue;
    read(trim(logical), logical_indent);
    logical.clear();
  }
  if (!logical.empty()) read(trim(logical), logical_indent);
}

// What a block header opens: what its lines are to the module, and the struct or union whose
// members they are ("" for none).
struct Opened {
  Block block = Block::kMembers;
  std::string layout;
};

// The logical lines of a `.pxd` read inside the blocks they are indented under.
class PxdReader {
 public:
  explicit PxdReader(PxdDeclarations& result) : result_(result) {}

  // One logical line; a compound one (`cdef enum: A = 1`, `cdef class C: pass`) is its header,
  // opening a block, and the body after the colon, read as a line inside that block.
  void read_logical_line(std::string_view line, std::size_t indent) {
    while (!blocks_.empty() && blocks_.back().indent >= indent) blocks_.pop_back();
    const Block context = blocks_.empty() ? Block::kModule : blocks_.back().block;
    const std::string layout = blocks_.empty() ? std::string() : blocks_.back().layout;
    const std::size_t colon = block_colon(line);
    const bool opens = colon != std::string_view::npos;
    const std::string_view header = opens ? trim(line.substr(0, colon)) : line;
    Opened opened;
    if (context == Block::kModule) {
      opened = read_at_module(header, opens);
    } else if (context == Block::kEnum) {
      read_enum_values(header, result_);
    } else if (!layout.empty()) {
      opened.layout = read_in_struct(header, opens, layout);
    }
    if (!opens) return;
    blocks_.push_back({indent, opened.block, std::move(opened.layout)});
    if (auto body = trim(line.substr(colon + 1)); !body.empty()) read_logical_line(body, indent + 1);
  }

 private:
  // A declaration, and a ctypedef's alias or the struct or union a header opens.
  Opened read_at_module(std::string_view header, bool opens) {
    Opened opened{read_declaration(header, result_), {}};
    if (!opens) {
      read_ctypedef(header, result_);
    } else if (auto declared = struct_header(header); declared && !declared->first.empty()) {
      opened.layout = declared->first;
      result_.structs[opened.layout] = {declared->second, {}};
    }
    return opened;
  }

  // A member line of struct `layout`, or the header of a struct or union nested in it (`union:`,
  // `struct inner:`), which opens a layout of its own: its name, or "".
  std::string read_in_struct(std::string_view header, bool opens, const std::string& layout) {
    PxdStruct& members = result_.structs[layout];
    if (!opens) {
      read_members(header, members);
      return {};
    }
    auto nested = struct_header(header);
    if (!nested) return {};
    std::string opened_layout = layout + "." + std::to_string(members.members.size() + 1);
    members.members.push_back({(nested->second ? "union " : "struct ") + opened_layout, nested->first, ""});
    result_.structs[opened_layout] = {nested->second, {}};
    return opened_layout;
  }

  struct Open {
    std::size_t indent;
    Block block;
    std::string layout;
  };
  PxdDeclarations& result_;
  std::vector<Open> blocks_;  // the blocks the current line may be inside, innermost last
};

}  // namespace

PxdDeclarations read_pxd_declarations(std::string_view text) {
  PxdDeclarations result;
  PxdReader reader(result);
  for_each_logical_line(text,
                        [&](std::string_view line, std::size_t indent) { reader.read_logical_line(line, indent); });
  return result;
}

}  // namespace cudacompat::abi
