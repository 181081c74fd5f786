// The toolkit that built a cubin (readers/cubin_note.h): the release in a .note.nv.tkinfo text, a
// standalone cubin's note, and a fatbin SASS entry's note searched for in its first bytes,
// decompressed only that far; on the fixtures nvcc 13 compiled here and on bytes made here.
#include "readers/cubin_note.h"

#include <gtest/gtest.h>

#include <string>

#include "audit_test_files.h"
#include "device_entries.h"

namespace cudacompat::readers {
namespace {

std::string release_in(std::string_view text) {
  auto found = find_toolkit_release(text);
  return found ? std::to_string(found->major) + "." + std::to_string(found->minor) : "none";
}

TEST(CubinNote, TheReleaseIsTheMajorDotMinorAfterPtxassWords) {
  EXPECT_EQ(release_in(std::string("\0\0toolkit\0Cuda compilation tools, release 13.0, V13.0.88\0", 56)), "13.0");
  EXPECT_EQ(release_in("Cuda compilation tools, release 12.9, V12.9.41"), "12.9");
  EXPECT_EQ(release_in("Cuda compilation tools, release 13.10"), "13.10");
  EXPECT_EQ(release_in("no note here"), "none");
  EXPECT_EQ(release_in("Cuda compilation tools, release 13"), "none") << "no minor";
  EXPECT_EQ(release_in("Cuda compilation tools, release 13.x"), "none");
  EXPECT_EQ(release_in("Cuda compilation tools, release 0.5"), "none") << "no CUDA 0";
  EXPECT_EQ(release_in("Cuda compilation tools, release 12345.1"), "none") << "at most four digits a number";
  EXPECT_EQ(release_in("cuda compilation tools, release 13.0"), "none") << "ptxas's words, as it writes them";
}

TEST(CubinNote, ToolkitsOrderByMajorThenMinor) {
  EXPECT_LT((BuilderToolkit{12, 9}), (BuilderToolkit{13, 0}));
  EXPECT_LT((BuilderToolkit{13, 0}), (BuilderToolkit{13, 1}));
  EXPECT_FALSE((BuilderToolkit{13, 1}) < (BuilderToolkit{13, 1}));
  EXPECT_EQ((BuilderToolkit{13, 1}), (BuilderToolkit{13, 1}));
}

TEST(CubinNote, AStandaloneCubinOfNvcc13NamesItsToolkitAndAnElfWithoutTheNoteNone) {
  SKIP_WITHOUT_FIXTURES();
  const std::string cubin_bytes = read_file(fixture("sm_120.cubin"));
  auto cubin = ElfFile::parse(ByteView(cubin_bytes), "sm_120.cubin");
  ASSERT_TRUE(cubin) << cubin.error().message;
  auto toolkit = cubin_builder_toolkit(*cubin);
  ASSERT_TRUE(toolkit);
  EXPECT_EQ(toolkit->major, 13);
  const std::string host_bytes = read_file(fixture("plain.o"));
  auto host = ElfFile::parse(ByteView(host_bytes), "plain.o");
  ASSERT_TRUE(host) << host.error().message;
  EXPECT_FALSE(cubin_builder_toolkit(*host)) << "a host object has no .note.nv.tkinfo";
}

TEST(CubinNote, ASassEntryNamesItsToolkitUncompressedLz4OrZstd) {
  SKIP_WITHOUT_FIXTURES();
  std::optional<BuilderToolkit> first;
  for (const char* name : {"plain.o", "lz4.o", "multi.o"}) {
    const std::string bytes = read_file(fixture(name));
    const FatbinEntry sass = first_of_kind(object_fatbin_entries(ByteView(bytes)), EntryKind::kSass);
    auto toolkit = entry_builder_toolkit(ByteView(bytes), sass);
    ASSERT_TRUE(toolkit) << name << ": " << toolkit.error().message;
    ASSERT_TRUE(*toolkit) << name;
    EXPECT_EQ((*toolkit)->major, 13) << name;
    if (first) EXPECT_EQ(**toolkit, *first) << name << ": one nvcc built every fixture";
    first = **toolkit;
  }
}

// An uncompressed SASS entry over all of `bytes`.
FatbinEntry whole_payload(const std::string& bytes) {
  FatbinEntry entry;
  entry.kind = EntryKind::kSass;
  entry.compression = Compression::kNone;
  entry.stored_size = bytes.size();
  return entry;
}

TEST(CubinNote, ANoteIsLookedForInTheFirst64KibOfTheCubinOnly) {
  const std::string note = "Cuda compilation tools, release 13.0, V13.0.88";
  const std::string near = std::string(5000, 'x') + note;  // past the first look of 4 KiB
  auto found = entry_builder_toolkit(ByteView(near), whole_payload(near));
  ASSERT_TRUE(found) << found.error().message;
  ASSERT_TRUE(*found);
  EXPECT_EQ(**found, (BuilderToolkit{13, 0}));
  const std::string far = std::string(kToolkitNoteSearchBytes, 'x') + note;
  auto not_found = entry_builder_toolkit(ByteView(far), whole_payload(far));
  ASSERT_TRUE(not_found) << not_found.error().message;
  EXPECT_FALSE(*not_found);
}

TEST(CubinNote, APayloadPastTheEndOfTheDataIsAnErrorWithItsOffset) {
  const std::string bytes(100, 'x');
  FatbinEntry entry = whole_payload(bytes);
  entry.payload_offset = 64;
  auto read = entry_builder_toolkit(ByteView(bytes), entry);
  ASSERT_FALSE(read);
  EXPECT_EQ(read.error().message, "at offset 0x40: SASS payload goes past the end of the data");
}

}  // namespace
}  // namespace cudacompat::readers
