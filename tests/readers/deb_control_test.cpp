// Debian control files (tool/readers/deb_control.cpp): continuation lines, alternatives, and
// malformed relations named with their line.
#include "readers/deb_control.h"

#include <gtest/gtest.h>

#include <string>

namespace cudacompat::readers {
namespace {

TEST(DebControl, ReadsContinuationLinesAndAlternatives) {
  auto control = parse_deb_control(
      "Package: libmine1\nVersion: 1.0-1\nArchitecture: amd64\nPre-Depends: dpkg (>= 1.19)\n"
      "Depends: libc6 (>= 2.34),\n libcudart12 (>= 12.4) | cuda-cudart-12-4,\n\tfoo:any [amd64] <!nocheck>\n"
      "Description: short\n long\n .\n more\n");
  ASSERT_TRUE(control) << control.error().message;
  EXPECT_EQ(control->package, "libmine1");
  EXPECT_EQ(control->architecture, "amd64");
  ASSERT_EQ(control->depends.size(), 4u);
  EXPECT_EQ(control->depends[0][0].name, "dpkg");  // Pre-Depends first
  ASSERT_EQ(control->depends[2].size(), 2u);
  EXPECT_EQ(control->depends[2][0].name, "libcudart12");
  EXPECT_EQ(control->depends[2][0].op, ">=");
  EXPECT_EQ(control->depends[2][0].version, "12.4");
  EXPECT_EQ(control->depends[2][1].name, "cuda-cudart-12-4");
  EXPECT_EQ(control->depends[3][0].name, "foo");
  EXPECT_EQ(control->depends[3][0].qualifier, "any");
}

TEST(DebControl, RejectsMalformedRelationsWithTheLine) {
  auto control = parse_deb_control("Package: a\nVersion: 1\nDepends: libc6 (>= 2.34\n");
  ASSERT_FALSE(control);
  EXPECT_NE(control.error().message.find("line 3"), std::string::npos) << control.error().message;
  EXPECT_FALSE(parse_deb_relations("a (~= 1)"));
  EXPECT_FALSE(parse_deb_relations("a | "));
  EXPECT_FALSE(parse_deb_control("Version: 1\n"));
}

}  // namespace
}  // namespace cudacompat::readers
