// A whole file mapped read-only. Readers walk headers through the mapping, so only the pages they
// touch are read; payloads (GPU code) are never copied or read.
#pragma once

#include <string>

#include "audit/byte_view.h"
#include "audit/result.h"

namespace cudacompat::audit {

class MappedFile {
 public:
  static Expected<MappedFile> open(const std::string& path);

  MappedFile() = default;
  MappedFile(MappedFile&& other) noexcept;
  MappedFile& operator=(MappedFile&& other) noexcept;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile();

  ByteView bytes() const { return {static_cast<const std::uint8_t*>(address_), size_}; }

  // Drops the pages of [offset, offset + length) from this process's mapping (they stay in the
  // page cache). Long walks call it on what they have passed, to keep the resident set small.
  void release(std::uint64_t offset, std::uint64_t length) const;
  // The same for a range given by address; ignored unless it lies inside this mapping.
  void release(const std::uint8_t* begin, std::uint64_t length) const;

 private:
  void* address_ = nullptr;
  std::uint64_t size_ = 0;
};

}  // namespace cudacompat::audit
