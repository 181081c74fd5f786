// The codes of what `migrate` says about a file besides its findings (common/diagnostic.h): each
// kind of message has one code, named here once. docs/commands.md lists them for users.
#pragma once

namespace cudacompat::migrate::codes {

// A file scanned, but not understood: its findings may be incomplete, and --fix leaves it alone.
inline constexpr const char* kUnbalancedConditional = "unbalanced-conditional";  // #if without #endif, or the reverse
inline constexpr const char* kUnterminatedComment = "unterminated-comment";      // a /* never closed
inline constexpr const char* kNotUtf8 = "not-utf8";                              // scanned as bytes

// A path not scanned at all (TreeScan::skipped): `where` is the path, the message what was found.
inline constexpr const char* kPathNotFound = "path-not-found";               // a named path that does not exist
inline constexpr const char* kSymlinkDangling = "symlink-dangling";          // a link to nothing (or a loop)
inline constexpr const char* kSymlinkLoop = "symlink-loop";                  // a directory reached twice
inline constexpr const char* kDirectoryUnreadable = "directory-unreadable";  // cannot be resolved or listed
inline constexpr const char* kFileUnreadable = "file-unreadable";            // cannot be read (or changed while read)
inline constexpr const char* kFileTooLarge = "file-too-large";               // over --max-file-size
inline constexpr const char* kBinaryFile = "binary-file";                    // a NUL byte: not source text

}  // namespace cudacompat::migrate::codes
