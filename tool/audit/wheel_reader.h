// Reads the members of a zip file (a Python wheel) in place with libzip: nothing is extracted to
// disk. Members that look like binaries (by their first bytes) are decompressed into memory one at a
// time and handed to the visitor; the rest are not read past their first bytes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

#include "audit/byte_view.h"
#include "audit/result.h"

namespace cudacompat::audit {

bool looks_like_zip(ByteView bytes);  // "PK\3\4", or "PK\5\6" for an empty archive

struct ZipLimits {
  std::uint64_t max_member_size = std::uint64_t{8} << 30;  // larger members are reported, not read
};

// `wanted` sees a member's name and its first (up to 8) bytes and says whether to read it whole.
// `visit` gets each wanted member; `member_error` each member that could not be read (the walk
// goes on). Returns an error when the archive itself cannot be opened.
std::optional<Error> read_zip(ByteView bytes, std::string_view file_name,
                              const std::function<bool(std::string_view name, ByteView head)>& wanted,
                              const std::function<void(std::string_view name, ByteView contents)>& visit,
                              const std::function<void(Error)>& member_error, const ZipLimits& limits = {});

}  // namespace cudacompat::audit
