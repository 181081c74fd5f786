// Small text helpers shared by the tool's libraries.
#pragma once

#include <string>
#include <vector>

namespace cudacompat {

// "a, b, c" from {"a", "b", "c"} and ", ".
inline std::string join(const std::vector<std::string>& items, const std::string& separator) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : separator) + item;
  return text;
}

}  // namespace cudacompat
