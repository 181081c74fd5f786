#include "readers/payload_prefix.h"

#include <fmt/format.h>
#include <lz4.h>
#include <zstd.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <memory>

namespace cudacompat::readers {
namespace {

struct ZstdContextDeleter {
  void operator()(ZSTD_DCtx* context) const { ZSTD_freeDCtx(context); }
};

ZSTD_DCtx* thread_zstd_context() {
  thread_local std::unique_ptr<ZSTD_DCtx, ZstdContextDeleter> context(ZSTD_createDCtx());
  return context.get();
}

}  // namespace

Expected<std::size_t> read_payload_prefix(ByteView bytes, const FatbinEntry& entry, char* buffer, std::size_t capacity,
                                          std::string_view what) {
  if (!bytes.contains(entry.payload_offset, entry.stored_size)) {
    return error_at({}, entry.payload_offset, fmt::format("{} payload goes past the end of the data", what));
  }
  ByteView payload = bytes.sub(entry.payload_offset, entry.stored_size);
  switch (entry.compression) {
    case Compression::kNone: {
      const std::size_t length = static_cast<std::size_t>(std::min<std::uint64_t>(payload.size(), capacity));
      if (length > 0) std::memcpy(buffer, payload.data(), length);
      return length;
    }
    case Compression::kLz4: {
      const int wanted = static_cast<int>(std::min<std::size_t>(capacity, INT_MAX));
      const int result = LZ4_decompress_safe_partial(reinterpret_cast<const char*>(payload.data()), buffer,
                                                     static_cast<int>(std::min<std::uint64_t>(payload.size(), INT_MAX)),
                                                     wanted, wanted);
      if (result < 0) {
        return error_at({}, entry.payload_offset, fmt::format("LZ4-compressed {} payload does not decompress", what));
      }
      return static_cast<std::size_t>(result);
    }
    case Compression::kZstd: {
      ZSTD_DCtx* context = thread_zstd_context();
      ZSTD_DCtx_reset(context, ZSTD_reset_session_only);
      ZSTD_inBuffer input{payload.data(), payload.size(), 0};
      ZSTD_outBuffer output{buffer, capacity, 0};
      while (output.pos < output.size) {
        const std::size_t status = ZSTD_decompressStream(context, &output, &input);
        if (ZSTD_isError(status)) {
          return error_at(
              {}, entry.payload_offset + input.pos,
              fmt::format("zstd-compressed {} payload does not decompress: {}", what, ZSTD_getErrorName(status)));
        }
        if (status == 0 || (input.pos == input.size && output.pos < output.size)) break;
      }
      return output.pos;
    }
  }
  return std::size_t{0};
}

}  // namespace cudacompat::readers
