#include "readers/tar_reader.h"

#include <archive.h>
#include <archive_entry.h>
#include <fmt/format.h>

#include <memory>
#include <string>
#include <vector>

namespace cudacompat::readers {
namespace {

struct LibarchiveReaderCloser {
  void operator()(archive* reader) const { archive_read_free(reader); }
};

std::string reader_error(archive* reader) {
  const char* message = archive_error_string(reader);
  return message ? message : "unknown libarchive error";
}

// Reads up to `length` bytes; fewer only at the member's end. -1 on an error.
std::int64_t read_fully(archive* reader, std::uint8_t* into, std::uint64_t length) {
  std::uint64_t got = 0;
  while (got < length) {
    const la_ssize_t step = archive_read_data(reader, into + got, length - got);
    if (step < 0) return -1;
    if (step == 0) break;
    got += static_cast<std::uint64_t>(step);
  }
  return static_cast<std::int64_t>(got);
}

}  // namespace

Expected<void> read_tar(ByteView bytes, const std::function<bool(std::string_view name, ByteView head)>& wanted,
                        const std::function<void(std::string_view name, ByteView contents)>& visit,
                        const std::function<void(Error)>& member_error, const TarLimits& limits) {
  std::unique_ptr<archive, LibarchiveReaderCloser> reader(archive_read_new());
  if (!reader) return Error{"cannot start libarchive"};
  archive_read_support_filter_all(reader.get());
  archive_read_support_format_tar(reader.get());
  archive_read_support_format_gnutar(reader.get());
  if (archive_read_open_memory(reader.get(), bytes.data(), bytes.size()) != ARCHIVE_OK) {
    return Error{fmt::format("cannot read as a (compressed) tar archive: {}", reader_error(reader.get()))};
  }
  for (std::size_t index = 0;; ++index) {
    archive_entry* entry = nullptr;
    const int status = archive_read_next_header(reader.get(), &entry);
    if (status == ARCHIVE_EOF) return {};
    if (status == ARCHIVE_FATAL) {
      return Error{fmt::format("tar entry {}: cannot read its header: {}", index, reader_error(reader.get()))};
    }
    if (status == ARCHIVE_RETRY) continue;
    if (archive_entry_filetype(entry) != AE_IFREG) continue;  // directories, symlinks, hard links
    const char* raw_name = archive_entry_pathname(entry);
    std::string_view name = raw_name ? raw_name : "";
    while (name.substr(0, 2) == "./") name.remove_prefix(2);
    auto fail = [&](std::string_view why) { member_error(Error{fmt::format("tar entry '{}': {}", name, why)}); };
    std::uint8_t head[8] = {};
    const std::int64_t head_size = read_fully(reader.get(), head, sizeof head);
    if (head_size < 0) {
      fail(reader_error(reader.get()));
      continue;  // the next header read says whether the stream can go on
    }
    if (!wanted(name, ByteView(head, static_cast<std::uint64_t>(head_size)))) continue;
    if (!archive_entry_size_is_set(entry) || archive_entry_size(entry) < 0) {
      fail("its size is not recorded");
      continue;
    }
    const auto size = static_cast<std::uint64_t>(archive_entry_size(entry));
    if (size > limits.max_member_size) {
      fail(fmt::format("size {} is over the limit of {} bytes", size, limits.max_member_size));
      continue;
    }
    if (static_cast<std::uint64_t>(head_size) > size) {
      fail("holds more bytes than its recorded size");
      continue;
    }
    std::vector<std::uint8_t> contents(size);
    std::copy(head, head + head_size, contents.begin());
    const std::int64_t rest = read_fully(reader.get(), contents.data() + head_size, size - head_size);
    if (rest < 0) {
      fail(reader_error(reader.get()));
      continue;
    }
    if (static_cast<std::uint64_t>(rest) + static_cast<std::uint64_t>(head_size) != size) {
      fail(fmt::format("ends after {} of its {} bytes", rest + head_size, size));
      continue;
    }
    visit(name, ByteView(contents.data(), contents.size()));
  }
}

}  // namespace cudacompat::readers
