// Reads the regular files of a tar stream (plain, gzip, xz, zstd or bzip2 compressed) in memory
// with libarchive: the members of a .deb (control.tar.*, data.tar.*) and of a conda package
// (info-*.tar.zst, pkg-*.tar.zst, or a whole .tar.bz2). Nothing is extracted to disk.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

#include "readers/byte_view.h"
#include "readers/result.h"

namespace cudacompat::readers {

struct TarLimits {
  std::uint64_t max_member_size = std::uint64_t{8} << 30;  // larger members are reported, not read
};

// `wanted` sees each regular file's name (without a leading "./") and its first (up to 8) bytes and
// says whether to read it whole; `visit` gets each wanted one; `member_error` each member that
// could not be read (the walk goes on while the stream allows). Returns an error when the stream
// itself cannot be read. Errors carry no file name.
[[nodiscard]] Expected<void> read_tar(ByteView bytes,
                                      const std::function<bool(std::string_view name, ByteView head)>& wanted,
                                      const std::function<void(std::string_view name, ByteView contents)>& visit,
                                      const std::function<void(Error)>& member_error, const TarLimits& limits = {});

}  // namespace cudacompat::readers
