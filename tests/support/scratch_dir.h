// Shared by every C++ test suite: scratch directory trees that are removed afterwards.
#pragma once

#include <filesystem>
#include <string>

namespace cudacompat::testing {

namespace fs = std::filesystem;

// A fresh directory under the system's temporary directory, removed with its content on scope exit.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const fs::path& path() const { return path_; }
  // Writes `content` to path()/relative, creating directories; `executable` sets mode 0755.
  fs::path write(const std::string& relative, const std::string& content, bool executable = false) const;

 private:
  fs::path path_;
};

}  // namespace cudacompat::testing
