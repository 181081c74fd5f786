// The `.version` and `.target` lines at the top of a PTX payload. Compressed payloads are
// decompressed only as far as those lines (a few KiB of output), never whole.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "readers/byte_view.h"
#include "readers/fatbin_reader.h"
#include "readers/result.h"

namespace cudacompat::readers {

struct PtxPreamble {
  int isa_major = 0;  // .version 9.0 -> 9, 0
  int isa_minor = 0;
  std::string target;  // .target sm_90a -> "sm_90a" (the first target named)
};

// Parses the preamble from PTX text (the first lines are enough).
Expected<PtxPreamble> parse_ptx_preamble(std::string_view text, std::string_view file_name, std::uint64_t offset);

// Reads the preamble of the PTX payload of `entry`, whose bytes are in `bytes`.
Expected<PtxPreamble> read_ptx_preamble(ByteView bytes, const FatbinEntry& entry, std::string_view file_name);

}  // namespace cudacompat::readers
