// A mapped file that shrinks under the reader: the read sees zeros and the file is marked as
// changed, instead of the process dying of SIGBUS. And holes: a sparse file says where its data is.
#include "readers/mapped_file.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

#include "scratch_dir.h"

namespace cudacompat::readers {
namespace {

std::string make_file(const std::string& path, std::size_t size) {
  const std::string bytes(size, 'x');
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  EXPECT_GE(fd, 0);
  EXPECT_EQ(::write(fd, bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
  ::close(fd);
  return path;
}

TEST(MappedFile, AFileTruncatedWhileMappedReadsAsZerosAndIsMarkedChanged) {
  cudacompat::testing::ScratchDir dir;
  const std::string path = make_file((dir.path() / "shrinking.so").string(), 256 * 1024);
  auto file = MappedFile::open(path);
  ASSERT_TRUE(file) << file.error().message;
  EXPECT_EQ(file->bytes().read<char>(0), 'x');
  ASSERT_EQ(::truncate(path.c_str(), 4096), 0);
  // Without the guard this read kills the process with SIGBUS.
  EXPECT_EQ(file->bytes().read<char>(200 * 1024), 0);
  EXPECT_TRUE(file->changed_while_read());
  EXPECT_EQ(file->bytes().read<char>(100), 'x');  // the part still there reads as before
}

TEST(MappedFile, AFileReadWholeIsNotMarkedChanged) {
  cudacompat::testing::ScratchDir dir;
  const std::string path = make_file((dir.path() / "stable.so").string(), 64 * 1024);
  auto file = MappedFile::open(path);
  ASSERT_TRUE(file);
  EXPECT_EQ(file->bytes().read<char>(64 * 1024 - 1), 'x');
  EXPECT_FALSE(file->changed_while_read());
}

TEST(MappedFile, ASparseFileListsOnlyItsDataAsExtents) {
  cudacompat::testing::ScratchDir dir;
  const std::string path = make_file((dir.path() / "sparse.so").string(), 8192);
  ASSERT_EQ(::truncate(path.c_str(), std::int64_t{1} << 30), 0);  // 1 GiB, of which 8 KiB hold data
  auto file = MappedFile::open(path);
  ASSERT_TRUE(file);
  const DataExtents& extents = file->extents();
  if (!extents.knows_holes()) GTEST_SKIP() << "this file system does not report holes (SEEK_DATA)";
  ASSERT_EQ(extents.ranges().size(), 1u);
  EXPECT_EQ(extents.ranges()[0].first, file->bytes().data());
  EXPECT_LE(extents.ranges()[0].second - extents.ranges()[0].first, 64 * 1024);
  const std::uint8_t* end = file->bytes().data() + file->bytes().size();
  EXPECT_EQ(extents.next_data(file->bytes().data() + 512 * 1024, end), end);  // nothing after the hole starts
}

}  // namespace
}  // namespace cudacompat::readers
