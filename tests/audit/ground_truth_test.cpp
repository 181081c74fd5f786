// Ground truth on a sample that keeps CI fast: the SASS and PTX lists of the fatbin sections equal
// what `cuobjdump --list-elf --list-ptx` prints (newest cuobjdump, from PyPI's
// nvidia-cuda-cuobjdump, installed by ci/install-cuobjdump.sh), and `needed` equals `readelf -d`.
// tests/audit/ground_truth.py makes the same comparison over every file of a directory.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <sstream>

#include "common/subprocess.h"
#include "readers/fatbin_reader.h"
#include "test_files.h"

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
