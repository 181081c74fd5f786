// The CUDA library table: which DT_NEEDED names are CUDA's, of which majors, and which library an
// imported symbol comes from, read from the knowledge base's `cuda_libraries` section.
#include "audit/cuda_libraries.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "readers/elf_reader.h"
#include "readers/mapped_file.h"
#include "test_files.h"

namespace cudacompat::audit {
namespace {

using namespace testing;

TEST(CudaLibraries, KnowsTheSonameOfEveryCudaLibraryOfTheInstalledToolkit) {
  SKIP_WITHOUT_TOOLKIT();
  // Every library of the toolkit whose family the table names has its exact soname listed,
  // with the toolkit's major among its majors.
  std::size_t checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(cuda_library(""))) {
    if (!entry.is_regular_file() || entry.path().string().find(".so") == std::string::npos) continue;
    auto file = MappedFile::open(entry.path().string());
    ASSERT_TRUE(file);
    auto elf = ElfFile::parse(file->bytes(), entry.path().string());
    ASSERT_TRUE(elf);
    auto dynamic = elf->dynamic_info();
    ASSERT_TRUE(dynamic);
    if (dynamic->soname.empty()) continue;
    auto match = testing::cuda_libraries().recognise(dynamic->soname);
    if (!match) continue;
    ++checked;
    EXPECT_TRUE(match->known_soname) << dynamic->soname;
    EXPECT_NE(std::find(match->majors.begin(), match->majors.end(), 13), match->majors.end()) << dynamic->soname;
  }
  EXPECT_GE(checked, 15u);
}

TEST(CudaLibraries, AnExactSonameGivesItsLibraryAndEveryMajorThatShipsIt) {
  const auto cudart = cuda_libraries().recognise("libcudart.so.12");
  ASSERT_TRUE(cudart.has_value());
  ASSERT_NE(cudart->library, nullptr);
  EXPECT_EQ(cudart->library->name, "cudart");
  EXPECT_TRUE(cudart->known_soname);
  EXPECT_FALSE(cudart->is_driver);
  EXPECT_EQ(cudart->majors, std::vector<int>{12});
  // cuFFT's sonames are a major behind CUDA's: libcufft.so.11 is CUDA 12's.
  const auto cufft = cuda_libraries().recognise("libcufft.so.11");
  ASSERT_TRUE(cufft.has_value());
  EXPECT_EQ(cufft->library->name, "cufft");
  EXPECT_EQ(cufft->majors, std::vector<int>{12});
}

TEST(CudaLibraries, TheDriverIsRecognisedByEachOfItsSonamesAndHasNoMajor) {
  for (const char* soname : {"libcuda.so.1", "libcuda.so"}) {
    const auto driver = cuda_libraries().recognise(soname);
    ASSERT_TRUE(driver.has_value()) << soname;
    EXPECT_TRUE(driver->is_driver) << soname;
    EXPECT_TRUE(driver->known_soname) << soname;
    EXPECT_EQ(driver->library, &cuda_libraries().driver()) << soname;
    EXPECT_TRUE(driver->majors.empty()) << soname;
  }
}

TEST(CudaLibraries, ASonameOfAKnownFamilyButAnUnknownMajorIsTheFamilyWithNoMajors) {
  const auto future = cuda_libraries().recognise("libcudart.so.14");
  ASSERT_TRUE(future.has_value());
  EXPECT_EQ(future->library->name, "cudart");
  EXPECT_FALSE(future->known_soname);
  EXPECT_TRUE(future->majors.empty());
  // The family is the whole name between "lib" and ".so": cublasLt is not cublas.
  const auto lt = cuda_libraries().recognise("libcublasLt.so.99");
  ASSERT_TRUE(lt.has_value());
  EXPECT_EQ(lt->library->name, "cublasLt");
}

TEST(CudaLibraries, NamesThatAreNoCudaLibraryAreNotRecognised) {
  for (const char* soname : {"libc.so.6", "libstdc++.so.6", "cudart.so.13", "libcudart", "lib.so.1", ""}) {
    EXPECT_FALSE(cuda_libraries().recognise(soname).has_value()) << soname;
  }
}

TEST(CudaLibraries, ATrailingUpperCaseClassInAPrefixMatchesOneUpperCaseLetter) {
  EXPECT_EQ(match_symbol_prefix("cuInit", "cu[A-Z]"), 3u);
  EXPECT_EQ(match_symbol_prefix("cudaMalloc", "cu[A-Z]"), 0u);  // 'd' is not upper case
  EXPECT_EQ(match_symbol_prefix("cu", "cu[A-Z]"), 0u);          // nothing after the prefix
  EXPECT_EQ(match_symbol_prefix("cudaMalloc", "cuda"), 4u);
  EXPECT_EQ(match_symbol_prefix("__cudaRegisterFatBinary", "__cuda"), 6u);
  EXPECT_EQ(match_symbol_prefix("cublasCreate_v2", "cufft"), 0u);
}

TEST(CudaLibraries, ASymbolComesFromTheLibraryWithTheLongestMatchingPrefix) {
  const auto name_of = [](const char* symbol) {
    const CudaLibraryInfo* library = cuda_libraries().provider_of(symbol);
    return library ? library->name : std::string("(none)");
  };
  EXPECT_EQ(name_of("cudaMalloc"), "cudart");
  EXPECT_EQ(name_of("cublasLtMatmul"), "cublasLt");  // not cublas, whose prefix is shorter
  EXPECT_EQ(name_of("cublasSgemm_v2"), "cublas");
  EXPECT_EQ(name_of("cuFileRead"), "cufile");  // cuFile beats the driver's cu[A-Z]
  EXPECT_EQ(cuda_libraries().provider_of("cuInit"), &cuda_libraries().driver());
  EXPECT_EQ(name_of("malloc"), "(none)");
}

}  // namespace
}  // namespace cudacompat::audit
