// migrate over whole trees (tree.cpp): each dialect setting judged against the units of its own
// compiler, and only where they include CCCL. Each test writes a small tree into a temporary
// directory and scans it as a user would.
#include <gtest/gtest.h>

#include "migrate/tree.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {
using testing::MigrateTree;

TEST_F(MigrateTree, TakesCxxStandardForHostFilesAndCudaStandardForCudaFiles) {
  write("CMakeLists.txt", "set(CMAKE_CXX_STANDARD 14)\nset(CMAKE_CUDA_STANDARD 14)\n");
  write("src/kernel.cu", "#include <thrust/sort.h>\n");
  write("src/host.cpp", "int main() {}\n");
  auto findings = found(scan());
  EXPECT_TRUE(findings.contains("CMakeLists.txt:2 C++14"));
  EXPECT_FALSE(findings.contains("CMakeLists.txt:1 C++14"));  // no host file includes CCCL
  write("src/host.cpp", "#include <thrust/host_vector.h>\nint main() {}\n");
  findings = found(scan());
  EXPECT_TRUE(findings.contains("CMakeLists.txt:1 C++14"));
}

TEST_F(MigrateTree, LeavesTheHostDialectAloneWhereOnlyNvccIncludesCccl) {
  write("CMakeLists.txt", "set(CMAKE_CXX_STANDARD 11)\n");
  write("src/api.hpp", "#if __CUDACC_VER_MAJOR__ >= 9\n#include <cooperative_groups.h>\n#endif\n");
  write("src/host.cpp", "#include \"api.hpp\"\nint main() {}\n");
  EXPECT_FALSE(found(scan()).contains("CMakeLists.txt:1 C++11"));
  write("src/host.cpp", "#include <cuda/std/type_traits>\nint main() {}\n");
  EXPECT_TRUE(found(scan()).contains("CMakeLists.txt:1 C++11"));
}

}  // namespace
}  // namespace cudacompat::migrate
