// Errors as values (common/expected.h): a message names the file once and the offset in hex, and an
// Expected holds either its value or its error, never both.
#include "common/expected.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace cudacompat {
namespace {

TEST(DisplayText, ErrorsNameTheFileAndTheOffsetInHex) {
  EXPECT_EQ(error_at("libfoo.so", 0x1a40, "bad").message, "libfoo.so: at offset 0x1a40: bad");
  EXPECT_EQ(error_at("", 0, "bad").message, "at offset 0x0: bad");
  EXPECT_EQ(error_in("libfoo.so", "cannot open").message, "libfoo.so: cannot open");
}

TEST(Expected, AnErrorWithoutAFileIsTheSentenceAlone) {
  EXPECT_EQ(error_in("", "cannot map").message, "cannot map");
  EXPECT_EQ(error_at("x.o", ~0ull, "past the end").message, "x.o: at offset 0xffffffffffffffff: past the end");
}

TEST(Expected, HoldsItsValueOrItsErrorAndSaysWhich) {
  Expected<int> value = 42;
  ASSERT_TRUE(value.ok());
  EXPECT_TRUE(static_cast<bool>(value));
  EXPECT_EQ(*value, 42);
  Expected<int> failed = Error{"libfoo.so: cannot open"};
  EXPECT_FALSE(failed.ok());
  EXPECT_FALSE(static_cast<bool>(failed));
  EXPECT_EQ(failed.error().message, "libfoo.so: cannot open");
}

TEST(Expected, AValueThatCanOnlyMoveIsMovedOutWhole) {
  Expected<std::unique_ptr<std::string>> made = std::make_unique<std::string>("bytes");
  ASSERT_TRUE(made);
  EXPECT_EQ(**made, "bytes");
  std::unique_ptr<std::string> taken = std::move(made).value();
  ASSERT_NE(taken, nullptr);
  EXPECT_EQ(*taken, "bytes");
  Expected<std::string> text = std::string("abc");
  EXPECT_EQ(text->size(), 3u);  // operator-> reaches the value's members
}

TEST(Expected, AStepThatProducesNothingSucceedsByDefaultOrCarriesItsError) {
  const Expected<void> done{};
  EXPECT_TRUE(done.ok());
  const Expected<void> failed = error_in("out.json", "cannot write");
  EXPECT_FALSE(failed);
  EXPECT_EQ(failed.error().message, "out.json: cannot write");
}

}  // namespace
}  // namespace cudacompat
