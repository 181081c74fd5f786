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

// `content` read as a file named `name` (which picks the reader) in a scratch directory removed
// afterwards: for tests that need the entries and not the file's path.
inline DeclaredFile read_ok_written(const std::string& name, const std::string& content) {
  ScratchDir scratch;
  return read_ok(scratch.write(name, content).string());
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
