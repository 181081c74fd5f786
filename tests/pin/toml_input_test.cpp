// The TOML front end of the pyproject and Cargo readers (tool/pin/toml_input.cpp): keys nested past
// the limit are refused with the line of the first, before toml++ recurses into them.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

// `head` and `depth` more ".a": a key or table header that nests tables one deeper than `depth`.
std::string dotted_key_of_depth(std::string head, int depth) {
  for (int i = 0; i < depth; ++i) head += ".a";
  return head;
}

// Checks that reading `path` is refused with a message that starts with its name and then `says`.
void expect_toml_refused(const fs::path& path, const std::string& says) {
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + says, 0), 0u) << file.error().message;
}

TEST(PyprojectReader, RefusesADottedKeyNestedDeeperThanTheLimitNamingItsLine) {
  ScratchDir scratch;
  const std::string key = dotted_key_of_depth("a", 50000);
  const fs::path path = scratch.write("pyproject.toml", "[project]\nname = \"x\"\n" + key + " = 1\n");
  expect_toml_refused(path, ":3: keys nest tables 50002 deep");
}

TEST(PyprojectReader, ReadsKeysNestedToTheLimitAndAQuotedKeyHoldingDots) {
  ScratchDir scratch;
  const std::string header = dotted_key_of_depth("[tool", 119);
  const std::string dots(3000, '.');
  const fs::path path = scratch.write(
      "pyproject.toml", "[project]\ndependencies = [\"numpy\"]\n" + header + "]\n\"" + dots + "\" = '[a.b.c]'\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
}

TEST(CargoReader, RefusesATableHeaderNestedDeeperThanTheLimit) {
  ScratchDir scratch;
  const std::string header = dotted_key_of_depth("[a", 50000);
  const fs::path path = scratch.write("Cargo.toml", "[package]\nname = \"x\"\n\n" + header + "]\n");
  expect_toml_refused(path, ":4: keys nest tables");
}

}  // namespace
}  // namespace cudacompat::pins
