// What the tests of `pin --check`'s rules share (tests/pin/check_*_test.cpp): a toolkit to check at
// and `pin --check` of one file, as the command runs it.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "pin/check.h"
#include "pin/check_context.h"
#include "pin/readers.h"

namespace cudacompat::pins::check_tests {

inline CheckContext toolkit(const std::string& version) {
  auto cuda = Version::parse(version);
  EXPECT_TRUE(cuda.has_value()) << version;
  return {cuda.value_or(Version{}), "--cuda"};
}

// `pin --check` of one file at one toolkit, as the command runs it.
inline CheckReport check_file(const std::string& path, const std::string& cuda) {
  CheckReport report;
  auto file = read_declared_file(path);
  EXPECT_TRUE(file.ok()) << path;
  if (file) check_declared(*file, toolkit(cuda), KnowledgeBase::embedded(), report);
  return report;
}

}  // namespace cudacompat::pins::check_tests
