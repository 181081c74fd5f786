// Static archives and wheels: members read in place, names kept, errors per member.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "readers/archive_reader.h"
#include "readers/mapped_file.h"
#include "readers/wheel_reader.h"
#include "test_files.h"

namespace cudacompat::readers {
namespace {

using audit::testing::cuda_library;
using audit::testing::fixture;
using audit::testing::inspect_path;
using audit::testing::read_file;

TEST(ArchiveReader, ListsTheMembersOfAGnuArchive) {
  SKIP_WITHOUT_TOOLKIT();
  auto file = MappedFile::open(cuda_library("libculibos.a").string());
  ASSERT_TRUE(file);
  std::vector<ArchiveMember> members;
  auto read = read_archive(file->bytes(), "libculibos.a", members);
  ASSERT_TRUE(read) << read.error().message;
  std::vector<std::string> names;
  for (const auto& member : members) names.push_back(member.name);
  // `ar t libculibos.a`
  EXPECT_EQ(names, (std::vector<std::string>{"cuos_utils.o", "cuos_common_barrier.o", "cuos_io.o", "cuosLinux.o",
                                             "cuos_common_posix.o"}));
}

TEST(ArchiveReader, ReadsTheDeviceCodeOfArchiveMembers) {
  SKIP_WITHOUT_TOOLKIT();
  auto facts = inspect_path(cuda_library("libcudadevrt.a"));
  ASSERT_EQ(facts.size(), 1u);
  EXPECT_EQ(facts[0].path, cuda_library("libcudadevrt.a").string() + "(cuda_device_runtime.o)");
  EXPECT_EQ(facts[0].format, ArtifactFormat::kRelocatable);
  EXPECT_EQ(facts[0].entry_count(), 11u);  // cuobjdump lists 10 ELF and 1 PTX for this member
}

TEST(ArchiveReader, ReadsEveryMemberOfAnArchiveBuiltHere) {
  SKIP_WITHOUT_FIXTURES();
  auto facts = inspect_path(fixture("libobjects.a"));
  ASSERT_EQ(facts.size(), 2u);
  EXPECT_NE(facts[0].path.find("libobjects.a(multi.o)"), std::string::npos);
  EXPECT_NE(facts[1].path.find("libobjects.a(rdc.o)"), std::string::npos);
  EXPECT_EQ(facts[0].entry_count(), 3u);
  EXPECT_EQ(facts[1].entry_count(), 1u);
}

TEST(ArchiveReader, ReportsATruncatedMemberWithOffset) {
  SKIP_WITHOUT_TOOLKIT();
  std::string bytes = read_file(cuda_library("libculibos.a"));
  bytes.resize(bytes.size() / 2);
  std::vector<ArchiveMember> members;
  auto read = read_archive(ByteView(bytes), "half.a", members);
  ASSERT_FALSE(read);
  EXPECT_NE(read.error().message.find("half.a: at offset 0x"), std::string::npos) << read.error().message;
  EXPECT_NE(read.error().message.find("goes past the end of the archive"), std::string::npos) << read.error().message;
  EXPECT_FALSE(members.empty());  // the members before the cut are still there
}

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

TEST(WheelReader, ReportsACorruptedMemberAndKeepsReadingTheOthers) {
  SKIP_WITHOUT_FIXTURES();
  std::string bytes = read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl"));
  // Flip bytes in the middle of the first member's compressed data (it starts after the 30-byte
  // local header and the name).
  const std::size_t name_length = static_cast<unsigned char>(bytes[26]) | (static_cast<unsigned char>(bytes[27]) << 8);
  const std::size_t data =
      30 + name_length + (static_cast<unsigned char>(bytes[28]) | (static_cast<unsigned char>(bytes[29]) << 8));
  for (std::size_t i = data + 200; i < data + 260; ++i) bytes[i] = static_cast<char>(bytes[i] ^ 0x5a);
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
  std::string bytes = read_file(fixture("tiny-0.1-py3-none-linux_x86_64.whl"));
  // The first member's compressed data corrupted, as in ReportsACorruptedMemberAndKeepsReadingTheOthers.
  const std::size_t name_length = static_cast<unsigned char>(bytes[26]) | (static_cast<unsigned char>(bytes[27]) << 8);
  const std::size_t data =
      30 + name_length + (static_cast<unsigned char>(bytes[28]) | (static_cast<unsigned char>(bytes[29]) << 8));
  for (std::size_t i = data + 200; i < data + 260; ++i) bytes[i] = static_cast<char>(bytes[i] ^ 0x5a);
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
