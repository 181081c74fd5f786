// Static archives (tool/readers/archive_reader.cpp): members read in place, names kept, errors per
// member, on this machine's CUDA libraries and an archive built here.
#include "readers/archive_reader.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "audit_test_files.h"
#include "readers/mapped_file.h"

namespace cudacompat::readers {
namespace {

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

}  // namespace
}  // namespace cudacompat::readers
