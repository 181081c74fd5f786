// What a program said, for a message: stderr (else stdout), whitespace trimmed, at most `max` bytes.
#pragma once

#include <string>

#include "common/subprocess.h"

namespace cudacompat {

inline std::string trimmed(std::string text, std::size_t max) {
  text = text.substr(0, max);
  const auto end = text.find_last_not_of(" \t\r\n");
  text.erase(end == std::string::npos ? 0 : end + 1);
  const auto begin = text.find_first_not_of(" \t\r\n");
  return begin == std::string::npos ? std::string() : text.substr(begin);
}

inline std::string what_it_said(const ProcessResult& run, std::size_t max = 400) {
  return trimmed(run.errors.find_first_not_of(" \t\r\n") == std::string::npos ? run.output : run.errors, max);
}

}  // namespace cudacompat
