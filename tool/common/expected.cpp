#include "common/expected.h"

#include <fmt/format.h>

namespace cudacompat {

Error error_at(std::string_view file, std::uint64_t offset, std::string_view what) {
  if (file.empty()) return Error{fmt::format("at offset {:#x}: {}", offset, what)};
  return Error{fmt::format("{}: at offset {:#x}: {}", file, offset, what)};
}

Error error_in(std::string_view file, std::string_view what) {
  if (file.empty()) return Error{std::string(what)};
  return Error{fmt::format("{}: {}", file, what)};
}

}  // namespace cudacompat
