// Small file-system helpers shared by the probes and the tool.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace cudacompat {

namespace fs = std::filesystem;

// The whole file, or nullopt with `error` saying why (missing, unreadable, a directory).
std::optional<std::string> read_text_file(const fs::path& path, std::string* error = nullptr,
                                          std::size_t max_bytes = 64u << 20);

// Writes `content` to `path` only when it differs from what is there, so that a no-change
// reconfigure leaves timestamps alone and rebuilds nothing. Writes through a temporary file
// and a rename, so a reader never sees half a file. Returns true when the file was written.
bool write_if_changed(const fs::path& path, const std::string& content);

bool is_executable_file(const fs::path& path);

// First executable `name` in the colon-separated `path_list` (a PATH value).
std::optional<fs::path> find_program_on_path(const std::string& name, const std::string& path_list);

// Canonical form when the path exists, the lexically normal form otherwise.
fs::path normalized(const fs::path& path);

std::string environment_variable(const char* name);

}  // namespace cudacompat
