// conda's info/index.json (tool/readers/conda_index.cpp): name, version, depends and constrains.
#include "readers/conda_index.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace cudacompat::readers {
namespace {

TEST(CondaIndex, ReadsNameVersionDependsAndConstrains) {
  auto index = parse_conda_index(
      R"({"name": "mine", "version": "1.0", "subdir": "linux-64", "depends": ["cuda-cudart >=13.0,<14"],
          "constrains": ["cuda-version >=13,<14"], "build": "0"})");
  ASSERT_TRUE(index) << index.error().message;
  EXPECT_EQ(index->name, "mine");
  EXPECT_EQ(index->depends, std::vector<std::string>{"cuda-cudart >=13.0,<14"});
  EXPECT_EQ(index->constrains, std::vector<std::string>{"cuda-version >=13,<14"});
}

TEST(CondaIndex, RejectsWhatIsNotAnIndex) {
  EXPECT_FALSE(parse_conda_index("{"));
  EXPECT_FALSE(parse_conda_index("[]"));
  EXPECT_FALSE(parse_conda_index(R"({"name": "x"})"));
  EXPECT_FALSE(parse_conda_index(R"({"name": "x", "version": "1", "depends": [1]})"));
}

}  // namespace
}  // namespace cudacompat::readers
