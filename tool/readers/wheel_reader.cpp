#include "readers/wheel_reader.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <libdeflate.h>
#include <sys/mman.h>
#include <unistd.h>
#include <zip.h>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "readers/mapped_file.h"
#include "readers/record_hash.h"

namespace cudacompat::readers {
namespace {

struct ZipArchiveCloser {
  void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct FileCloser {
  void operator()(zip_file_t* file) const { zip_fclose(file); }
};
struct DecompressorFreer {
  void operator()(libdeflate_decompressor* decompressor) const { libdeflate_free_decompressor(decompressor); }
};

constexpr std::uint64_t kChunk = 1 << 20;                         // decompressed at a time; the grain of the holes kept
constexpr std::uint64_t kReleaseEvery = std::uint64_t{64} << 20;  // of a streamed member, between page releases

bool all_zero(const std::uint8_t* bytes, std::uint64_t length) {
  static const std::vector<std::uint8_t> kZeros(kChunk);
  for (std::uint64_t at = 0; at < length; at += kChunk) {
    const std::uint64_t n = std::min(kChunk, length - at);
    if (std::memcmp(bytes + at, kZeros.data(), n) != 0) return false;  // memcmp is vectorised
  }
  return true;
}

// Anonymous memory reserved for a whole member but touched only where non-zero chunks are written:
// untouched pages read as zeros and cost nothing. Kept from one member to the next when it is large
// enough: its pages stay mapped, so a member's bytes do not fault in fresh zeroed pages each time.
// The first reservation is for the largest member read into memory (`reserve`): address space costs
// nothing, and growing by remapping each time a larger member came faulted every page in again
// (cuda-python's members grow 2, 6, 12, 25, 35 MB: half of abi-diff's page faults).
class SparseBuffer {
 public:
  explicit SparseBuffer(std::uint64_t reserve = 0) : reserve_(reserve) {}
  SparseBuffer(const SparseBuffer&) = delete;
  SparseBuffer& operator=(const SparseBuffer&) = delete;
  ~SparseBuffer() { free(); }

  // Makes room for a member of `size` bytes; `zeroed`: all of it reads as zeros (for write(), which
  // skips zero chunks), else it is overwritten whole (libdeflate). False when no room can be had.
  bool reset(std::uint64_t size, bool zeroed) {
    ranges_.clear();
    size_ = size;
    if (size > capacity_) {
      free();
      const std::uint64_t capacity = (std::max(size, reserve_) + kChunk - 1) / kChunk * kChunk;
      void* address =
          ::mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (address == MAP_FAILED) return false;
      // Huge pages where the system gives them on request: a member's bytes fault in 2 MiB at a time
      // instead of 4 KiB (libdeflate's writes into fresh pages were most of abi-diff's page faults).
      ::madvise(address, capacity, MADV_HUGEPAGE);
      data_ = static_cast<std::uint8_t*>(address);
      capacity_ = capacity;
    } else if (zeroed && size > 0) {
      ::madvise(data_, (size + page_size() - 1) / page_size() * page_size(), MADV_DONTNEED);  // reads as zeros
    }
    return true;
  }
  // Gives the memory back (before a member that is read through a temporary file instead).
  void free() {
    if (data_) ::munmap(data_, capacity_);
    data_ = nullptr;
    capacity_ = 0;
  }
  std::uint8_t* data() { return data_; }

  // Appends `length` bytes at `offset`; all-zero chunks are not written (the memory is zero already).
  void write(std::uint64_t offset, const std::uint8_t* bytes, std::uint64_t length) {
    if (length <= kChunk && all_zero(bytes, length)) return;
    std::memcpy(data_ + offset, bytes, length);
    add_range(offset, length);
  }
  // After the whole member was written in one call (libdeflate): chunks of zeros are handed back
  // to the system (they read as zeros again) and left out of the extents.
  void keep_only_data() {
    const std::uint64_t page = page_size();
    for (std::uint64_t at = 0; at < size_; at += kChunk) {
      const std::uint64_t length = std::min(kChunk, size_ - at);
      if (!all_zero(data_ + at, length)) {
        add_range(at, length);
      } else if (length % page == 0) {
        ::madvise(data_ + at, length, MADV_DONTNEED);
      }
    }
  }
  DataExtents extents() const { return DataExtents(ranges_); }

 private:
  void add_range(std::uint64_t offset, std::uint64_t length) {
    const std::uint8_t* begin = data_ + offset;
    if (!ranges_.empty() && ranges_.back().second == begin) {
      ranges_.back().second = begin + length;
    } else {
      ranges_.emplace_back(begin, begin + length);
    }
  }
  static std::uint64_t page_size() { return static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE)); }
  std::uint64_t reserve_ = 0;
  std::uint8_t* data_ = nullptr;
  std::uint64_t size_ = 0;
  std::uint64_t capacity_ = 0;
  std::vector<DataExtents::Range> ranges_;
};

// An unlinked temporary file a large member is streamed into: non-zero chunks are written, zero
// ones left as holes (a member that expands into gigabytes of zeros costs neither memory nor disk).
// The page cache holds what is written, not this process: mapped afterwards, only the pages a
// reader touches (and has not released) are resident.
class SparseTemporaryFile {
 public:
  static Expected<SparseTemporaryFile> create(const std::string& directory_wanted, std::uint64_t size) {
    std::string directory = directory_wanted;
    if (directory.empty()) {
      const char* tmpdir = std::getenv("TMPDIR");
      directory = tmpdir && *tmpdir ? tmpdir : "/tmp";
    }
    SparseTemporaryFile file;
    file.fd_ = ::open(directory.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (file.fd_ < 0) {  // a file system without O_TMPFILE: create, then unlink at once
      std::string path = directory + "/cudacompat-member-XXXXXX";
      file.fd_ = ::mkstemp(path.data());
      if (file.fd_ >= 0) ::unlink(path.c_str());
    }
    if (file.fd_ < 0) {
      return Error{
          fmt::format("cannot create a temporary file in {} to inflate it into ({}): set TMPDIR to a "
                      "writable directory",
                      directory, std::strerror(errno))};
    }
    if (::ftruncate(file.fd_, static_cast<off_t>(size)) != 0) {
      return Error{
          fmt::format("cannot size a temporary file in {} to {} bytes: {}", directory, size, std::strerror(errno))};
    }
    file.directory_ = std::move(directory);
    return file;
  }
  SparseTemporaryFile() = default;
  SparseTemporaryFile(SparseTemporaryFile&& other) noexcept
      : fd_(std::exchange(other.fd_, -1)), directory_(std::move(other.directory_)) {}
  SparseTemporaryFile& operator=(SparseTemporaryFile&&) = delete;
  ~SparseTemporaryFile() {
    if (fd_ >= 0) ::close(fd_);
  }
  int fd() const { return fd_; }

  Expected<void> write(std::uint64_t offset, const std::uint8_t* bytes, std::uint64_t length) {
    if (all_zero(bytes, length)) return {};
    while (length > 0) {
      const ssize_t written = ::pwrite(fd_, bytes, length, static_cast<off_t>(offset));
      if (written < 0) {
        if (errno == EINTR) continue;
        return Error{fmt::format("cannot write the temporary file it is inflated into (in {}): {}", directory_,
                                 std::strerror(errno))};
      }
      bytes += written;
      offset += static_cast<std::uint64_t>(written);
      length -= static_cast<std::uint64_t>(written);
    }
    return {};
  }

 private:
  int fd_ = -1;
  std::string directory_;
};

// Reads the rest of an open member (after `filled` bytes) in chunks, handing each to `sink`, the
// hash updated on the way; then checks the CRC (libzip does when a read reaches the member's end).
template <class Sink>
Expected<void> stream_rest(zip_file_t* file, std::uint64_t filled, std::uint64_t size, std::vector<std::uint8_t>& chunk,
                           Sha256* hash, const std::function<void()>& release_archive, Sink&& sink) {
  std::uint64_t released_at = filled;
  while (filled < size) {
    if (release_archive && filled - released_at >= kReleaseEvery) {
      release_archive();
      released_at = filled;
    }
    const std::uint64_t wanted_now = std::min<std::uint64_t>(kChunk, size - filled);
    zip_int64_t got = zip_fread(file, chunk.data(), wanted_now);
    if (got < 0) return Error{zip_file_strerror(file)};
    if (got == 0) return Error{fmt::format("ends after {} of its {} bytes", filled, size)};
    if (hash) hash->update(chunk.data(), static_cast<std::uint64_t>(got));
    if (auto written = sink(filled, chunk.data(), static_cast<std::uint64_t>(got)); !written) return written;
    filled += static_cast<std::uint64_t>(got);
  }
  std::uint8_t extra = 0;
  zip_int64_t tail = zip_fread(file, &extra, 1);
  if (tail != 0)
    return Error{tail < 0 ? std::string(zip_file_strerror(file)) : "holds more bytes than its recorded size"};
  return {};
}

// A deflated member's raw bytes, copied out of the archive into `compressed` (grown, never shrunk:
// kept from member to member). The directory's word for the compressed size is checked before it
// sizes a buffer: no member's data can be larger than the archive that holds it.
Expected<void> read_raw(zip_t* archive, std::uint64_t archive_size, zip_uint64_t index, const zip_stat_t& status,
                        std::vector<std::uint8_t>& compressed) {
  std::unique_ptr<zip_file_t, FileCloser> raw(zip_fopen_index(archive, index, ZIP_FL_COMPRESSED));
  if (!raw) return Error{zip_strerror(archive)};
  if (status.comp_size > archive_size) {
    return Error{
        fmt::format("its compressed size ({} bytes) is larger than the whole archive ({} bytes): its "
                    "directory record is corrupt",
                    status.comp_size, archive_size)};
  }
  if (compressed.size() < status.comp_size) compressed.resize(status.comp_size);
  std::uint64_t filled = 0;
  while (filled < status.comp_size) {
    zip_int64_t got = zip_fread(raw.get(), compressed.data() + filled, status.comp_size - filled);
    if (got < 0) return Error{zip_file_strerror(raw.get())};
    if (got == 0)
      return Error{fmt::format("its compressed data ends after {} of its {} bytes", filled, status.comp_size)};
    filled += static_cast<std::uint64_t>(got);
  }
  return {};
}

// What a deflated member must inflate to: its size, and its CRC where the directory records one.
struct InflatedShape {
  std::uint64_t size = 0;
  std::optional<std::uint32_t> crc;
};
InflatedShape shape_of(const zip_stat_t& status) {
  return {status.size, (status.valid & ZIP_STAT_CRC) ? std::optional<std::uint32_t>(status.crc) : std::nullopt};
}

// Inflates `compressed` into `contents` in one libdeflate call and checks it against `shape`.
Expected<void> inflate_raw(libdeflate_decompressor* decompressor, const std::uint8_t* compressed,
                           std::uint64_t compressed_size, const InflatedShape& shape, SparseBuffer& contents) {
  std::size_t produced = 0;
  switch (libdeflate_deflate_decompress(decompressor, compressed, compressed_size, contents.data(), shape.size,
                                        &produced)) {
    case LIBDEFLATE_SUCCESS:
      break;
    case LIBDEFLATE_INSUFFICIENT_SPACE:
      return Error{"holds more bytes than its recorded size"};
    default:
      return Error{"its deflate data is corrupt (it cannot be inflated)"};
  }
  if (produced != shape.size) return Error{fmt::format("ends after {} of its {} bytes", produced, shape.size)};
  if (shape.crc) {
    const std::uint32_t crc = libdeflate_crc32(0, contents.data(), shape.size);
    if (crc != *shape.crc) {
      return Error{fmt::format("CRC error: its bytes give {:08x}, the archive records {:08x}", crc, *shape.crc)};
    }
  }
  return {};
}

// The whole of a deflated member, inflated in one call: its compressed bytes are read raw, then
// libdeflate writes the member into `contents` and the CRC is checked against the zip's record.
Expected<void> inflate_whole(zip_t* archive, std::uint64_t archive_size, zip_uint64_t index, const zip_stat_t& status,
                             libdeflate_decompressor* decompressor, std::vector<std::uint8_t>& compressed,
                             SparseBuffer& contents) {
  if (auto read = read_raw(archive, archive_size, index, status, compressed); !read) return read;
  return inflate_raw(decompressor, compressed.data(), status.comp_size, shape_of(status), contents);
}

// The digests RECORD is checked against, and the errors of the members only RECORD reads, handed on in
// member order once the walk is over. With a wheel's RECORD to check, every member is read to its
// end, and most of a wheel's bytes are often members no check reads but RECORD's: cuda-python ships
// 55 MB of generated .cpp beside its binaries. Those that are deflated and fit in memory are
// inflated and hashed here on a second thread while the reader's thread reads the binaries: on two
// cores the gate's reading of NEW was its longest thread by that work. Handing everything on after
// the walk, on one core or many, keeps what a caller sees the same on every machine: the binaries'
// facts in member order, then those errors (the first of two members of one name wins either way).
class RecordDigests {
 public:
  RecordDigests(const ZipDigestVisitor& digested, const std::function<void(Error)>& member_error, bool beside,
                std::uint64_t reserve)
      : digested_(digested), member_error_(member_error), beside_(beside), reserve_(reserve) {}
  RecordDigests(const RecordDigests&) = delete;
  RecordDigests& operator=(const RecordDigests&) = delete;
  ~RecordDigests() { stop(); }

  bool wanted() const { return static_cast<bool>(digested_); }

  // A digest made on the reader's thread, or the error that kept a member only RECORD reads from
  // being hashed.
  void add(std::uint64_t index, std::string_view name, Expected<MemberDigest> digest) {
    std::lock_guard lock(mutex_);
    slots_.push_back({index, std::string(name), std::move(digest)});
  }
  // A deflated member, read raw from the archive, then inflated and hashed on the second thread, or
  // here without one, with the reader's own decompressor and buffer. Waits while the bytes queued
  // there pass kQueuedBytes; the buffers they are copied into are used again (a fresh one each time
  // was zeroed and faulted in, member by member).
  void add_deflated(std::uint64_t index, std::string_view name, zip_t* archive, std::uint64_t archive_size,
                    const zip_stat_t& status, libdeflate_decompressor* here, SparseBuffer& here_contents) {
    Job job{0, take_buffer(), status.comp_size, shape_of(status)};
    if (auto read = read_raw(archive, archive_size, index, status, job.compressed); !read) {
      give_back(std::move(job.compressed));
      add(index, name, read.error());
      return;
    }
    if (!beside_) {
      add(index, name, inflate_and_hash(here, job, here_contents));
      give_back(std::move(job.compressed));
      return;
    }
    std::unique_lock lock(mutex_);
    if (!worker_.joinable()) worker_ = std::thread([this] { work(); });
    room_.wait(lock, [&] { return queued_bytes_ < kQueuedBytes; });
    queued_bytes_ += job.size;
    slots_.push_back({index, std::string(name), std::nullopt});
    job.slot = slots_.size() - 1;
    jobs_.push_back(std::move(job));
    ready_.notify_one();
  }
  // After the walk: every digest to `digested` and every error to `member_error`, in member order.
  void hand_on() {
    stop();
    for (auto& slot : slots_) {
      if (!slot.digest) continue;
      if (*slot.digest) {
        digested_(slot.name, std::move(**slot.digest));
      } else {
        member_error_(Error{fmt::format("zip entry {} '{}': {}", slot.index, slot.name, slot.digest->error().message)});
      }
    }
    slots_.clear();
  }

 private:
  static constexpr std::uint64_t kQueuedBytes = std::uint64_t{16} << 20;
  struct Slot {
    std::uint64_t index;
    std::string name;
    std::optional<Expected<MemberDigest>> digest;  // empty until the second thread has made it
  };
  struct Job {
    std::size_t slot;
    std::vector<std::uint8_t> compressed;  // its first `size` bytes are the member's
    std::uint64_t size;
    InflatedShape shape;
  };
  static constexpr std::size_t kSpareBuffers = 2;

  std::vector<std::uint8_t> take_buffer() {
    std::lock_guard lock(mutex_);
    if (spare_.empty()) return {};
    std::vector<std::uint8_t> buffer = std::move(spare_.back());
    spare_.pop_back();
    return buffer;
  }
  void give_back(std::vector<std::uint8_t> buffer) {
    std::lock_guard lock(mutex_);
    if (spare_.size() < kSpareBuffers) spare_.push_back(std::move(buffer));
  }

  void stop() {
    {
      std::lock_guard lock(mutex_);
      closed_ = true;
    }
    ready_.notify_all();
    if (worker_.joinable()) worker_.join();
  }
  void work() {
    std::unique_ptr<libdeflate_decompressor, DecompressorFreer> decompressor(libdeflate_alloc_decompressor());
    SparseBuffer contents(reserve_);
    std::unique_lock lock(mutex_);
    for (;;) {
      ready_.wait(lock, [&] { return closed_ || !jobs_.empty(); });
      if (jobs_.empty()) return;
      Job job = std::move(jobs_.front());
      jobs_.pop_front();
      lock.unlock();
      Expected<MemberDigest> digest = inflate_and_hash(decompressor.get(), job, contents);
      lock.lock();
      slots_[job.slot].digest = std::move(digest);
      queued_bytes_ -= job.size;
      if (spare_.size() < kSpareBuffers) spare_.push_back(std::move(job.compressed));
      room_.notify_all();
    }
  }
  static Expected<MemberDigest> inflate_and_hash(libdeflate_decompressor* decompressor, const Job& job,
                                                 SparseBuffer& contents) {
    if (!decompressor) return Error{"cannot allocate a deflate decompressor (out of memory)"};
    if (!contents.reset(job.shape.size, /*zeroed=*/false)) {
      return Error{fmt::format("cannot reserve {} bytes of address space to read it", job.shape.size)};
    }
    if (auto inflated = inflate_raw(decompressor, job.compressed.data(), job.size, job.shape, contents); !inflated) {
      return inflated.error();
    }
    Sha256 sha;
    sha.update(contents.data(), job.shape.size);
    return MemberDigest{job.shape.size, sha.finish_record_form()};
  }

  const ZipDigestVisitor& digested_;
  const std::function<void(Error)>& member_error_;
  const bool beside_;
  const std::uint64_t reserve_;  // for the SparseBuffers
  std::mutex mutex_;
  std::condition_variable ready_;  // a job is queued, or the walk is over
  std::condition_variable room_;   // queued bytes fell
  std::deque<Job> jobs_;
  std::vector<std::vector<std::uint8_t>> spare_;  // raw buffers to be used again
  std::vector<Slot> slots_;
  std::uint64_t queued_bytes_ = 0;
  bool closed_ = false;
  std::thread worker_;
};

}  // namespace

bool looks_like_zip(ByteView bytes) { return bytes.starts_with("PK\x03\x04") || bytes.starts_with("PK\x05\x06"); }

Expected<void> read_zip(ByteView bytes, const std::function<bool(std::string_view name, ByteView head)>& wanted,
                        const ZipMemberVisitor& visit, const std::function<void(Error)>& member_error,
                        const ZipLimits& limits, const ZipDigestVisitor& digested) {
  return read_zip(
      bytes, wanted, [&](const ZipMember& member) { visit(member.name, member.contents, member.extents); },
      member_error, limits, digested);
}

namespace {

// The archive, opened from memory; its error says why it is no zip archive.
Expected<std::unique_ptr<zip_t, ZipArchiveCloser>> open_archive(ByteView bytes) {
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* source = zip_source_buffer_create(bytes.data(), bytes.size(), 0, &error);
  if (!source) {
    Error result{fmt::format("cannot read as a zip archive: {}", zip_error_strerror(&error))};
    zip_error_fini(&error);
    return result;
  }
  std::unique_ptr<zip_t, ZipArchiveCloser> archive(zip_open_from_source(source, ZIP_RDONLY, &error));
  if (!archive) {
    zip_source_free(source);
    Error result{fmt::format("cannot read as a zip archive: {}", zip_error_strerror(&error))};
    zip_error_fini(&error);
    return result;
  }
  zip_error_fini(&error);
  return archive;
}

// One member, opened and its first bytes read: what chooses how the rest of it is read.
struct OpenMember {
  zip_int64_t index = 0;
  zip_stat_t status{};
  std::string_view name;
  std::unique_ptr<zip_file_t, FileCloser> file;
  std::uint8_t head[8] = {};
  std::uint64_t head_size = 0;
  std::optional<Sha256> hash;  // over what has been read, when RECORD's digests are asked for
  bool deflated = false;       // libdeflate can inflate it in one call

  ByteView head_bytes() const { return ByteView(head, head_size); }
  std::uint64_t head_filled() const { return std::min(head_size, static_cast<std::uint64_t>(status.size)); }
};

// The walk over every member of one archive, with the buffers kept from member to member.
class ZipWalk {
 public:
  ZipWalk(ByteView bytes, zip_t* archive, libdeflate_decompressor* decompressor,
          const std::function<bool(std::string_view name, ByteView head)>& wanted, const ZipMemberReader& visit,
          const std::function<void(Error)>& member_error, const ZipLimits& limits, const ZipDigestVisitor& digested)
      : bytes_(bytes),
        archive_(archive),
        decompressor_(decompressor),
        wanted_(wanted),
        visit_(visit),
        member_error_(member_error),
        limits_(limits),
        contents_(limits.in_memory_size),
        digests_(digested, member_error, digested && limits.hash_beside && std::thread::hardware_concurrency() > 1,
                 limits.in_memory_size) {
    if (limits.release_archive_pages) {
      release_archive_ = [this] { limits_.release_archive_pages(bytes_.data(), bytes_.size()); };
    }
  }

  void run() {
    const zip_int64_t count = zip_get_num_entries(archive_, 0);
    for (zip_int64_t index = 0; index < count; ++index) {
      if (release_archive_ && index > 0) release_archive_();  // the previous member's compressed bytes
      read_member(index);
    }
    digests_.hand_on();
  }

 private:
  void fail(const OpenMember& member, std::string_view why) {
    member_error_(Error{fmt::format("zip entry {} '{}': {}", member.index, member.name, why)});
  }

  void read_member(zip_int64_t index) {
    OpenMember member;
    member.index = index;
    zip_stat_init(&member.status);
    if (zip_stat_index(archive_, static_cast<zip_uint64_t>(index), 0, &member.status) != 0 ||
        !(member.status.valid & ZIP_STAT_NAME)) {
      member_error_(
          Error{fmt::format("zip entry {}: cannot read its directory record: {}", index, zip_strerror(archive_))});
      return;
    }
    member.name = member.status.name;
    if (member.name.empty() || member.name.back() == '/') return;
    member.file.reset(zip_fopen_index(archive_, static_cast<zip_uint64_t>(index), 0));
    if (!member.file) return fail(member, zip_strerror(archive_));
    const zip_int64_t head_size = zip_fread(member.file.get(), member.head, sizeof member.head);
    if (head_size < 0) return fail(member, zip_file_strerror(member.file.get()));
    member.head_size = static_cast<std::uint64_t>(head_size);
    if (digests_.wanted()) {
      member.hash.emplace();
      member.hash->update(member.head, member.head_size);
    }
    const zip_stat_t& status = member.status;
    member.deflated = (status.valid & ZIP_STAT_COMP_METHOD) && status.comp_method == ZIP_CM_DEFLATE &&
                      (status.valid & ZIP_STAT_COMP_SIZE) &&
                      (!(status.valid & ZIP_STAT_ENCRYPTION_METHOD) || status.encryption_method == ZIP_EM_NONE);
    if (!wanted_(member.name, member.head_bytes())) {
      if (digests_.wanted()) digest_only(member);
      return;
    }
    if (!(status.valid & ZIP_STAT_SIZE)) return fail(member, "its uncompressed size is not recorded");
    if (status.size > limits_.max_member_size) {
      return fail(member, fmt::format("uncompressed size {} is over the limit of {} bytes", status.size,
                                      limits_.max_member_size));
    }
    if (status.size > limits_.in_memory_size) return read_large(member);
    read_in_memory(member);
  }

  // RECORD covers every member, binaries or not. One deflated that fits in memory is inflated by
  // libdeflate in one call, as a wanted one is (zlib's streaming and its CRC took twice as long), on
  // the second thread where there is one; the rest are streamed through the hash here.
  void digest_only(OpenMember& member) {
    const zip_stat_t& status = member.status;
    const auto at = static_cast<std::uint64_t>(member.index);
    if (member.deflated && (status.valid & ZIP_STAT_SIZE) && status.size <= limits_.in_memory_size &&
        status.size <= limits_.max_member_size) {
      member.file.reset();
      digests_.add_deflated(at, member.name, archive_, bytes_.size(), status, decompressor_, contents_);
      return;
    }
    std::uint64_t size = member.head_size;
    zip_int64_t got = 0;
    while ((got = zip_fread(member.file.get(), chunk_.data(), kChunk)) > 0) {
      member.hash->update(chunk_.data(), static_cast<std::uint64_t>(got));
      size += static_cast<std::uint64_t>(got);
    }
    if (got < 0) {
      digests_.add(at, member.name, Error{zip_file_strerror(member.file.get())});
    } else {
      digests_.add(at, member.name, MemberDigest{size, member.hash->finish_record_form()});
    }
  }

  // Large: streamed through zlib into a temporary file, mapped once written. The buffers of members
  // read into memory are given back first: the resident set holds one or the other.
  void read_large(OpenMember& member) {
    const std::uint64_t size = member.status.size;
    contents_.free();
    std::vector<std::uint8_t>().swap(compressed_);
    auto temporary = SparseTemporaryFile::create(limits_.temporary_directory, size);
    if (!temporary) return fail(member, temporary.error().message);
    if (auto written = temporary->write(0, member.head, member.head_filled()); !written) {
      return fail(member, written.error().message);
    }
    auto streamed =
        stream_rest(member.file.get(), member.head_filled(), size, chunk_, member.hash ? &*member.hash : nullptr,
                    release_archive_, [&](std::uint64_t offset, const std::uint8_t* data, std::uint64_t length) {
                      return temporary->write(offset, data, length);
                    });
    if (!streamed) return fail(member, streamed.error().message);
    member.file.reset();
    auto mapped = MappedFile::map_descriptor(temporary->fd(), fmt::format("the temporary copy of '{}'", member.name));
    if (!mapped) return fail(member, mapped.error().message);
    add_digest(member);
    const MappedFile& view = *mapped;
    visit_(ZipMember{member.name, view.bytes(), view.extents(),
                     [&view](const std::uint8_t* begin, std::uint64_t length) { view.release(begin, length); }});
  }

  // Into memory: a deflated member in one libdeflate call, a stored one chunk by chunk.
  void read_in_memory(OpenMember& member) {
    const std::uint64_t size = member.status.size;
    if (!contents_.reset(size, /*zeroed=*/!member.deflated)) {
      return fail(member, fmt::format("cannot reserve {} bytes of address space to read it", size));
    }
    if (member.deflated) {
      member.file.reset();  // its first bytes were enough to choose it; the whole is inflated in one call
      if (auto inflated = inflate_whole(archive_, bytes_.size(), static_cast<zip_uint64_t>(member.index), member.status,
                                        decompressor_, compressed_, contents_);
          !inflated) {
        return fail(member, inflated.error().message);
      }
      contents_.keep_only_data();
      if (member.hash) {
        member.hash.emplace();  // the head went into the stream's hash; hash the whole member here instead
        member.hash->update(contents_.data(), size);
      }
    } else {
      contents_.write(0, member.head, member.head_filled());
      auto streamed =
          stream_rest(member.file.get(), member.head_filled(), size, chunk_, member.hash ? &*member.hash : nullptr,
                      release_archive_, [&](std::uint64_t offset, const std::uint8_t* data, std::uint64_t length) {
                        contents_.write(offset, data, length);
                        return Expected<void>{};
                      });
      if (!streamed) return fail(member, streamed.error().message);
    }
    add_digest(member);
    const DataExtents extents = contents_.extents();
    visit_(ZipMember{member.name, ByteView(contents_.data(), size), extents, nullptr});
  }

  void add_digest(OpenMember& member) {
    if (!member.hash) return;
    digests_.add(static_cast<std::uint64_t>(member.index), member.name,
                 MemberDigest{member.status.size, member.hash->finish_record_form()});
  }

  ByteView bytes_;
  zip_t* archive_;
  libdeflate_decompressor* decompressor_;
  const std::function<bool(std::string_view name, ByteView head)>& wanted_;
  const ZipMemberReader& visit_;
  const std::function<void(Error)>& member_error_;
  const ZipLimits& limits_;
  std::function<void()> release_archive_;
  std::vector<std::uint8_t> chunk_ = std::vector<std::uint8_t>(kChunk);
  SparseBuffer contents_;                 // members read into memory, one at a time
  std::vector<std::uint8_t> compressed_;  // a deflated member's raw bytes, for libdeflate
  RecordDigests digests_;
};

}  // namespace

Expected<void> read_zip(ByteView bytes, const std::function<bool(std::string_view name, ByteView head)>& wanted,
                        const ZipMemberReader& visit, const std::function<void(Error)>& member_error,
                        const ZipLimits& limits, const ZipDigestVisitor& digested) {
  auto archive = open_archive(bytes);
  if (!archive) return archive.error();
  std::unique_ptr<libdeflate_decompressor, DecompressorFreer> decompressor(libdeflate_alloc_decompressor());
  if (!decompressor) return Error{"cannot allocate a deflate decompressor (out of memory)"};
  ZipWalk(bytes, archive->get(), decompressor.get(), wanted, visit, member_error, limits, digested).run();
  return {};
}

}  // namespace cudacompat::readers
