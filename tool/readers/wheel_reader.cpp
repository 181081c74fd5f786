#include "readers/wheel_reader.h"

#include <fmt/format.h>
#include <sys/mman.h>
#include <zip.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "readers/record_hash.h"

namespace cudacompat::readers {
namespace {

struct ArchiveCloser {
  void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct FileCloser {
  void operator()(zip_file_t* file) const { zip_fclose(file); }
};

constexpr std::uint64_t kChunk = 1 << 20;  // decompressed at a time

// Anonymous memory reserved for a whole member but touched only where non-zero chunks are written:
// untouched pages read as zeros and cost nothing.
class SparseBuffer {
 public:
  explicit SparseBuffer(std::uint64_t size) : size_(size) {
    if (size == 0) return;
    void* address = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (address != MAP_FAILED) data_ = static_cast<std::uint8_t*>(address);
  }
  SparseBuffer(const SparseBuffer&) = delete;
  SparseBuffer& operator=(const SparseBuffer&) = delete;
  ~SparseBuffer() {
    if (data_) ::munmap(data_, size_);
  }
  bool ok() const { return size_ == 0 || data_ != nullptr; }
  std::uint8_t* data() { return data_; }

  // Appends `length` bytes at `offset`; all-zero chunks are not written (the memory is zero already).
  void write(std::uint64_t offset, const std::uint8_t* bytes, std::uint64_t length) {
    static const std::vector<std::uint8_t> kZeros(kChunk);
    if (length <= kChunk && std::memcmp(bytes, kZeros.data(), length) == 0) return;  // memcmp is vectorised
    std::memcpy(data_ + offset, bytes, length);
    const std::uint8_t* begin = data_ + offset;
    if (!ranges_.empty() && ranges_.back().second == begin) {
      ranges_.back().second = begin + length;
    } else {
      ranges_.emplace_back(begin, begin + length);
    }
  }
  DataExtents extents() const { return DataExtents(ranges_); }

 private:
  std::uint8_t* data_ = nullptr;
  std::uint64_t size_ = 0;
  std::vector<DataExtents::Range> ranges_;
};

}  // namespace

bool looks_like_zip(ByteView bytes) { return bytes.starts_with("PK\x03\x04") || bytes.starts_with("PK\x05\x06"); }

Expected<void> read_zip(ByteView bytes, const std::function<bool(std::string_view name, ByteView head)>& wanted,
                        const ZipMemberVisitor& visit, const std::function<void(Error)>& member_error,
                        const ZipLimits& limits, const ZipDigestVisitor& digested) {
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
  if (!source) {
    Error result{fmt::format("cannot read as a zip archive: {}", zip_error_strerror(&error))};
    zip_error_fini(&error);
    return result;
  }
  std::unique_ptr<zip_t, ArchiveCloser> archive(zip_open_from_source(source, ZIP_RDONLY, &error));
  if (!archive) {
    zip_source_free(source);
    Error result{fmt::format("cannot read as a zip archive: {}", zip_error_strerror(&error))};
    zip_error_fini(&error);
    return result;
  }
  zip_error_fini(&error);

  std::vector<std::uint8_t> chunk(kChunk);
  const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
  for (zip_int64_t index = 0; index < count; ++index) {
    zip_stat_t status;
    zip_stat_init(&status);
    if (zip_stat_index(archive.get(), static_cast<zip_uint64_t>(index), 0, &status) != 0 ||
        !(status.valid & ZIP_STAT_NAME)) {
      member_error(
          Error{fmt::format("zip entry {}: cannot read its directory record: {}", index, zip_strerror(archive.get()))});
      continue;
    }
    std::string_view name = status.name;
    if (name.empty() || name.back() == '/') continue;
    auto fail = [&](std::string_view why) {
      member_error(Error{fmt::format("zip entry {} '{}': {}", index, name, why)});
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
    std::optional<Sha256> hash;
    if (digested) {
      hash.emplace();
      hash->update(head, static_cast<std::uint64_t>(head_size));
    }
    if (!wanted(name, ByteView(head, static_cast<std::uint64_t>(head_size)))) {
      if (!hash) continue;
      // Streamed through the hash only: RECORD covers every member, binaries or not.
      std::uint64_t size = static_cast<std::uint64_t>(head_size);
      zip_int64_t got = 0;
      while ((got = zip_fread(file.get(), chunk.data(), kChunk)) > 0) {
        hash->update(chunk.data(), static_cast<std::uint64_t>(got));
        size += static_cast<std::uint64_t>(got);
      }
      if (got < 0) {
        fail(zip_file_strerror(file.get()));
        continue;
      }
      digested(name, MemberDigest{size, hash->finish_record_form()});
      continue;
    }
    if (!(status.valid & ZIP_STAT_SIZE)) {
      fail("its uncompressed size is not recorded");
      continue;
    }
    if (status.size > limits.max_member_size) {
      fail(fmt::format("uncompressed size {} is over the limit of {} bytes", status.size, limits.max_member_size));
      continue;
    }
    SparseBuffer contents(status.size);
    if (!contents.ok()) {
      fail(fmt::format("cannot reserve {} bytes of address space to read it", status.size));
      continue;
    }
    std::uint64_t filled = std::min<std::uint64_t>(static_cast<std::uint64_t>(head_size), status.size);
    contents.write(0, head, filled);
    bool failed = false;
    while (filled < status.size) {
      const std::uint64_t wanted_now = std::min<std::uint64_t>(kChunk, status.size - filled);
      zip_int64_t got = zip_fread(file.get(), chunk.data(), wanted_now);
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
      if (hash) hash->update(chunk.data(), static_cast<std::uint64_t>(got));
      contents.write(filled, chunk.data(), static_cast<std::uint64_t>(got));
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
    if (hash) digested(name, MemberDigest{status.size, hash->finish_record_form()});
    visit(name, ByteView(contents.data(), status.size), contents.extents());
  }
  return {};
}

}  // namespace cudacompat::readers
