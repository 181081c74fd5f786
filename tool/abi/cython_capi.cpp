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

}  // namespace

Expected<CythonCapi> read_cython_capi(const ElfFile& elf) {
  CythonCapi capi;
  auto exported = elf.exported_symbols();
  if (!exported) return exported.error();
  for (const auto& symbol : *exported) {
    if (symbol.name.starts_with("PyInit_")) capi.module_init = std::string(symbol.name.substr(7));
  }
  if (!capi.is_extension()) return capi;
  const bool x86 = elf.machine() == EM_X86_64;
  if (!x86 && elf.machine() != EM_AARCH64) {
    return readers::error_in(elf.file_name(), fmt::format("reads Cython C APIs of x86-64 and aarch64 ELF files; "
                                                          "this one is of machine {}",
                                                          elf.machine()));
  }
  for (const auto& section : elf.sections()) {
    if (!is_data(section)) continue;
    if (elf.section_bytes(section).as_string().find(std::string_view("__pyx_capi__\0", 13)) != std::string_view::npos) {
      capi.mentions_pyx_capi = true;
    }
  }

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
  const std::vector<CallSite>& sites = calls.sites;
  auto string_argument = [&](const CallSite& site, int index) -> std::optional<std::string_view> {
    if (!site.arguments[index]) return std::nullopt;
    return string_at(elf, *site.arguments[index]);
  };
  auto code_argument = [&](const CallSite& site, int index) {
    if (!site.arguments[index]) return false;
    const ElfSection* section = section_at(elf, *site.arguments[index]);
    return section && (section->flags & readers::elf::kFlagExec);
  };

  // __Pyx_ExportFunction(name, function, signature)
  std::set<std::uint64_t> export_helpers;
  auto exports = sites_of_shape(
      sites,
      [&](const CallSite& site) {
        auto name = string_argument(site, 0);
        auto signature = string_argument(site, 2);
        return name && is_identifier(*name) && signature && is_signature(*signature) && code_argument(site, 1);
      },
      export_helpers);
  for (const CallSite* site : exports) {
    capi.exports.push_back({std::string(*string_argument(*site, 0)), std::string(*string_argument(*site, 2))});
  }
  capi.export_calls = calls_to(calls, export_helpers);
  if (exports.empty()) {
    // A module that exports one function only: __Pyx_ExportFunction is inlined, and its
    // PyCapsule_New(function, signature, NULL) is followed by PyDict_SetItemString(capi, name, capsule).
    std::optional<std::string_view> signature;
    int step = 0;
    for (const auto& site : sites) {
      auto second = string_argument(site, 1);
      if (code_argument(site, 0) && second && is_signature(*second) && second->find('%') == std::string_view::npos) {
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

  // __Pyx_ImportFunction(module object, name, &pointer, signature); the module object comes from the
  // nearest earlier call that was given a module name in its first argument.
  std::set<std::uint64_t> import_helpers;
  auto imports = sites_of_shape(
      sites,
      [&](const CallSite& site) {
        auto name = string_argument(site, 1);
        auto signature = string_argument(site, 3);
        return name && is_identifier(*name) && signature && is_signature(*signature) && site.arguments[2] &&
               !code_argument(site, 2);
      },
      import_helpers);
  capi.import_calls = calls_to(calls, import_helpers);
  auto module_loaded = [&](const CallSite& site) -> std::optional<std::string_view> {
    auto name = string_argument(site, 0);
    if (name && is_dotted_name(*name)) return name;
    return std::nullopt;
  };
  if (!imports.empty()) {
    std::string module;
    std::set<std::uint64_t> import_sites;
    for (const CallSite* site : imports) import_sites.insert(site->address);
    for (const auto& site : sites) {  // in address order within each section, sections in order
      if (!import_helpers.contains(site.callee)) {
        if (auto name = module_loaded(site)) module = std::string(*name);
        continue;
      }
      if (!import_sites.contains(site.address)) continue;
      capi.imports.push_back({module, std::string(*string_argument(site, 1)), std::string(*string_argument(site, 3))});
    }
  } else {
    // A module that imports one function only: the compiler inlines __Pyx_ImportFunction into the
    // module's init, which then calls PyObject_GetAttrString(module, "__pyx_capi__"),
    // PyDict_GetItemString(capi, name) and PyCapsule_IsValid(capsule, signature) in that order,
    // each with its string in the second argument register.
    std::string module;
    std::optional<std::string_view> name;
    int step = -1;  // -1: no "__pyx_capi__" lookup seen; else calls since it
    for (const auto& site : sites) {
      if (auto loaded = module_loaded(site)) module = std::string(*loaded);
      auto second = string_argument(site, 1);
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

  // A module that exports nothing itself but names `__pyx_capi__`: keep the names it mentions, so
  // the caller can find the module whose `__pyx_capi__` it may re-export. Every module: the dotted
  // names, the modules it may import.
  const bool may_reexport = capi.exports.empty() && capi.mentions_pyx_capi;
  std::set<std::string_view> seen;
  for (const auto& section : elf.sections()) {
    if (!is_data(section) || section.name != ".rodata") continue;
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
  return capi;
}

}  // namespace cudacompat::abi
