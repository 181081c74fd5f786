// Reads the members of a zip file (a Python wheel) in place with libzip: nothing is extracted
// where anyone would look for it. Only the members the caller selects (by name and first bytes) are
// inflated, one at a time: into memory, or, when large, into an unlinked temporary file that is
// mapped; the rest are not read past their first bytes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "readers/byte_view.h"
#include "readers/data_extents.h"
#include "readers/package_metadata.h"
#include "readers/result.h"

namespace cudacompat::readers {

bool looks_like_zip(ByteView bytes);  // "PK\3\4", or "PK\5\6" for an empty archive

struct ZipLimits {
  std::uint64_t max_member_size = std::uint64_t{8} << 30;  // larger members are reported, not read
  // Deflated members up to this size are inflated into memory in one call (libdeflate: two to
  // three times zlib's speed, but it needs the whole output at once). Larger ones are streamed
  // through zlib into an unlinked temporary file that is then mapped, so the resident set is
  // bounded by this size, not by the largest member (cuBLASLt's library is 468 MiB), and the
  // visitor may drop the pages it has passed (ZipMember::release_pages).
  std::uint64_t in_memory_size = std::uint64_t{48} << 20;
  // Where the temporary files of large members go; empty: $TMPDIR, else /tmp.
  std::string temporary_directory;
  // When the archive's bytes are a mapped file: drops its pages from the resident set (they stay
  // in the page cache). Called after each member and every 64 MiB of a streamed member, so that
  // the compressed bytes read so far do not stay resident (a 363 MiB wheel would otherwise end up
  // whole in the resident set). Null for bytes in memory: they are their only copy.
  std::function<void(const std::uint8_t* begin, std::uint64_t length)> release_archive_pages;
  // With digests asked for: the deflated members only RECORD needs are inflated and hashed on a
  // second thread (when the machine has more than one core) while the binaries are read on this
  // one. What is handed on, and in what order, is the same either way.
  bool hash_beside = true;
};

// One member read whole: its bytes, where they hold data (holes read as zeros and are skipped by
// scans), and, for a member streamed into a mapped temporary file, a way to drop pages the reader
// has passed (null for a member in memory: its pages are its only copy).
struct ZipMember {
  std::string_view name;
  ByteView contents;
  const DataExtents& extents;
  std::function<void(const std::uint8_t* begin, std::uint64_t length)> release_pages;
};
using ZipMemberReader = std::function<void(const ZipMember& member)>;

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
                        const ZipMemberReader& visit, const std::function<void(Error)>& member_error,
                        const ZipLimits& limits = {}, const ZipDigestVisitor& digested = {});
// The same, for visitors that need only the bytes and their extents.
Expected<void> read_zip(ByteView bytes, const std::function<bool(std::string_view name, ByteView head)>& wanted,
                        const ZipMemberVisitor& visit, const std::function<void(Error)>& member_error,
                        const ZipLimits& limits = {}, const ZipDigestVisitor& digested = {});

}  // namespace cudacompat::readers
