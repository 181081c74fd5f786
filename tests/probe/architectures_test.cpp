#include <gtest/gtest.h>

#include "probe/architectures.h"
#include "real_toolkit.h"

namespace cudacompat {
namespace {

using namespace std::chrono_literals;

SupportedArchitectures cuda130_like() {
  return {{"75", "80", "86", "87", "88", "89", "90", "90a", "100", "100a", "100f", "103", "110", "120", "120a", "121"},
          "test"};
}

TEST(Architectures, ReadsTheArchitecturesNvccsDeprecationWarningNames) {
  // nvcc 11.8.89's own warning, as `nvcc --dryrun` prints it for -gencode of every listed architecture.
  EXPECT_EQ(deprecated_in_nvcc_warning("nvcc warning : The 'compute_35', 'compute_37', 'sm_35', and 'sm_37' "
                                       "architectures are deprecated, and may be removed in a future release (Use "
                                       "-Wno-deprecated-gpu-targets to suppress warning).\n"),
            (std::vector<std::string>{"35", "37"}));
  EXPECT_TRUE(deprecated_in_nvcc_warning("#$ _NVVM_BRANCH_=nvvm\n#$ cicc --arch compute_35\n").empty());
}

TEST(Architectures, TheDefaultPolicyLeavesOutWhatNvccDeprecates) {
  SupportedArchitectures cuda118{
      {"35", "37", "50", "52", "53", "60", "61", "62", "70", "72", "75", "80", "86", "87", "89", "90"},
      "test",
      {"35", "37"},
      "nvcc --dryrun: ..."};
  EXPECT_EQ(default_architectures(cuda118),
            (std::vector<std::string>{"50-real", "60-real", "70-real", "80-real", "90"}));
  auto choice = choose_architectures(std::nullopt, cuda118, "CUDA 11.8");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_NE(choice->source.find("left out, as this nvcc deprecates them: sm_35, sm_37"), std::string::npos)
      << choice->source;
}

TEST(Architectures, ReadsNvccsListing) {
  EXPECT_EQ(architectures_from_nvcc_listing("compute_75\ncompute_100\ncompute_80\nsm_80\n"),
            (std::vector<std::string>{"75", "80", "100"}));
}

TEST(Architectures, ReadsEveryEntryOfTheListingAnywhereWithOnlyAnAOrFSuffix) {
  // An entry is compute_ or sm_, digits and at most one a or f, wherever it stands in the text.
  EXPECT_EQ(architectures_from_nvcc_listing("sm_90a compute_100f,sm_75 xsm_80 sm_ compute_ sm_x9 sm_120abc sm_sm_86 "
                                            "compute_87\r\nsm_90b SM_70 compute_88af\n"),
            (std::vector<std::string>{"75", "80", "86", "87", "88a", "90", "90a", "100f", "120a"}));
  EXPECT_TRUE(architectures_from_nvcc_listing("").empty());
  EXPECT_TRUE(architectures_from_nvcc_listing("compute_ sm_ sm_a computer_").empty());
}

TEST(Architectures, ReadsAListingOfManyMegabytesWithoutCrashing) {
  std::string text(8u << 20, 'x');
  for (size_t i = 0; i < text.size(); i += 64) text[i] = '\n';
  EXPECT_TRUE(architectures_from_nvcc_listing(text).empty());
  text += "sm_90";
  EXPECT_EQ(architectures_from_nvcc_listing(text), (std::vector<std::string>{"90"}));
}

TEST(Architectures, SplitsTheRequestOnRunsOfSemicolonsCommasAndSpaces) {
  ArchitectureRequest request{";sm_80;; compute_90a-virtual , 100f-real;75 ;", "CMAKE_CUDA_ARCHITECTURES"};
  auto choice = choose_architectures(request, cuda130_like(), "CUDA 13.0");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_EQ(choice->cmake_list, (std::vector<std::string>{"80", "90a-virtual", "100f-real", "75"}));
  // Only separators: no entry at all, and no error (as with std::regex's token iterator).
  auto none = choose_architectures(ArchitectureRequest{";, ;", "CUDAARCHS"}, cuda130_like(), "CUDA 13.0");
  ASSERT_TRUE(none) << none.error().message;
  EXPECT_TRUE(none->cmake_list.empty());
}

TEST(Architectures, AcceptsOnlyAWholeEntryWithOnePrefixAndOneSuffix) {
  auto choice = choose_architectures(ArchitectureRequest{"sm_90-real;compute_100a;sm_120a-virtual", "CUDAARCHS"},
                                     cuda130_like(), "CUDA 13.0");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_EQ(choice->cmake_list, (std::vector<std::string>{"90-real", "100a", "120a-virtual"}));
  for (const char* entry : {"80-realx", "sm80", "sm_80-Real", "90b", "-real", "compute_", "sm_compute_80", "80\t90",
                            "80-real-virtual", "80-", "sm_sm_80", "x80", "80af", "12a", "SM_80", "80 -real"}) {
    auto refused = choose_architectures(ArchitectureRequest{entry, "CUDAARCHS"}, cuda130_like(), "CUDA 13.0");
    EXPECT_FALSE(refused) << entry;
  }
  auto refused = choose_architectures(ArchitectureRequest{"sm80", "CUDAARCHS"}, cuda130_like(), "CUDA 13.0");
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.error().message.find("asks for sm80, which"), std::string::npos) << refused.error().message;
}

TEST(Architectures, DefaultPolicyIsSassPerFamilyAndPtxForTheNewest) {
  EXPECT_EQ(default_architectures(cuda130_like()),
            (std::vector<std::string>{"75-real", "80-real", "90-real", "100-real", "110-real", "120"}));
}

TEST(Architectures, TheDefaultForTheRealToolkitHasPtxAndNoSuffixedTarget) {
  fs::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  auto supported = supported_architectures(root / "bin/nvcc", *Version::parse("13.0"), KnowledgeBase::embedded(),
                                           process_environment(), 20s);
  ASSERT_TRUE(supported) << supported.error().message;
  EXPECT_EQ(supported->source.rfind("nvcc --list-gpu-arch", 0), 0u) << supported->source;
  auto choice = choose_architectures(std::nullopt, *supported, "CUDA");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_EQ(choice->ptx.size(), 1u);
  EXPECT_GE(choice->sass.size(), 3u);
  for (const auto& entry : choice->cmake_list)
    EXPECT_EQ(entry.substr(0, entry.find('-')).find_first_of("af"), std::string::npos) << entry;
}

TEST(Architectures, AcceptsCMakeSyntaxWithSuffixes) {
  ArchitectureRequest request{"90a-real;100f,120-virtual", "CMAKE_CUDA_ARCHITECTURES"};
  auto choice = choose_architectures(request, cuda130_like(), "CUDA 13.0");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_EQ(choice->sass, (std::vector<std::string>{"sm_90a", "sm_100f"}));
  EXPECT_EQ(choice->ptx, (std::vector<std::string>{"compute_100f", "compute_120"}));
  EXPECT_EQ(choice->source, "CMAKE_CUDA_ARCHITECTURES");
}

TEST(Architectures, RefusesAnArchitectureTheToolkitLacksAndListsWhatItHas) {
  ArchitectureRequest request{"70;80;35", "CUDAARCHS (environment)"};
  auto choice = choose_architectures(request, cuda130_like(), "CUDA 13.0");
  ASSERT_FALSE(choice);
  EXPECT_NE(choice.error().message.find("70, 35"), std::string::npos) << choice.error().message;
  EXPECT_NE(choice.error().message.find("CUDAARCHS"), std::string::npos);
  EXPECT_NE(choice.error().message.find("It supports: 75 80"), std::string::npos) << choice.error().message;
}

TEST(Architectures, RefusesNativeBecauseItNeedsAGpu) {
  auto choice =
      choose_architectures(ArchitectureRequest{"native", "CMAKE_CUDA_ARCHITECTURES"}, cuda130_like(), "CUDA 13.0");
  ASSERT_FALSE(choice);
  EXPECT_NE(choice.error().message.find("needs a GPU"), std::string::npos);
}

TEST(Architectures, ExpandsAllMajor) {
  auto choice = choose_architectures(ArchitectureRequest{"all-major", "CUDACOMPAT_ARCHS"}, cuda130_like(), "CUDA 13.0");
  ASSERT_TRUE(choice);
  EXPECT_EQ(choice->cmake_list, (std::vector<std::string>{"80-real", "90-real", "100-real", "110-real", "120"}));
}

SupportedArchitectures cuda124_like() {
  return {{"50", "52", "53", "60", "61", "62", "70", "72", "75", "80", "86", "87", "89", "90", "90a"}, "test"};
}

// choose_architectures for CUDA `version`, with the knowledge base saying why that release lacks an architecture.
Expected<ArchitectureChoice> choose_saying_why(const ArchitectureRequest& request,
                                               const SupportedArchitectures& supported, const std::string& version) {
  const Version toolkit = Version::parse(version).value();
  return choose_architectures(request, supported, "CUDA " + version, [&](const std::string& arch) {
    return why_architecture_is_unsupported(arch, toolkit, KnowledgeBase::embedded());
  });
}

TEST(Architectures, ClampDropsWhatTheToolkitLacksAndSaysWhyFromTheKnowledgeBase) {
  ArchitectureRequest request{"50;70;80;110", "CUDACOMPAT_ARCHS", ArchitecturePolicy::kClamp};
  auto choice = choose_saying_why(request, cuda130_like(), "13.0.88");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_EQ(choice->cmake_list, (std::vector<std::string>{"80", "110"}));
  ASSERT_EQ(choice->adjustments.size(), 2u);
  // The release that dropped each one comes from the knowledge base's per-release lists.
  EXPECT_EQ(choice->adjustments[0].rfind("dropped 50: CUDA 13.0 dropped it (CUDA ", 0), 0u) << choice->adjustments[0];
  EXPECT_EQ(choice->adjustments[1].rfind("dropped 70: CUDA 13.0 dropped it (CUDA ", 0), 0u) << choice->adjustments[1];
  for (const auto& note : choice->adjustments)
    EXPECT_EQ(note.find(';'), std::string::npos) << note;  // a CMake list item
}

TEST(Architectures, ClampMovesThePtxOfADroppedArchitectureToTheNewestKeptOne) {
  ArchitectureRequest request{"70-real;80-real;110", "CUDACOMPAT_ARCHS", ArchitecturePolicy::kClamp};
  auto choice = choose_saying_why(request, cuda124_like(), "12.4.131");
  ASSERT_TRUE(choice) << choice.error().message;
  EXPECT_EQ(choice->cmake_list, (std::vector<std::string>{"70-real", "80"}));
  EXPECT_EQ(choice->ptx, (std::vector<std::string>{"compute_80"}));
  ASSERT_EQ(choice->adjustments.size(), 2u);
  EXPECT_EQ(choice->adjustments[0], "dropped 110: it first appears in CUDA 13.0, after CUDA 12.4");
  EXPECT_EQ(choice->adjustments[1].rfind("added compute_80 (PTX) to 80: ", 0), 0u) << choice->adjustments[1];
}

TEST(Architectures, ClampWithNothingLeftIsAnError) {
  ArchitectureRequest request{"50;52", "CUDACOMPAT_ARCHS", ArchitecturePolicy::kClamp};
  auto choice = choose_architectures(request, cuda130_like(), "CUDA 13.0");
  ASSERT_FALSE(choice);
  EXPECT_NE(choice.error().message.find("supports none of it"), std::string::npos) << choice.error().message;
}

TEST(Architectures, StrictNamesWhyAndTheClampPolicy) {
  auto choice = choose_saying_why(ArchitectureRequest{"50;80", "CUDACOMPAT_ARCHS"}, cuda130_like(), "13.0.88");
  ASSERT_FALSE(choice);
  EXPECT_NE(choice.error().message.find("50: CUDA 13.0 dropped it"), std::string::npos) << choice.error().message;
  EXPECT_NE(choice.error().message.find("CUDACOMPAT_ARCHS_POLICY=clamp"), std::string::npos) << choice.error().message;
}

TEST(Architectures, ClampStillRefusesAMalformedEntry) {
  auto choice = choose_architectures(ArchitectureRequest{"80;sm80", "CUDACOMPAT_ARCHS", ArchitecturePolicy::kClamp},
                                     cuda130_like(), "CUDA 13.0");
  ASSERT_FALSE(choice);
  EXPECT_NE(choice.error().message.find("sm80"), std::string::npos) << choice.error().message;
}

// A wrapper around the real nvcc that breaks only --list-gpu-arch.
fs::path nvcc_with_listing(const testing::ScratchDir& dir, const fs::path& real, const std::string& listing_behaviour) {
  return dir.write("bin/nvcc",
                   "#!/bin/sh\ncase \"$1\" in --list-gpu-arch) " + listing_behaviour + " ;; esac\nexec \"" +
                       (real / "bin/nvcc").string() + "\" \"$@\"\n",
                   true);
}

TEST(Architectures, AListingThatHangsIsAnErrorBoundedByTheTimeLimit) {
  fs::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  testing::ScratchDir dir;
  fs::path nvcc = nvcc_with_listing(dir, root, "exec sleep 30");
  auto start = std::chrono::steady_clock::now();
  auto supported =
      supported_architectures(nvcc, *Version::parse("13.0"), KnowledgeBase::embedded(), process_environment(), 300ms);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  ASSERT_FALSE(supported);
  EXPECT_NE(supported.error().message.find("did not finish within 300 ms"), std::string::npos)
      << supported.error().message;
}

TEST(Architectures, AListingThatFailsOrPrintsGarbageIsAnError) {
  fs::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  testing::ScratchDir dir;
  auto failing =
      supported_architectures(nvcc_with_listing(dir, root, "echo 'nvcc fatal : out of memory' >&2; exit 4"),
                              *Version::parse("13.0"), KnowledgeBase::embedded(), process_environment(), 20s);
  ASSERT_FALSE(failing);
  EXPECT_NE(failing.error().message.find("out of memory"), std::string::npos) << failing.error().message;
  auto garbage =
      supported_architectures(nvcc_with_listing(dir, root, "echo 'lorem ipsum'; exit 0"), *Version::parse("13.0"),
                              KnowledgeBase::embedded(), process_environment(), 20s);
  ASSERT_FALSE(garbage);
  EXPECT_NE(garbage.error().message.find("named no GPU architecture"), std::string::npos) << garbage.error().message;
}

TEST(Architectures, AnNvccWithoutTheListingOptionFallsBackToTheKnowledgeBase) {
  fs::path root = testing::real_toolkit_root();
  if (root.empty()) GTEST_SKIP() << "this build found no CUDA toolkit";
  testing::ScratchDir dir;
  auto old = supported_architectures(
      nvcc_with_listing(dir, root, "echo \"nvcc fatal   : Unknown option '--list-gpu-arch'\" >&2; exit 1"),
      *Version::parse("13.0"), KnowledgeBase::embedded(), process_environment(), 20s);
  ASSERT_TRUE(old) << old.error().message;
  EXPECT_EQ(old->source.rfind("knowledge base", 0), 0u) << old->source;
}

}  // namespace
}  // namespace cudacompat
