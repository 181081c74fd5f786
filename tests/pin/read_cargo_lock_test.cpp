// The Cargo.lock reader (tool/pin/read_cargo_lock.cpp) on candle's lock file (tests/pin/fixtures).
#include <gtest/gtest.h>

#include <string>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using reader_tests::file_lines;
using reader_tests::find_entry;
using reader_tests::fixture;
using reader_tests::line_containing;
using reader_tests::read_ok;

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
