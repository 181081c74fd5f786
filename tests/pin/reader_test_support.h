// What the tests of `pin --check`'s readers share (tests/pin/read_*_test.cpp and the others named
// after a reader's source): the fixtures (tests/pin/fixtures, modelled on real projects' files),
// and finding an entry and its line. Expected line numbers are found in the fixture text itself, so
// a test checks the reader's count, not a number copied from the file.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "pin/readers.h"
#include "scratch_dir.h"

namespace cudacompat::pins::reader_tests {

namespace fs = std::filesystem;
using testing::ScratchDir;

inline std::string fixture(const std::string& relative) {
  return std::string(CUDACOMPAT_PIN_FIXTURES) + "/" + relative;
}

inline std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

inline std::vector<std::string> file_lines(const fs::path& path) {
  std::vector<std::string> lines;
  std::istringstream in(file_text(path));
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// 1-based number of the first line of `path` that contains `needle`; 0 when none does.
inline int line_containing(const fs::path& path, const std::string& needle) {
  const auto lines = file_lines(path);
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].find(needle) != std::string::npos) return static_cast<int>(i + 1);
  return 0;
}

// "path:N", N the line of `path` that holds `needle`: where a message about that line starts.
inline std::string where_line_holds(const std::string& path, const std::string& needle) {
  return path + ":" + std::to_string(line_containing(path, needle));
}

// Checks that reading `path` is refused with a message that starts at the line holding `needle` and
// says `says`.
inline void expect_refused_at_line_holding(const std::string& path, const std::string& needle,
                                           const std::string& says) {
  auto file = read_declared_file(path);
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(where_line_holds(path, needle) + ": ", 0), 0u) << file.error().message;
  EXPECT_NE(file.error().message.find(says), std::string::npos);
}

inline const Declared* find_entry(const std::vector<Declared>& entries, const std::string& name,
                                  const std::string& section = "") {
  for (const Declared& entry : entries)
    if (entry.name == name && (section.empty() || entry.section == section)) return &entry;
  return nullptr;
}

inline std::size_t count_named(const std::vector<Declared>& entries, const std::string& name) {
  return static_cast<std::size_t>(
      std::count_if(entries.begin(), entries.end(), [&](const Declared& entry) { return entry.name == name; }));
}

inline DeclaredFile read_ok(const std::string& path) {
  auto file = read_declared_file(path);
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().message);
  return file.ok() ? *file : DeclaredFile{};
}

// A file a test wrote and what its reader made of it; the path is kept for the messages that name it
// (the scratch directory it was written to is gone).
struct WrittenFile {
  std::string path;
  DeclaredFile file;
};

// `content` written as a file named `name` in a scratch directory, and read by `read` (by default
// read_ok: the reader the name picks).
inline WrittenFile write_and_read(const std::string& name, const std::string& content,
                                  DeclaredFile (*read)(const std::string&) = read_ok) {
  ScratchDir scratch;
  std::string path = scratch.write(name, content).string();
  DeclaredFile file = read(path);
  return {std::move(path), std::move(file)};
}

// What the reader makes of `content` as a file named `name`: for tests that need no path.
inline DeclaredFile read_ok_written(const std::string& name, const std::string& content) {
  return write_and_read(name, content).file;
}

// Every YAML entry's line holds its text ("- text", or "then: text" in a rattler selector).
inline void expect_lines_hold_entries(const std::string& path, const DeclaredFile& file) {
  const auto lines = file_lines(path);
  ASSERT_FALSE(file.entries.empty());
  for (const Declared& entry : file.entries) {
    ASSERT_GT(entry.line, 0) << entry.raw;
    ASSERT_LE(static_cast<std::size_t>(entry.line), lines.size()) << entry.raw;
    const std::string& line = lines[static_cast<std::size_t>(entry.line) - 1];
    EXPECT_TRUE(line.find("- " + entry.raw) != std::string::npos || line.find(": " + entry.raw) != std::string::npos)
        << entry.raw << " at line " << entry.line << ": " << line;
  }
}

}  // namespace cudacompat::pins::reader_tests
