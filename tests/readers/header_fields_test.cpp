// RFC 822 header blocks (readers/header_fields.h), the "Name: value" lines of core metadata and of
// Debian's control files: fields, continuation lines, the end of the block, and the lines it
// refuses with their number; last, the control file of a real .deb.
#include "readers/header_fields.h"

#include <gtest/gtest.h>

#include <string>

#include "readers/tar_reader.h"
#include "real_deb.h"

namespace cudacompat::readers {
namespace {

TEST(HeaderFields, ReadsFieldsWithTheirLineAndJoinsContinuationLinesUpToTheFirstEmptyLine) {
  auto fields = read_header_fields(
      "Metadata-Version: 2.4\r\nName:  cuda-python \nDescription: first\n  second \n\tthird\n\r\nBody: not a field\n");
  ASSERT_TRUE(fields) << fields.error().message;
  ASSERT_EQ(fields->size(), 3u);
  EXPECT_EQ((*fields)[0].name, "Metadata-Version");
  EXPECT_EQ((*fields)[0].value, "2.4") << "a CRLF line ends without its CR";
  EXPECT_EQ((*fields)[1].value, "cuda-python");
  EXPECT_EQ((*fields)[1].line, 2);
  EXPECT_EQ((*fields)[2].value, "first\nsecond\nthird");
  EXPECT_EQ((*fields)[2].line, 3);
}

TEST(HeaderFields, AnEmptyValueAndAContinuationOfItAreKept) {
  auto fields = read_header_fields("Keywords:\n cuda\nLicense: \n");
  ASSERT_TRUE(fields) << fields.error().message;
  ASSERT_EQ(fields->size(), 2u);
  EXPECT_EQ((*fields)[0].value, "cuda") << "no leading newline for the first continuation of an empty value";
  EXPECT_EQ((*fields)[1].value, "");
  auto empty = read_header_fields("");
  ASSERT_TRUE(empty);
  EXPECT_TRUE(empty->empty());
}

TEST(HeaderFields, ALineThatIsNeitherAFieldNorAContinuationIsRefusedNamingItsLine) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {" leading\nName: x\n", "line 1: a continuation line (starting with a space) before any field"},
      {"Name: x\ngarbage\n", "line 2: expected 'Name: value', found 'garbage'"},
      {"Name: x\n: no name\n", "line 2: expected 'Name: value', found ': no name'"},
      {"Name : x\n", "line 1: expected 'Name: value', found 'Name : x'"},
      {"Name: x\n" + std::string(80, 'y') + "\n",
       "line 2: expected 'Name: value', found '" + std::string(60, 'y') + "'"},
  };
  for (const auto& [text, expected] : cases) {
    auto fields = read_header_fields(text);
    ASSERT_FALSE(fields) << text;
    EXPECT_EQ(fields.error().message, expected);
  }
}

TEST(HeaderFields, FieldNamesCompareIgnoringAsciiCaseAndSpaceIsTrimmedFromBothEnds) {
  const HeaderField field{"Requires-Dist", "x", 1};
  EXPECT_TRUE(field_is(field, "requires-dist"));
  EXPECT_TRUE(field_is(field, "REQUIRES-DIST"));
  EXPECT_FALSE(field_is(field, "Requires-Dis"));
  EXPECT_FALSE(field_is(field, "Requires_Dist"));
  EXPECT_EQ(trim_space(" \t value \r\n"), "value");
  EXPECT_EQ(trim_space("a b"), "a b");
  EXPECT_EQ(trim_space(" \r\n\t"), "");
}

TEST(HeaderFields, ReadsTheControlFileOfARealDeb) {
  SKIP_WITHOUT_REAL_DEB();
  auto deb = read_real_deb();
  ASSERT_TRUE(deb) << deb.error().message;
  std::string control;
  for (const auto& member : deb->members) {
    if (!member.name.starts_with("control.tar")) continue;
    auto read = read_tar(
        member.bytes, [](std::string_view name, ByteView) { return name == "control"; },
        [&](std::string_view, ByteView contents) { control = std::string(contents.as_string()); },
        [](Error error) { ADD_FAILURE() << error.message; });
    ASSERT_TRUE(read) << read.error().message;
  }
  auto fields = read_header_fields(control);
  ASSERT_TRUE(fields) << fields.error().message;
  ASSERT_EQ(fields->size(), 13u);
  EXPECT_EQ((*fields)[0].name, "Package");
  EXPECT_EQ((*fields)[0].value, "libcudart12");
  EXPECT_EQ((*fields)[2].value, "12.4.127~12.4.1-2");
  EXPECT_EQ((*fields)[7].value, "libcuda1 (>= 550) | libcuda.so.1 (>= 550) | libcuda-12.4-1");
  const HeaderField& description = fields->back();
  EXPECT_TRUE(field_is(description, "description"));
  EXPECT_EQ(description.line, 13);
  EXPECT_TRUE(description.value.starts_with("NVIDIA CUDA Runtime Library\nThe Compute Unified Device Architecture"));
  EXPECT_NE(description.value.find("computation.\n.\nThis package"), std::string::npos) << description.value;
}

}  // namespace
}  // namespace cudacompat::readers
