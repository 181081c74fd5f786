// The scanner of build files (scan_build.cpp: CMake, Makefiles, Python builds) on small snippets,
// against the real knowledge base (CUDA 12.4 -> 13.0).
#include <gtest/gtest.h>

#include "migrate/scan.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {
using testing::entities;

TEST(MigrateScan, ReportsDroppedArchitecturesInCMake) {
  EXPECT_EQ(entities("set(CMAKE_CUDA_ARCHITECTURES \"70;80\") # 60 in a comment\n", FileKind::kCMake),
            std::vector<std::string>{"sm_70"});
  EXPECT_EQ(entities("TORCH_CUDA_ARCH_LIST=\"6.1 8.0+PTX\"\n", FileKind::kPythonBuild),
            std::vector<std::string>{"sm_61"});
}

TEST(MigrateScan, LeavesAnArchitectureListComparedInAConditionAlone) {
  EXPECT_TRUE(entities("if(\"${CMAKE_CUDA_ARCHITECTURES}\" STREQUAL \"52\")\n", FileKind::kCMake).empty());
  EXPECT_EQ(entities("set(CMAKE_CUDA_ARCHITECTURES \"52;80\")\n", FileKind::kCMake), std::vector<std::string>{"sm_52"});
}

}  // namespace
}  // namespace cudacompat::migrate
