// Verdicts: driver floors with their reasons, where code runs, and the warnings, on facts built by
// hand (one rule at a time) and on real files.
#include "audit/verdicts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <set>
#include <string>

#include "audit/audit.h"
#include "hand_built_facts.h"
#include "requirements/cuda_rules.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

Version v(const char* text) { return *Version::parse(text); }

bool has_warning(const ArtifactVerdict& verdict, const std::string& code) {
  return std::any_of(verdict.warnings.begin(), verdict.warnings.end(),
                     [&](const Finding& f) { return f.name() == code; });
}

// Whether every one of the GPUs is in the list (runs_sass, runs_jit_only, cannot_run); names those
// that are not.
::testing::AssertionResult has_all(const std::vector<int>& list, std::initializer_list<int> gpus) {
  std::string missing;
  for (int gpu : gpus)
    if (std::find(list.begin(), list.end(), gpu) == list.end()) missing += " " + std::to_string(gpu);
  if (missing.empty()) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "not in the list:" << missing;
}

TEST(Verdicts, TheCudaMajorOfTheNeededRuntimeSetsTheDriverFloor) {
  ArtifactVerdict verdict = judge().judge(shared_library({"libc.so.6", "libcudart.so.12"}));
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("525.60.13"));
  ASSERT_EQ(verdict.reasons.size(), 1u);
  EXPECT_EQ(verdict.reasons[0].rule, FloorRule::kCudaLibrary);
  EXPECT_NE(verdict.reasons[0].detail.find("libcudart.so.12 (CUDA 12)"), std::string::npos);
  EXPECT_EQ(verdict.cuda_majors, std::vector<int>{12});
}

TEST(Verdicts, ALibraryWhoseSonameSpansTwoMajorsTakesTheOneTheOthersAgreeOn) {
  ArtifactVerdict alone = judge().judge(shared_library({"libcusparse.so.12"}));
  EXPECT_EQ(alone.cuda_majors, (std::vector<int>{12, 13}));
  EXPECT_EQ(*alone.min_driver, v("525.60.13"));
  ArtifactVerdict with_runtime = judge().judge(shared_library({"libcusparse.so.12", "libcudart.so.13"}));
  EXPECT_EQ(with_runtime.cuda_majors, std::vector<int>{13});
  EXPECT_EQ(*with_runtime.min_driver, v("580.65.06"));
  EXPECT_FALSE(has_warning(with_runtime, "mixed-majors"));
}

TEST(Verdicts, WarnsWhenOneFileNeedsCudaLibrariesOfDifferentMajors) {
  ArtifactVerdict verdict = judge().judge(shared_library({"libcudart.so.12", "libcublas.so.13"}));
  EXPECT_TRUE(has_warning(verdict, "mixed-majors"));
  EXPECT_TRUE(verdict.cuda_majors.empty());
}

TEST(Verdicts, PtxIsaRaisesTheDriverFloorToTheReleaseThatEmitsIt) {
  ArtifactFacts facts = shared_library({"libcudart.so.12"});
  add_entry(facts, EntryKind::kSass, 80);
  add_entry(facts, EntryKind::kPtx, 80, 0, Compression::kNone, 8, 4);  // CUDA 12.4's ISA
  ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("550.54.14"));  // 12.4 GA driver
  EXPECT_EQ(verdict.reasons.front().rule, FloorRule::kPtxIsa);
  EXPECT_EQ(*verdict.base_driver, v("525.60.13"));  // SASS alone needs only the CUDA 12 floor
}

TEST(Verdicts, ZstdCompressedEntriesNeedDriver550) {
  ArtifactFacts facts = shared_library({"libcudart.so.12"});
  add_entry(facts, EntryKind::kSass, 80, 0, Compression::kZstd);
  ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("550.54.14"));
  EXPECT_EQ(verdict.reasons.front().rule, FloorRule::kCompression);
}

TEST(Verdicts, Lz4CompressionSetsNoFloorOfItsOwn) {
  ArtifactFacts facts = shared_library({"libcudart.so.12"});
  add_entry(facts, EntryKind::kSass, 80, 0, Compression::kLz4);
  const ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(*verdict.min_driver, v("525.60.13"));  // the runtime's, nothing more
  for (const auto& reason : verdict.reasons) EXPECT_NE(reason.rule, FloorRule::kCompression);
}

TEST(Verdicts, VersionedDriverSymbolsNeedTheDriverThatAddedThem) {
  ArtifactFacts facts = shared_library({"libcuda.so.1"});
  facts.imports.push_back({"cuCtxCreate_v4", ""});
  facts.imports.push_back({"cuMemAdvise_v2", ""});
  ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_EQ(verdict.versioned_symbols.size(), 2u);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("560.28.03"));  // cuCtxCreate_v4: driver 560
  EXPECT_EQ(verdict.reasons[0].rule, FloorRule::kVersionedSymbol);
  EXPECT_NE(verdict.reasons[0].detail.find("cuCtxCreate_v4"), std::string::npos);
  EXPECT_EQ(verdict.reasons[1].driver, v("535.54.03"));  // cuMemAdvise_v2: CUDA 12.2's driver
}

TEST(Verdicts, VersionedRuntimeSymbolsNeedOnlyTheFloorOfTheirMajor) {
  ArtifactFacts facts = shared_library({"libcudart.so.12"});
  facts.imports.push_back({"cudaMemAdvise_v2", "libcudart.so.12"});
  ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_EQ(verdict.versioned_symbols.size(), 1u);
  EXPECT_FALSE(verdict.versioned_symbols[0].driver_api);
  EXPECT_EQ(verdict.versioned_symbols[0].introduced, v("12.2"));
  EXPECT_EQ(*verdict.min_driver, v("525.60.13"));
}

TEST(Verdicts, SassRunsOnLaterMinorsOfItsMajorOnly) {
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kSass, 80);
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_TRUE(has_all(verdict.runs_sass, {80, 86, 89}));
  EXPECT_TRUE(has_all(verdict.cannot_run, {90, 75}));
  EXPECT_TRUE(has_warning(verdict, "no-ptx"));
}

TEST(Verdicts, ArchitectureSpecificSassRunsOnItsGpuAlone) {
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kSass, 100, 'a');
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(verdict.runs_sass, std::vector<int>{100});
  EXPECT_TRUE(has_all(verdict.cannot_run, {103}));
  EXPECT_TRUE(has_warning(verdict, "arch-specific-only"));
}

TEST(Verdicts, FamilySassRunsOnLaterMembersOfItsFamily) {
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kSass, 100, 'f');
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_TRUE(has_all(verdict.runs_sass, {100, 103}));
  EXPECT_TRUE(has_all(verdict.cannot_run, {110, 120}));
  EXPECT_FALSE(has_warning(verdict, "arch-specific-only"));
}

TEST(Verdicts, PtxRunsForwardThroughTheJit) {
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kSass, 75);
  add_entry(facts, EntryKind::kPtx, 80);
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_TRUE(has_all(verdict.runs_sass, {75}));
  EXPECT_TRUE(has_all(verdict.runs_jit_only, {80, 121}));
  EXPECT_TRUE(has_all(verdict.cannot_run, {72}));
  EXPECT_FALSE(has_warning(verdict, "no-ptx"));
}

TEST(Verdicts, ADriverOlderThanThePtxIsaCannotJitIt) {
  ArtifactFacts facts = shared_library({"libcudart.so.12"});
  add_entry(facts, EntryKind::kSass, 90);
  add_entry(facts, EntryKind::kPtx, 90, 0, Compression::kNone, 9, 0);
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(judge().status_at(verdict, 90, v("575.51.03")), RunStatus::kSass);  // the SASS needs no JIT
  EXPECT_EQ(judge().status_at(verdict, 120, v("575.51.03")), RunStatus::kNo);   // ISA 9.0 needs CUDA 13
  EXPECT_EQ(judge().status_at(verdict, 120, v("580.65.06")), RunStatus::kJit);
  EXPECT_EQ(judge().status_at(verdict, 120, v("525.60.13")), RunStatus::kNo);  // driver predates sm_120
}

// sm_107 first appears in CUDA 13.4, which bundles no driver: no driver of an earlier release
// (CUDA 12.4's 550.54.14, 13.3's 610.43.02) knows it, so no such GPU ran anything under them
// (nvidia-curand-cu12 10.3.5.147 -> 10.3.7.77 was called a loss for "sm_107 under 550.54.14").
TEST(Verdicts, AGpuWhoseFirstReleaseBundlesNoDriverIsUnknownToTheDriversOfEarlierReleases) {
  EXPECT_FALSE(judge().driver_for_gpu(107).has_value());
  EXPECT_TRUE(judge().driver_predates_gpu(107, v("550.54.14")));
  EXPECT_TRUE(judge().driver_predates_gpu(107, v("610.43.02")));
  EXPECT_FALSE(judge().driver_predates_gpu(107, v("616.0.0")));
  EXPECT_TRUE(judge().driver_predates_gpu(120, v("525.60.13")));
  EXPECT_FALSE(judge().driver_predates_gpu(90, v("550.54.14")));
  ArtifactFacts facts = shared_library({"libcudart.so.12"});
  add_entry(facts, EntryKind::kPtx, 90, 0, Compression::kNone, 8, 4);
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(judge().status_at(verdict, 107, v("550.54.14")), RunStatus::kNo);
  EXPECT_EQ(judge().status_at(verdict, 90, v("550.54.14")), RunStatus::kJit);
}

TEST(Verdicts, WarnsWhenLibcudaIsLinkedDirectlyAndReadsItsVersionedImports) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactFacts facts = inspect_one(fixture("libdriver.so"));
  ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_TRUE(has_warning(verdict, "libcuda-linked"));
  std::vector<std::string> symbols;
  for (const auto& use : verdict.versioned_symbols) symbols.push_back(use.symbol);
  std::sort(symbols.begin(), symbols.end());
  // CUDA 13's cuda.h maps cuCtxCreate and cuMemAdvise to their versioned names.
  EXPECT_EQ(symbols, (std::vector<std::string>{"cuCtxCreate_v4", "cuMemAdvise_v2"}));
  EXPECT_EQ(verdict.driver_imports, (std::vector<std::string>{"cuCtxCreate_v4", "cuMemAdvise_v2"}));
  EXPECT_TRUE(verdict.runtime_imports.empty());
  EXPECT_EQ(*verdict.min_driver, v("560.28.03"));
}

TEST(Verdicts, WarnsWhenANeededCudaLibraryIsNeverUsed) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactVerdict verdict = judge().judge(inspect_one(fixture("libunused.so")));
  ASSERT_TRUE(has_warning(verdict, "unused-cuda-library"));
  auto library = std::find_if(verdict.cuda_libraries.begin(), verdict.cuda_libraries.end(),
                              [](const NeededCudaLibrary& l) { return l.soname == "libcublas.so.13"; });
  ASSERT_NE(library, verdict.cuda_libraries.end());
  ASSERT_TRUE(library->used.has_value());
  EXPECT_FALSE(*library->used);
}

TEST(Verdicts, FindsTheOverLinkingInCusolverMg) {
  SKIP_WITHOUT_TOOLKIT();
  // libcusolverMg.so.12 needs libcublasLt.so.13 and libnvJitLink.so.13 and imports nothing from
  // either (readelf -V lists no version requirement on them, and no symbol has their prefixes).
  ArtifactVerdict verdict = judge().judge(inspect_one(cuda_library("libcusolverMg.so.12")));
  std::vector<std::string> unused;
  for (const auto& library : verdict.cuda_libraries) {
    if (library.used && !*library.used) unused.push_back(library.soname);
  }
  std::sort(unused.begin(), unused.end());
  EXPECT_EQ(unused, (std::vector<std::string>{"libcublasLt.so.13", "libnvJitLink.so.13"}));
}

TEST(Verdicts, WarnsAboutMixedMajorsInARealLibrary) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactVerdict verdict = judge().judge(inspect_one(fixture("libmixed.so")));
  EXPECT_TRUE(has_warning(verdict, "mixed-majors"));
}

TEST(Verdicts, WarnsAboutMixedMajorsAcrossAPackage) {
  ArtifactFacts twelve = shared_library({"libcudart.so.12"});
  ArtifactFacts thirteen = shared_library({"libcublas.so.13"});
  ArtifactVerdict a = judge().judge(twelve), b = judge().judge(thirteen);
  auto findings = judge().package_findings({&twelve, &thirteen}, {&a, &b});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].code, FindingCode::kMixedCudaMajors);
}

TEST(Verdicts, ObjectsCompiledForAnArchitectureSpecificTargetAloneGetTheWarning) {
  SKIP_WITHOUT_FIXTURES();
  ArtifactVerdict verdict = judge().judge(inspect_one(fixture("sass_only_90a.o")));
  EXPECT_EQ(verdict.runs_sass, std::vector<int>{90});
  EXPECT_TRUE(has_warning(verdict, "arch-specific-only"));
  EXPECT_TRUE(has_warning(verdict, "no-ptx"));
}

bool has_reason(const ArtifactVerdict& verdict, FloorRule rule) {
  return std::any_of(verdict.reasons.begin(), verdict.reasons.end(),
                     [&](const DriverReason& reason) { return reason.rule == rule; });
}

const Finding* warning_of(const ArtifactVerdict& verdict, FindingCode code) {
  for (const auto& warning : verdict.warnings) {
    if (warning.code == code) return &warning;
  }
  return nullptr;
}

void set_sass_abi(ArtifactFacts& facts, int abi) {
  for (auto& entry : facts.containers.back().entries) {
    if (entry.header.kind != EntryKind::kSass) continue;
    entry.header.version_major = 1;
    entry.header.version_minor = abi;
  }
}

TEST(Verdicts, AStaticRuntimeLibraryTakesItsFloorFromTheToolkitRecordedInItsCubins) {
  ArtifactFacts facts = shared_library();  // no libcudart: the runtime is linked in
  add_entry(facts, EntryKind::kSass, 80, 0, Compression::kZstd);
  facts.builder_toolkits.push_back({13, 0});
  const ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("580.65.06"));  // not the zstd floor (550.54.14)
  EXPECT_EQ(verdict.reasons.front().rule, FloorRule::kBuilderToolkit);
  EXPECT_NE(verdict.reasons.front().detail.find("CUDA 13.0"), std::string::npos) << verdict.reasons.front().detail;
  EXPECT_TRUE(verdict.min_driver_exact);
}

TEST(Verdicts, AStaticRuntimeWithoutToolkitNotesIsBoundedByItsCubinsAbiAndItsPtx) {
  // cupy-cuda12x's cub module: sm_90 cubins of ABI 1.7, sm_100f of ABI 1.8, PTX ISA 8.8.
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kSass, 90);
  set_sass_abi(facts, 7);
  facts.containers.push_back(DeviceContainer{".nv_fatbin", false, 0, 0, {}});
  add_entry(facts, EntryKind::kSass, 100, 'f');
  set_sass_abi(facts, 8);
  add_entry(facts, EntryKind::kPtx, 100, 0, Compression::kNone, 8, 8);
  const ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("575.51.03"));  // the PTX's (CUDA 12.9), above the CUDA 12 runtime's
  EXPECT_TRUE(has_reason(verdict, FloorRule::kBuilderToolkit));
  EXPECT_EQ(warning_of(verdict, FindingCode::kFloorUnknown), nullptr);
}

TEST(Verdicts, AStaticRuntimeThatRecordsNothingGetsAConservativeFloorAndAWarning) {
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kSass, 80);  // no ABI in the header, no toolkit note, no PTX
  const ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, judge().conservative_driver());
  EXPECT_FALSE(verdict.min_driver_exact);
  EXPECT_NE(warning_of(verdict, FindingCode::kFloorUnknown), nullptr);
}

// CUDA 13.0's `-gencode arch=compute_80,code=compute_80` executable: PTX of ISA 9.0 only, the
// runtime linked statically. Only CUDA 13 emits ISA 9.0, so the runtime is CUDA 13's; an H100
// with driver 580 runs it (docs/gpu-proof.md).
TEST(Verdicts, AStaticRuntimeWithPtxAloneTakesTheFloorOfTheMajorThatEmitsItsIsa) {
  ArtifactFacts facts = shared_library();
  add_entry(facts, EntryKind::kPtx, 80, 0, Compression::kNone, 9, 0);
  const ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("580.65.06"));
  EXPECT_TRUE(verdict.min_driver_exact);
  EXPECT_EQ(warning_of(verdict, FindingCode::kFloorUnknown), nullptr);
  EXPECT_EQ(judge().status_at(verdict, 90, v("580.159.04")), RunStatus::kJit);
}

TEST(Verdicts, ALibraryThatIsItselfACudaRuntimeNeedsItsMajorsDriver) {
  ArtifactFacts facts = shared_library();
  facts.soname = "libcudart.so.13";
  const ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("580.65.06"));
  EXPECT_EQ(verdict.reasons.front().rule, FloorRule::kOwnSoname);
}

TEST(Verdicts, PtxNewerThanTheKnowledgeBaseGetsAConservativeFloorAndNamesTheIsa) {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  add_entry(facts, EntryKind::kSass, 90);
  add_entry(facts, EntryKind::kPtx, 120, 0, Compression::kNone, 9, 9);
  const ArtifactVerdict verdict = judge().judge(facts);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, judge().conservative_driver());
  EXPECT_FALSE(*verdict.min_driver < v("580.65.06"));  // never below the runtime's own floor
  EXPECT_FALSE(verdict.min_driver_exact);
  const Finding* finding = warning_of(verdict, FindingCode::kUnknownToKnowledge);
  ASSERT_NE(finding, nullptr);
  EXPECT_NE(finding->message.find("ISA 9.9"), std::string::npos) << finding->message;
}

// CUDA 13.5 builds sm_90 SASS with compute_90 PTX of ISA 9.5, whose first driver the knowledge base
// does not list: the conservative floor is the JIT's alone. Seen on an H100 with driver 580: the
// SASS runs (docs/gpu-proof).
TEST(Verdicts, APtxFloorTheKnowledgeBaseCannotSetNeverStopsAGpuThatRunsTheSass) {
  const ArtifactVerdict verdict = judge().judge(sass_with_ptx_of_a_release_without_known_driver());
  ASSERT_TRUE(verdict.base_driver);
  EXPECT_EQ(*verdict.base_driver, v("580.65.06"));  // CUDA 13's floor, what the SASS needs
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, judge().conservative_driver());  // what the JIT needs, at least
  EXPECT_FALSE(verdict.min_driver_exact);
  EXPECT_EQ(judge().status_at(verdict, 90, v("580.95.05")), RunStatus::kSass);
  EXPECT_EQ(judge().status_at(verdict, 100, v("580.95.05")), RunStatus::kNo);  // the 13.0 driver JITs ISA 9.0 at most
  ASSERT_NE(warning_of(verdict, FindingCode::kUnknownToKnowledge), nullptr);
}

TEST(Verdicts, AGpuThePtxServesRunsItWithANewEnoughDriverEvenOneTheKnowledgeBaseLacks) {
  const ArtifactVerdict verdict = judge().judge(sass_with_ptx_of_a_release_without_known_driver());
  EXPECT_EQ(judge().status_with_new_enough_driver(verdict, 90), RunStatus::kSass);
  EXPECT_EQ(judge().status_with_new_enough_driver(verdict, 100), RunStatus::kJit);
  EXPECT_EQ(judge().status_with_new_enough_driver(verdict, 80), RunStatus::kNo);  // PTX runs forward only
}

TEST(Verdicts, GpuCodeForAnArchitectureTheKnowledgeBaseLacksIsUnknownToKnowledge) {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  add_entry(facts, EntryKind::kSass, 130);
  const ArtifactVerdict verdict = judge().judge(facts);
  const Finding* finding = warning_of(verdict, FindingCode::kUnknownToKnowledge);
  ASSERT_NE(finding, nullptr);
  EXPECT_NE(finding->message.find("sm_130"), std::string::npos) << finding->message;
  EXPECT_EQ(*verdict.min_driver, judge().conservative_driver());
}

TEST(Verdicts, ARuntimeSonameOfAnUnknownMajorIsUnknownToKnowledge) {
  const ArtifactVerdict verdict = judge().judge(shared_library({"libcudart.so.14"}));
  const Finding* finding = warning_of(verdict, FindingCode::kUnknownToKnowledge);
  ASSERT_NE(finding, nullptr);
  EXPECT_NE(finding->message.find("libcudart.so.14"), std::string::npos) << finding->message;
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_FALSE(verdict.min_driver_exact);
}

TEST(Verdicts, AnUnlistedVersionedDriverEntryPointIsUnknownToKnowledge) {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  facts.imports.push_back({"cuCtxCreate_v9", ""});
  const ArtifactVerdict verdict = judge().judge(facts);
  const Finding* finding = warning_of(verdict, FindingCode::kUnknownToKnowledge);
  ASSERT_NE(finding, nullptr);
  EXPECT_NE(finding->message.find("cuCtxCreate_v9"), std::string::npos) << finding->message;
}

// PyTorch's libcaffe2_nvrtc.so imports cuLinkCreate_v2 (CUDA 6.5): known to every release covered,
// so it raises no floor, and the library's own major sets it.
TEST(Verdicts, AVersionedDriverEntryPointOfTheOldestReleaseRaisesNoFloor) {
  ArtifactFacts facts = shared_library({"libnvrtc.so.13", "libcuda.so.1"});
  facts.imports.push_back({"cuLinkCreate_v2", ""});
  facts.imports.push_back({"cuLinkAddData_v2", ""});
  const ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(warning_of(verdict, FindingCode::kUnknownToKnowledge), nullptr);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("580.65.06"));  // CUDA 13's, from libnvrtc.so.13
  EXPECT_TRUE(verdict.min_driver_exact);
}

TEST(Verdicts, AnEntryOfAnUnknownKindIsUnknownToKnowledgeNotDropped) {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  add_entry(facts, EntryKind::kUnknown, 90);
  facts.containers.back().entries.back().header.raw_kind = 5;
  const ArtifactVerdict verdict = judge().judge(facts);
  const Finding* finding = warning_of(verdict, FindingCode::kUnknownToKnowledge);
  ASSERT_NE(finding, nullptr);
  EXPECT_NE(finding->message.find("kind 5"), std::string::npos) << finding->message;
}

// LTO-IR (code=lto_90) is input for a device link: the driver never loads it. On an H100, a fatbin
// of lto_90 alone fails cuModuleLoadData with CUDA_ERROR_NO_BINARY_FOR_GPU (docs/gpu-proof.md).
TEST(Verdicts, AFatbinOfLtoIrAloneRunsOnNoGpuAndGetsTheWarningWithTheFix) {
  SKIP_WITHOUT_FIXTURES();
  const ArtifactFacts facts = inspect_one(fixture("lto_only.fatbin"));
  const ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(verdict.lto, (std::vector<GpuTarget>{GpuTarget::parse_nvcc("lto_90").value()}));  // listed
  EXPECT_TRUE(verdict.sass.empty());
  EXPECT_TRUE(verdict.ptx.empty());
  EXPECT_TRUE(verdict.runs_sass.empty());
  EXPECT_TRUE(verdict.runs_jit_only.empty());
  EXPECT_EQ(verdict.cannot_run, judge().known_gpus());
  for (int gpu : judge().known_gpus()) {
    EXPECT_EQ(judge().status_with_new_enough_driver(verdict, gpu), RunStatus::kNo) << "sm_" << gpu;
  }
  const Finding* finding = warning_of(verdict, FindingCode::kLtoIrOnly);
  ASSERT_NE(finding, nullptr);
  for (const char* part : {"lto_90", "no GPU can load it", "-gencode arch=compute_90,code=sm_90",
                           "-gencode arch=compute_90,code=compute_90", "-dlto"}) {
    EXPECT_NE(finding->message.find(part), std::string::npos) << part << " not in: " << finding->message;
  }
  EXPECT_TRUE(is_unloadable_lto_ir(facts, verdict));
}

TEST(Verdicts, LtoIrSetsNoDriverFloorOfItsOwnEvenWhenZstdCompressed) {
  SKIP_WITHOUT_FIXTURES();
  // nvcc 13 zstd-compresses the LTO-IR entry; nvlink decompresses it, never the driver.
  const ArtifactVerdict verdict = judge().judge(inspect_one(fixture("lto_only.fatbin")));
  EXPECT_EQ(verdict.compression.at("zstd"), 1u);  // the entry is still counted as what the file holds
  EXPECT_FALSE(verdict.min_driver) << verdict.reasons.front().detail;
  EXPECT_TRUE(verdict.reasons.empty());
}

TEST(Verdicts, LtoIrOfAnArchitectureTheKnowledgeBaseLacksIsNotUnknownToKnowledge) {
  ArtifactFacts facts = shared_library({"libcudart.so.13"});
  add_entry(facts, EntryKind::kSass, 90);
  add_entry(facts, EntryKind::kLtoIr, 130, 0, Compression::kZstd, 1, 65);
  const ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(warning_of(verdict, FindingCode::kUnknownToKnowledge), nullptr);
  EXPECT_EQ(warning_of(verdict, FindingCode::kLtoIrOnly), nullptr);
  ASSERT_TRUE(verdict.min_driver);
  EXPECT_EQ(*verdict.min_driver, v("580.65.06"));  // the runtime's; no compression floor from the LTO-IR
  EXPECT_TRUE(verdict.min_driver_exact);
}

TEST(Verdicts, LtoIrBesideSassRunsOnTheGpusOfTheSassOnly) {
  SKIP_WITHOUT_FIXTURES();
  const ArtifactVerdict verdict = judge().judge(inspect_one(fixture("lto_sass.fatbin")));
  EXPECT_EQ(verdict.lto, (std::vector<GpuTarget>{GpuTarget::parse_nvcc("lto_90").value()}));
  EXPECT_EQ(verdict.sass, (std::vector<GpuTarget>{GpuTarget::parse_nvcc("sm_90").value()}));
  EXPECT_EQ(verdict.runs_sass, std::vector<int>{90});
  EXPECT_TRUE(verdict.runs_jit_only.empty());
  EXPECT_EQ(warning_of(verdict, FindingCode::kLtoIrOnly), nullptr);
  EXPECT_TRUE(has_warning(verdict, "no-ptx"));  // the LTO-IR does not stand in for PTX
}

TEST(Verdicts, LtoIrBesidePtxRunsThroughTheJitOfThePtx) {
  SKIP_WITHOUT_FIXTURES();
  const ArtifactVerdict verdict = judge().judge(inspect_one(fixture("lto_ptx.fatbin")));
  EXPECT_EQ(verdict.lto, (std::vector<GpuTarget>{GpuTarget::parse_nvcc("lto_90").value()}));
  EXPECT_TRUE(verdict.runs_sass.empty());
  EXPECT_TRUE(has_all(verdict.runs_jit_only, {90, 120}));
  EXPECT_TRUE(has_all(verdict.cannot_run, {80}));
  EXPECT_EQ(judge().status_at(verdict, 90, v("580.65.06")), RunStatus::kJit);
  EXPECT_EQ(warning_of(verdict, FindingCode::kLtoIrOnly), nullptr);
}

TEST(Verdicts, AnObjectOfLtoIrAloneIsInputForADeviceLinkNotAWarning) {
  SKIP_WITHOUT_FIXTURES();
  const ArtifactFacts facts = inspect_one(fixture("lto_only.o"));
  ASSERT_EQ(facts.format, ArtifactFormat::kRelocatable);
  const ArtifactVerdict verdict = judge().judge(facts);
  EXPECT_EQ(verdict.lto, (std::vector<GpuTarget>{GpuTarget::parse_nvcc("lto_90").value()}));
  EXPECT_EQ(warning_of(verdict, FindingCode::kLtoIrOnly), nullptr);
  EXPECT_FALSE(is_unloadable_lto_ir(facts, verdict));
  EXPECT_FALSE(verdict.min_driver);
}

// cuSPARSE and cuFFT 12 carry LTO-IR (for their JIT-LTO paths, linked by nvJitLink) beside SASS
// and PTX: judged with and without those entries, they need the same driver on the same GPUs.
TEST(Verdicts, TheLtoIrOfRealCudaLibrariesChangesNeitherTheirFloorNorTheirGpus) {
  std::size_t libraries = 0;
  for (const char* name : {"libcusparse.so.12", "libcufft.so.12"}) {
    const auto path = cuda_library(name);
    if (!std::filesystem::exists(path)) continue;
    const ArtifactFacts facts = inspect_one(path);
    ArtifactFacts without = facts;
    std::size_t removed = 0;
    for (auto& container : without.containers) {
      auto& entries = container.entries;
      const auto lto = std::remove_if(entries.begin(), entries.end(),
                                      [](const DeviceEntry& entry) { return entry.header.kind == EntryKind::kLtoIr; });
      removed += static_cast<std::size_t>(entries.end() - lto);
      entries.erase(lto, entries.end());
    }
    if (removed == 0) continue;  // another release of the library, without LTO-IR
    ++libraries;
    const ArtifactVerdict with_lto = judge().judge(facts);
    const ArtifactVerdict sass_and_ptx = judge().judge(without);
    EXPECT_FALSE(with_lto.lto.empty()) << name;
    EXPECT_EQ(with_lto.min_driver, sass_and_ptx.min_driver) << name;
    EXPECT_EQ(with_lto.base_driver, sass_and_ptx.base_driver) << name;
    EXPECT_EQ(with_lto.reasons.size(), sass_and_ptx.reasons.size()) << name;
    EXPECT_EQ(with_lto.runs_sass, sass_and_ptx.runs_sass) << name;
    EXPECT_EQ(with_lto.runs_jit_only, sass_and_ptx.runs_jit_only) << name;
    EXPECT_EQ(with_lto.cannot_run, sass_and_ptx.cannot_run) << name;
    EXPECT_EQ(warning_of(with_lto, FindingCode::kLtoIrOnly), nullptr) << name;
  }
  if (libraries == 0) GTEST_SKIP() << "no CUDA library with LTO-IR here (libcusparse.so.12, libcufft.so.12 of CUDA 13)";
}

TEST(Verdicts, TheRealCuptiAndCufftLibrariesGetTheirToolkitsFloor) {
  // libcupti.so.13 links nothing of CUDA's: its own soname sets the floor. libcufft.so.12 links its
  // runtime statically: its cubins' toolkit notes do.
  const auto cupti = cuda_library("libcupti.so.13");
  const auto cufft = cuda_library("libcufft.so.12");
  if (!std::filesystem::exists(cupti) || !std::filesystem::exists(cufft)) GTEST_SKIP() << "no CUDA 13 libraries here";
  const ArtifactVerdict cupti_verdict = judge().judge(inspect_one(cupti));
  ASSERT_TRUE(cupti_verdict.min_driver);
  EXPECT_FALSE(*cupti_verdict.min_driver < v("580.65.06"));
  const ArtifactFacts cufft_facts = inspect_one(cufft);
  ASSERT_FALSE(cufft_facts.builder_toolkits.empty());
  EXPECT_EQ(cufft_facts.builder_toolkits.back().major, 13);
  const ArtifactVerdict cufft_verdict = judge().judge(cufft_facts);
  ASSERT_TRUE(cufft_verdict.min_driver);
  EXPECT_FALSE(*cufft_verdict.min_driver < v("580.65.06"));
}

}  // namespace
}  // namespace cudacompat::audit

namespace cudacompat::audit {
namespace {

// One enum and one table name the codes of the audit and of abi-diff (issue 21): each name once,
// each read back to its code by the subcommand that reports it, and by no other.
TEST(Findings, OneTableNamesEveryCodeOnceForTheSubcommandThatReportsIt) {
  std::set<std::pair<Reporter, std::string_view>> names;
  for (const auto& entry : finding_table()) {
    EXPECT_TRUE(names.insert({entry.reporter, entry.name}).second) << entry.name;
    EXPECT_EQ(parse_finding_code(entry.name, entry.reporter), entry.code) << entry.name;
    if (entry.reporter == Reporter::kAudit) EXPECT_EQ(entry.breaks, Breaks::kNone) << entry.name;
  }
}

TEST(Findings, TheAuditTakesNoAbiDiffCodeAndAbiDiffNoAuditCode) {
  EXPECT_EQ(parse_finding_code("capi-lost"), std::nullopt);
  EXPECT_EQ(parse_finding_code("capi-lost", Reporter::kAbiDiff), FindingCode::kCapiLost);
  EXPECT_EQ(parse_finding_code("no-ptx", Reporter::kAbiDiff), std::nullopt);
  EXPECT_EQ(parse_finding_code("mixed-cuda-majors"), FindingCode::kMixedCudaMajors);  // its earlier name
  EXPECT_EQ(info(FindingCode::kCapiSignatureChanged).breaks, Breaks::kBinary);
  EXPECT_EQ(info(FindingCode::kPxdRemoved).breaks, Breaks::kSource);
}

// pin --check's codes are the requirement rules' names, every one of them, and the two the audit
// shares with it (no-upper-bound, mixed-majors) are one name for one rule in both.
TEST(Findings, PinCheckCodesAreEveryRequirementRuleByItsOwnName) {
  for (const auto& rule : requirements::rule_table()) {
    auto code = parse_finding_code(rule.name, Reporter::kPin);
    ASSERT_TRUE(code.has_value()) << rule.name;
    EXPECT_EQ(info(*code).summary, rule.summary) << rule.name;
  }
  EXPECT_EQ(to_string(FindingCode::kPinNoUpperBound), to_string(FindingCode::kNoUpperBound));
  EXPECT_EQ(to_string(FindingCode::kPinMixedMajors), to_string(FindingCode::kMixedCudaMajors));
  EXPECT_EQ(parse_finding_code("wrong-major"), std::nullopt);  // audit --fail-on takes none of pin's
  EXPECT_EQ(warning_code_list().find("wrong-major"), std::string::npos);
  EXPECT_EQ(parse_finding_code("min-driver", Reporter::kAuditPolicy), FindingCode::kPolicyMinDriver);
}

}  // namespace
}  // namespace cudacompat::audit
