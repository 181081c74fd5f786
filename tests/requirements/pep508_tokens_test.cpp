// The PEP 508 tokens (pep508_tokens.h), each against what packaging's tokenizer pattern for it
// accepts: where a token ends, and where none starts. The whole grammar is compared with packaging
// itself in test_pep508_against_packaging.py; these pin down each pattern's edges on their own.
#include "requirements/pep508_tokens.h"

#include <gtest/gtest.h>

#include <string>

namespace cudacompat::requirements::pep508_detail {
namespace {

// The specifier match_version_specifier reads at the start of `text`, or "(none)".
std::string specifier_in(std::string_view text) {
  const auto end = match_version_specifier(text, 0);
  return end ? std::string(text.substr(0, *end)) : "(none)";
}

TEST(Pep508Tokens, PythonSpacesAreAsciiControlSpacesAndTheUnicodeSpacesDecodedFromUtf8) {
  EXPECT_EQ(python_space_at(" x", 0), 1u);
  EXPECT_EQ(python_space_at("\x0b", 0), 1u);          // vertical tab
  EXPECT_EQ(python_space_at("\x1f", 0), 1u);          // unit separator: str.isspace() says yes
  EXPECT_EQ(python_space_at("\xc2\xa0", 0), 2u);      // U+00A0
  EXPECT_EQ(python_space_at("\xe2\x80\x8a", 0), 3u);  // U+200A
  EXPECT_EQ(python_space_at("\xe3\x80\x80", 0), 3u);  // U+3000
  EXPECT_EQ(python_space_at("\xe2\x80\x8b", 0), 0u);  // U+200B, a zero-width space, is no space to Python
  EXPECT_EQ(python_space_at("\xc2", 0), 0u) << "a truncated sequence";
  EXPECT_EQ(python_space_at("a", 0), 0u);
  EXPECT_EQ(python_space_at(" ", 1), 0u) << "past the end";
}

TEST(Pep508Tokens, OnlySpacesAndTabsAreBlanksOfTheGrammar) {
  EXPECT_EQ(blank_run_at("a \t b", 1), 3u);
  EXPECT_EQ(blank_run_at("a\nb", 1), 0u);
  EXPECT_EQ(blank_run_at("\xc2\xa0", 0), 0u);
}

TEST(Pep508Tokens, AnIdentifierEndsAtAWordBoundaryAndNotOnADotOrDash) {
  EXPECT_EQ(match_identifier("cuda-python[all]", 0), 11u);
  EXPECT_EQ(match_identifier("nvidia_cublas_cu12 >=12", 0), 18u);
  EXPECT_EQ(match_identifier("a.b_c-d", 0), 7u);
  EXPECT_EQ(match_identifier("x,y", 2), 3u);
  EXPECT_FALSE(match_identifier("-name", 0));
  EXPECT_FALSE(match_identifier("name-", 0)) << "the pattern backs off the dash and nothing accepts it";
  EXPECT_FALSE(match_identifier("name.", 0));
  EXPECT_FALSE(match_identifier("caf\xc3\xa9", 0)) << "a non-ASCII byte is a word character: no \\b before it";
  EXPECT_FALSE(match_identifier("", 0));
}

TEST(Pep508Tokens, AVersionSpecifierTakesItsPreReleasePostDevAndLocalParts) {
  EXPECT_EQ(specifier_in(">=12.0,<13"), ">=12.0");
  EXPECT_EQ(specifier_in("== 12.*;"), "== 12.*");
  EXPECT_EQ(specifier_in("==1.0.post1.dev2+local.7 ;"), "==1.0.post1.dev2+local.7");
  EXPECT_EQ(specifier_in("<=2.0rc1"), "<=2.0rc1");
  EXPECT_EQ(specifier_in(">1.0-1"), ">1.0-1") << "the implicit post-release";
  EXPECT_EQ(specifier_in("!=v1!2.0ALPHA3"), "!=v1!2.0ALPHA3") << "epoch, a 'v' and any case";
  EXPECT_EQ(specifier_in("<2.0+local"), "<2.0") << "only == and != take a local label";
  EXPECT_EQ(specifier_in("===any thing"), "===any");
  EXPECT_EQ(specifier_in("~=1.4.2"), "~=1.4.2");
}

TEST(Pep508Tokens, NoVersionSpecifierStartsWithoutAnOperatorAndAVersion) {
  EXPECT_EQ(specifier_in("~=1"), "(none)") << "~= needs two release components";
  for (const char* text : {"1.0", "=1.0", ">=", "===;", "==.1"}) EXPECT_EQ(specifier_in(text), "(none)") << text;
}

TEST(Pep508Tokens, AWholeSpecifierListIsEveryPieceOneSpecifierWithAtMostOneTrailingComma) {
  EXPECT_EQ(match_whole_specifier_list(">=1.0, <2 ; python_version>'3'", 0), 10u);
  EXPECT_EQ(match_whole_specifier_list(">=1.0,", 0), 6u);
  EXPECT_EQ(match_whole_specifier_list("(>=1)", 1), 4u);
  EXPECT_FALSE(match_whole_specifier_list(">=1.0,,<2", 0)) << "an empty piece in the middle";
  EXPECT_FALSE(match_whole_specifier_list(">=1.0 <2", 0)) << "two specifiers with no comma";
  EXPECT_FALSE(match_whole_specifier_list(">=1.0\n", 0)) << "a byte outside the list's characters";
  EXPECT_FALSE(match_whole_specifier_list(",", 0));
  EXPECT_FALSE(match_whole_specifier_list(";", 0));
}

TEST(Pep508Tokens, TheInvalidPieceOfASpecifierSetIsTheFirstThatIsNotOneWholeSpecifier) {
  EXPECT_EQ(invalid_specifier_piece(">=1.0, <2"), std::nullopt);
  EXPECT_EQ(invalid_specifier_piece(">=1.0,,<2"), std::nullopt) << "SpecifierSet skips empty pieces";
  EXPECT_EQ(invalid_specifier_piece("===1,2"), "2");
  EXPECT_EQ(invalid_specifier_piece(">=1.0, <2 x, ~=3"), "<2 x");
  EXPECT_EQ(invalid_specifier_piece("\xc2\xa0>=1\xc2\xa0"), std::nullopt) << "strip() takes Unicode spaces";
}

TEST(Pep508Tokens, AMarkerVariableIsAKnownNameEndingAtAWordBoundary) {
  EXPECT_EQ(match_marker_variable("python_version >= '3.9'", 0), 14u);
  EXPECT_EQ(match_marker_variable("sys.platform=='linux'", 0), 12u);
  EXPECT_EQ(match_marker_variable("extra == 'cu12'", 0), 5u);
  EXPECT_EQ(match_marker_variable("extras", 0), 6u);
  EXPECT_EQ(match_marker_variable("variant_label == 'cu13'", 0), 13u);
  EXPECT_FALSE(match_marker_variable("python_versions", 0));
  EXPECT_FALSE(match_marker_variable("os.platform", 0));
  EXPECT_FALSE(match_marker_variable("Python_version", 0));
}

TEST(Pep508Tokens, AQuotedStringIsRefusedWhereLiteralEvalRefusesItSayingWhy) {
  EXPECT_EQ(quoted_string_error("'linux'"), std::nullopt);
  EXPECT_EQ(quoted_string_error("'\\x41\\u00e9\\U0001F600\\N{BULLET}'"), std::nullopt);
  EXPECT_EQ(quoted_string_error("'a\\\nb'"), std::nullopt) << "a line continuation";
  EXPECT_EQ(quoted_string_error("'a\\\r\nb'"), std::nullopt) << "a CRLF line continuation";
  EXPECT_EQ(quoted_string_error("'\\x4'"), "a \\x escape without two hex digits");
  EXPECT_EQ(quoted_string_error("'\\u00g0'"), "a \\u escape without four hex digits");
  EXPECT_EQ(quoted_string_error("'\\U0011ffff'"), "a \\U escape past U+10FFFF");
  EXPECT_EQ(quoted_string_error("'\\U1234'"), "a \\U escape without eight hex digits");
  EXPECT_EQ(quoted_string_error("'\\N{}'"), "a \\N escape without {NAME}");
  EXPECT_EQ(quoted_string_error("'\\Nx'"), "a \\N escape without {NAME}");
  EXPECT_EQ(quoted_string_error("'a\nb'"), "a line break (write it as \\n)");
  EXPECT_EQ(quoted_string_error(std::string_view("'a\0b'", 5)), "a NUL byte");
  EXPECT_EQ(quoted_string_error("'a\\'"), "a backslash that escapes the closing quote");
}

TEST(Pep508Tokens, ShownTextEscapesControlCharactersAndCutsAtTheLimit) {
  EXPECT_EQ(shown("a\tb\nc\x01\x7f"), "a\\tb\\nc\\x01\\x7f");
  EXPECT_EQ(shown("abcdef", 3), "abc...");
  EXPECT_EQ(shown("abc", 3), "abc");
  EXPECT_EQ(shown("caf\xc3\xa9"), "caf\xc3\xa9") << "UTF-8 passes unchanged";
}

}  // namespace
}  // namespace cudacompat::requirements::pep508_detail
