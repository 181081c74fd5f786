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

using testing::cuda_libraries;
using testing::cuda_library;

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

}  // namespace
}  // namespace cudacompat::audit
