// x86-64 call sites, and the section lookups both machines share.
#include <array>

#include "abi/call_sites.h"

namespace cudacompat::abi {

using readers::ByteView;
using readers::ElfFile;
using readers::ElfSection;

const ElfSection* section_at(const ElfFile& elf, std::uint64_t address) {
  for (const auto& section : elf.sections()) {
    if ((section.flags & readers::elf::kFlagAlloc) && section.size > 0 && address >= section.address &&
        address - section.address < section.size) {
      return &section;
    }
  }
  return nullptr;
}

bool is_code_address(const ElfFile& elf, std::uint64_t address) {
  const ElfSection* section = section_at(elf, address);
  return section && section->has_bytes() && (section->flags & readers::elf::kFlagExec);
}

// Every `call rel32` whose target is code, with the `lea reg, [rip+disp32]` loads that
// immediately precede it (register moves between them are allowed and clear the register they
// write). The instruction stream is not decoded from the start: the loads are recognised walking
// back from each call, and what they load is checked by the caller (a string, code, or data), so
// a byte pattern that only looks like a call contributes nothing.

void x86_64_call_sites(const ElfFile& elf, const ElfSection& code, std::vector<CallSite>& sites) {
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

}  // namespace cudacompat::abi
