// The recipe selectors' evaluator (tool/pin/recipe_conditions.cpp): Python's `or`, `and`,
// `startswith` and `in` as conda-build evaluates them, and what it cannot know left unknown.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "pin/recipe_conditions.h"

namespace cudacompat::pins {
namespace {

TEST(RecipeConditions, ACallIsUnknownButAnotherOperandCanStillDecide) {
  const std::string skip = "not (compiler(\"cuda\").startswith(\"nvcc\") and cuda_compiler_version == \"11.8\")";
  EXPECT_EQ(evaluate_condition(skip, variant_variables(12, 4)), true);          // the `and` is false whatever the call
  EXPECT_EQ(evaluate_condition(skip, variant_variables(11, 8)), std::nullopt);  // it hangs on the call
  EXPECT_EQ(evaluate_condition("match(cuda_compiler_version, \">=12\")", variant_variables(12, 9)), std::nullopt);
  EXPECT_EQ(evaluate_condition("match(cuda_compiler_version, \"12.*\") and aarch64", variant_variables(12, 9)), false);
  EXPECT_EQ(evaluate_condition("compiler(\"cuda\"", variant_variables(12, 9)), std::nullopt);  // unclosed: unread
}

TEST(RecipeConditions, EvaluatesSelectorsAsCondaBuildDoesPythonOrAndStartswithAndIn) {
  const auto cuda12 = variant_variables(12, 6);
  EXPECT_EQ(evaluate_condition("(cuda_compiler_version or \"\").startswith(\"12\")", cuda12), true);
  EXPECT_EQ(evaluate_condition("(cuda_compiler_version or \"\").startswith(\"11\")", cuda12), false);
  EXPECT_EQ(evaluate_condition("cuda_compiler_version in (\"10.2\", \"11.0\", \"11.1\")", cuda12), false);
  EXPECT_EQ(evaluate_condition("cuda_compiler_version not in (undefined, 'None')", cuda12), true);
  EXPECT_EQ(evaluate_condition("cuda_compiler != \"None\"", cuda12), true);
  EXPECT_EQ(evaluate_condition("python.startswith(\"3\")", cuda12), std::nullopt);  // unknown stays unknown
  EXPECT_EQ(evaluate_condition("cuda_compiler_version.split('.')[0] == '12'", cuda12), std::nullopt);
  EXPECT_EQ(marker_applies_on_linux("sys_platform == 'win32'"), false);
  EXPECT_EQ(marker_applies_on_linux("python_version=='3.9' and ('linux' in sys_platform)"), std::nullopt);
  EXPECT_EQ(marker_applies_on_linux("('linux' in sys_platform)"), true);
}

}  // namespace
}  // namespace cudacompat::pins
