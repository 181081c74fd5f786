// Call sites of a code section, with the addresses loaded into the first four integer argument
// registers at each call: what the Cython C-API reader (cython_capi.h) reads the string arguments
// of __Pyx_ExportFunction and __Pyx_ImportFunction from. One function per machine; both carry
// registers and frame slots across the section and leave a value unknown rather than guess: a
// wrong address would read a wrong string, a missing one reads nothing.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
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

struct CallSites {
  std::vector<CallSite> sites;  // the calls with at least one address in an argument register, in address order
  std::unordered_map<std::uint64_t, std::size_t> calls_to;  // callee -> every direct call to it, addresses read or not
};

// Appends the section's direct calls to code. calls_to counts them all, so a reader can say how many
// calls of a helper it could not read the arguments of. On x86-64, where `worth_reading` is given,
// only the functions that load an address it accepts (`lea disp(%rip)`) are decoded, each whole
// (their bounds from .eh_frame_hdr; the whole section where the file has none): calls_to then
// counts the calls in those functions.
void x86_64_call_sites(const readers::ElfFile& elf, const readers::ElfSection& code, CallSites& out,
                       const std::function<bool(std::uint64_t)>& worth_reading = {});
void aarch64_call_sites(const readers::ElfFile& elf, const readers::ElfSection& code, CallSites& out);

// The x86-64 pass over bytes loaded at `address`, calls counted where `is_code(target)`: what
// x86_64_call_sites runs on a section, and what the fuzz target runs on raw code.
void x86_64_calls_in(readers::ByteView bytes, std::uint64_t address, const std::function<bool(std::uint64_t)>& is_code,
                     CallSites& out);

}  // namespace cudacompat::abi
