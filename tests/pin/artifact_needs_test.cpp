// What built artifacts need, as the pins see it (tool/pin/artifact_needs.cpp): the newest release
// that introduced a symbol they import, and the CUDA libraries they load, read by the audit from
// real files: a library linked against the toolkit's libcuda stub, and the toolkit's own libraries.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "pin/artifact_needs.h"
#include "real_toolkit.h"
#include "scratch_dir.h"

namespace cudacompat::pins {
namespace {

namespace fs = std::filesystem;

// The library of the toolkit this build was configured with whose name starts with `stem`
// ("libcufftw.so."), or "" when there is none.
fs::path toolkit_library(const std::string& stem) {
  const fs::path root = cudacompat::testing::real_toolkit_root();
  for (const char* dir : {"lib64", "targets/x86_64-linux/lib"}) {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(root / dir, ec)) {
      const std::string name = entry.path().filename().string();
      if (name.starts_with(stem) && name.find('.', stem.size()) == std::string::npos) return entry.path();
    }
  }
  return {};
}

TEST(PinArtifactNeeds, RaisesTheNeedToTheNewestReleaseThatIntroducedASymbolTheArtifactImports) {
  const std::string library = CUDACOMPAT_PIN_DRIVER_USER;
  if (library.empty()) GTEST_SKIP() << "no toolkit's cuda.h and libcuda stub at configure time to link it against";
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  // driver_user.cpp calls exactly these two versioned entry points.
  std::optional<Version> newest;
  std::vector<std::string> expected_reasons;
  for (const auto& symbol : knowledge.versioned_symbols())
    if (symbol.symbol == "cuCtxCreate_v4" || symbol.symbol == "cuMemAdvise_v2") {
      if (!newest || *newest < symbol.introduced) newest = symbol.introduced;
      expected_reasons.push_back(library + " imports " + symbol.symbol + " (CUDA " + symbol.introduced.to_string() +
                                 ", versioned entry point)");
    }
  ASSERT_EQ(expected_reasons.size(), 2u) << "the knowledge base no longer lists both entry points";
  std::sort(expected_reasons.begin(), expected_reasons.end());

  auto needs = artifact_needs({library}, knowledge);
  ASSERT_TRUE(needs.ok()) << needs.error().message;
  ASSERT_TRUE(needs->cuda.has_value());
  EXPECT_EQ(needs->cuda->to_string(), newest->to_string());
  EXPECT_EQ(needs->reasons, expected_reasons);
  // libcuda.so.1 comes with the driver: no package to pin for it.
  EXPECT_TRUE(needs->components.empty());
  EXPECT_TRUE(needs->majors.empty());
}

TEST(PinArtifactNeeds, NamesTheComponentAndCudaMajorOfEachCudaLibraryAnArtifactLoads) {
  // cuFFTW's library loads cuFFT's (DT_NEEDED libcufft.so.N) and imports no versioned entry point.
  const fs::path cufftw = toolkit_library("libcufftw.so.");
  if (cufftw.empty()) GTEST_SKIP() << "no libcufftw.so.N in the toolkit this build was configured with";
  const KnowledgeBase& knowledge = KnowledgeBase::embedded();
  const std::string soname = "libcufft.so." + cufftw.filename().string().substr(std::string("libcufftw.so.").size());
  std::vector<int> majors;
  for (const auto& library : knowledge.cuda_libraries().libraries)
    if (auto found = library.sonames.find(soname); found != library.sonames.end()) majors = found->second;
  ASSERT_EQ(majors.size(), 1u) << soname << " is not one CUDA major's in the knowledge base";

  auto needs = artifact_needs({cufftw.string(), cufftw.string()}, knowledge);
  ASSERT_TRUE(needs.ok()) << needs.error().message;
  EXPECT_FALSE(needs->cuda.has_value());
  EXPECT_TRUE(needs->reasons.empty());
  EXPECT_EQ(needs->components, std::vector<std::string>{knowledge.packages().component_of("cufft")});
  EXPECT_EQ(needs->majors, majors);  // once, though two artifacts load it
}

TEST(PinArtifactNeeds, ReturnsTheAuditsErrorNotAPartialAnswerWhenAnInputCannotBeRead) {
  cudacompat::testing::ScratchDir scratch;
  const std::string missing = (scratch.path() / "libmissing.so").string();
  const std::string readable = scratch.write("libempty.so", "").string();
  auto needs = artifact_needs({readable, missing}, KnowledgeBase::embedded());
  ASSERT_FALSE(needs.ok());
  EXPECT_NE(needs.error().message.find(missing), std::string::npos) << needs.error().message;
}

}  // namespace
}  // namespace cudacompat::pins
