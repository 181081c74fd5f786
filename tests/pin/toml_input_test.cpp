// The TOML front end of the pyproject and Cargo readers (tool/pin/toml_input.cpp): keys nested past
// the limit are refused with the line of the first, before toml++ recurses into them.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(PyprojectReader, RefusesADottedKeyNestedDeeperThanTheLimitNamingItsLine) {
  ScratchDir scratch;
  std::string key = "a";
  for (int i = 0; i < 50000; ++i) key += ".a";
  const fs::path path = scratch.write("pyproject.toml", "[project]\nname = \"x\"\n" + key + " = 1\n");
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + ":3: keys nest tables 50002 deep", 0), 0u)
      << file.error().message;
}

TEST(PyprojectReader, ReadsKeysNestedToTheLimitAndAQuotedKeyHoldingDots) {
  ScratchDir scratch;
  std::string header = "[tool";
  for (int i = 1; i < 120; ++i) header += ".a";
  const std::string dots(3000, '.');
  const fs::path path = scratch.write(
      "pyproject.toml", "[project]\ndependencies = [\"numpy\"]\n" + header + "]\n\"" + dots + "\" = '[a.b.c]'\n");
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
}

TEST(CargoReader, RefusesATableHeaderNestedDeeperThanTheLimit) {
  ScratchDir scratch;
  std::string header = "[a";
  for (int i = 0; i < 50000; ++i) header += ".a";
  const fs::path path = scratch.write("Cargo.toml", "[package]\nname = \"x\"\n\n" + header + "]\n");
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + ":4: keys nest tables", 0), 0u) << file.error().message;
}

}  // namespace
}  // namespace cudacompat::pins
