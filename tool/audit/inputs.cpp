#include "audit/inputs.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <set>
#include <system_error>
#include <thread>

#include "readers/inspect.h"
#include "readers/mapped_file.h"

namespace cudacompat::audit {
namespace {

namespace fs = std::filesystem;

struct Identity {
  dev_t device;
  ino_t inode;
  bool operator<(const Identity& other) const {
    return device != other.device ? device < other.device : inode < other.inode;
  }
};

std::string describe_head(ByteView bytes) {
  std::string hex;
  for (std::uint64_t i = 0; i < std::min<std::uint64_t>(bytes.size(), 8); ++i) {
    hex += fmt::format("{}{:02x}", i ? " " : "", bytes.read<std::uint8_t>(i));
  }
  return hex.empty() ? "the file is empty" : "it starts with " + hex;
}

}  // namespace

namespace {

// Lists `directory` and everything under it into `regular` and `linked`, in no order. A directory
// or entry that cannot be read is an error: a walk that skips what it cannot read would report a
// clean audit of files it never saw.
bool holds_cmake_cache(const fs::path& directory) {
  std::error_code ignored;
  return fs::is_regular_file(directory / "CMakeCache.txt", ignored);
}

// Whether `directory` is a CMake build tree or lies inside one (an ancestor holds CMakeCache.txt).
bool inside_build_tree(const fs::path& directory) {
  std::error_code error;
  fs::path at = fs::absolute(directory, error);
  if (error) return false;
  for (at = at.lexically_normal(); !at.empty(); at = at.parent_path()) {
    if (holds_cmake_cache(at)) return true;
    if (at == at.parent_path()) break;
  }
  return false;
}

// An input the audit could not read or list: the run is incomplete (exit 2 unless --skip-unreadable).
Diagnostic unreadable(const std::string& path, std::string message) {
  return Diagnostic::error("input-unreadable", std::move(message), path);
}

struct WalkResult {
  std::vector<std::pair<std::string, struct stat>> regular, linked;
  std::vector<Diagnostic>& errors;
  std::vector<std::string>& left_out;
};

void walk_directory(const fs::path& directory, bool in_build_tree, WalkResult& out) {
  auto& regular = out.regular;
  auto& linked = out.linked;
  auto& errors = out.errors;
  in_build_tree = in_build_tree || holds_cmake_cache(directory);
  std::error_code error;
  fs::directory_iterator walk(directory, error);
  if (error) {
    errors.push_back(unreadable(
        directory.string(), fmt::format("{}: cannot list this directory: {}", directory.string(), error.message())));
    return;
  }
  std::vector<fs::path> subdirectories;
  for (auto end = fs::directory_iterator(); walk != end; walk.increment(error)) {
    if (error) {
      errors.push_back(unreadable(directory.string(), fmt::format("{}: cannot list this directory to its end: {}",
                                                                  directory.string(), error.message())));
      break;
    }
    const std::string path = walk->path().string();
    struct stat status {};
    if (::lstat(path.c_str(), &status) != 0) {
      errors.push_back(
          unreadable(path, fmt::format("{}: cannot read this directory entry: {}", path, std::strerror(errno))));
      continue;
    }
    if (S_ISREG(status.st_mode)) {
      regular.emplace_back(path, status);
    } else if (S_ISDIR(status.st_mode)) {
      if (in_build_tree && walk->path().filename() == "CMakeFiles") {
        out.left_out.push_back(path);
        continue;
      }
      subdirectories.push_back(walk->path());
    } else if (S_ISLNK(status.st_mode)) {
      // Symlinks to directories are not followed (no cycles); dangling ones point at nothing to read.
      struct stat target {};
      if (::stat(path.c_str(), &target) == 0 && S_ISREG(target.st_mode)) linked.emplace_back(path, target);
    }
  }
  for (const auto& subdirectory : subdirectories) walk_directory(subdirectory, in_build_tree, out);
}

}  // namespace

ExpandedInputs expand_inputs(const std::vector<std::string>& inputs) {
  ExpandedInputs expanded;
  std::set<Identity> seen;
  for (const auto& input : inputs) {
    struct stat status {};
    if (::stat(input.c_str(), &status) != 0) {
      expanded.errors.push_back(unreadable(input, fmt::format("{}: {}", input, std::strerror(errno))));
      continue;
    }
    if (S_ISREG(status.st_mode)) {
      if (seen.insert({status.st_dev, status.st_ino}).second) {
        expanded.files.push_back({input, input, static_cast<std::uint64_t>(status.st_size), true});
      }
      continue;
    }
    if (!S_ISDIR(status.st_mode)) {
      expanded.errors.push_back(unreadable(input, fmt::format("{}: not a regular file or a directory", input)));
      continue;
    }
    // Real files first, then symlinks whose targets were not met as real files.
    WalkResult walked{{}, {}, expanded.errors, expanded.build_directories_left_out};
    walk_directory(input, inside_build_tree(input), walked);
    auto& regular = walked.regular;
    auto& linked = walked.linked;
    auto by_path = [](const auto& a, const auto& b) { return a.first < b.first; };
    std::sort(regular.begin(), regular.end(), by_path);
    std::sort(linked.begin(), linked.end(), by_path);
    std::vector<InputFile> found;
    for (auto* group : {&regular, &linked}) {
      for (const auto& [path, file_status] : *group) {
        if (!seen.insert({file_status.st_dev, file_status.st_ino}).second) continue;
        found.push_back({path, input, static_cast<std::uint64_t>(file_status.st_size), false});
      }
    }
    std::sort(found.begin(), found.end(), [](const InputFile& a, const InputFile& b) { return a.path < b.path; });
    expanded.files.insert(expanded.files.end(), found.begin(), found.end());
  }
  return expanded;
}

void name_as_own_package(InspectedFile& inspected, const std::string& path) {
  if (!inspected.metadata) return;
  inspected.metadata->file = path;
  for (auto& facts : inspected.artifacts) facts.package = path;
}

namespace {

// A file the audit could not read, as one artifact that carries the reason.
ArtifactFacts unreadable_file(const InputFile& file, std::uint64_t size, std::string message) {
  ArtifactFacts facts;
  facts.path = file.path;
  facts.package = file.package;
  facts.size = size;
  facts.errors.push_back(readers::artifact_error(std::move(message), file.path));
  return facts;
}

// One file, mapped and read; a file that changed while it was read, or that a user named but is of
// no format the readers know, is an error; one found in a directory is skipped instead.
void inspect_file(const InputFile& file, const DeviceCodeOptions& options, InspectedFile& result) {
  auto mapped = MappedFile::open(file.path);
  if (!mapped) {
    result.artifacts.push_back(unreadable_file(file, 0, mapped.error().message));
    return;
  }
  DeviceCodeOptions file_options = options;
  const MappedFile* mapping = &*mapped;
  file_options.release_pages = [mapping](const std::uint8_t* begin, std::uint64_t length) {
    mapping->release(begin, length);
  };
  file_options.extents = &mapped->extents();
  const bool known_format =
      inspect_bytes(mapped->bytes(), file.path, file.package, file_options, result.artifacts, &result.metadata);
  name_as_own_package(result, file.path);
  if (mapped->changed_while_read()) {
    // What was read came partly from zero pages put where the file's end used to be.
    result.artifacts.clear();
    result.metadata.reset();
    result.artifacts.push_back(unreadable_file(file, mapped->bytes().size(),
                                               fmt::format("{}: changed while it was read (it had {} bytes when "
                                                           "opened and was cut short, or its storage failed); "
                                                           "nothing read from it is reported: audit it again once "
                                                           "it is complete",
                                                           file.path, mapped->bytes().size())));
  } else if (!known_format) {
    if (file.named) {
      result.artifacts.push_back(
          unreadable_file(file, mapped->bytes().size(),
                          fmt::format("{}: not an ELF file, a fatbin, an ar archive or a zip/wheel ({})", file.path,
                                      describe_head(mapped->bytes()))));
    } else {
      result.skipped = true;
    }
  }
}

}  // namespace

std::vector<InspectedFile> inspect_files(const std::vector<InputFile>& files, const DeviceCodeOptions& options,
                                         unsigned jobs, const ProgressCallback& progress) {
  std::vector<InspectedFile> results(files.size());
  std::vector<std::size_t> order(files.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return files[a].size > files[b].size; });
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> done{0};
  std::mutex progress_mutex;

  auto work = [&] {
    for (;;) {
      const std::size_t position = next.fetch_add(1);
      if (position >= order.size()) return;
      const InputFile& file = files[order[position]];
      inspect_file(file, options, results[order[position]]);
      const std::size_t finished = done.fetch_add(1) + 1;
      if (progress) {
        std::lock_guard<std::mutex> lock(progress_mutex);
        progress(finished, files.size(), file.path);
      }
    }
  };

  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(files.size())));
  std::vector<std::thread> pool;
  for (unsigned i = 1; i < jobs; ++i) pool.emplace_back(work);
  work();
  for (auto& thread : pool) thread.join();
  return results;
}

}  // namespace cudacompat::audit
