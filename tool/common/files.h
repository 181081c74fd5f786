// Small file-system helpers shared by the probes and the tool.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "common/expected.h"

namespace cudacompat {

namespace fs = std::filesystem;

// The whole file, or an Error saying why not (missing, unreadable, a directory, too large).
[[nodiscard]] Expected<std::string> read_text_file(const fs::path& path, std::size_t max_bytes = 64u << 20);

// Writes `content` to `path` only when it differs from what is there, so that a no-change
// reconfigure leaves timestamps alone and rebuilds nothing. Writes through a temporary file
// and a rename, so a reader never sees half a file. True when the file was written, false when it
// already held `content`; an Error when it could not be written (the old file is left as it was).
[[nodiscard]] Expected<bool> write_if_changed(const fs::path& path, const std::string& content);

bool is_executable_file(const fs::path& path);

// First executable `name` in the colon-separated `path_list` (a PATH value).
std::optional<fs::path> find_program_on_path(const std::string& name, const std::string& path_list);

// Canonical form when the path exists, the lexically normal form otherwise.
fs::path normalized(const fs::path& path);

std::string environment_variable(const char* name);

}  // namespace cudacompat
