// A non-owning, bounds-aware view over bytes (a mapped file, a slice of one, a buffer). Readers
// check every offset with `contains` before reading; `read` and `sub` assume that check was made.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace cudacompat::readers {

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the audit reads little-endian ELF and fatbin headers by copying them; it needs a little-endian host"
#endif

class ByteView {
 public:
  ByteView() = default;
  ByteView(const std::uint8_t* data, std::uint64_t size) : data_(data), size_(size) {}
  explicit ByteView(std::string_view text)
      : data_(reinterpret_cast<const std::uint8_t*>(text.data())), size_(text.size()) {}

  const std::uint8_t* data() const { return data_; }
  std::uint64_t size() const { return size_; }
  bool empty() const { return size_ == 0; }

  // True when [offset, offset + length) lies inside the view; safe against overflow.
  bool contains(std::uint64_t offset, std::uint64_t length) const {
    return offset <= size_ && length <= size_ - offset;
  }

  ByteView sub(std::uint64_t offset, std::uint64_t length) const { return {data_ + offset, length}; }
  ByteView from(std::uint64_t offset) const { return {data_ + offset, size_ - offset}; }

  template <class T>
  T read(std::uint64_t offset) const {
    static_assert(std::is_trivially_copyable_v<T>);
    T value;
    std::memcpy(&value, data_ + offset, sizeof(T));
    return value;
  }

  bool starts_with(std::string_view prefix) const {
    return size_ >= prefix.size() && std::memcmp(data_, prefix.data(), prefix.size()) == 0;
  }

  // The NUL-terminated string at `offset`, cut at the end of the view when it has no NUL;
  // empty when `offset` is outside.
  std::string_view c_string_at(std::uint64_t offset) const {
    if (offset >= size_) return {};
    const auto* begin = reinterpret_cast<const char*>(data_ + offset);
    const void* nul = std::memchr(begin, 0, size_ - offset);
    std::size_t length = nul ? static_cast<const char*>(nul) - begin : size_ - offset;
    return {begin, length};
  }

  std::string_view as_string() const { return {reinterpret_cast<const char*>(data_), size_}; }

 private:
  const std::uint8_t* data_ = nullptr;
  std::uint64_t size_ = 0;
};

}  // namespace cudacompat::readers
