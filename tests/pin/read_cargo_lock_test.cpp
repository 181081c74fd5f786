// The Cargo.lock reader (tool/pin/read_cargo_lock.cpp) on candle's lock file (tests/pin/fixtures).
#include <gtest/gtest.h>

#include <string>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(CargoReader, ReadsEveryLockedPackageWithItsVersion) {
  const std::string path = fixture("candle/Cargo.lock");
  DeclaredFile file = read_ok(path);
  EXPECT_EQ(file.source, SourceKind::kCargoLock);
  std::size_t packages = 0;
  for (const std::string& line : file_lines(path)) packages += line == "[[package]]";
  EXPECT_EQ(file.entries.size(), packages);
  const Declared* cudarc = find_entry(file.entries, "cudarc");
  ASSERT_NE(cudarc, nullptr);
  EXPECT_EQ(cudarc->version, "0.11.9");
  EXPECT_EQ(cudarc->spec, "");
  EXPECT_EQ(cudarc->line, line_containing(path, "name = \"cudarc\""));
}

}  // namespace
}  // namespace cudacompat::pins
