#include "common/files.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

namespace cudacompat {

Expected<std::string> read_text_file(const fs::path& path, std::size_t max_bytes) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return Error{path.string() + " is a directory, not a file"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{"cannot read " + path.string() + ": " + std::strerror(errno)};
  std::string content;
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    content.append(buffer, static_cast<size_t>(in.gcount()));
    if (content.size() > max_bytes) {
      return Error{path.string() + " is larger than " + std::to_string(max_bytes) + " bytes"};
    }
  }
  if (in.bad()) return Error{"error while reading " + path.string()};
  return content;
}

Expected<bool> write_if_changed(const fs::path& path, const std::string& content) {
  if (auto existing = read_text_file(path); existing && *existing == content) return false;
  std::error_code ec;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
  fs::path temporary = path;
  temporary += ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << content;
    out.close();
    if (!out) {
      const std::string why = std::strerror(errno);
      fs::remove(temporary, ec);
      return Error{"cannot write " + temporary.string() + ": " + why};
    }
  }
  fs::rename(temporary, path, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    return Error{"cannot replace " + path.string() + ": " + ec.message()};
  }
  return true;
}

bool is_executable_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec) && ::access(path.c_str(), X_OK) == 0;
}

std::optional<fs::path> find_program_on_path(const std::string& name, const std::string& path_list) {
  std::stringstream stream(path_list);
  std::string directory;
  while (std::getline(stream, directory, ':')) {
    if (directory.empty()) continue;  // an empty entry would mean the current directory: never trusted
    fs::path candidate = fs::path(directory) / name;
    if (is_executable_file(candidate)) return candidate;
  }
  return std::nullopt;
}

fs::path normalized(const fs::path& path) {
  std::error_code ec;
  fs::path canonical = fs::canonical(path, ec);
  return ec ? path.lexically_normal() : canonical;
}

std::string environment_variable(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

}  // namespace cudacompat
