// A cache key over texts and file stamps (path, size, modification time), shared by the feature
// probe cache and the toolkit's compile check. FNV-1a: a cache key, not a security boundary.
#pragma once

#include <sys/stat.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "common/files.h"

namespace cudacompat {

struct Fingerprint {
  std::uint64_t value = 1469598103934665603ull;
  void add(const std::string& text) {
    for (unsigned char c : text) {
      value ^= c;
      value *= 1099511628211ull;
    }
    value ^= 0xff;
    value *= 1099511628211ull;
  }
  void add_file_stamp(const fs::path& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) {
      add(path.string() + ":absent");
      return;
    }
    add(path.string() + ":" + std::to_string(info.st_size) + ":" + std::to_string(info.st_mtim.tv_sec) + "." +
        std::to_string(info.st_mtim.tv_nsec));
  }
  std::string hex() const {
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(value));
    return buffer;
  }
};

}  // namespace cudacompat
