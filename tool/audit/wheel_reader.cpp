#include "audit/wheel_reader.h"

#include <fmt/format.h>
#include <zip.h>

#include <algorithm>
#include <memory>
#include <new>
#include <string>

namespace cudacompat::audit {
namespace {

struct ArchiveCloser {
  void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct FileCloser {
  void operator()(zip_file_t* file) const { zip_fclose(file); }
};

}  // namespace

bool looks_like_zip(ByteView bytes) { return bytes.starts_with("PK\x03\x04") || bytes.starts_with("PK\x05\x06"); }

std::optional<Error> read_zip(ByteView bytes, std::string_view file_name,
                              const std::function<bool(std::string_view name, ByteView head)>& wanted,
                              const std::function<void(std::string_view name, ByteView contents)>& visit,
                              const std::function<void(Error)>& member_error, const ZipLimits& limits) {
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
  if (!source) {
    Error result = error_in(file_name, fmt::format("cannot read as a zip archive: {}", zip_error_strerror(&error)));
    zip_error_fini(&error);
    return result;
  }
  std::unique_ptr<zip_t, ArchiveCloser> archive(zip_open_from_source(source, ZIP_RDONLY, &error));
  if (!archive) {
    zip_source_free(source);
    Error result = error_in(file_name, fmt::format("cannot read as a zip archive: {}", zip_error_strerror(&error)));
    zip_error_fini(&error);
    return result;
  }
  zip_error_fini(&error);

  const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
  for (zip_int64_t index = 0; index < count; ++index) {
    zip_stat_t status;
    zip_stat_init(&status);
    if (zip_stat_index(archive.get(), static_cast<zip_uint64_t>(index), 0, &status) != 0 ||
        !(status.valid & ZIP_STAT_NAME)) {
      member_error(error_in(file_name, fmt::format("zip entry {}: cannot read its directory record: {}", index,
                                                   zip_strerror(archive.get()))));
      continue;
    }
    std::string_view name = status.name;
    if (name.empty() || name.back() == '/') continue;
    auto fail = [&](std::string_view why) {
      member_error(error_in(file_name, fmt::format("zip entry {} '{}': {}", index, name, why)));
    };
    std::unique_ptr<zip_file_t, FileCloser> file(zip_fopen_index(archive.get(), static_cast<zip_uint64_t>(index), 0));
    if (!file) {
      fail(zip_strerror(archive.get()));
      continue;
    }
    std::uint8_t head[8] = {};
    zip_int64_t head_size = zip_fread(file.get(), head, sizeof head);
    if (head_size < 0) {
      fail(zip_file_strerror(file.get()));
      continue;
    }
    if (!wanted(name, ByteView(head, static_cast<std::uint64_t>(head_size)))) continue;
    if (!(status.valid & ZIP_STAT_SIZE)) {
      fail("its uncompressed size is not recorded");
      continue;
    }
    if (status.size > limits.max_member_size) {
      fail(fmt::format("uncompressed size {} is over the limit of {} bytes", status.size, limits.max_member_size));
      continue;
    }
    std::unique_ptr<std::uint8_t[]> contents(new (std::nothrow) std::uint8_t[status.size ? status.size : 1]);
    if (!contents) {
      fail(fmt::format("cannot allocate {} bytes to read it", status.size));
      continue;
    }
    std::uint64_t filled = std::min<std::uint64_t>(static_cast<std::uint64_t>(head_size), status.size);
    std::copy(head, head + filled, contents.get());
    bool failed = false;
    while (filled < status.size) {
      zip_int64_t got = zip_fread(file.get(), contents.get() + filled, status.size - filled);
      if (got < 0) {
        fail(zip_file_strerror(file.get()));
        failed = true;
        break;
      }
      if (got == 0) {
        fail(fmt::format("ends after {} of its {} bytes", filled, status.size));
        failed = true;
        break;
      }
      filled += static_cast<std::uint64_t>(got);
    }
    if (failed) continue;
    // libzip checks the CRC when a read reaches the end of the member: ask for one byte more.
    std::uint8_t extra = 0;
    zip_int64_t tail = zip_fread(file.get(), &extra, 1);
    if (tail != 0) {
      fail(tail < 0 ? std::string(zip_file_strerror(file.get())) : "holds more bytes than its recorded size");
      continue;
    }
    visit(name, ByteView(contents.get(), status.size));
  }
  return std::nullopt;
}

}  // namespace cudacompat::audit
