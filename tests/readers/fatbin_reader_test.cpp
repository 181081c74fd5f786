// The fatbin reader on real containers: fixtures compiled here for known targets and compression
// modes, and the CUDA 13 libraries (thousands of containers, zstd entries, embedded fatbins); and
// its ground truth on a sample that keeps CI fast: the SASS and PTX lists of the fatbin sections
// equal what `cuobjdump --list-elf --list-ptx` prints (newest cuobjdump, from PyPI's
// nvidia-cuda-cuobjdump, installed by ci/install-cuobjdump.sh), and `needed` equals `readelf -d`.
// tests/audit/ground_truth.py makes the same comparison over every file of a directory.
#include "readers/fatbin_reader.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "audit_test_files.h"
#include "common/subprocess.h"
#include "device_entries.h"
#include "readers/elf_reader.h"

namespace cudacompat::readers {
namespace {

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

namespace cudacompat::audit {
namespace {

using testing::cuda_library;
using testing::fixture;
using testing::inspect_one;
using testing::inspect_path;

using Listing = std::vector<std::string>;  // "sass sm_90a", "ptx sm_120"

// member name ("" for a plain file) -> entries, as cuobjdump lists them.
std::map<std::string, Listing> cuobjdump_listing(const std::filesystem::path& path) {
  auto result =
      run_process({CUDACOMPAT_AUDIT_CUOBJDUMP, "--list-elf", "--list-ptx", path.string()}, std::chrono::seconds(120));
  EXPECT_TRUE(result.started && !result.timed_out) << result.failure;
  static const std::regex line(R"(^(ELF|PTX) file\s+\d+: .*\.(sm_\d+[af]?)\.(cubin|ptx)$)");
  static const std::regex member(R"(^member .*:([^:]+):$)");
  std::map<std::string, Listing> listing;
  std::string current;
  std::istringstream lines(result.output);
  for (std::string text; std::getline(lines, text);) {
    std::smatch match;
    if (std::regex_match(text, match, member)) {
      current = match[1];
      listing[current];
    } else if (std::regex_match(text, match, line)) {
      listing[current].push_back(std::string(match[1] == "ELF" ? "sass " : "ptx ") + std::string(match[2]));
    }
  }
  return listing;
}

std::vector<std::string> readelf_needed(const std::filesystem::path& path) {
  auto result = run_process({"readelf", "-dW", path.string()}, std::chrono::seconds(60));
  static const std::regex needed(R"(\(NEEDED\)\s+Shared library: \[(.*)\])");
  std::vector<std::string> names;
  for (auto it = std::sregex_iterator(result.output.begin(), result.output.end(), needed); it != std::sregex_iterator();
       ++it) {
    names.push_back((*it)[1]);
  }
  return names;
}

// What cuobjdump lists of an artifact: .nv_fatbin of linked files; the fatbin sections of objects.
// cuobjdump --list-elf prints family targets without their `f` (its -elf header says sm_100f).
Listing audit_listing(const ArtifactFacts& facts) {
  Listing listing;
  for (const auto& container : facts.containers) {
    const bool listed = container.section == ".nv_fatbin" ||
                        (facts.format == ArtifactFormat::kRelocatable && container.section == "__nv_relfatbin");
    if (!listed) continue;
    for (const auto& entry : container.entries) {
      const auto& header = entry.header;
      std::string sm = "sm_" + std::to_string(header.sm);
      if (header.kind == EntryKind::kSass) {
        listing.push_back("sass " + sm + (header.suffix == 'a' ? "a" : ""));
      } else if (header.kind == EntryKind::kPtx) {
        listing.push_back("ptx " + sm + (header.suffix ? std::string(1, header.suffix) : ""));
      }
    }
  }
  return listing;
}

class GroundTruth : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(CUDACOMPAT_AUDIT_CUOBJDUMP)) {
      GTEST_SKIP() << "cuobjdump is not installed at " << CUDACOMPAT_AUDIT_CUOBJDUMP
                   << ": run ci/install-cuobjdump.sh (pip --target, pinned version)";
    }
  }

  // Compares every artifact of `path`; returns the number of entries compared.
  std::size_t compare(const std::filesystem::path& path) {
    auto theirs = cuobjdump_listing(path);
    std::size_t entries = 0;
    for (const auto& facts : inspect_path(path)) {
      EXPECT_TRUE(facts.errors.empty()) << facts.path << ": " << facts.errors.front().message;
      std::string member;
      const std::string prefix = path.string() + "(";
      if (facts.path.rfind(prefix, 0) == 0)
        member = facts.path.substr(prefix.size(), facts.path.size() - prefix.size() - 1);
      Listing ours = audit_listing(facts);
      EXPECT_EQ(ours, theirs[member]) << facts.path;
      entries += ours.size();
      if (member.empty() && facts.format != ArtifactFormat::kCubin && facts.format != ArtifactFormat::kFatbin) {
        EXPECT_EQ(facts.needed, readelf_needed(path)) << facts.path;
      }
    }
    return entries;
  }
};

TEST_F(GroundTruth, SassAndPtxListsOfCudaLibrariesEqualCuobjdump) {
  SKIP_WITHOUT_TOOLKIT();
  // A sample: many containers (cuBLAS), both fatbin sections (NCCL), an archive (cudadevrt), PTX
  // of several ISAs next to SASS (cuRAND).
  std::size_t entries = 0;
  for (const char* name : {"libcublas.so.13", "libnccl.so.2", "libcudadevrt.a", "libcurand.so.10", "libcufftw.so.12"}) {
    entries += compare(cuda_library(name));
  }
  EXPECT_GT(entries, 1400u);  // cuBLAS alone: 1257
}

TEST(PtxIsaField, TheEntryHeaderCarriesTheIsaOfTheTextsVersionLine) {
  SKIP_WITHOUT_TOOLKIT();
  // Sources disagree on the version pair at entry offsets 24/26; the audit trusts it only where the
  // text agrees (PtxText::kSample). Here every PTX entry of a sample is read both ways.
  std::size_t compared = 0;
  for (const char* name : {"libcublas.so.13", "libcusparse.so.12", "libcudadevrt.a", "libnccl.so.2"}) {
    for (const auto& facts : testing::inspect_path(cuda_library(name), PtxText::kAll)) {
      for (const auto& container : facts.containers) {
        for (const auto& entry : container.entries) {
          if (entry.header.kind != EntryKind::kPtx) continue;
          ASSERT_TRUE(entry.ptx_isa_from_text) << facts.path;
          EXPECT_EQ(entry.header.version_major, entry.ptx_isa_major) << facts.path << " entry " << entry.header.offset;
          EXPECT_EQ(entry.header.version_minor, entry.ptx_isa_minor) << facts.path << " entry " << entry.header.offset;
          ++compared;
        }
      }
    }
  }
  EXPECT_GT(compared, 300u);
}

TEST_F(GroundTruth, SassAndPtxListsOfFixturesEqualCuobjdump) {
  SKIP_WITHOUT_FIXTURES();
  std::size_t entries = 0;
  for (const char* name :
       {"multi.o", "lz4.o", "plain.o", "rdc.o", "sass_only_90a.o", "libkernels.so", "libobjects.a"}) {
    entries += compare(fixture(name));
  }
  EXPECT_GE(entries, 13u);
}

// Every entry of cuobjdump's dump (`cuobjdump FILE`: "Fatbin elf code", "Fatbin ptx code", "Fatbin
// nvvm code" blocks, each with its arch and code version), in order: the LTO-IR entries that
// --list-elf and --list-ptx leave out, with the header's version pair (NVVM IR 1.65 from nvcc 13.0).
TEST_F(GroundTruth, EveryEntryOfTheLtoIrFixturesIsTheKindArchAndVersionCuobjdumpDumps) {
  SKIP_WITHOUT_FIXTURES();
  static const std::regex block(R"(^Fatbin (elf|ptx|nvvm) code:$)");
  static const std::regex arch(R"(^arch = (sm_\d+[af]?)$)");
  static const std::regex version(R"(^code version = \[(\d+),(\d+)\]$)");
  std::size_t lto_entries = 0;
  for (const char* name : {"lto_only.fatbin", "lto_sass.fatbin", "lto_ptx.fatbin", "lto_only.o"}) {
    auto result = run_process({CUDACOMPAT_AUDIT_CUOBJDUMP, fixture(name).string()}, std::chrono::seconds(60));
    ASSERT_TRUE(result.ok()) << name << ": " << result.failure << result.errors;
    Listing theirs;
    std::string kind;
    std::string sm;
    std::istringstream lines(result.output);
    for (std::string text; std::getline(lines, text);) {
      std::smatch match;
      if (std::regex_match(text, match, block)) {
        kind = match[1] == "elf" ? "sass" : match[1] == "ptx" ? "ptx" : "lto-ir";
      } else if (std::regex_match(text, match, arch)) {
        sm = match[1];
      } else if (std::regex_match(text, match, version) && !kind.empty()) {
        theirs.push_back(kind + " " + sm + " " + std::string(match[1]) + "." + std::string(match[2]));
        kind.clear();
      }
    }
    Listing ours;
    for (const auto& container : inspect_one(fixture(name)).containers) {
      for (const auto& entry : container.entries) {
        const auto& header = entry.header;
        ours.push_back(fmt::format("{} sm_{} {}.{}", to_string(header.kind), header.sm, header.version_major,
                                   header.version_minor));
        lto_entries += header.kind == EntryKind::kLtoIr;
      }
    }
    EXPECT_EQ(ours, theirs) << name;
  }
  EXPECT_EQ(lto_entries, 4u);
}

}  // namespace
}  // namespace cudacompat::audit
