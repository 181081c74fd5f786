// The first bytes of a fatbin entry's payload, decompressed only as far as asked (LZ4 and zstd
// payloads are never decompressed whole): the PTX preamble and the cubin's toolkit note both sit
// near the start.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "readers/byte_view.h"
#include "readers/fatbin_reader.h"
#include "readers/result.h"

namespace cudacompat::readers {

// Fills `buffer` (of `capacity` bytes) with the start of `entry`'s payload and returns how many
// bytes it holds (fewer when the payload is shorter). `what` names the payload in errors ("PTX").
Expected<std::size_t> read_payload_prefix(ByteView bytes, const FatbinEntry& entry, char* buffer, std::size_t capacity,
                                          std::string_view what);

}  // namespace cudacompat::readers
