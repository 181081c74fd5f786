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

namespace cudacompat::abi {
namespace {

using readers::ByteView;
using readers::ElfFile;
using readers::ElfSection;

// The first four integer argument registers: rdi, rsi, rdx, rcx on x86-64; x0..x3 on aarch64.
using Arguments = std::array<std::optional<std::uint64_t>, 4>;

struct CallSite {
  std::uint64_t address = 0;
  std::uint64_t callee = 0;
  Arguments arguments;  // addresses loaded into the argument registers just before the call
};

bool is_code(const ElfSection& section) {
  return section.has_bytes() && (section.flags & readers::elf::kFlagAlloc) && (section.flags & readers::elf::kFlagExec);
}

bool is_data(const ElfSection& section) {
  return section.has_bytes() && (section.flags & readers::elf::kFlagAlloc) && !(section.flags & readers::elf::kFlagExec);
}

const ElfSection* section_at(const ElfFile& elf, std::uint64_t address) {
  for (const auto& section : elf.sections()) {
    if ((section.flags & readers::elf::kFlagAlloc) && section.size > 0 && address >= section.address &&
        address - section.address < section.size) {
      return &section;
    }
  }
  return nullptr;
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
// "char const *(cudaError_t)".
bool is_signature(std::string_view text) {
  const auto open = text.find('(');
  return open != std::string_view::npos && open > 0 && text.find(')', open) != std::string_view::npos;
}

// x86-64: every `call rel32` whose target is code, with the `lea reg, [rip+disp32]` loads that
// immediately precede it (register moves between them are allowed and clear the register they
// write). The instruction stream is not decoded from the start: the loads are recognised walking
// back from each call, and what they load is checked by the caller (a string, code, or data), so
// a byte pattern that only looks like a call contributes nothing.
bool is_code_address(const ElfFile& elf, std::uint64_t address) {
  const ElfSection* section = section_at(elf, address);
  return section && is_code(*section);
}

void x86_call_sites(const ElfFile& elf, const ElfSection& code, std::vector<CallSite>& sites) {
  ByteView bytes = elf.section_bytes(code);
  const std::uint8_t* data = bytes.data();
  const std::uint64_t size = bytes.size();
  for (std::uint64_t at = 0; at + 5 <= size; ++at) {
    if (data[at] != 0xe8) continue;
    const auto displacement = bytes.read<std::int32_t>(at + 1);
    const std::uint64_t target = code.address + at + 5 + static_cast<std::int64_t>(displacement);
    if (!is_code_address(elf, target)) continue;  // also through the PLT (PyImport_ImportModule)
    CallSite site{code.address + at, target, {}};
    // Walking back: which argument each register's value flows into (through register moves, as
    // compilers keep an address in a callee-saved register and copy it: `mov rsi, r12`).
    std::array<int, 16> flows_to;
    flows_to.fill(-1);
    flows_to[7] = 0;  // rdi
    flows_to[6] = 1;  // rsi
    flows_to[2] = 2;  // rdx
    flows_to[1] = 3;  // rcx
    std::uint64_t p = at;
    bool any_load = false;
    for (int step = 0; step < 12; ++step) {
      // lea r64, [rip + disp32]: REX.W (+R), 8D, ModRM with mod=00 rm=101
      if (p >= 7 && (data[p - 7] == 0x48 || data[p - 7] == 0x4c) && data[p - 6] == 0x8d &&
          (data[p - 5] & 0xc7) == 0x05) {
        const int reg = ((data[p - 7] & 0x04) ? 8 : 0) | ((data[p - 5] >> 3) & 7);
        if (flows_to[reg] >= 0) {
          site.arguments[flows_to[reg]] = code.address + p + static_cast<std::int64_t>(bytes.read<std::int32_t>(p - 4));
          flows_to[reg] = -1;
          any_load = true;
        }
        p -= 7;
        continue;
      }
      // mov [rsp+disp8], r64 / mov r64, [rsp+disp8]: a spill or a reload
      if (p >= 5 && (data[p - 5] & 0xf8) == 0x48 && (data[p - 4] == 0x89 || data[p - 4] == 0x8b) &&
          (data[p - 3] & 0xc7) == 0x44 && data[p - 2] == 0x24) {
        if (data[p - 4] == 0x8b) flows_to[((data[p - 5] & 0x04) ? 8 : 0) | ((data[p - 3] >> 3) & 7)] = -1;
        p -= 5;
        continue;
      }
      // mov/xor r, r (register to register, with or without REX)
      auto reg_to_reg = [&](std::uint64_t opcode_at, bool rex) {
        const std::uint8_t opcode = data[opcode_at];
        const std::uint8_t modrm = data[opcode_at + 1];
        if ((modrm & 0xc0) != 0xc0) return false;
        if (opcode != 0x89 && opcode != 0x8b && opcode != 0x31 && opcode != 0x33) return false;
        const std::uint8_t prefix = rex ? data[opcode_at - 1] : 0;
        const int rm = ((prefix & 0x01) ? 8 : 0) | (modrm & 7);
        const int reg = ((prefix & 0x04) ? 8 : 0) | ((modrm >> 3) & 7);
        const bool load_form = opcode == 0x8b || opcode == 0x33;
        const int destination = load_form ? reg : rm;
        const int source = load_form ? rm : reg;
        const bool copy = (opcode == 0x89 || opcode == 0x8b) && (prefix & 0x08);  // a 64-bit move
        if (copy && flows_to[destination] >= 0 && flows_to[source] < 0) flows_to[source] = flows_to[destination];
        if (destination != source || !copy) flows_to[destination] = -1;
        return true;
      };
      if (p >= 3 && (data[p - 3] & 0xf0) == 0x40 && reg_to_reg(p - 2, true)) {
        p -= 3;
        continue;
      }
      if (p >= 2 && reg_to_reg(p - 2, false)) {
        p -= 2;
        continue;
      }
      break;
    }
    if (any_load) sites.push_back(site);
  }
}

// aarch64: every `bl` to code, with the addresses in x0..x3 at the call. Compilers keep addresses
// built by `adrp` + `add` in callee-saved registers and stack slots across calls (`mov x2, x21`,
// `str x0, [sp, #120]`), so the section is swept once in order with the known addresses carried:
// caller-saved registers are forgotten at each call, everything at each return.
void aarch64_call_sites(const ElfFile& elf, const ElfSection& code, std::vector<CallSite>& sites) {
  ByteView bytes = elf.section_bytes(code);
  const std::uint64_t count = bytes.size() / 4;
  std::array<std::optional<std::uint64_t>, 32> registers;
  std::map<std::uint32_t, std::optional<std::uint64_t>> stack;  // [sp, #offset] -> address
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto op = bytes.read<std::uint32_t>(i * 4);
    const std::uint64_t pc = code.address + i * 4;
    const unsigned rd = op & 31;
    const unsigned rn = (op >> 5) & 31;
    if ((op & 0xfc000000) == 0x94000000) {  // BL imm26
      std::int64_t offset = static_cast<std::int64_t>(op & 0x03ffffff);
      if (offset & 0x02000000) offset -= 0x04000000;
      const std::uint64_t target = pc + static_cast<std::uint64_t>(offset * 4);
      if (is_code_address(elf, target)) {
        CallSite site{pc, target, {registers[0], registers[1], registers[2], registers[3]}};
        if (site.arguments[0] || site.arguments[1] || site.arguments[2] || site.arguments[3]) sites.push_back(site);
      }
      for (unsigned r = 0; r <= 18; ++r) registers[r].reset();
    } else if (op == 0xd65f03c0) {  // RET: the next instruction starts another function
      registers.fill(std::nullopt);
      stack.clear();
    } else if ((op & 0x9f000000) == 0x90000000) {  // ADRP
      std::int64_t immediate = static_cast<std::int64_t>(((op >> 29) & 3) | (((op >> 5) & 0x7ffff) << 2));
      if (immediate & (std::int64_t{1} << 20)) immediate -= std::int64_t{1} << 21;
      registers[rd] = (pc & ~std::uint64_t{0xfff}) + static_cast<std::uint64_t>(immediate * 4096);
    } else if ((op & 0xffc00000) == 0x91000000) {  // ADD Xd, Xn, #imm12
      if (rn != 31 && registers[rn]) {
        registers[rd] = *registers[rn] + ((op >> 10) & 0xfff);
      } else if (rd != 31) {
        registers[rd].reset();
      }
    } else if ((op & 0xffe0ffe0) == 0xaa0003e0) {  // MOV Xd, Xm (ORR Xd, XZR, Xm)
      if (rd != 31) registers[rd] = registers[(op >> 16) & 31];
    } else if ((op & 0xffc003e0) == 0xf90003e0) {  // STR Xt, [sp, #imm]
      stack[((op >> 10) & 0xfff) * 8] = registers[rd];
    } else if ((op & 0xffc003e0) == 0xf94003e0) {  // LDR Xt, [sp, #imm]
      auto slot = stack.find(((op >> 10) & 0xfff) * 8);
      registers[rd] = slot == stack.end() ? std::nullopt : slot->second;
    } else if ((op & 0x0a000000) == 0x08000000) {  // other loads and stores: a load writes Rt (and Rt2)
      if (op & (1u << 22)) {
        registers[rd].reset();
        if ((op & 0x3a000000) == 0x28000000) registers[(op >> 10) & 31].reset();  // LDP
      }
    } else if ((op & 0x1c000000) != 0x14000000) {  // not a branch: a data-processing instruction writes Rd
      if (rd != 31) registers[rd].reset();
    }
  }
}

// The callee with the most call sites of a shape, and those sites.
template <class Shape>
std::vector<const CallSite*> sites_of_busiest_callee(const std::vector<CallSite>& sites, Shape shape) {
  std::map<std::uint64_t, std::vector<const CallSite*>> by_callee;
  for (const auto& site : sites) {
    if (shape(site)) by_callee[site.callee].push_back(&site);
  }
  std::vector<const CallSite*> best;
  for (auto& [callee, list] : by_callee) {
    if (list.size() > best.size()) best = std::move(list);
  }
  return best;
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

  capi.per_function = x86;
  std::vector<CallSite> sites;
  for (const auto& section : elf.sections()) {
    if (!is_code(section)) continue;
    if (x86) {
      x86_call_sites(elf, section, sites);
    } else {
      aarch64_call_sites(elf, section, sites);
    }
  }
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
  auto exports = sites_of_busiest_callee(sites, [&](const CallSite& site) {
    auto name = string_argument(site, 0);
    auto signature = string_argument(site, 2);
    return name && is_identifier(*name) && signature && is_signature(*signature) && code_argument(site, 1);
  });
  for (const CallSite* site : exports) {
    capi.exports.push_back({std::string(*string_argument(*site, 0)), std::string(*string_argument(*site, 2))});
  }
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
  auto imports = sites_of_busiest_callee(sites, [&](const CallSite& site) {
    auto name = string_argument(site, 1);
    auto signature = string_argument(site, 3);
    return name && is_identifier(*name) && signature && is_signature(*signature) && site.arguments[2] &&
           !code_argument(site, 2);
  });
  auto module_loaded = [&](const CallSite& site) -> std::optional<std::string_view> {
    auto name = string_argument(site, 0);
    if (name && is_dotted_name(*name)) return name;
    return std::nullopt;
  };
  if (!imports.empty()) {
    const std::uint64_t import_callee = imports.front()->callee;
    std::string module;
    std::set<std::uint64_t> import_sites;
    for (const CallSite* site : imports) import_sites.insert(site->address);
    for (const auto& site : sites) {  // in address order within each section, sections in order
      if (site.callee != import_callee) {
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
  // the caller can find the module whose `__pyx_capi__` it may re-export.
  if (capi.exports.empty() && capi.mentions_pyx_capi) {
    for (const auto& section : elf.sections()) {
      if (!is_data(section) || section.name != ".rodata") continue;
      std::string_view text = elf.section_bytes(section).as_string();
      std::size_t start = 0;
      while (start < text.size()) {
        std::size_t end = text.find('\0', start);
        if (end == std::string_view::npos) break;
        std::string_view word = text.substr(start, end - start);
        if (is_dotted_name(word)) capi.module_name_strings.emplace(word);
        start = end + 1;
      }
    }
  }
  return capi;
}

}  // namespace cudacompat::abi
