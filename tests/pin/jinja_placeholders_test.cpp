// Jinja in conda recipes set aside (tool/pin/jinja_placeholders.cpp): expressions swapped for
// placeholders and back, statements and comments blanked with their line breaks kept, and a
// `{% macro %}` blanked with every call of it, on text written as feedstocks write it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "pin/jinja_placeholders.h"

namespace cudacompat::pins {
namespace {

using detail::mask_jinja;
using detail::unmask_jinja;

std::size_t line_breaks(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

TEST(JinjaPlaceholders, SwapsEachExpressionForAPlaceholderAndBackAsWritten) {
  const std::string text =
      "  - cuda-version >={{ cuda_version }},<{{ cuda_major | int + 1 }}\n"
      "  - ${{ compiler('cuda') }}\n";
  const auto masked = mask_jinja(text, false);
  EXPECT_EQ(masked.text, "  - cuda-version >=__jinja_0__,<__jinja_1__\n  - __jinja_2__\n");
  EXPECT_EQ(masked.expressions,
            (std::vector<std::string>{"{{ cuda_version }}", "{{ cuda_major | int + 1 }}", "${{ compiler('cuda') }}"}));
  EXPECT_TRUE(masked.macros.empty());
  EXPECT_EQ(unmask_jinja(masked.text, masked.expressions), text);
}

TEST(JinjaPlaceholders, BlanksStatementsAndCommentsKeepingTheirLineBreaksOnlyWhenAsked) {
  const std::string text =
      "{% set version = \"1.0\" %}\n"
      "{% if cuda_major >= 12 %}{# conda-forge's new\ncompilers #}\n"
      "  - cuda-cudart-dev\n"
      "{% endif %}\n";
  const auto blanked = mask_jinja(text, true);
  EXPECT_EQ(blanked.text.size(), text.size());
  EXPECT_EQ(line_breaks(blanked.text), line_breaks(text));  // YAML's line numbers stay the file's
  EXPECT_EQ(blanked.text.find_first_not_of(" \n"), blanked.text.find("- cuda-cudart-dev"));
  EXPECT_TRUE(blanked.expressions.empty());

  // A rattler recipe has no statements: they stay as written.
  EXPECT_EQ(mask_jinja(text, false).text, text);
}

TEST(JinjaPlaceholders, LeavesAnUnclosedTagAsPlainText) {
  const std::string text = "  - cuda-version >={{ cuda_version\n  - {% if x\n";
  const auto masked = mask_jinja(text, true);
  EXPECT_EQ(masked.text, text);
  EXPECT_TRUE(masked.expressions.empty());
}

TEST(JinjaPlaceholders, BlanksAMacroWithItsBodyAndEveryCallOfItAndNamesIt) {
  // As llama-cpp-python's feedstock writes its build script lines.
  const std::string text =
      "{% macro cmake_args(key, value) -%}\n"
      "  -D{{ key }}={{ value }}\n"
      "{%- endmacro %}\n"
      "script: pip install . {{ cmake_args(\"LLAVA_BUILD\", \"OFF\") }}\n"
      "  - python {{ python_min }}\n";
  const auto masked = mask_jinja(text, true);
  EXPECT_EQ(masked.macros, std::vector<std::string>{"cmake_args"});
  // Only the expression outside the macro and its calls is kept.
  EXPECT_EQ(masked.expressions, std::vector<std::string>{"{{ python_min }}"});
  EXPECT_EQ(masked.text.find("cmake_args"), std::string::npos) << masked.text;
  EXPECT_EQ(masked.text.find("LLAVA_BUILD"), std::string::npos) << masked.text;
  EXPECT_EQ(line_breaks(masked.text), line_breaks(text));
  EXPECT_NE(masked.text.find("  - python __jinja_0__\n"), std::string::npos) << masked.text;

  // Without statements blanked, a call of a name is an expression like any other.
  EXPECT_EQ(mask_jinja("x: {{ cmake_args(1) }}\n", false).expressions.size(), 1u);
}

TEST(JinjaPlaceholders, LeavesTextThatIsNoPlaceholderOfTheListAsWritten) {
  const std::vector<std::string> two = {"{{ a }}", "{{ b }}"};
  EXPECT_EQ(unmask_jinja("__jinja_1____jinja_0__", two), "{{ b }}{{ a }}");
  // Numbers past the list, no number, no closing underscores: a package may be named so.
  EXPECT_EQ(unmask_jinja("__jinja_2__ __jinja_12__ __jinja___ __jinja_1", two),
            "__jinja_2__ __jinja_12__ __jinja___ __jinja_1");
  EXPECT_EQ(unmask_jinja("no placeholders", {}), "no placeholders");
  EXPECT_EQ(unmask_jinja("__jinja_0__", {}), "__jinja_0__");
}

}  // namespace
}  // namespace cudacompat::pins
