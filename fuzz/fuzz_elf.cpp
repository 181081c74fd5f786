// libFuzzer target: the ELF reader and what the audit reads through it (dynamic section,
// imported symbols with their version requirements, fatbin sections, embedded fatbins, PTX text).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "readers/device_code.h"
#include "readers/elf_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat::readers;
  ByteView bytes(data, size);
  auto elf = ElfFile::parse(bytes, "fuzz.so");
  if (!elf) return 0;
  if (auto dynamic = elf->dynamic_info()) {
    for (auto needed : dynamic->needed) (void)needed.size();
  }
  if (auto imports = elf->imported_symbols()) {
    for (const auto& symbol : *imports) (void)symbol.version_file.size();
  }
  DeviceCodeOptions options;
  options.ptx_text = PtxText::kAll;
  DeviceCode code;
  read_device_code(*elf, options, code);
  if (elf->machine() == elf::kMachineCuda) (void)cubin_entry(*elf);
  return 0;
}
