// Tar streams read in memory (readers/tar_reader.h): which members reach `visit`, what `wanted`
// sees of each, the members that are reported instead of read, and a stream that is no tar; on
// tar streams written here byte by byte (ustar, as POSIX defines it) and on a real .deb's
// xz-compressed control and data tars.
#include "readers/tar_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "real_deb.h"

namespace cudacompat::readers {
namespace {

// One ustar member: its 512-byte header (name, octal size, type flag, checksum) and its data padded
// to a multiple of 512 bytes. `declared` is the size the header gives, when not the data's.
std::string ustar_member(const std::string& name, const std::string& data, char type = '0',
                         std::size_t declared = std::string::npos) {
  std::string header(512, '\0');
  std::memcpy(header.data(), name.data(), std::min<std::size_t>(name.size(), 100));
  std::memcpy(&header[100], "0000644", 7);
  std::memcpy(&header[108], "0000000", 7);
  std::memcpy(&header[116], "0000000", 7);
  std::snprintf(&header[124], 12, "%011o",
                static_cast<unsigned>(declared == std::string::npos ? data.size() : declared));
  std::memcpy(&header[136], "00000000000", 11);
  header[156] = type;
  std::memcpy(&header[257], "ustar", 6);
  std::memcpy(&header[263], "00", 2);
  std::memset(&header[148], ' ', 8);
  unsigned sum = 0;
  for (unsigned char c : header) sum += c;
  std::snprintf(&header[148], 8, "%06o", sum);
  header[155] = ' ';
  std::string padded = data;
  padded.resize((data.size() + 511) / 512 * 512, '\0');
  return header + padded;
}

const std::string kTarEnd(1024, '\0');

// What one read_tar call saw: the names and heads offered to `wanted`, the members visited with
// their contents, and the member errors.
struct TarWalk {
  std::vector<std::pair<std::string, std::string>> offered;
  std::map<std::string, std::string> visited;
  std::vector<std::string> member_errors;
  Expected<void> result;
};

TarWalk walk_tar(const std::string& bytes, const std::function<bool(std::string_view)>& wants,
                 const TarLimits& limits = {}) {
  TarWalk walk;
  walk.result = read_tar(
      ByteView(bytes),
      [&](std::string_view name, ByteView head) {
        walk.offered.emplace_back(name, head.as_string());
        return wants(name);
      },
      [&](std::string_view name, ByteView contents) { walk.visited[std::string(name)] = contents.as_string(); },
      [&](Error error) { walk.member_errors.push_back(error.message); }, limits);
  return walk;
}

TEST(TarReader, OffersEachRegularFileWithoutItsDotSlashAndItsFirstBytesAndVisitsTheWantedOnes) {
  const std::string library = std::string(
      "\x7f"
      "ELF\x02\x01\x01\0rest of it",
      20);
  const std::string bytes = ustar_member("./", "", '5') + ustar_member("./usr/lib/", "", '5') +
                            ustar_member("./usr/lib/libx.so.1", library) + ustar_member("./usr/lib/libx.so", "", '2') +
                            ustar_member("usr/share/doc/README", "ab") + kTarEnd;
  TarWalk walk = walk_tar(bytes, [](std::string_view name) { return name.ends_with(".so.1"); });
  ASSERT_TRUE(walk.result) << walk.result.error().message;
  ASSERT_EQ(walk.offered.size(), 2u) << "directories and links are never offered";
  EXPECT_EQ(walk.offered[0].first, "usr/lib/libx.so.1");
  EXPECT_EQ(walk.offered[0].second, library.substr(0, 8));
  EXPECT_EQ(walk.offered[1].first, "usr/share/doc/README");
  EXPECT_EQ(walk.offered[1].second, "ab") << "a member shorter than the head is offered whole";
  EXPECT_EQ(walk.visited, (std::map<std::string, std::string>{{"usr/lib/libx.so.1", library}}));
  EXPECT_TRUE(walk.member_errors.empty());
}

TEST(TarReader, AMemberOverTheSizeLimitIsReportedAndTheWalkGoesOn) {
  const std::string bytes = ustar_member("big", std::string(20, 'b')) + ustar_member("small", "12345") + kTarEnd;
  TarLimits limits;
  limits.max_member_size = 10;
  TarWalk walk = walk_tar(
      bytes, [](std::string_view) { return true; }, limits);
  ASSERT_TRUE(walk.result) << walk.result.error().message;
  EXPECT_EQ(walk.member_errors, std::vector<std::string>{"tar entry 'big': size 20 is over the limit of 10 bytes"});
  EXPECT_EQ(walk.visited, (std::map<std::string, std::string>{{"small", "12345"}}));
}

TEST(TarReader, AStreamThatEndsInsideAMemberReportsItAndNeverVisitsIt) {
  const std::string whole = ustar_member("cut", std::string(2048, 'c'));
  const std::string bytes = ustar_member("first", "1") + whole.substr(0, 512 + 700);
  TarWalk walk = walk_tar(bytes, [](std::string_view) { return true; });
  EXPECT_EQ(walk.visited.count("first"), 1u);
  EXPECT_EQ(walk.visited.count("cut"), 0u);
  ASSERT_EQ(walk.member_errors.size(), 1u) << (walk.result ? "" : walk.result.error().message);
  EXPECT_EQ(walk.member_errors[0].rfind("tar entry 'cut': ", 0), 0u) << walk.member_errors[0];
  // Then the stream itself ends where the third header should be.
  ASSERT_FALSE(walk.result);
  EXPECT_EQ(walk.result.error().message.rfind("tar entry 2: cannot read its header: ", 0), 0u)
      << walk.result.error().message;
}

TEST(TarReader, BytesThatAreNoTarStreamAreAnErrorAndNothingIsOffered) {
  std::string bytes;
  for (int i = 0; i < 200; ++i) bytes += "this is not a tar archive at all; ";
  TarWalk walk = walk_tar(bytes, [](std::string_view) { return true; });
  ASSERT_FALSE(walk.result);
  EXPECT_EQ(walk.result.error().message.rfind("cannot read as a (compressed) tar archive: ", 0), 0u)
      << walk.result.error().message;
  EXPECT_TRUE(walk.offered.empty());
}

TEST(TarReader, ReadsTheXzCompressedControlAndDataTarsOfARealDeb) {
  SKIP_WITHOUT_REAL_DEB();
  auto deb = read_real_deb();
  ASSERT_TRUE(deb) << deb.error().message;
  std::map<std::string, TarWalk> walks;
  for (const auto& member : deb->members) {
    if (!member.name.starts_with("control.tar") && !member.name.starts_with("data.tar")) continue;
    walks[member.name.substr(0, member.name.find('.'))] =
        walk_tar(std::string(member.bytes.as_string()),
                 [](std::string_view name) { return name.ends_with(".so.12.4.127") || name == "md5sums"; });
  }
  ASSERT_EQ(walks.size(), 2u);
  for (const auto& [which, walk] : walks) {
    EXPECT_TRUE(walk.result) << which << ": " << walk.result.error().message;
    EXPECT_TRUE(walk.member_errors.empty()) << which << ": " << walk.member_errors.front();
  }
  std::vector<std::string> control_names;
  for (const auto& [name, head] : walks["control"].offered) control_names.push_back(name);
  EXPECT_EQ(control_names, (std::vector<std::string>{"control", "md5sums", "shlibs", "symbols", "triggers"}));
  ASSERT_EQ(walks["data"].visited.size(), 1u) << "the symbolic link libcudart.so.12 is not a file";
  const std::string& library = walks["data"].visited.at("usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127");
  EXPECT_EQ(library.size(), 707904u);
  EXPECT_EQ(library.substr(0, 4),
            "\x7f"
            "ELF");
  // md5sums, wanted by name and read whole, lists the library.
  EXPECT_NE(walks["control"].visited.at("md5sums").find("usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127"),
            std::string::npos);
}

}  // namespace
}  // namespace cudacompat::readers
