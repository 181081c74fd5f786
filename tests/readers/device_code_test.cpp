// The device code of a file (readers/device_code.h): which sections are walked or scanned for
// fatbins, how the PTX ISA is taken from the header or the text, which SASS entries are opened for
// their toolkit note, and a standalone cubin's one entry; on the fixtures compiled here and this
// machine's CUDA libraries.
#include "readers/device_code.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>

#include "audit_test_files.h"
#include "device_entries.h"
#include "readers/elf_reader.h"

namespace cudacompat::readers {
namespace {

TEST(FatbinReader, FindsFatbinsEmbeddedInTheDataOfCufft) {
  SKIP_WITHOUT_TOOLKIT();
  ArtifactFacts facts = inspect_one(cuda_library("libcufft.so.12"));
  std::map<std::string, std::size_t> by_section;
  for (const auto& container : facts.containers) by_section[container.section] += 1;
  EXPECT_EQ(by_section[".nv_fatbin"], 1u);
  EXPECT_GT(by_section[".ldata"], 20000u);  // cuFFT keeps its kernels there for cuModuleLoadData
  for (const auto& container : facts.containers) {
    if (container.section == ".ldata") {
      EXPECT_TRUE(container.embedded);
    }
  }
}

TEST(FatbinReader, ReportsACorruptEntryOfAnObjectWithTheEntryOffset) {
  SKIP_WITHOUT_FIXTURES();
  std::string bytes = read_file(fixture("plain.o"));
  auto elf = ElfFile::parse(ByteView(bytes), "plain.o");
  ASSERT_TRUE(elf);
  const ElfSection* section = elf->find_section(".nv_fatbin");
  ASSERT_NE(section, nullptr);
  // Corrupt the second entry's payload size so that it overruns the container.
  const std::uint64_t first_entry = section->offset + 16;
  std::uint32_t header_size = 0;
  std::uint64_t padded = 0;
  std::memcpy(&header_size, bytes.data() + first_entry + 4, 4);
  std::memcpy(&padded, bytes.data() + first_entry + 8, 8);
  const std::uint64_t second_entry = first_entry + header_size + padded;
  const std::uint64_t huge = std::uint64_t{1} << 33;
  std::memcpy(bytes.data() + second_entry + 8, &huge, 8);
  DeviceCode code;
  read_device_code(*elf, DeviceCodeOptions{}, code);
  const auto& errors = code.errors;
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].message.find(fmt::format("at offset {:#x}", second_entry + 8)), std::string::npos)
      << errors[0].message;
  EXPECT_NE(errors[0].message.find("(in section .nv_fatbin)"), std::string::npos);
  EXPECT_EQ(errors[0].code, "artifact-unreadable");
}

TEST(FatbinReader, ReadsOnePtxTextPerHeaderValueAndTrustsTheCheckedHeaderForTheRest) {
  SKIP_WITHOUT_TOOLKIT();
  ArtifactFacts facts = inspect_path(cuda_library("libcublas.so.13"), PtxText::kSample).front();
  std::size_t from_text = 0, checked = 0, unchecked = 0;
  for (const auto* entry : entries_of(facts)) {
    if (entry->header.kind != EntryKind::kPtx) continue;
    from_text += entry->ptx_isa_from_text;
    checked += entry->ptx_isa_checked;
    unchecked += !entry->ptx_isa_from_text && !entry->ptx_isa_checked;
    EXPECT_EQ(entry->ptx_isa_major, 9);
  }
  EXPECT_EQ(from_text, 1u);  // all 188 PTX entries carry 9.0 in their header; one text confirms it
  EXPECT_EQ(checked, 187u);
  EXPECT_EQ(unchecked, 0u);
}

TEST(DeviceCode, WalksTheFatbinSectionsAndScansOnlyAllocatedDataThatIsNeitherCodeNorTheLoaders) {
  EXPECT_TRUE(is_fatbin_section(".nv_fatbin"));
  EXPECT_TRUE(is_fatbin_section("__nv_relfatbin"));
  EXPECT_FALSE(is_fatbin_section(".nvFatBinSegment")) << "the fatbin wrapper, not a fatbin";
  ElfSection data;
  data.name = ".ldata";
  data.type = elf::kSectionProgbits;
  data.flags = elf::kFlagAlloc;
  data.size = 64;
  EXPECT_TRUE(is_scanned_data_section(data));
  ElfSection section = data;
  section.flags = elf::kFlagAlloc | elf::kFlagExec;
  EXPECT_FALSE(is_scanned_data_section(section)) << "code";
  section = data;
  section.flags = 0;
  EXPECT_FALSE(is_scanned_data_section(section)) << "not loaded";
  section = data;
  section.type = elf::kSectionNobits;
  EXPECT_FALSE(is_scanned_data_section(section)) << ".bss holds no bytes";
  for (const char* name : {".nv_fatbin", ".got", ".eh_frame", ".comment"}) {
    section = data;
    section.name = name;
    EXPECT_FALSE(is_scanned_data_section(section)) << name;
  }
}

TEST(DeviceCode, ThePtxIsaIsTheHeadersUncheckedOrEveryTextAsAsked) {
  SKIP_WITHOUT_FIXTURES();
  for (const auto& [mode, from_text] : {std::pair{PtxText::kNone, false}, std::pair{PtxText::kAll, true}}) {
    const ArtifactFacts facts = inspect_path(fixture("lz4.o"), mode).front();
    std::size_t ptx = 0;
    for (const auto* entry : entries_of(facts)) {
      if (entry->header.kind != EntryKind::kPtx) continue;
      ++ptx;
      EXPECT_EQ(entry->ptx_isa_from_text, from_text);
      EXPECT_FALSE(entry->ptx_isa_checked);
      EXPECT_EQ(entry->ptx_isa_major, entry->header.version_major);
    }
    EXPECT_EQ(ptx, 1u);
  }
}

// The toolkit notes read from multi.o's one container of two SASS entries (sm_90a, sm_100f).
DeviceCode object_device_code(const std::string& bytes, ToolkitNotes notes) {
  auto elf = ElfFile::parse(ByteView(bytes), "multi.o");
  EXPECT_TRUE(elf) << elf.error().message;
  DeviceCode code;
  DeviceCodeOptions options;
  options.toolkit_notes = notes;
  if (elf) read_device_code(*elf, options, code);
  return code;
}

TEST(DeviceCode, TheFirstSassEntryOfAContainerIsOpenedForItsToolkitOrEveryOneOrNone) {
  SKIP_WITHOUT_FIXTURES();
  const std::string bytes = read_file(fixture("multi.o"));
  const DeviceCode none = object_device_code(bytes, ToolkitNotes::kNone);
  EXPECT_EQ(none.toolkit_notes_read, 0u);
  EXPECT_TRUE(none.builder_toolkits.empty());
  const DeviceCode sample = object_device_code(bytes, ToolkitNotes::kSample);
  EXPECT_EQ(sample.toolkit_notes_read, 1u);
  const DeviceCode all = object_device_code(bytes, ToolkitNotes::kAll);
  EXPECT_EQ(all.toolkit_notes_read, 2u);
  ASSERT_EQ(all.builder_toolkits.size(), 1u) << "two entries of one toolkit: one toolkit";
  EXPECT_EQ(all.builder_toolkits, sample.builder_toolkits);
  EXPECT_EQ(all.builder_toolkits[0].major, 13) << "the fixtures are built by nvcc 13";
  EXPECT_TRUE(all.errors.empty()) << all.errors[0].message;
}

TEST(DeviceCode, AStandaloneCubinIsOneSassEntryOfItsWholeSize) {
  SKIP_WITHOUT_FIXTURES();
  const std::string bytes = read_file(fixture("sm_120.cubin"));
  auto cubin = ElfFile::parse(ByteView(bytes), "sm_120.cubin");
  ASSERT_TRUE(cubin) << cubin.error().message;
  const DeviceEntry entry = cubin_entry(*cubin);
  EXPECT_EQ(entry.header.kind, EntryKind::kSass);
  EXPECT_EQ(entry.header.sm, 120);
  EXPECT_EQ(entry.header.suffix, 0);
  EXPECT_EQ(entry.header.stored_size, bytes.size());
}

TEST(DeviceCode, AStandaloneFatbinFilesContainersAreItsOwnAndADamagedOneIsAnError) {
  SKIP_WITHOUT_FIXTURES();
  std::string bytes = read_file(fixture("kernel.fatbin"));
  DeviceCode code;
  read_fatbin_file(ByteView(bytes), DeviceCodeOptions{}, code);
  ASSERT_EQ(code.containers.size(), 1u);
  EXPECT_EQ(code.containers[0].section, "(file)");
  EXPECT_FALSE(code.containers[0].embedded);
  EXPECT_EQ(code.containers[0].entries.size(), 2u);
  EXPECT_TRUE(code.errors.empty());
  bytes += "junk after the last container";
  DeviceCode damaged;
  read_fatbin_file(ByteView(bytes), DeviceCodeOptions{}, damaged);
  EXPECT_EQ(damaged.containers.size(), 1u) << "the containers before the damage are kept";
  ASSERT_EQ(damaged.errors.size(), 1u);
  EXPECT_EQ(damaged.errors[0].code, "artifact-unreadable");
}

}  // namespace
}  // namespace cudacompat::readers
