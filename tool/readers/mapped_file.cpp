#include "readers/mapped_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <utility>

namespace cudacompat::readers {
namespace {

// The SIGBUS guard: the mappings in use, in a fixed table the signal handler can read without
// locks or allocation. A slot is claimed by a compare-and-swap of `begin` from 0.
struct GuardSlot {
  std::atomic<std::uintptr_t> begin{0};
  std::atomic<std::uintptr_t> end{0};
  std::atomic<bool> faulted{false};
};
constexpr int kGuardSlots = 256;  // mappings open at once: one per reading thread, and a few nested
std::array<GuardSlot, kGuardSlots> guard_slots;
struct sigaction previous_bus_action {};

void on_bus_error(int signal, siginfo_t* info, void* context) {
  const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
  for (auto& slot : guard_slots) {
    const std::uintptr_t begin = slot.begin.load(std::memory_order_acquire);
    if (begin == 0 || address < begin || address >= slot.end.load(std::memory_order_acquire)) continue;
    // A page of the mapped file is gone: put a zero page in its place and let the read go on.
    const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    void* at = reinterpret_cast<void*>(address & ~(page - 1));
    if (::mmap(at, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
      slot.faulted.store(true, std::memory_order_release);
      return;
    }
    break;
  }
  // Not ours (or no page could be put there): what would have happened without this handler.
  if (previous_bus_action.sa_flags & SA_SIGINFO && previous_bus_action.sa_sigaction) {
    previous_bus_action.sa_sigaction(signal, info, context);
    return;
  }
  if (previous_bus_action.sa_handler != SIG_DFL && previous_bus_action.sa_handler != SIG_IGN &&
      previous_bus_action.sa_handler != nullptr) {
    previous_bus_action.sa_handler(signal);
    return;
  }
  ::signal(SIGBUS, SIG_DFL);
  ::raise(SIGBUS);
}

void install_bus_guard() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_sigaction = on_bus_error;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, &previous_bus_action);
  });
}

int claim_guard_slot(const void* address, std::uint64_t size) {
  const auto begin = reinterpret_cast<std::uintptr_t>(address);
  for (int i = 0; i < kGuardSlots; ++i) {
    std::uintptr_t expected = 0;
    GuardSlot& slot = guard_slots[static_cast<std::size_t>(i)];
    if (slot.begin.compare_exchange_strong(expected, begin, std::memory_order_acq_rel)) {
      slot.end.store(begin + size, std::memory_order_release);
      slot.faulted.store(false, std::memory_order_release);
      return i;
    }
  }
  return -1;  // more mappings than slots: this one is read unguarded
}

// Where the file holds data, by SEEK_DATA/SEEK_HOLE. Empty (= everywhere) when the file system
// cannot say or the file has no holes.
DataExtents data_extents(int fd, const std::uint8_t* base, std::uint64_t size) {
  constexpr std::size_t kMaxRanges = 4096;  // beyond this, the rest counts as data (never too little)
  std::vector<DataExtents::Range> ranges;
  off_t at = 0;
  const auto end = static_cast<off_t>(size);
  while (at < end) {
    const off_t data = ::lseek(fd, at, SEEK_DATA);
    if (data < 0) {
      if (errno == ENXIO) break;  // no more data: the rest is a hole
      return DataExtents();       // SEEK_DATA unsupported: read everything
    }
    off_t hole = ::lseek(fd, data, SEEK_HOLE);
    if (hole < 0 || hole > end) hole = end;
    if (ranges.size() + 1 == kMaxRanges) hole = end;
    ranges.emplace_back(base + data, base + hole);
    at = hole;
  }
  if (ranges.size() == 1 && ranges.front().first == base && ranges.front().second == base + size) {
    return DataExtents();
  }
  return DataExtents(std::move(ranges));
}

}  // namespace

Expected<MappedFile> MappedFile::open(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return error_in(path, fmt::format("cannot open: {}", std::strerror(errno)));
  auto mapped = map_descriptor(fd, path);
  ::close(fd);
  return mapped;
}

Expected<MappedFile> MappedFile::map_descriptor(int fd, const std::string& name) {
  struct stat status {};
  if (::fstat(fd, &status) != 0) return error_in(name, fmt::format("cannot stat: {}", std::strerror(errno)));
  if (!S_ISREG(status.st_mode)) return error_in(name, "not a regular file");
  MappedFile file;
  file.size_ = static_cast<std::uint64_t>(status.st_size);
  if (file.size_ > 0) {
    install_bus_guard();
    void* address = ::mmap(nullptr, file.size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (address == MAP_FAILED) {
      return error_in(name, fmt::format("cannot map {} bytes: {}", file.size_, std::strerror(errno)));
    }
    // The walk jumps from header to header; read-ahead would pull in payloads it never looks at.
    ::madvise(address, file.size_, MADV_RANDOM);
    file.address_ = address;
    file.guard_slot_ = claim_guard_slot(address, file.size_);
    file.extents_ = data_extents(fd, static_cast<const std::uint8_t*>(address), file.size_);
  }
  return file;
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : address_(std::exchange(other.address_, nullptr)),
      size_(std::exchange(other.size_, 0)),
      guard_slot_(std::exchange(other.guard_slot_, -1)),
      extents_(std::move(other.extents_)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
  if (this != &other) {
    unmap();
    address_ = std::exchange(other.address_, nullptr);
    size_ = std::exchange(other.size_, 0);
    guard_slot_ = std::exchange(other.guard_slot_, -1);
    extents_ = std::move(other.extents_);
  }
  return *this;
}

MappedFile::~MappedFile() { unmap(); }

void MappedFile::unmap() {
  if (!address_) return;
  ::munmap(address_, size_);
  if (guard_slot_ >= 0) {
    GuardSlot& slot = guard_slots[static_cast<std::size_t>(guard_slot_)];
    slot.end.store(0, std::memory_order_release);  // matches nothing until the next claim sets it
    slot.faulted.store(false, std::memory_order_release);
    slot.begin.store(0, std::memory_order_release);  // frees the slot last
  }
  address_ = nullptr;
  guard_slot_ = -1;
}

bool MappedFile::changed_while_read() const {
  return guard_slot_ >= 0 && guard_slots[static_cast<std::size_t>(guard_slot_)].faulted.load(std::memory_order_acquire);
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

}  // namespace cudacompat::readers
