// The aarch64 pass that reads the arguments of calls (call_sites_aarch64.cpp) on code assembled here
// (llvm-mc -triple=aarch64 -show-encoding gave each word), in an ELF file made here around it: the
// pass asks the file which addresses are code.
#include <elf.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>
#include <vector>

#include "abi/call_sites.h"
#include "readers/byte_view.h"
#include "readers/elf_reader.h"

namespace cudacompat::abi {
namespace {

constexpr std::uint64_t kText = 0x1000;  // where .text is loaded; every function below starts there

// A 64-bit little-endian aarch64 shared object with one section, .text at kText, holding `code`.
std::vector<std::uint8_t> elf_with_text(const std::vector<std::uint32_t>& code) {
  static constexpr std::string_view kNames("\0.text\0.shstrtab\0", 17);
  const std::size_t code_at = sizeof(Elf64_Ehdr);
  const std::size_t names_at = code_at + code.size() * 4;
  const std::size_t table_at = (names_at + kNames.size() + 7) / 8 * 8;
  std::vector<std::uint8_t> bytes(table_at + 3 * sizeof(Elf64_Shdr));
  Elf64_Ehdr header{};
  std::memcpy(header.e_ident, ELFMAG, SELFMAG);
  header.e_ident[EI_CLASS] = ELFCLASS64;
  header.e_ident[EI_DATA] = ELFDATA2LSB;
  header.e_ident[EI_VERSION] = EV_CURRENT;
  header.e_type = ET_DYN;
  header.e_machine = EM_AARCH64;
  header.e_version = EV_CURRENT;
  header.e_shoff = table_at;
  header.e_ehsize = sizeof(Elf64_Ehdr);
  header.e_shentsize = sizeof(Elf64_Shdr);
  header.e_shnum = 3;
  header.e_shstrndx = 2;
  std::memcpy(bytes.data(), &header, sizeof header);
  std::memcpy(bytes.data() + code_at, code.data(), code.size() * 4);
  std::memcpy(bytes.data() + names_at, kNames.data(), kNames.size());
  Elf64_Shdr sections[3]{};
  sections[1].sh_name = 1;  // .text
  sections[1].sh_type = SHT_PROGBITS;
  sections[1].sh_flags = SHF_ALLOC | SHF_EXECINSTR;
  sections[1].sh_addr = kText;
  sections[1].sh_offset = code_at;
  sections[1].sh_size = code.size() * 4;
  sections[2].sh_name = 7;  // .shstrtab
  sections[2].sh_type = SHT_STRTAB;
  sections[2].sh_offset = names_at;
  sections[2].sh_size = kNames.size();
  std::memcpy(bytes.data() + table_at, sections, sizeof sections);
  return bytes;
}

// The pass over the .text of an ELF file holding `code`.
CallSites calls_in(const std::vector<std::uint32_t>& code) {
  const auto bytes = elf_with_text(code);
  auto elf = readers::ElfFile::parse(readers::ByteView(bytes.data(), bytes.size()), "made.so");
  EXPECT_TRUE(elf.ok()) << elf.error().message;
  CallSites calls;
  if (!elf.ok()) return calls;
  const readers::ElfSection* text = elf->find_section(".text");
  EXPECT_NE(text, nullptr);
  if (text) aarch64_call_sites(*elf, *text, calls);
  return calls;
}

constexpr std::uint32_t kNop = 0xd503201f;
constexpr std::uint32_t kRet = 0xd65f03c0;

// An address built with adrp + add into x19 (callee-saved) reaches the x2 of two calls; x0
// (caller-saved) is forgotten at a call; a spill to the frame survives x19's being overwritten.
TEST(Aarch64CallSites, CarriesCalleeSavedRegistersAndFrameSlotsAcrossCallsAndForgetsCallerSavedOnes) {
  const CallSites calls = calls_in({
      0xf0000013,  // 0x1000: adrp x19, 0x4000
      0x91004273,  // 0x1004: add x19, x19, #16
      0x90000020,  // 0x1008: adrp x0, 0x5000
      0xaa1303e2,  // 0x100c: mov x2, x19
      0x9400000c,  // 0x1010: bl 0x1040
      0xaa1303e2,  // 0x1014: mov x2, x19
      0xf90007f3,  // 0x1018: str x19, [sp, #8]
      0xd2800013,  // 0x101c: mov x19, #0
      0xf94007e3,  // 0x1020: ldr x3, [sp, #8]
      0x94000007,  // 0x1024: bl 0x1040
      0x94000006,  // 0x1028: bl 0x1040
      kRet, kNop, kNop, kNop, kNop,
      kRet,  // 0x1040: the callee
  });
  EXPECT_EQ(calls.calls_to.at(0x1040), 3u);  // every call counted, read or not
  ASSERT_EQ(calls.sites.size(), 2u);         // the third has no address in x0..x3
  EXPECT_EQ(calls.sites[0].address, 0x1010u);
  EXPECT_EQ(calls.sites[0].callee, 0x1040u);
  EXPECT_EQ(calls.sites[0].arguments[0], std::optional<std::uint64_t>(0x5000));
  EXPECT_EQ(calls.sites[0].arguments[2], std::optional<std::uint64_t>(0x4010));
  EXPECT_EQ(calls.sites[1].address, 0x1024u);
  EXPECT_EQ(calls.sites[1].arguments[0], std::nullopt);                          // x0 is the callee's after a call
  EXPECT_EQ(calls.sites[1].arguments[2], std::optional<std::uint64_t>(0x4010));  // x19 survived the call
  EXPECT_EQ(calls.sites[1].arguments[3], std::optional<std::uint64_t>(0x4010));  // reloaded from the frame
}

// An error path between two calls (`mov x21, #1; b fail`) does not overwrite, for the pass, the x21
// that the code after it reads: that code is reached only by the forward branch, which carried x21.
TEST(Aarch64CallSites, CodeAfterAnUnconditionalBranchStartsFromWhatTheBranchesToItCarried) {
  const CallSites calls = calls_in({
      0xd0000015,  // 0x1000: adrp x21, 0x3000
      0xaa1503e2,  // 0x1004: mov x2, x21
      0x9400000e,  // 0x1008: bl 0x1040
      0xb5000060,  // 0x100c: cbnz x0, 0x1018
      0xd2800035,  // 0x1010: mov x21, #1
      0x14000007,  // 0x1014: b 0x1030 (fail)
      0xaa1503e2,  // 0x1018: mov x2, x21
      0x94000009,  // 0x101c: bl 0x1040
      kRet, kNop, kNop, kNop,
      kRet,  // 0x1030: fail
      kNop, kNop, kNop,
      kRet,  // 0x1040: the callee
  });
  ASSERT_EQ(calls.sites.size(), 2u);
  EXPECT_EQ(calls.sites[1].address, 0x101cu);
  EXPECT_EQ(calls.sites[1].arguments[2], std::optional<std::uint64_t>(0x3000));
}

// Where two paths join with different addresses in x21, the pass knows neither (a wrong address would
// read a wrong string); a call to an address that is no code is no call to read.
TEST(Aarch64CallSites, AJoinKeepsOnlyWhatItsPredecessorsAgreeOnAndCallsOutsideCodeAreNotCounted) {
  const CallSites calls = calls_in({
      0xd0000015,  // 0x1000: adrp x21, 0x3000
      0xb4000060,  // 0x1004: cbz x0, 0x1010
      0x90000035,  // 0x1008: adrp x21, 0x5000
      kNop,        // 0x100c: falls through to the join
      0xaa1503e2,  // 0x1010: mov x2, x21
      0xd0000021,  // 0x1014: adrp x1, 0x7000
      0x9400000a,  // 0x1018: bl 0x1040
      0x94040000,  // 0x101c: bl 0x10101c, outside .text
      kRet, kNop, kNop, kNop, kNop, kNop, kNop, kNop,
      kRet,  // 0x1040: the callee
  });
  EXPECT_EQ(calls.calls_to.size(), 1u);
  EXPECT_EQ(calls.calls_to.at(0x1040), 1u);
  ASSERT_EQ(calls.sites.size(), 1u);
  EXPECT_EQ(calls.sites[0].arguments[1], std::optional<std::uint64_t>(0x7000));
  EXPECT_EQ(calls.sites[0].arguments[2], std::nullopt);
}

// A rotated loop (GCC's shape in cuda-bindings 13.0.0's aarch64 cyruntime): the loop is entered
// at its check, its head lies after a `b` and only the backward branch reaches it, and the loop is
// left from the head. One pass starts the head from nothing and loses x20; the next starts it from
// what the backward branch carried, and the call after the exit reads x20 + 16.
TEST(Aarch64CallSites, CodeOnlyABackwardBranchReachesStartsFromWhatThatBranchCarried) {
  const CallSites calls = calls_in({
      0xd0000014,  // 0x1000: adrp x20, 0x3000
      0x14000004,  // 0x1004: b 0x1014 (into the loop, at its check)
      0xf9400021,  // 0x1008: ldr x1, [x1] (the loop's head)
      0xb4000081,  // 0x100c: cbz x1, 0x101c (out of the loop)
      kNop,        // 0x1010
      0xb5ffffa1,  // 0x1014: cbnz x1, 0x1008 (back to the head)
      0x14000006,  // 0x1018: b 0x1030
      0x91004282,  // 0x101c: add x2, x20, #16
      0x94000008,  // 0x1020: bl 0x1040
      kRet, kNop, kNop,
      kRet,  // 0x1030
      kNop, kNop, kNop,
      kRet,  // 0x1040: the callee
  });
  EXPECT_EQ(calls.calls_to.at(0x1040), 1u);
  ASSERT_EQ(calls.sites.size(), 1u);
  EXPECT_EQ(calls.sites[0].address, 0x1020u);
  EXPECT_EQ(calls.sites[0].arguments[2], std::optional<std::uint64_t>(0x3010));
}

}  // namespace
}  // namespace cudacompat::abi
