// The YAML front end of the conda readers (tool/pin/yaml_input.cpp): aliases are counted as the nodes
// they name, so a "billion laughs" file is refused quickly and a small aliased list is read.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(CondaEnvironmentReader, ReadsAnAliasedListWithinTheLimit) {
  ScratchDir scratch;
  const fs::path path = scratch.write(
      "environment.yml", "common: &common [numpy, cuda-version >=12.4,<13]\ndependencies:\n  - *common\n  - cupy\n");
  // The aliased list is one item (a list) of dependencies: an error for it, cupy read.
  DeclaredFile file = read_ok(path.string());
  EXPECT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.errors.size(), 1u);
}

// "Billion laughs": each list holds nine aliases of the one before; 9^9 nodes once expanded.
TEST(CondaEnvironmentReader, RefusesAliasesThatExpandPastTheLimitNamingTheLine) {
  ScratchDir scratch;
  std::string text = "l0: &l0 [a, a, a, a, a, a, a, a, a]\n";
  for (int level = 1; level < 9; ++level) {
    text += "l" + std::to_string(level) + ": &l" + std::to_string(level) + " [";
    for (int i = 0; i < 9; ++i) text += (i ? ", *l" : "*l") + std::to_string(level - 1);
    text += "]\n";
  }
  text += "dependencies: *l8\n";
  const fs::path path = scratch.write("environment.yml", text);
  const auto start = std::chrono::steady_clock::now();
  auto file = read_declared_file(path.string());
  const auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message.rfind(path.string() + ":", 0), 0u) << file.error().message;
  EXPECT_NE(file.error().message.find("more than 100000 nodes, counting each alias (*name) as the nodes it names"),
            std::string::npos)
      << file.error().message;
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 1000);
}

}  // namespace
}  // namespace cudacompat::pins
