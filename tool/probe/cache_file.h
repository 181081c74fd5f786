// The probe steps' cache files: one JSON object whose "key" is the Fingerprint of everything that
// could change the result, beside the step's own fields (the feature probes' values, the compile
// check's verdict). One reader and one writer, so both caches agree on what a damaged file is.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "common/expected.h"
#include "common/files.h"
#include "common/json_value.h"

namespace cudacompat {

struct CacheFile {
  json::Document document;  // owns what root() views
  std::string key;          // the stored key: compared by the caller after it checks its own fields,
                            // so that a damaged file is reported even when it is stale
  json::Value root() const { return document.root(); }
};

// What one cache allows: the largest file it reads, and the words after "<file> " when the file is
// not JSON.
struct CacheFileRules {
  std::size_t max_bytes;
  const char* not_json;
};

// Nothing when the file does not exist; an Error naming the file when it cannot be read, is not
// JSON, is not an object or has no string at 'key'.
[[nodiscard]] Expected<std::optional<CacheFile>> read_cache_file(const fs::path& file, const CacheFileRules& rules);

// Writes {"key": key, fields...} in that order, only when the bytes change (a rerun keeps the
// file's time stamp).
[[nodiscard]] Expected<bool> write_cache_file(const fs::path& file, const std::string& key,
                                              std::initializer_list<std::pair<std::string_view, json::Tree>> fields);

}  // namespace cudacompat
