#include "audit/ptx_preamble.h"

#include <fmt/format.h>
#include <lz4.h>
#include <zstd.h>

#include <array>
#include <memory>

namespace cudacompat::audit {
namespace {

// The preamble follows a few comment lines; nvcc 11.x-13.x put it within the first 1 KiB.
constexpr std::size_t kPrefixBytes = 4096;

struct ZstdContextDeleter {
  void operator()(ZSTD_DCtx* context) const { ZSTD_freeDCtx(context); }
};

ZSTD_DCtx* thread_zstd_context() {
  thread_local std::unique_ptr<ZSTD_DCtx, ZstdContextDeleter> context(ZSTD_createDCtx());
  return context.get();
}

bool parse_version(std::string_view text, int* major, int* minor) {
  std::size_t dot = text.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot + 1 >= text.size()) return false;
  auto number = [](std::string_view digits, int* out) {
    if (digits.empty() || digits.size() > 4) return false;
    int value = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return false;
      value = value * 10 + (c - '0');
    }
    *out = value;
    return true;
  };
  return number(text.substr(0, dot), major) && number(text.substr(dot + 1), minor);
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\r')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

}  // namespace

Expected<PtxPreamble> parse_ptx_preamble(std::string_view text, std::string_view file_name, std::uint64_t offset) {
  PtxPreamble preamble;
  bool have_version = false;
  while (!text.empty()) {
    std::size_t newline = text.find('\n');
    std::string_view line = trim(text.substr(0, newline));
    text = newline == std::string_view::npos ? std::string_view{} : text.substr(newline + 1);
    if (line.rfind(".version", 0) == 0) {
      std::string_view value = trim(line.substr(8));
      if (!parse_version(value, &preamble.isa_major, &preamble.isa_minor)) {
        return error_at(file_name, offset, fmt::format("PTX .version line '{}' is not MAJOR.MINOR", line));
      }
      have_version = true;
    } else if (line.rfind(".target", 0) == 0) {
      std::string_view value = trim(line.substr(7));
      value = value.substr(0, value.find_first_of(", \t"));
      preamble.target = std::string(value);
      break;  // .target follows .version
    }
  }
  if (!have_version) {
    return error_at(file_name, offset, "PTX text has no .version line in its first 4 KiB");
  }
  return preamble;
}

Expected<PtxPreamble> read_ptx_preamble(ByteView bytes, const FatbinEntry& entry, std::string_view file_name) {
  if (!bytes.contains(entry.payload_offset, entry.stored_size)) {
    return error_at(file_name, entry.payload_offset, "PTX payload goes past the end of the data");
  }
  ByteView payload = bytes.sub(entry.payload_offset, entry.stored_size);
  std::array<char, kPrefixBytes> buffer{};
  std::size_t produced = 0;
  switch (entry.compression) {
    case Compression::kNone: {
      std::string_view text = payload.as_string().substr(0, kPrefixBytes);
      return parse_ptx_preamble(text, file_name, entry.payload_offset);
    }
    case Compression::kLz4: {
      int result = LZ4_decompress_safe_partial(reinterpret_cast<const char*>(payload.data()), buffer.data(),
                                               static_cast<int>(std::min<std::uint64_t>(payload.size(), INT32_MAX)),
                                               static_cast<int>(buffer.size()), static_cast<int>(buffer.size()));
      if (result < 0) {
        return error_at(file_name, entry.payload_offset, "LZ4-compressed PTX payload does not decompress");
      }
      produced = static_cast<std::size_t>(result);
      break;
    }
    case Compression::kZstd: {
      ZSTD_DCtx* context = thread_zstd_context();
      ZSTD_DCtx_reset(context, ZSTD_reset_session_only);
      ZSTD_inBuffer input{payload.data(), payload.size(), 0};
      ZSTD_outBuffer output{buffer.data(), buffer.size(), 0};
      while (output.pos < output.size) {
        std::size_t status = ZSTD_decompressStream(context, &output, &input);
        if (ZSTD_isError(status)) {
          return error_at(
              file_name, entry.payload_offset + input.pos,
              fmt::format("zstd-compressed PTX payload does not decompress: {}", ZSTD_getErrorName(status)));
        }
        if (status == 0 || (input.pos == input.size && output.pos < output.size)) break;
      }
      produced = output.pos;
      break;
    }
  }
  return parse_ptx_preamble(std::string_view(buffer.data(), produced), file_name, entry.payload_offset);
}

}  // namespace cudacompat::audit
