#include "common/expected.h"

#include "common/display_text.h"

namespace cudacompat {

Error error_at(std::string_view file, std::uint64_t offset, std::string_view what) {
  std::string at = "at offset 0x" + hex_digits(offset) + ": " + std::string(what);
  if (file.empty()) return Error{at};
  return Error{std::string(file) + ": " + at};
}

Error error_in(std::string_view file, std::string_view what) {
  if (file.empty()) return Error{std::string(what)};
  return Error{std::string(file) + ": " + std::string(what)};
}

}  // namespace cudacompat
