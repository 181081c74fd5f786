// Reads the members of a zip file (a Python wheel) in place with libzip: nothing is extracted to
// disk. Members that look like binaries (by their first bytes) are decompressed into memory one at a
// time and handed to the visitor; the rest are not read past their first bytes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

#include "readers/byte_view.h"
#include "readers/data_extents.h"
#include "readers/package_metadata.h"
#include "readers/result.h"

namespace cudacompat::readers {

bool looks_like_zip(ByteView bytes);  // "PK\3\4", or "PK\5\6" for an empty archive

struct ZipLimits {
  std::uint64_t max_member_size = std::uint64_t{8} << 30;  // larger members are reported, not read
};

// `wanted` sees a member's name and its first (up to 8) bytes and says whether to read it whole.
// `visit` gets each wanted member; `member_error` each member that could not be read (the walk
// goes on). Returns an error when the archive itself cannot be opened.
// A member's bytes, decompressed into memory that is touched only where the member holds non-zero
// bytes: a member that expands 1000x into zeros costs the process its real content, not its size.
using ZipMemberVisitor = std::function<void(std::string_view name, ByteView contents, const DataExtents& extents)>;

// Reads each member that `wanted` (given its name and first bytes) selects and hands it to `visit`;
// a member that cannot be read goes to `member_error` and the others are still read. Errors carry
// no file name (the caller names the file once).
// With `digested` set, every member is read to its end and its size and SHA-256 handed to it (for
// RECORD); without, members that are not wanted are read no further than their first bytes.
using ZipDigestVisitor = std::function<void(std::string_view name, MemberDigest digest)>;
Expected<void> read_zip(ByteView bytes, const std::function<bool(std::string_view name, ByteView head)>& wanted,
                        const ZipMemberVisitor& visit, const std::function<void(Error)>& member_error,
                        const ZipLimits& limits = {}, const ZipDigestVisitor& digested = {});

}  // namespace cudacompat::readers
