// Checks of what a writer wrote (a table, a page, a message): whether the text holds some parts, or
// none of them. A failure shows the text and the parts that are not as wanted.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

namespace cudacompat::testing {

// Whether `text` holds each of `parts` as `wanted`.
inline ::testing::AssertionResult holds_each_as(const std::string& text, std::initializer_list<std::string> parts,
                                                bool wanted) {
  std::string wrong;
  for (const auto& part : parts)
    if ((text.find(part) != std::string::npos) != wanted) wrong += (wanted ? "\n  lacks: " : "\n  holds: ") + part;
  if (wrong.empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << text << wrong;
}

inline ::testing::AssertionResult says(const std::string& text, std::initializer_list<std::string> parts) {
  return holds_each_as(text, parts, true);
}

inline ::testing::AssertionResult says_none_of(const std::string& text, std::initializer_list<std::string> parts) {
  return holds_each_as(text, parts, false);
}

}  // namespace cudacompat::testing
