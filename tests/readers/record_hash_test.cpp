// RECORD's hash form (tool/readers/record_hash.cpp): SHA-256 as URL-safe base64 without padding,
// checked against Python's hashlib and base64.
#include "readers/record_hash.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace cudacompat::readers {
namespace {

TEST(Record, HashIsUrlSafeBase64WithoutPadding) {
  Sha256 hash;
  hash.update(reinterpret_cast<const std::uint8_t*>("abc"), 3);
  // python: base64.urlsafe_b64encode(hashlib.sha256(b"abc").digest()).rstrip(b"=")
  EXPECT_EQ(hash.finish_record_form(), "ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
}

}  // namespace
}  // namespace cudacompat::readers
