#include "audit/mapped_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>

namespace cudacompat::audit {

Expected<MappedFile> MappedFile::open(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return error_in(path, fmt::format("cannot open: {}", std::strerror(errno)));
  struct stat status {};
  if (::fstat(fd, &status) != 0) {
    int saved = errno;
    ::close(fd);
    return error_in(path, fmt::format("cannot stat: {}", std::strerror(saved)));
  }
  if (!S_ISREG(status.st_mode)) {
    ::close(fd);
    return error_in(path, "not a regular file");
  }
  MappedFile file;
  file.size_ = static_cast<std::uint64_t>(status.st_size);
  if (file.size_ > 0) {
    void* address = ::mmap(nullptr, file.size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (address == MAP_FAILED) {
      int saved = errno;
      ::close(fd);
      return error_in(path, fmt::format("cannot map {} bytes: {}", file.size_, std::strerror(saved)));
    }
    // The walk jumps from header to header; read-ahead would pull in payloads it never looks at.
    ::madvise(address, file.size_, MADV_RANDOM);
    file.address_ = address;
  }
  ::close(fd);
  return file;
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : address_(std::exchange(other.address_, nullptr)), size_(std::exchange(other.size_, 0)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
  if (this != &other) {
    if (address_) ::munmap(address_, size_);
    address_ = std::exchange(other.address_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

MappedFile::~MappedFile() {
  if (address_) ::munmap(address_, size_);
}

void MappedFile::release(std::uint64_t offset, std::uint64_t length) const {
  if (!address_ || offset >= size_) return;
  const std::uint64_t page = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
  std::uint64_t begin = (offset + page - 1) / page * page;  // whole pages inside the range only
  std::uint64_t end = std::min(size_, offset + length) / page * page;
  if (end > begin) ::madvise(static_cast<char*>(address_) + begin, end - begin, MADV_DONTNEED);
}

void MappedFile::release(const std::uint8_t* begin, std::uint64_t length) const {
  const auto* base = static_cast<const std::uint8_t*>(address_);
  if (!address_ || begin < base || begin >= base + size_) return;
  release(static_cast<std::uint64_t>(begin - base), length);
}

}  // namespace cudacompat::audit
