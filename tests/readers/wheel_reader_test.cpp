// Wheels (tool/readers/wheel_reader.cpp): the libraries inside read without extracting them, a
// corrupted member reported and the others read, members in memory or through a temporary file.
#include "readers/wheel_reader.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "audit_test_files.h"
#include "readers/mapped_file.h"

namespace cudacompat::readers {
namespace {

TEST(WheelReader, ReadsTheLibrariesInsideAWheelWithoutExtractingThem) {
  SKIP_WITHOUT_FIXTURES();
  const auto wheel = fixture("tiny-0.1-py3-none-linux_x86_64.whl");
  auto facts = inspect_path(wheel);
  std::set<std::string> paths;
  for (const auto& artifact : facts) {
    paths.insert(artifact.path.substr(wheel.string().size()));
    EXPECT_EQ(artifact.package, wheel.string());
    EXPECT_TRUE(artifact.errors.empty()) << artifact.errors.front().message;
  }
  EXPECT_EQ(paths, (std::set<std::string>{"!tiny/_kernels.so", "!tiny/libdriver.so", "!tiny/libobjects.a(multi.o)",
                                          "!tiny/libobjects.a(rdc.o)"}));
  auto kernels = std::find_if(facts.begin(), facts.end(),
                              [](const ArtifactFacts& f) { return f.path.find("_kernels.so") != std::string::npos; });
  ASSERT_NE(kernels, facts.end());
  EXPECT_NE(std::find(kernels->needed.begin(), kernels->needed.end(), "libcudart.so.13"), kernels->needed.end());
  std::set<std::string> targets;
  for (const auto& container : kernels->containers) {
    for (const auto& entry : container.entries) targets.insert(entry.header.target());
  }
  EXPECT_EQ(targets, (std::set<std::string>{"sm_86", "compute_86"}));
}

// The tiny wheel with bytes flipped in the middle of its first member's compressed data (it starts
// after the 30-byte local header, the name and the extra field).
std::string tiny_wheel_with_its_first_member_corrupted() {
  std::string bytes = read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl"));
  const std::size_t name_length = static_cast<unsigned char>(bytes[26]) | (static_cast<unsigned char>(bytes[27]) << 8);
  const std::size_t data =
      30 + name_length + (static_cast<unsigned char>(bytes[28]) | (static_cast<unsigned char>(bytes[29]) << 8));
  for (std::size_t i = data + 200; i < data + 260; ++i) bytes[i] = static_cast<char>(bytes[i] ^ 0x5a);
  return bytes;
}

TEST(WheelReader, ReportsACorruptedMemberAndKeepsReadingTheOthers) {
  SKIP_WITHOUT_FIXTURES();
  const std::string bytes = tiny_wheel_with_its_first_member_corrupted();
  std::vector<std::string> visited, errors;
  auto read = read_zip(
      ByteView(bytes), [](std::string_view, ByteView) { return true; },
      [&](std::string_view name, ByteView, const DataExtents&) { visited.emplace_back(name); },
      [&](Error e) { errors.push_back(e.message); });
  ASSERT_TRUE(read);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("zip entry 0 'tiny/_kernels.so'"), std::string::npos) << errors[0];
  EXPECT_NE(std::find(visited.begin(), visited.end(), "tiny/libdriver.so"), visited.end());
}

// Each member read whole in memory, and each streamed into a mapped temporary file (as the large
// libraries of a real wheel are), give the same bytes; only the mapped ones can drop their pages.
TEST(WheelReader, ReadsTheSameBytesInMemoryAndThroughATemporaryFile) {
  SKIP_WITHOUT_FIXTURES();
  const std::string bytes = read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl"));
  auto read_all = [&](std::uint64_t in_memory_size) {
    std::map<std::string, std::pair<std::string, bool>> members;  // name -> bytes, pages can be dropped
    ZipLimits limits;
    limits.in_memory_size = in_memory_size;
    auto read = read_zip(
        ByteView(bytes), [](std::string_view, ByteView) { return true; },
        [&](const ZipMember& member) {
          members[std::string(member.name)] = {std::string(member.contents.as_string()),
                                               static_cast<bool>(member.release_pages)};
        },
        [](Error e) { ADD_FAILURE() << e.message; }, limits);
    EXPECT_TRUE(read);
    return members;
  };
  const auto in_memory = read_all(std::uint64_t{1} << 30);
  const auto mapped = read_all(0);
  ASSERT_EQ(in_memory.size(), mapped.size());
  ASSERT_NE(in_memory.find("tiny/_kernels.so"), in_memory.end());
  for (const auto& [name, member] : in_memory) {
    const auto& other = mapped.at(name);
    EXPECT_EQ(member.first, other.first) << name;
    EXPECT_FALSE(member.second) << name << ": a member in memory has no other copy to drop pages to";
    if (!other.first.empty()) EXPECT_TRUE(other.second) << name << ": a mapped member's pages can be dropped";
  }
}

// The members only RECORD needs are inflated and hashed on a second thread (hash_beside): what is
// handed on, digests and errors, in what order, is what the reader's own thread hands on alone.
TEST(WheelReader, HandsOnTheSameDigestsAndErrorsInTheSameOrderWithHashingBesideOrNot) {
  SKIP_WITHOUT_FIXTURES();
  // The first member's compressed data corrupted, as in ReportsACorruptedMemberAndKeepsReadingTheOthers.
  const std::string bytes = tiny_wheel_with_its_first_member_corrupted();
  auto read_with = [&](bool beside) {
    std::vector<std::string> events;  // "digest NAME SIZE SHA", "error ...", "visit NAME"
    ZipLimits limits;
    limits.hash_beside = beside;
    auto read = read_zip(
        ByteView(bytes), [](std::string_view name, ByteView) { return name == "tiny/libdriver.so"; },
        [&](const ZipMember& member) { events.push_back("visit " + std::string(member.name)); },
        [&](Error e) { events.push_back("error " + e.message); }, limits,
        [&](std::string_view name, MemberDigest digest) {
          events.push_back(fmt::format("digest {} {} {}", name, digest.size, digest.sha256));
        });
    EXPECT_TRUE(read);
    return events;
  };
  const auto alone = read_with(false);
  const auto beside = read_with(true);
  EXPECT_EQ(alone, beside);
  const auto count = [&](std::string_view prefix) {
    return std::count_if(beside.begin(), beside.end(), [&](const std::string& e) { return e.starts_with(prefix); });
  };
  EXPECT_EQ(count("visit "), 1);
  ASSERT_EQ(count("error "), 1);
  EXPECT_NE(std::find_if(beside.begin(), beside.end(),
                         [](const std::string& e) { return e.starts_with("error zip entry 0 'tiny/_kernels.so'"); }),
            beside.end());
  EXPECT_GE(count("digest "), 4);  // every other member, the ones no check reads included
}

TEST(WheelReader, ReportsAFileThatIsNotAZipArchive) {
  std::string bytes = "PK\x03\x04 this is not really a zip archive";
  auto read = read_zip(
      ByteView(bytes), [](std::string_view, ByteView) { return true; },
      [](std::string_view, ByteView, const DataExtents&) {}, [](Error) {});
  ASSERT_FALSE(read);
  EXPECT_NE(read.error().message.find("cannot read as a zip archive"), std::string::npos) << read.error().message;
}

}  // namespace
}  // namespace cudacompat::readers
