// The audit's one pass over a package, shared with another reader (abi-diff reads its files this
// way): each member of the payload tar is decompressed once and handed to both. On a real .deb
// from Debian's archive (libcudart12 12.4.127~12.4.1-2, trixie), which ci/install-toolkits.sh
// caches under $CUDACOMPAT_CACHE/debs (default /var/cache/cudacompat/debs).
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "readers/archive_reader.h"
#include "readers/mapped_file.h"
#include "readers/package_inspect.h"
#include "readers/tar_reader.h"
#include "real_deb.h"

namespace cudacompat::readers {
namespace {

std::string text_of(ByteView bytes) { return std::string(bytes.as_string()); }

// Every file of the .deb's data.tar and its bytes, read apart from the audit: what a reader that
// shares the audit's pass must see.
std::map<std::string, std::string> data_tar_files(ByteView deb) {
  std::vector<ArchiveMember> members;
  EXPECT_TRUE(read_archive(deb, "deb", members));
  std::map<std::string, std::string> files;
  for (const auto& member : members) {
    if (!member.name.starts_with("data.tar")) continue;
    auto read = read_tar(
        member.bytes, [](std::string_view, ByteView) { return true; },
        [&](std::string_view name, ByteView contents) { files[std::string(name)] = text_of(contents); },
        [](Error error) { ADD_FAILURE() << error.message; });
    EXPECT_TRUE(read) << read.error().message;
  }
  return files;
}

struct Recorder {
  std::map<std::string, std::string> files;
  std::vector<std::string> payloads;
  std::vector<std::string> errors;
  SharedReader reader() {
    SharedReader shared;
    shared.wanted = [](std::string_view, ByteView) { return true; };
    shared.visit = [this](const ZipMember& member) { files[std::string(member.name)] = text_of(member.contents); };
    shared.member_error = [this](Error error) { errors.push_back("member: " + error.message); };
    shared.payload_begins = [this](std::string_view payload) { payloads.emplace_back(payload); };
    shared.payload_error = [this](Error error) { errors.push_back("payload: " + error.message); };
    return shared;
  }
};

TEST(SharedReader, GetsEveryFileOfARealDebsDataTarInTheAuditsOnePass) {
  SKIP_WITHOUT_REAL_DEB();
  const std::string path = cached_deb();
  auto mapped = MappedFile::open(path);
  ASSERT_TRUE(mapped) << mapped.error().message;
  const auto expected = data_tar_files(mapped->bytes());
  ASSERT_TRUE(expected.contains("usr/lib/x86_64-linux-gnu/libcudart.so.12.4.127"));

  Recorder recorder;
  const SharedReader shared = recorder.reader();
  std::vector<ArtifactFacts> with_shared, alone;
  std::optional<PackageMetadata> metadata_with_shared, metadata_alone;
  inspect_deb(mapped->bytes(), path, path, {}, with_shared, &metadata_with_shared, &shared);
  inspect_deb(mapped->bytes(), path, path, {}, alone, &metadata_alone);

  EXPECT_EQ(recorder.files, expected);
  // One payload read, data.tar's; control.tar is the audit's alone.
  EXPECT_EQ(recorder.payloads, std::vector<std::string>{"data.tar.xz"});
  EXPECT_TRUE(recorder.errors.empty()) << recorder.errors.front();
  // The audit reads what it reads alone.
  ASSERT_EQ(with_shared.size(), alone.size());
  ASSERT_FALSE(alone.empty());
  for (std::size_t i = 0; i < alone.size(); ++i) {
    EXPECT_EQ(with_shared[i].path, alone[i].path);
    EXPECT_EQ(with_shared[i].soname, alone[i].soname);
    EXPECT_EQ(with_shared[i].needed, alone[i].needed);
    EXPECT_EQ(with_shared[i].errors, alone[i].errors);
  }
  ASSERT_TRUE(metadata_with_shared && metadata_alone);
  EXPECT_EQ(metadata_with_shared->name, "libcudart12");
  EXPECT_EQ(metadata_with_shared->depends.size(), metadata_alone->depends.size());
}

TEST(SharedReader, HearsOfADataTarThatEndsEarlyAfterTheFilesBeforeTheDamage) {
  SKIP_WITHOUT_REAL_DEB();
  const std::string path = cached_deb();
  auto mapped = MappedFile::open(path);
  ASSERT_TRUE(mapped) << mapped.error().message;
  std::vector<std::uint8_t> damaged(mapped->bytes().data(), mapped->bytes().data() + mapped->bytes().size());
  // Inside data.tar.xz's compressed stream (past the ar headers and control.tar.xz, which are
  // about 3 KB): the xz decoder stops there.
  ASSERT_GT(damaged.size(), 20016u);
  for (std::size_t i = 20000; i < 20016; ++i) damaged[i] ^= 0x5a;

  Recorder recorder;
  const SharedReader shared = recorder.reader();
  std::vector<ArtifactFacts> out;
  std::optional<PackageMetadata> metadata;
  inspect_deb(ByteView(damaged.data(), damaged.size()), path, path, {}, out, &metadata, &shared);

  ASSERT_FALSE(recorder.errors.empty());
  EXPECT_TRUE(recorder.errors.back().starts_with("payload: ")) << recorder.errors.back();
  EXPECT_LT(recorder.files.size(), data_tar_files(mapped->bytes()).size());
  // The audit records it too: nothing unreadable passes.
  bool audit_saw_it = false;
  for (const auto& facts : out) audit_saw_it = audit_saw_it || !facts.errors.empty();
  EXPECT_TRUE(audit_saw_it);
}

}  // namespace
}  // namespace cudacompat::readers
