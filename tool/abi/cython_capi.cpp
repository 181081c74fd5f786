#include "abi/cython_capi.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string_view>

#include <zlib.h>

#include "abi/call_sites.h"

namespace cudacompat::abi {
namespace {

using readers::ByteView;
using readers::ElfFile;
using readers::ElfSection;

bool is_code(const ElfSection& section) {
  return section.has_bytes() && (section.flags & readers::elf::kFlagAlloc) && (section.flags & readers::elf::kFlagExec);
}

bool is_data(const ElfSection& section) {
  return section.has_bytes() && (section.flags & readers::elf::kFlagAlloc) &&
         !(section.flags & readers::elf::kFlagExec);
}

// The NUL-terminated string at a virtual address in a non-executable section; nullopt when the
// address holds none (no NUL before the section ends, or not printable ASCII).
std::optional<std::string_view> string_at(const ElfFile& elf, std::uint64_t address) {
  const ElfSection* section = section_at(elf, address);
  if (!section || !is_data(*section)) return std::nullopt;
  ByteView bytes = elf.section_bytes(*section);
  const std::uint64_t offset = address - section->address;
  std::string_view text = bytes.c_string_at(offset);
  if (offset + text.size() >= bytes.size() || text.empty() || text.size() > 4096) return std::nullopt;
  for (char c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) return std::nullopt;
  }
  return text;
}

bool is_identifier(std::string_view text) {
  if (text.empty() || text.size() > 256) return false;
  if (!(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_')) return false;
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// "cuda.ccudart", "cuda._lib.ccudart.ccudart": identifiers joined by dots.
bool is_dotted_name(std::string_view text) {
  if (text.empty() || text.size() > 256) return false;
  std::size_t start = 0;
  while (true) {
    std::size_t dot = text.find('.', start);
    if (!is_identifier(text.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start))) {
      return false;
    }
    if (dot == std::string_view::npos) return true;
    start = dot + 1;
  }
}

// Cython's signature strings are C declarators without a name: "cudaError_t (size_t *, enum cudaLimit)",
// "char const *(cudaError_t)": a return type (words and stars) and a parenthesised parameter list
// at the end. Prose that happens to hold parentheses ("metaclass conflict: the metaclass ... (non-strict)
// subclass ...") is not one.
bool is_signature(std::string_view text) {
  const auto open = text.find('(');
  if (open == std::string_view::npos || open == 0 || !text.ends_with(')')) return false;
  return std::all_of(text.begin(), text.begin() + open, [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ' ' || c == '*';
  });
}

// The call sites of a shape, of every callee that has any: Cython's helpers are static, so a module
// may hold a clone of one (`__Pyx_ExportFunction.constprop.0`) beside it. The shapes are narrow
// enough (an identifier, a pointer and a signature string in fixed argument registers) that no
// other callee has them.
template <class Shape>
std::vector<const CallSite*> sites_of_shape(const std::vector<CallSite>& sites, Shape shape,
                                            std::set<std::uint64_t>& callees) {
  std::vector<const CallSite*> found;
  for (const auto& site : sites) {
    if (shape(site)) {
      found.push_back(&site);
      callees.insert(site.callee);
    }
  }
  return found;
}

std::size_t calls_to(const CallSites& calls, const std::set<std::uint64_t>& callees) {
  std::size_t n = 0;
  for (std::uint64_t callee : callees) {
    if (auto found = calls.calls_to.find(callee); found != calls.calls_to.end()) n += found->second;
  }
  return n;
}

// --- Cython 3.2's string table ---------------------------------------------------------------

bool is_identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The identifier tokens of a signature ("nvrtcResult (nvrtcProgram, char const *)": nvrtcResult,
// nvrtcProgram, char, const), the words its first string may begin with.
void collect_type_words(std::string_view signature, std::set<std::string, std::less<>>& words) {
  std::size_t i = 0;
  while (i < signature.size()) {
    if (!is_identifier_char(signature[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < signature.size() && is_identifier_char(signature[end])) ++end;
    words.emplace(signature.substr(i, end - i));
    i = end;
  }
}

// Where the first signature of a list starts in its field, which also holds the string before it
// ("__test__char const *(nvrtcResult)": at "char"): the longest signature suffix whose first word
// is a type the list names elsewhere (or a C type keyword) and that sorts before the list's next
// signature (Cython sorts them). nullopt when none is.
std::optional<std::size_t> first_signature_start(std::string_view field,
                                                 const std::set<std::string, std::less<>>& words,
                                                 std::string_view next_signature) {
  static const std::set<std::string_view> kKeywords = {"void",     "char",   "int",   "long",   "short",
                                                       "unsigned", "signed", "float", "double", "struct",
                                                       "enum",     "union",  "const", "size_t", "PyObject"};
  for (std::size_t p = 0; p < field.size(); ++p) {
    if (!is_identifier_char(field[p])) continue;
    std::string_view suffix = field.substr(p);
    if (!is_signature(suffix)) continue;
    std::size_t end = p;
    while (end < field.size() && is_identifier_char(field[end])) ++end;
    std::string_view word = field.substr(p, end - p);
    if (!words.contains(word) && !kKeywords.contains(word)) continue;
    if (!next_signature.empty() && !(suffix < next_signature)) continue;
    return p;
  }
  return std::nullopt;
}

// The whole of every zlib stream in `bytes` (Cython's compressed string table: a zlib header, 0x78
// then a byte that makes the pair a multiple of 31), decompressed.
std::vector<std::string> zlib_streams(std::string_view bytes) {
  std::vector<std::string> streams;
  for (std::size_t at = 0; at + 2 < bytes.size(); ++at) {
    const auto cmf = static_cast<unsigned char>(bytes[at]);
    const auto flg = static_cast<unsigned char>(bytes[at + 1]);
    if (cmf != 0x78 || (cmf * 256 + flg) % 31 != 0 || (flg & 0x20)) continue;
    z_stream stream{};
    if (inflateInit(&stream) != Z_OK) continue;
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data() + at));
    stream.avail_in = static_cast<uInt>(std::min<std::size_t>(bytes.size() - at, 1u << 30));
    std::string out;
    int status = Z_OK;
    std::array<char, 65536> chunk{};
    while (status == Z_OK && out.size() < (std::size_t{256} << 20)) {
      stream.next_out = reinterpret_cast<Bytef*>(chunk.data());
      stream.avail_out = chunk.size();
      status = inflate(&stream, Z_NO_FLUSH);
      out.append(chunk.data(), chunk.size() - stream.avail_out);
    }
    const std::size_t used = stream.total_in;
    inflateEnd(&stream);
    if (status != Z_STREAM_END) continue;
    streams.push_back(std::move(out));
    at += used - 1;
  }
  return streams;
}

}  // namespace

bool complete_capi_list(CapiList& list, const std::vector<CapiFunction>& theirs) {
  std::map<std::string_view, std::string_view> signatures;
  for (const auto& function : theirs) signatures.emplace(function.name, function.signature);
  std::vector<std::string> filled;
  for (const auto& function : list.functions) {
    auto found = signatures.find(function.name);
    if (found == signatures.end()) return false;
    if (function.signature.empty()) {
      if (list.glued.empty() || !std::string_view(list.glued).ends_with(found->second)) return false;
      filled.emplace_back(found->second);
    } else if (function.signature != found->second) {
      return false;
    } else {
      filled.push_back(function.signature);
    }
  }
  for (std::size_t i = 0; i < filled.size(); ++i) list.functions[i].signature = std::move(filled[i]);
  list.glued.clear();
  return true;
}

namespace {

// The table's NUL-separated fields; the last one runs to the end of the table.
std::vector<std::string_view> split_fields(std::string_view table) {
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t end = table.find('\0', start);
    fields.push_back(table.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return fields;
}

// One list of a string table: its first field (signatures from there, names after them) and its length.
struct ListAt {
  std::size_t first;
  std::size_t count;
};

// Whether fields[first, first + n) (signatures) are followed by n names, the last of which only has
// to begin as an identifier (it runs into what follows).
bool names_follow(const std::vector<std::string_view>& fields, std::size_t first, std::size_t n) {
  if (first + 2 * n - 1 >= fields.size()) return false;
  for (std::size_t i = first + n; i + 1 < first + 2 * n; ++i) {
    if (!is_identifier(fields[i])) return false;
  }
  const std::string_view last = fields[first + 2 * n - 1];
  return !last.empty() && (std::isalpha(static_cast<unsigned char>(last[0])) || last[0] == '_');
}

std::vector<ListAt> find_lists(const std::vector<std::string_view>& fields) {
  auto signature_or_empty = [](std::string_view f) { return f.empty() || is_signature(f); };
  auto has_signature_suffix = [](std::string_view f) {
    return f.ends_with(')') && f.find('(') != std::string_view::npos;
  };
  std::vector<ListAt> found;
  for (std::size_t j = 0; j < fields.size();) {
    if (!has_signature_suffix(fields[j])) {
      ++j;
      continue;
    }
    std::size_t k = j + 1;
    while (k < fields.size() && signature_or_empty(fields[k])) ++k;
    const std::size_t n = k - j;
    if (!names_follow(fields, j, n)) {
      ++j;
      continue;
    }
    found.push_back({j, n});
    j += 2 * n - 1;  // the last name's field may begin the next list
  }
  return found;
}

// Where the list's first signature starts in its field (first_signature_start), judged by the
// type words of the list's other signatures.
std::optional<std::size_t> list_signature_start(const std::vector<std::string_view>& fields, ListAt list) {
  std::set<std::string, std::less<>> words;
  std::string_view next;
  for (std::size_t i = list.first + 1; i < list.first + list.count; ++i) {
    collect_type_words(fields[i], words);
    if (next.empty()) next = fields[i];
  }
  const std::string_view first = fields[list.first];
  collect_type_words(first.substr(first.rfind('(')), words);
  return first_signature_start(first, words, next);
}

// The leading identifier characters of `text`.
std::string_view identifier_prefix(std::string_view text) {
  std::size_t end = 0;
  while (end < text.size() && is_identifier_char(text[end])) ++end;
  return text.substr(0, end);
}

// The functions of list `l`; nullopt where a name is not an identifier.
std::optional<CapiList> read_list(const std::vector<std::string_view>& fields, const std::vector<ListAt>& found,
                                  const std::vector<std::optional<std::size_t>>& starts, std::size_t l) {
  const auto [first, n] = found[l];
  CapiList list;
  // Without a start, the first signature is left for the other end to complete (CapiList).
  if (!starts[l]) list.glued = std::string(fields[first]);
  std::string_view signature = starts[l] ? fields[first].substr(*starts[l]) : std::string_view();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && !fields[first + i].empty()) signature = fields[first + i];
    std::string_view name = fields[first + n + i];
    if (i + 1 == n) {
      // The last name runs into what follows: the next list's first signature, or another string.
      const bool next_list_here = l + 1 < found.size() && found[l + 1].first == first + n + i && starts[l + 1];
      name = next_list_here ? name.substr(0, *starts[l + 1]) : identifier_prefix(name);
    }
    if (!is_identifier(name)) return std::nullopt;
    list.functions.push_back({std::string(name), std::string(signature)});
  }
  return list;
}

}  // namespace

std::vector<CapiList> read_capi_string_table(std::string_view table) {
  const std::vector<std::string_view> fields = split_fields(table);
  const std::vector<ListAt> found = find_lists(fields);
  std::vector<std::optional<std::size_t>> starts;
  for (const auto& list : found) starts.push_back(list_signature_start(fields, list));
  std::vector<CapiList> lists;
  for (std::size_t l = 0; l < found.size(); ++l) {
    if (auto list = read_list(fields, found, starts, l)) lists.push_back(std::move(*list));
  }
  return lists;
}

namespace {

bool is_rodata(const ElfSection& section) { return is_data(section) && section.name == ".rodata"; }

// What the steps of read_cython_capi read: the file and its call sites.
struct CapiReading {
  const ElfFile& elf;
  CallSites calls;

  std::optional<std::string_view> string_argument(const CallSite& site, int index) const {
    if (!site.arguments[index]) return std::nullopt;
    return string_at(elf, *site.arguments[index]);
  }
  bool code_argument(const CallSite& site, int index) const {
    if (!site.arguments[index]) return false;
    const ElfSection* section = section_at(elf, *site.arguments[index]);
    return section && (section->flags & readers::elf::kFlagExec);
  }
  // __Pyx_ExportFunction and __Pyx_ImportFunction both take a function's name (an identifier) and
  // its C-API signature string; they differ in where those stand and in what else they take.
  bool names_a_signature(const CallSite& site, int name_at, int signature_at) const {
    auto name = string_argument(site, name_at);
    auto signature = string_argument(site, signature_at);
    return name && is_identifier(*name) && signature && is_signature(*signature);
  }
  // The module name a call was given in its first argument (PyImport_ImportModule and the like).
  std::optional<std::string_view> module_loaded(const CallSite& site) const {
    auto name = string_argument(site, 0);
    if (name && is_dotted_name(*name)) return name;
    return std::nullopt;
  }
};

void read_module_init(const std::vector<readers::ElfExportedSymbol>& exported, CythonCapi& capi) {
  for (const auto& symbol : exported) {
    if (symbol.name.starts_with("PyInit_")) capi.module_init = std::string(symbol.name.substr(7));
  }
}

void note_pyx_capi_in_data(const ElfFile& elf, CythonCapi& capi) {
  for (const auto& section : elf.sections()) {
    if (!is_data(section)) continue;
    if (elf.section_bytes(section).as_string().find(std::string_view("__pyx_capi__\0", 13)) != std::string_view::npos) {
      capi.mentions_pyx_capi = true;
    }
  }
}

CallSites read_call_sites(const ElfFile& elf, bool x86) {
  CallSites calls;
  for (const auto& section : elf.sections()) {
    if (!is_code(section)) continue;
    if (x86) {
      // Every helper call this reader reads passes a signature string; so does every function
      // that holds one (the export and import code, the inlined one-function cases).
      x86_64_call_sites(elf, section, calls, [&](std::uint64_t address) {
        auto text = string_at(elf, address);
        return text && is_signature(*text);
      });
    } else {
      aarch64_call_sites(elf, section, calls);
    }
  }
  return calls;
}

// A module that exports one function only: __Pyx_ExportFunction is inlined, and its
// PyCapsule_New(function, signature, NULL) is followed by PyDict_SetItemString(capi, name, capsule).
void read_inlined_export(const CapiReading& reading, CythonCapi& capi) {
  std::optional<std::string_view> signature;
  int step = 0;
  for (const auto& site : reading.calls.sites) {
    auto second = reading.string_argument(site, 1);
    if (reading.code_argument(site, 0) && second && is_signature(*second) &&
        second->find('%') == std::string_view::npos) {
      signature = second;
      step = 0;
    } else if (signature && ++step <= 4 && second && is_identifier(*second)) {
      capi.exports.push_back({std::string(*second), std::string(*signature)});
      signature.reset();
    } else if (step > 4) {
      signature.reset();
    }
  }
}

// __Pyx_ExportFunction(name, function, signature)
void read_exports(const CapiReading& reading, CythonCapi& capi) {
  std::set<std::uint64_t> export_helpers;
  auto exports = sites_of_shape(
      reading.calls.sites,
      [&](const CallSite& site) { return reading.names_a_signature(site, 0, 2) && reading.code_argument(site, 1); },
      export_helpers);
  for (const CallSite* site : exports) {
    capi.exports.push_back(
        {std::string(*reading.string_argument(*site, 0)), std::string(*reading.string_argument(*site, 2))});
  }
  capi.export_calls = calls_to(reading.calls, export_helpers);
  if (exports.empty()) read_inlined_export(reading, capi);
}

// The module object of each import comes from the nearest earlier call that was given a module
// name in its first argument.
void read_import_calls(const CapiReading& reading, const std::vector<const CallSite*>& imports,
                       const std::set<std::uint64_t>& import_helpers, CythonCapi& capi) {
  std::string module;
  std::set<std::uint64_t> import_sites;
  for (const CallSite* site : imports) import_sites.insert(site->address);
  for (const auto& site : reading.calls.sites) {  // in address order within each section, sections in order
    if (!import_helpers.contains(site.callee)) {
      if (auto name = reading.module_loaded(site)) module = std::string(*name);
      continue;
    }
    if (!import_sites.contains(site.address)) continue;
    capi.imports.push_back(
        {module, std::string(*reading.string_argument(site, 1)), std::string(*reading.string_argument(site, 3))});
  }
}

// A module that imports one function only: the compiler inlines __Pyx_ImportFunction into the
// module's init, which then calls PyObject_GetAttrString(module, "__pyx_capi__"),
// PyDict_GetItemString(capi, name) and PyCapsule_IsValid(capsule, signature) in that order,
// each with its string in the second argument register.
void read_inlined_import(const CapiReading& reading, CythonCapi& capi) {
  std::string module;
  std::optional<std::string_view> name;
  int step = -1;  // -1: no "__pyx_capi__" lookup seen; else calls since it
  for (const auto& site : reading.calls.sites) {
    if (auto loaded = reading.module_loaded(site)) module = std::string(*loaded);
    auto second = reading.string_argument(site, 1);
    if (second && *second == "__pyx_capi__") {
      step = 0;
      name.reset();
      continue;
    }
    if (step < 0) continue;
    if (++step > 12) {
      step = -1;
      continue;
    }
    if (!second || second->find('%') != std::string_view::npos) continue;
    if (!name && is_identifier(*second)) {
      name = second;
    } else if (name && is_signature(*second)) {
      capi.imports.push_back({module, std::string(*name), std::string(*second)});
      step = -1;
    }
  }
}

// __Pyx_ImportFunction(module object, name, &pointer, signature)
void read_imports(const CapiReading& reading, CythonCapi& capi) {
  std::set<std::uint64_t> import_helpers;
  auto imports = sites_of_shape(
      reading.calls.sites,
      [&](const CallSite& site) {
        return reading.names_a_signature(site, 1, 3) && site.arguments[2] && !reading.code_argument(site, 2);
      },
      import_helpers);
  capi.import_calls = calls_to(reading.calls, import_helpers);
  if (!imports.empty()) {
    read_import_calls(reading, imports, import_helpers, capi);
  } else {
    read_inlined_import(reading, capi);
  }
}

// Cython 3.2: no call carries its strings; they are in the string table, zlib-compressed by
// default. (A table left as it is, where compressing saved under 10 bytes, or compressed with
// bz2 or zstd by CYTHON_COMPRESS_STRINGS=2 or 3, is not read yet.)
// (An exporting module names `__pyx_capi__` only there, as a Python string.)
void read_string_tables(const ElfFile& elf, CythonCapi& capi) {
  for (const auto& section : elf.sections()) {
    if (!is_rodata(section)) continue;
    for (const auto& table : zlib_streams(elf.section_bytes(section).as_string())) {
      if (table.find("__pyx_capi__") != std::string::npos) capi.mentions_pyx_capi = true;
      for (auto& list : read_capi_string_table(table)) capi.string_table_lists.push_back(std::move(list));
    }
  }
}

// A module that exports nothing itself but names `__pyx_capi__`: keep the names it mentions, so
// the caller can find the module whose `__pyx_capi__` it may re-export. Every module: the dotted
// names, the modules it may import.
void read_module_names(const ElfFile& elf, CythonCapi& capi) {
  const bool may_reexport = capi.exports.empty() && capi.mentions_pyx_capi;
  std::set<std::string_view> seen;
  for (const auto& section : elf.sections()) {
    if (!is_rodata(section)) continue;
    std::string_view text = elf.section_bytes(section).as_string();
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t end = text.find('\0', start);
      if (end == std::string_view::npos) break;
      std::string_view word = text.substr(start, end - start);
      if (is_dotted_name(word)) {
        if (may_reexport) capi.module_name_strings.emplace(word);
        if (word.find('.') != std::string_view::npos && seen.insert(word).second) capi.dotted_names.emplace_back(word);
      }
      start = end + 1;
    }
  }
}

}  // namespace

Expected<CythonCapi> read_cython_capi(const ElfFile& elf) {
  CythonCapi capi;
  auto exported = elf.exported_symbols();
  if (!exported) return exported.error();
  read_module_init(*exported, capi);
  if (!capi.is_extension()) return capi;
  const bool x86 = elf.machine() == EM_X86_64;
  if (!x86 && elf.machine() != EM_AARCH64) {
    return readers::error_in(elf.file_name(), fmt::format("reads Cython C APIs of x86-64 and aarch64 ELF files; "
                                                          "this one is of machine {}",
                                                          elf.machine()));
  }
  note_pyx_capi_in_data(elf, capi);
  const CapiReading reading{elf, read_call_sites(elf, x86)};
  read_exports(reading, capi);
  read_imports(reading, capi);
  if (capi.exports.empty() && capi.imports.empty()) read_string_tables(elf, capi);
  read_module_names(elf, capi);
  return capi;
}

}  // namespace cudacompat::abi
