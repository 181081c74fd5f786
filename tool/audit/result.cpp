#include "audit/result.h"

#include <fmt/format.h>

namespace cudacompat::audit {

Error error_at(std::string_view file, std::uint64_t offset, std::string_view what) {
  return Error{fmt::format("{}: at offset {:#x}: {}", file, offset, what)};
}

Error error_in(std::string_view file, std::string_view what) { return Error{fmt::format("{}: {}", file, what)}; }

}  // namespace cudacompat::audit
