// Errors as values (common/expected.h): a message names the file once and the offset in hex, and an
// Expected holds either its value or its error, never both.
#include "common/expected.h"

#include <gtest/gtest.h>

namespace cudacompat {
namespace {

TEST(DisplayText, ErrorsNameTheFileAndTheOffsetInHex) {
  EXPECT_EQ(error_at("libfoo.so", 0x1a40, "bad").message, "libfoo.so: at offset 0x1a40: bad");
  EXPECT_EQ(error_at("", 0, "bad").message, "at offset 0x0: bad");
  EXPECT_EQ(error_in("libfoo.so", "cannot open").message, "libfoo.so: cannot open");
}

}  // namespace
}  // namespace cudacompat
