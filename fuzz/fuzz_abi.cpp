// libFuzzer target: abi-diff's own readers, the Cython C-API reader (x86-64 and aarch64 call sites,
// over whatever ELF the bytes make) with the ELF reader's exported symbols, and the .pxd reader.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "abi/cython_capi.h"
#include "abi/pxd_declarations.h"
#include "readers/elf_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat;
  readers::ByteView bytes(data, size);
  if (auto elf = readers::ElfFile::parse(bytes, "fuzz.so")) {
    if (auto exports = elf->exported_symbols()) {
      for (const auto& symbol : *exports) (void)symbol.version.size();
    }
    if (auto capi = abi::read_cython_capi(*elf)) {
      for (const auto& import : capi->imports) (void)import.module.size();
    }
  }
  const auto pxd = abi::read_pxd_declarations(std::string_view(reinterpret_cast<const char*>(data), size));
  (void)pxd.names.size();
  // The input as a Cython 3.2 string table, decompressed.
  for (const auto& list : abi::read_capi_string_table(std::string_view(reinterpret_cast<const char*>(data), size))) {
    (void)list.functions.size();
  }
  return 0;
}
