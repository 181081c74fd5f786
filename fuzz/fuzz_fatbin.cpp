// libFuzzer target: the fatbin container reader (sequence and scan) and the PTX preamble reader,
// including LZ4 and zstd prefix decompression.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "readers/cubin_note.h"
#include "readers/device_code.h"
#include "readers/fatbin_reader.h"
#include "readers/ptx_preamble.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cudacompat::readers;
  ByteView bytes(data, size);
  DeviceCodeOptions options;
  options.ptx_text = PtxText::kAll;
  options.toolkit_notes = ToolkitNotes::kAll;
  DeviceCode code;
  read_fatbin_file(bytes, options, code);
  std::size_t found = 0;
  scan_for_fatbins(bytes, 0, bytes.size(), [&](FatbinContainer&& container) {
    found += container.entries.size();
    for (const auto& entry : container.entries) {
      if (entry.kind == EntryKind::kPtx) (void)read_ptx_preamble(bytes, entry, "fuzz.fatbin");
      if (entry.kind == EntryKind::kSass) (void)entry_builder_toolkit(bytes, entry);
      (void)entry.target();
    }
  });
  (void)parse_ptx_preamble(bytes.as_string(), "fuzz.ptx", 0);
  return 0;
}
