// The preprocessor conditions the tokenizer (tokens.cpp) decides for the target toolkit.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "migrate/tokens.h"

namespace cudacompat::migrate {
namespace {

TEST(MigrateConditions, DecideWhatTheyCanAndNoMore) {
  const std::map<std::string, long long, std::less<>> macros{{"CUDART_VERSION", 13000}};
  EXPECT_EQ(evaluate_condition("CUDART_VERSION >= 13000", macros), Truth::kTrue);
  EXPECT_EQ(evaluate_condition("UNKNOWN_THING && CUDART_VERSION < 12000", macros), Truth::kFalse);
  EXPECT_EQ(evaluate_condition("UNKNOWN_THING || CUDART_VERSION < 12000", macros), Truth::kUnknown);
  EXPECT_EQ(evaluate_condition("defined(CUDART_VERSION) && CUDACOMPAT_CTK_AT_LEAST(12, 2)", macros), Truth::kTrue);
  EXPECT_EQ(evaluate_condition("1 / 0", macros), Truth::kUnknown);
}

}  // namespace
}  // namespace cudacompat::migrate
