// The start of a fatbin entry's payload (readers/payload_prefix.h), copied or decompressed only as
// far as asked: PTX entries of the fixtures nvcc 13 compiled here uncompressed, LZ4- and
// zstd-compressed, and payloads that are damaged or run past the data.
#include "readers/payload_prefix.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "audit_test_files.h"
#include "device_entries.h"

namespace cudacompat::readers {
namespace {

// The first `capacity` bytes of `entry`'s payload as read_payload_prefix gives them.
Expected<std::string> prefix_of(const std::string& bytes, const FatbinEntry& entry, std::size_t capacity) {
  std::vector<char> buffer(capacity);
  auto produced = read_payload_prefix(ByteView(bytes), entry, buffer.data(), capacity, "PTX");
  if (!produced) return produced.error();
  return std::string(buffer.data(), *produced);
}

TEST(PayloadPrefix, AnUncompressedPayloadIsCopiedUpToTheCapacityOrItsEnd) {
  SKIP_WITHOUT_FIXTURES();
  const std::string bytes = read_file(fixture("plain.o"));
  const FatbinEntry ptx = first_of_kind(object_fatbin_entries(ByteView(bytes)), EntryKind::kPtx);
  ASSERT_EQ(ptx.compression, Compression::kNone);
  auto start = prefix_of(bytes, ptx, 16);
  ASSERT_TRUE(start) << start.error().message;
  EXPECT_EQ(*start, bytes.substr(ptx.payload_offset, 16));
  auto whole = prefix_of(bytes, ptx, ptx.stored_size + 100);
  ASSERT_TRUE(whole) << whole.error().message;
  EXPECT_EQ(whole->size(), ptx.stored_size);
  EXPECT_NE(whole->find(".target sm_75"), std::string::npos);
}

TEST(PayloadPrefix, Lz4AndZstdPayloadsAreDecompressedOnlyAsFarAsAsked) {
  SKIP_WITHOUT_FIXTURES();
  for (const auto& [name, compression, target] : {std::tuple{"lz4.o", Compression::kLz4, ".target sm_80"},
                                                  std::tuple{"multi.o", Compression::kZstd, ".target sm_90"}}) {
    const std::string bytes = read_file(fixture(name));
    const FatbinEntry ptx = first_of_kind(object_fatbin_entries(ByteView(bytes)), EntryKind::kPtx);
    ASSERT_EQ(ptx.compression, compression) << name;
    auto text = prefix_of(bytes, ptx, 4096);
    ASSERT_TRUE(text) << name << ": " << text.error().message;
    EXPECT_EQ(text->size(), std::min<std::uint64_t>(4096, ptx.uncompressed_size)) << name;
    EXPECT_NE(text->find(".version "), std::string::npos) << name;
    EXPECT_NE(text->find(target), std::string::npos) << name;
    auto shorter = prefix_of(bytes, ptx, 10);
    ASSERT_TRUE(shorter) << name << ": " << shorter.error().message;
    EXPECT_EQ(*shorter, text->substr(0, 10)) << name;
  }
}

TEST(PayloadPrefix, AZstdPayloadThatDoesNotDecompressIsAnErrorNamingWhatAndWhere) {
  SKIP_WITHOUT_FIXTURES();
  std::string bytes = read_file(fixture("multi.o"));
  const FatbinEntry ptx = first_of_kind(object_fatbin_entries(ByteView(bytes)), EntryKind::kPtx);
  std::memset(bytes.data() + ptx.payload_offset, 0x5a, 8);  // no zstd frame starts so
  auto text = prefix_of(bytes, ptx, 4096);
  ASSERT_FALSE(text);
  EXPECT_NE(text.error().message.find(": zstd-compressed PTX payload does not decompress: "), std::string::npos)
      << text.error().message;
  EXPECT_EQ(text.error().message.rfind("at offset 0x", 0), 0u) << text.error().message;
}

TEST(PayloadPrefix, APayloadPastTheEndOfTheDataIsAnErrorAtItsOffset) {
  const std::string bytes(256, '\0');
  FatbinEntry entry;
  entry.compression = Compression::kZstd;
  entry.payload_offset = 200;
  entry.stored_size = 57;
  std::vector<char> buffer(16);
  auto produced = read_payload_prefix(ByteView(bytes), entry, buffer.data(), buffer.size(), "SASS");
  ASSERT_FALSE(produced);
  EXPECT_EQ(produced.error().message, "at offset 0xc8: SASS payload goes past the end of the data");
}

}  // namespace
}  // namespace cudacompat::readers
