// Reader of Unix `ar` archives (static libraries): GNU and BSD member names, the symbol tables
// skipped. Members are views into the archive's bytes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "readers/byte_view.h"
#include "readers/result.h"

namespace cudacompat::readers {

bool looks_like_archive(ByteView bytes);  // "!<arch>\n" or "!<thin>\n"

struct ArchiveMember {
  std::string name;
  std::uint64_t offset = 0;  // of the member's data in the archive
  ByteView bytes;
};

// The members in order. A thin archive (whose members live outside it) is reported as an error.
// On a malformed header the members read before it are in `members` and the error is returned.
Expected<void> read_archive(ByteView bytes, std::string_view file_name, std::vector<ArchiveMember>& members);

}  // namespace cudacompat::readers
