// The entry to every reader (tool/pin/read_declared_file.cpp): the reader chosen by the file's name,
// files left byte-identical, and errors, never crashes, on arbitrary bytes.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(DeclaredFileReader, ChoosesTheReaderByTheFileName) {
  const std::map<std::string, SourceKind> expected = {
      {"requirements/requirements-cuda12.txt", SourceKind::kRequirements},
      {"requirements/constraints.txt", SourceKind::kRequirements},
      {"rapids/pyproject.toml", SourceKind::kPyproject},
      {"candle/Cargo.toml", SourceKind::kCargoManifest},
      {"candle/Cargo.lock", SourceKind::kCargoLock},
      {"conda/environment.yml", SourceKind::kCondaEnvironment},
      {"conda/recipe.yaml", SourceKind::kCondaRecipe},
      {"conda/meta.yaml", SourceKind::kCondaRecipe}};
  for (const auto& [relative, source] : expected) EXPECT_EQ(read_ok(fixture(relative)).source, source) << relative;
}

TEST(DeclaredFileReader, RefusesAFileItHasNoReaderFor) {
  auto file = read_declared_file(fixture("../read_declared_file_test.cpp"));
  ASSERT_FALSE(file.ok());
  EXPECT_NE(file.error().message.find("not a file `pin --check` reads"), std::string::npos) << file.error().message;
}

TEST(DeclaredFileReader, LeavesEveryFileItReadsByteIdentical) {
  struct Before {
    std::string bytes;
    fs::file_time_type modified;
  };
  std::map<fs::path, Before> before;
  for (const auto& entry : fs::recursive_directory_iterator(CUDACOMPAT_PIN_FIXTURES))
    if (entry.is_regular_file()) before[entry.path()] = {file_text(entry.path()), entry.last_write_time()};
  ASSERT_GE(before.size(), 10u);
  for (const auto& [path, _] : before) (void)read_declared_file(path.string());
  for (const auto& [path, was] : before) {
    EXPECT_EQ(file_text(path), was.bytes) << path;
    EXPECT_EQ(fs::last_write_time(path), was.modified) << path;
  }
}

// Random bytes, NULs, invalid UTF-8, a huge line, deep nesting, and every fixture with bytes
// changed at random: each reader returns entries or an Error naming the file, and never crashes.
TEST(DeclaredFileReader, ReturnsErrorsNotCrashesOnArbitraryBytes) {
  ScratchDir scratch;
  std::mt19937 random(2026);
  std::vector<std::string> inputs = {
      std::string("\0\0\0a = [\0", 9), "\xff\xfe\xc3\x28 = \"\xe2\x82\"\n",
      std::string(256 << 10, 'x'),     std::string(100000, '['),
      std::string(100000, '{'),        "dependencies:\n" + std::string(3000, ' ') + "- x\n"};
  std::string nested_yaml = "dependencies:\n";
  for (int depth = 0; depth < 3000; ++depth) nested_yaml += std::string(static_cast<std::size_t>(depth), ' ') + "- \n";
  inputs.push_back(nested_yaml);
  for (int i = 0; i < 20; ++i) {
    std::string bytes(4096, '\0');
    for (char& c : bytes) c = static_cast<char>(random() & 0xff);
    inputs.push_back(bytes);
  }
  for (const auto& entry : fs::recursive_directory_iterator(CUDACOMPAT_PIN_FIXTURES)) {
    if (!entry.is_regular_file()) continue;
    const std::string text = file_text(entry.path());
    for (int i = 0; i < 10; ++i) {
      std::string mutated = text;
      for (int edits = 0; edits < 4; ++edits)
        mutated[random() % mutated.size()] = "\0\n\"'[]{}:=#-\\ \xff"[random() % 15];
      inputs.push_back(mutated);
    }
  }
  const char* names[] = {"requirements.txt", "pyproject.toml", "Cargo.toml", "Cargo.lock",
                         "environment.yml",  "recipe.yaml",    "meta.yaml"};
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    for (const char* name : names) {
      const fs::path path = scratch.write(name, inputs[i]);  // rewritten in place: creating files is slow
      auto file = read_declared_file(path.string());
      if (!file.ok()) {
        EXPECT_EQ(file.error().message.rfind(path.string(), 0), 0u) << file.error().message;
        continue;
      }
      for (const Diagnostic& error : file->errors)
        EXPECT_EQ(error.message.rfind(path.string(), 0), 0u) << error.message;
    }
  }
}

}  // namespace
}  // namespace cudacompat::pins
