// A whole file mapped read-only. Readers walk headers through the mapping, so only the pages they
// touch are read; payloads (GPU code) are never copied or read.
//
// Two things a build farm does to files under a reader are handled here:
// - A file truncated while it is mapped makes the next read past its new end raise SIGBUS. A
//   process-wide handler maps zero pages over the lost part instead, and the file is marked
//   `changed_while_read()`: the reader sees zeros (a header that makes no sense, or padding) and
//   the caller throws its findings away and reports the file as unreadable.
// - A sparse file can claim gigabytes it does not hold: `extents()` lists where it holds data
//   (SEEK_DATA/SEEK_HOLE), so scans skip the holes.
#pragma once

#include <string>

#include "readers/byte_view.h"
#include "readers/data_extents.h"
#include "readers/result.h"

namespace cudacompat::readers {

class MappedFile {
 public:
  static Expected<MappedFile> open(const std::string& path);
  // Maps the regular file open on `fd` (which stays the caller's to close); `name` names it in errors.
  static Expected<MappedFile> map_descriptor(int fd, const std::string& name);

  MappedFile() = default;
  MappedFile(MappedFile&& other) noexcept;
  MappedFile& operator=(MappedFile&& other) noexcept;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile();

  ByteView bytes() const { return {static_cast<const std::uint8_t*>(address_), size_}; }
  const DataExtents& extents() const { return extents_; }

  // True when a read of the mapping failed because the file shrank (or its storage failed) after
  // it was opened: what was read from it cannot be trusted.
  bool changed_while_read() const;

  // Drops the pages of [offset, offset + length) from this process's mapping (they stay in the
  // page cache). Long walks call it on what they have passed, to keep the resident set small.
  void release(std::uint64_t offset, std::uint64_t length) const;
  // The same for a range given by address; ignored unless it lies inside this mapping.
  void release(const std::uint8_t* begin, std::uint64_t length) const;

 private:
  void unmap();

  void* address_ = nullptr;
  std::uint64_t size_ = 0;
  int guard_slot_ = -1;  // its slot in the SIGBUS guard's table, while mapped
  DataExtents extents_;
};

}  // namespace cudacompat::readers
