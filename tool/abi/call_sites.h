// Call sites of a code section, with the addresses loaded into the first four integer argument
// registers at each call: what the Cython C-API reader (cython_capi.h) reads the string arguments
// of __Pyx_ExportFunction and __Pyx_ImportFunction from. One function per machine; neither
// decodes more than the instructions that move addresses, and both leave a register unknown
// rather than guess: a wrong address would read a wrong string, a missing one reads nothing.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "readers/elf_reader.h"

namespace cudacompat::abi {

// rdi, rsi, rdx, rcx on x86-64; x0..x3 on aarch64.
using Arguments = std::array<std::optional<std::uint64_t>, 4>;

struct CallSite {
  std::uint64_t address = 0;
  std::uint64_t callee = 0;
  Arguments arguments;  // addresses in the argument registers at the call
};

// The allocated section that holds a virtual address; nullptr when none does.
const readers::ElfSection* section_at(const readers::ElfFile& elf, std::uint64_t address);
bool is_code_address(const readers::ElfFile& elf, std::uint64_t address);

// Appends the section's calls to code that have at least one address in an argument register,
// in address order.
void x86_64_call_sites(const readers::ElfFile& elf, const readers::ElfSection& code, std::vector<CallSite>& sites);
void aarch64_call_sites(const readers::ElfFile& elf, const readers::ElfSection& code, std::vector<CallSite>& sites);

}  // namespace cudacompat::abi
