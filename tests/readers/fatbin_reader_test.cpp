// The fatbin reader on real containers: fixtures compiled here for known targets and compression
// modes, and the CUDA 13 libraries (thousands of containers, zstd entries, embedded fatbins).
#include "readers/fatbin_reader.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <set>

#include "device_entries.h"
#include "readers/elf_reader.h"
#include "test_files.h"

namespace cudacompat::readers {
namespace {

using audit::testing::cuda_library;
using audit::testing::fixture;
using audit::testing::inspect_one;
using audit::testing::inspect_path;
using audit::testing::read_file;

TEST(FatbinReader, ReadsArchitectureSpecificAndFamilySuffixes) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("multi.o"));
  EXPECT_EQ(targets_of(facts), (std::multiset<std::string>{"sm_90a", "sm_100f", "compute_90"}));
  ASSERT_EQ(facts.containers.size(), 1u);
  EXPECT_EQ(facts.containers[0].section, ".nv_fatbin");
}

TEST(FatbinReader, ReadsPtxIsaFromTheTextOfZstdCompressedPtx) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("multi.o"));
  auto entries = entries_of(facts);
  auto ptx = std::find_if(entries.begin(), entries.end(),
                          [](const DeviceEntry* e) { return e->header.kind == EntryKind::kPtx; });
  ASSERT_NE(ptx, entries.end());
  EXPECT_EQ((*ptx)->header.compression, Compression::kZstd);  // nvcc 13 compresses PTX by default
  EXPECT_TRUE((*ptx)->ptx_isa_from_text);
  EXPECT_EQ((*ptx)->ptx_isa_major, 9);  // nvcc 13.0 writes `.version 9.0`
  EXPECT_EQ((*ptx)->ptx_isa_minor, 0);
  // The entry header carries the same pair (checked here because sources disagree on the field).
  EXPECT_EQ((*ptx)->header.version_major, 9);
  EXPECT_EQ((*ptx)->header.version_minor, 0);
}

TEST(FatbinReader, DecompressesOnlyAPrefixOfLz4Ptx) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("lz4.o"));
  ASSERT_TRUE(facts.errors.empty()) << facts.errors.front().message;
  auto entries = entries_of(facts);
  ASSERT_EQ(entries.size(), 2u);
  for (const auto* entry : entries) EXPECT_EQ(entry->header.compression, Compression::kLz4) << entry->header.target();
  auto ptx = std::find_if(entries.begin(), entries.end(),
                          [](const DeviceEntry* e) { return e->header.kind == EntryKind::kPtx; });
  ASSERT_NE(ptx, entries.end());
  EXPECT_TRUE((*ptx)->ptx_isa_from_text);
  EXPECT_EQ((*ptx)->ptx_isa_major, 9);
}

TEST(FatbinReader, ReportsUncompressedEntriesAsNone) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("plain.o"));
  auto entries = entries_of(facts);
  ASSERT_EQ(entries.size(), 2u);
  for (const auto* entry : entries) {
    EXPECT_EQ(entry->header.compression, Compression::kNone);
    EXPECT_EQ(entry->header.stored_size, entry->header.padded_size);
  }
  EXPECT_EQ(targets_of(facts), (std::multiset<std::string>{"sm_75", "compute_75"}));
}

TEST(FatbinReader, FindsRelocatableDeviceCodeInNvRelfatbin) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("rdc.o"));
  ASSERT_EQ(facts.containers.size(), 1u);
  EXPECT_EQ(facts.containers[0].section, "__nv_relfatbin");
  EXPECT_EQ(targets_of(facts), (std::multiset<std::string>{"sm_90"}));
}

TEST(FatbinReader, ReadsAStandaloneFatbinFile) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("kernel.fatbin"));
  EXPECT_EQ(facts.format, ArtifactFormat::kFatbin);
  EXPECT_EQ(targets_of(facts), (std::multiset<std::string>{"sm_80", "compute_80"}));
}

// nvcc writes code=lto_90 as an entry of kind 8 (cuobjdump dumps it as "Fatbin nvvm code", and
// lists it with neither --list-elf nor --list-ptx): its own kind, neither SASS nor PTX.
TEST(FatbinReader, ReadsLtoIrAsItsOwnKindNeitherSassNorPtx) {
  SKIP_WITHOUT_FIXTURES();
  const ArtifactFacts alone = inspect_one(fixture("lto_only.fatbin"));
  const auto entries = entries_of(alone);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0]->header.kind, EntryKind::kLtoIr);
  EXPECT_EQ(entries[0]->header.raw_kind, 8);
  EXPECT_EQ(entries[0]->header.target(), "lto_90");
  EXPECT_EQ(entries[0]->header.compression, Compression::kZstd);  // nvcc 13's default
  EXPECT_EQ(targets_of(inspect_one(fixture("lto_sass.fatbin"))), (std::multiset<std::string>{"lto_90", "sm_90"}));
  EXPECT_EQ(targets_of(inspect_one(fixture("lto_ptx.fatbin"))), (std::multiset<std::string>{"lto_90", "compute_90"}));
  const ArtifactFacts object = inspect_one(fixture("lto_only.o"));
  ASSERT_EQ(object.containers.size(), 1u);
  EXPECT_EQ(object.containers[0].section, "__nv_relfatbin");  // -dc: relocatable device code
  EXPECT_EQ(targets_of(object), (std::multiset<std::string>{"lto_90"}));
}

TEST(FatbinReader, ReadsTheArchitectureOfAStandaloneCubin) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("sm_120.cubin"));
  EXPECT_EQ(facts.format, ArtifactFormat::kCubin);
  EXPECT_EQ(targets_of(facts), (std::multiset<std::string>{"sm_120"}));
}

TEST(FatbinReader, ReadsEveryContainerOfTheCublasFatbinSection) {
  SKIP_WITHOUT_TOOLKIT();
  ArtifactFacts facts = inspect_one(cuda_library("libcublas.so.13"));
  ASSERT_TRUE(facts.errors.empty()) << facts.errors.front().message;
  std::size_t containers = 0, entries = 0, zstd = 0;
  std::set<int> sms;
  for (const auto& container : facts.containers) {
    if (container.section != ".nv_fatbin") continue;
    ++containers;
    for (const auto& entry : container.entries) {
      ++entries;
      zstd += entry.header.compression == Compression::kZstd;
      sms.insert(entry.header.sm);
    }
  }
  // cuobjdump --list-elf --list-ptx prints 1257 lines for this file (tests/audit/ground_truth.py).
  EXPECT_EQ(containers, 193u);
  EXPECT_EQ(entries, 1257u);
  EXPECT_EQ(zstd, entries);  // every entry of the CUDA 13 libraries is zstd-compressed
  EXPECT_EQ(sms, (std::set<int>{75, 80, 86, 90, 100, 120}));
}

TEST(FatbinReader, PassesOverMagicBytesThatDoNotStartAContainer) {
  std::string bytes(4096, '\x11');
  const std::uint32_t magic = fatbin::kMagic;
  std::memcpy(bytes.data() + 100, &magic, 4);  // magic, then nonsense
  std::memcpy(bytes.data() + 2000, &magic, 4);
  std::size_t found = 0;
  scan_for_fatbins(ByteView(bytes), 0, bytes.size(), [&](FatbinContainer&&) { ++found; });
  EXPECT_EQ(found, 0u);
}

TEST(FatbinReader, FindsAContainerEmbeddedAtAnOddOffset) {
  SKIP_WITHOUT_FIXTURES();
  std::string container = read_file(fixture("kernel.fatbin"));
  std::string bytes = std::string(1237, '\xed') + container + std::string(333, '\0');
  std::vector<FatbinContainer> found;
  scan_for_fatbins(ByteView(bytes), 0, bytes.size(), [&](FatbinContainer&& c) { found.push_back(std::move(c)); });
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].offset, 1237u);
  EXPECT_EQ(found[0].entries.size(), 2u);
}

TEST(FatbinReader, ReportsAContainerThatOverrunsItsDataWithOffset) {
  SKIP_WITHOUT_FIXTURES();
  std::string bytes = read_file(fixture("kernel.fatbin"));
  const std::uint64_t huge = std::uint64_t{1} << 40;
  std::memcpy(bytes.data() + 8, &huge, 8);  // fat_size
  std::vector<FatbinContainer> found;
  auto read = read_fatbin_sequence(ByteView(bytes), 0, bytes.size(), "k.fatbin",
                                   [&](FatbinContainer&& c) { found.push_back(std::move(c)); });
  ASSERT_FALSE(read);
  EXPECT_NE(read.error().message.find("k.fatbin: at offset 0x8: fatbin declares"), std::string::npos)
      << read.error().message;
  EXPECT_TRUE(found.empty());
}

TEST(FatbinReader, ReportsAnEntryWithAnImpossibleHeaderSizeWithOffset) {
  SKIP_WITHOUT_FIXTURES();
  std::string bytes = read_file(fixture("kernel.fatbin"));
  const std::uint32_t tiny = 12;
  std::memcpy(bytes.data() + 16 + 4, &tiny, 4);  // first entry's header size
  auto container = read_fatbin_container(ByteView(bytes), 0, "k.fatbin");
  ASSERT_FALSE(container);
  EXPECT_NE(container.error().message.find("at offset 0x14: fatbin entry header size is 12"), std::string::npos)
      << container.error().message;
}

}  // namespace
}  // namespace cudacompat::readers
