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

// {"a", "b", "c"} from "a,b,c" and ','; an empty text gives one empty item, as "a,,b" gives three.
inline std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> items(1);
  for (char c : text) {
    if (c == separator)
      items.emplace_back();
    else
      items.back() += c;
  }
  return items;
}

}  // namespace cudacompat
