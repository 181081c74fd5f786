#include "common/files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <system_error>

namespace cudacompat {

namespace {

// "a FIFO", "a character device", ...: what a path is, for messages that refuse it.
const char* file_kind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISLNK(mode)) return "a symbolic link";
  return "not a regular file";
}

}  // namespace

Expected<int> open_regular_file(const fs::path& path) {
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENXIO)
      return Error{path.string() + " is a socket or device without a reader; only regular files are read"};
    return Error{"cannot read " + path.string() + ": " + std::strerror(errno)};
  }
  struct stat status {};
  if (::fstat(fd, &status) != 0) {
    const std::string why = std::strerror(errno);
    ::close(fd);
    return Error{"cannot read " + path.string() + ": " + why};
  }
  if (!S_ISREG(status.st_mode)) {
    ::close(fd);
    if (S_ISDIR(status.st_mode)) return Error{path.string() + " is a directory, not a file"};
    return Error{path.string() + " is " + file_kind(status.st_mode) +
                 ", not a regular file: only regular files are read"};
  }
  const int flags = ::fcntl(fd, F_GETFL);
  if (flags >= 0) (void)::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
  return fd;
}

Expected<std::string> read_text_file(const fs::path& path, std::size_t max_bytes) {
  auto fd = open_regular_file(path);
  if (!fd) return fd.error();
  std::string content;
  char buffer[65536];
  for (;;) {
    const ssize_t got = ::read(*fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      const std::string why = std::strerror(errno);
      ::close(*fd);
      return Error{"error while reading " + path.string() + ": " + why};
    }
    if (got == 0) break;
    content.append(buffer, static_cast<size_t>(got));
    if (content.size() > max_bytes) {
      ::close(*fd);
      return Error{path.string() + " is larger than " + std::to_string(max_bytes) + " bytes"};
    }
  }
  ::close(*fd);
  return content;
}

Expected<bool> write_if_changed(const fs::path& path, const std::string& content) {
  struct stat status {};
  if (::lstat(path.c_str(), &status) == 0 && !S_ISREG(status.st_mode)) {
    return Error{"will not write " + path.string() + ": it is " + file_kind(status.st_mode) +
                 ", and writing would replace it with a regular file; name a regular file or a new one"};
  }
  if (auto existing = read_text_file(path); existing && *existing == content) return false;
  std::error_code ec;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
  fs::path temporary = path;
  temporary += ".tmp." + std::to_string(::getpid());
  // O_EXCL: a link or file already at the temporary name is never written through. One left by an
  // earlier run that stopped before its rename (with the same process id) is removed first.
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0 && errno == EEXIST && ::unlink(temporary.c_str()) == 0)
    fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) return Error{"cannot write " + temporary.string() + ": " + std::strerror(errno)};
  bool written = true;
  int write_errno = 0;
  for (std::size_t done = 0; done < content.size();) {
    const ssize_t put = ::write(fd, content.data() + done, content.size() - done);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) {
      written = false;
      write_errno = errno;
      break;
    }
    done += static_cast<std::size_t>(put);
  }
  if (::close(fd) != 0 && written) {
    written = false;
    write_errno = errno;
  }
  if (!written) {
    fs::remove(temporary, ec);
    return Error{"cannot write " + temporary.string() + ": " + std::strerror(write_errno)};
  }
  fs::rename(temporary, path, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(temporary, ignored);
    return Error{"cannot replace " + path.string() + ": " + ec.message()};
  }
  return true;
}

std::optional<std::string> output_names_an_input(const fs::path& output, const std::vector<std::string>& inputs) {
  struct stat out {};
  const bool exists = ::stat(output.c_str(), &out) == 0;
  std::error_code error;
  const fs::path out_path = fs::weakly_canonical(output, error);
  for (const auto& input : inputs) {
    struct stat in {};
    const bool same_file =
        exists && ::stat(input.c_str(), &in) == 0 && in.st_dev == out.st_dev && in.st_ino == out.st_ino;
    std::error_code ignored;
    if (same_file || (!error && fs::weakly_canonical(input, ignored) == out_path)) return input;
  }
  return std::nullopt;
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

std::vector<fs::path> sorted_entries(const fs::path& directory, const std::function<bool(const fs::path&)>& keep) {
  std::vector<fs::path> entries;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    if (keep(entry.path())) entries.push_back(entry.path());
  }
  std::sort(entries.begin(), entries.end());
  return entries;
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

bool path_inside(const fs::path& path, const fs::path& directory) {
  if (directory.empty()) return false;
  fs::path p = path.lexically_normal(), d = directory.lexically_normal();
  auto mismatch = std::mismatch(d.begin(), d.end(), p.begin(), p.end());
  return mismatch.first == d.end() || (std::next(mismatch.first) == d.end() && mismatch.first->empty());
}

}  // namespace cudacompat
