// Small file-system helpers shared by the probes and the tool.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"

namespace cudacompat {

namespace fs = std::filesystem;

// The whole file, or an Error saying why not (missing, unreadable, a directory, too large, not a
// regular file). Only regular files are read: a FIFO or a device named by a file someone else
// wrote (a `-r` include, a METADATA under --env) would block the reader forever or never end.
[[nodiscard]] Expected<std::string> read_text_file(const fs::path& path, std::size_t max_bytes = 64u << 20);

// A descriptor open for reading on `path`, or an Error when it cannot be opened or is not a regular
// file (a FIFO, a device, a socket, a directory). Opened with O_NONBLOCK, checked with fstat on
// the open descriptor (no window between a check and the open), then set back to blocking reads.
// The caller closes it.
[[nodiscard]] Expected<int> open_regular_file(const fs::path& path);

// Writes `content` to `path` only when it differs from what is there, so that a no-change
// reconfigure leaves timestamps alone and rebuilds nothing. Writes through a temporary file
// and a rename, so a reader never sees half a file. True when the file was written, false when it
// already held `content`; an Error when it could not be written (the old file is left as it was).
// Only a regular file is replaced: a symbolic link, a device (/dev/null), a FIFO or a directory at
// `path` is an Error, left as it is (the rename would replace it with a regular file).
[[nodiscard]] Expected<bool> write_if_changed(const fs::path& path, const std::string& content);

// The one of `inputs` that an output file named by a user (`-o`, `--html`) is, if any: the same
// device and inode, or the same path once normalized. Writing it would destroy what is read, so the
// caller refuses it before anything is read or written.
std::optional<std::string> output_names_an_input(const fs::path& output, const std::vector<std::string>& inputs);

bool is_executable_file(const fs::path& path);

// First executable `name` in the colon-separated `path_list` (a PATH value).
std::optional<fs::path> find_program_on_path(const std::string& name, const std::string& path_list);

// Whether `path` is `directory` or lies below it, compared lexically (normalize both first where
// links matter); an empty directory holds nothing.
bool path_inside(const fs::path& path, const fs::path& directory);

// The entries of `directory` that `keep` accepts, sorted, so that what is made from them does not
// depend on the order the file system lists them in; none when it cannot be listed.
std::vector<fs::path> sorted_entries(const fs::path& directory, const std::function<bool(const fs::path&)>& keep);

// Canonical form when the path exists, the lexically normal form otherwise.
fs::path normalized(const fs::path& path);

std::string environment_variable(const char* name);

}  // namespace cudacompat
