// read_text_file with the tool's one error model: the text, or an Error saying why not.
#pragma once

#include <string>

#include "common/expected.h"
#include "common/files.h"

namespace cudacompat {

[[nodiscard]] inline Expected<std::string> read_file(const fs::path& path, std::size_t max_bytes = 64u << 20) {
  std::string error;
  auto text = read_text_file(path, &error, max_bytes);
  if (!text) return Error{error};
  return std::move(*text);
}

}  // namespace cudacompat
