// Names are bytes: what the tool prints of them is valid UTF-8 and cannot drive a terminal.
#include "common/display_text.h"

#include <gtest/gtest.h>

namespace cudacompat {
namespace {

TEST(DisplayText, ValidUtf8ComesBackUnchanged) {
  EXPECT_EQ(utf8_escaped("libcudart.so.13"), "libcudart.so.13");
  EXPECT_EQ(utf8_escaped("b\xc3\xa9ta \xe2\x89\xa5 \xf0\x9f\x9a\x80"), "b\xc3\xa9ta \xe2\x89\xa5 \xf0\x9f\x9a\x80");
}

TEST(DisplayText, BytesThatAreNotUtf8AreWrittenAsHexEscapes) {
  EXPECT_EQ(utf8_escaped("lib\xff.so"), "lib\\xff.so");
  EXPECT_EQ(utf8_escaped("\xc3\x28"), "\\xc3(");                        // a lead byte without its continuation
  EXPECT_EQ(utf8_escaped("\xed\xa0\x80"), "\\xed\\xa0\\x80");           // a UTF-16 surrogate
  EXPECT_EQ(utf8_escaped("\xc0\xaf"), "\\xc0\\xaf");                    // an overlong '/'
  EXPECT_EQ(utf8_escaped("\xf4\x90\x80\x80"), "\\xf4\\x90\\x80\\x80");  // above U+10FFFF
  EXPECT_TRUE(is_valid_utf8(utf8_escaped("\x80\x81\xfe\xff")));
}

TEST(DisplayText, TerminalControlCharactersAreEscapedForTheTable) {
  EXPECT_EQ(terminal_safe("a\x1b[2Jb\nc\x7f"), "a\\x1b[2Jb\\x0ac\\x7f");
  EXPECT_EQ(terminal_safe("x\xc2\x9by"), "x\\u009by");  // C1 CSI
  EXPECT_EQ(terminal_safe("caf\xc3\xa9"), "caf\xc3\xa9");
}

TEST(DisplayText, WritesHexDigitsInLowerCasePaddedToTheWidthAsked) {
  EXPECT_EQ(hex_digits(0), "0");
  EXPECT_EQ(hex_digits(0x1a40), "1a40");
  EXPECT_EQ(hex_digits(10, 2), "0a");
  EXPECT_EQ(hex_digits(0x9b, 4), "009b");
  EXPECT_EQ(hex_digits(0x12345, 2), "12345");
  EXPECT_EQ(hex_digits(~0ull), "ffffffffffffffff");
}

// The maximal ill-formed parts each become one U+FFFD, as Python's decode(errors="replace") makes
// them (the expected bytes are what CPython 3 gives for each input).
TEST(DisplayText, IllFormedPartsAreReplacedAsPythonDecodesThem) {
  const std::string replacement = "\xef\xbf\xbd";
  EXPECT_EQ(utf8_replaced("caf\xc3\xa9"), "caf\xc3\xa9");
  EXPECT_EQ(utf8_replaced("a\xe2\x82z"), "a" + replacement + "z");  // a truncated sequence is one part
  EXPECT_EQ(utf8_replaced("\xf0\x9f\x9a"), replacement);
  EXPECT_EQ(utf8_replaced("\xed\xa0\x80"), replacement + replacement + replacement);  // a surrogate: three
  EXPECT_EQ(utf8_replaced("\xc0\xaf"), replacement + replacement);                    // an overlong '/': two
  EXPECT_EQ(utf8_replaced("ok\xff"), "ok" + replacement);
}

TEST(DisplayText, TellsWellFormedUtf8FromEverythingElse) {
  EXPECT_TRUE(is_valid_utf8(""));
  EXPECT_TRUE(is_valid_utf8("\xf4\x8f\xbf\xbf"));  // U+10FFFF, the last code point
  EXPECT_FALSE(is_valid_utf8("\xf4\x90\x80\x80"));
  EXPECT_FALSE(is_valid_utf8("\xe2\x82"));
  EXPECT_FALSE(is_valid_utf8("\xed\xbf\xbf"));  // U+DFFF, a surrogate
}

TEST(DisplayText, HtmlTextHasTheFiveSpecialCharactersAsEntitiesAndNoControlCharacters) {
  EXPECT_EQ(html_escaped("<a href=\"x\">Tom & Jerry's</a>"),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  EXPECT_EQ(html_escaped("lib\x1b[31m.so\xff"), "lib\\x1b[31m.so\\xff");
}

TEST(DisplayText, AnExcerptIsQuotedCutAtWholeCharactersAndSafeForATerminal) {
  EXPECT_EQ(short_excerpt("numpy>=1.24"), "'numpy>=1.24'");
  EXPECT_EQ(short_excerpt("abcdef", 3), "'abc'...");
  EXPECT_EQ(short_excerpt("\xc3\xa9\xc3\xa9\xc3\xa9", 2), "'\xc3\xa9\xc3\xa9'...");  // characters, not bytes
  EXPECT_EQ(short_excerpt("a\nb", 40), "'a\\x0ab'");
  EXPECT_EQ(short_excerpt("", 40), "''");
}

}  // namespace
}  // namespace cudacompat
