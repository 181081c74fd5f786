// Errors as values, in the manner of LLVM's Expected<T>: one way to fail across the tool. A reader
// or probe step never throws across a module boundary and never crashes on bad bytes; it returns an
// Error whose message says what was found and what was expected. The file is named once, at the
// boundary where a file's inspection starts (LLVM's createFileError), not by every nested step.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace cudacompat {

struct Error {
  std::string message;
};

// "libfoo.so: at offset 0x1a40: section header table goes past the end of the file ..."
Error error_at(std::string_view file, std::uint64_t offset, std::string_view what);
// For failures that are not about one offset (cannot open, cannot map).
Error error_in(std::string_view file, std::string_view what);

template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}      // NOLINT: implicit by design
  Expected(Error error) : state_(std::in_place_index<1>, std::move(error)) {}  // NOLINT

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

// Success or an Error, for steps that produce nothing: `return {};` on success.
template <>
class [[nodiscard]] Expected<void> {
 public:
  Expected() = default;
  Expected(Error error) : error_(std::move(error)), failed_(true) {}  // NOLINT: implicit by design

  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return error_; }

 private:
  Error error_;
  bool failed_ = false;
};

}  // namespace cudacompat
