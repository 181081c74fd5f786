// The codes of what `migrate` says about a file besides its findings (common/diagnostic.h): each
// kind of message has one code, named here once. docs/commands.md lists them for users.
#pragma once

namespace cudacompat::migrate::codes {

// A file scanned, but not understood: its findings may be incomplete, and --fix leaves it alone.
inline constexpr const char* kUnbalancedConditional = "unbalanced-conditional";  // #if without #endif, or the reverse
inline constexpr const char* kUnterminatedComment = "unterminated-comment";      // a /* never closed
inline constexpr const char* kNotUtf8 = "not-utf8";                              // scanned as bytes

}  // namespace cudacompat::migrate::codes
