// migrate over whole trees (units.cpp): names resolved across the files a translation unit
// includes, files no unit includes reported apart, code under macros nothing defines marked.
// Each test writes a small tree into a temporary directory and scans it as a user would.
#include <gtest/gtest.h>

#include "migrate/report.h"
#include "migrate/tree.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {
using testing::MigrateTree;

TEST_F(MigrateTree, FindsAFetchFromATextureReferenceDeclaredInAnotherFileOfTheUnit) {
  write("src/textures.cuh", "#pragma once\ntexture<float, 1, cudaReadModeElementType> gaussTex;\n");
  write("src/kernel.cu",
        "#include \"textures.cuh\"\n__global__ void k(float* o) { o[0] = tex1Dfetch(gaussTex, 0); }\n");
  EXPECT_TRUE(found(scan("11.8", "12.4")).contains("src/kernel.cu:2 tex1Dfetch(gaussTex)"));
}

TEST_F(MigrateTree, FindsAFetchInAHeaderMacroFromATextureReferenceTheUnitDeclares) {
  write("include/kernels.h", "#define DIST(i, j) tex2D(texDistance, i, j)\n");
  write("src/main.cu",
        "texture<float, 2, cudaReadModeElementType> texDistance;\n#include \"kernels.h\"\n"
        "__global__ void k(float* o) { o[0] = DIST(1, 2); }\n");
  EXPECT_TRUE(found(scan("11.8", "12.4")).contains("include/kernels.h:1 tex2D(texDistance)"));
}

TEST_F(MigrateTree, FindsARemovedFieldReadInAMemberOfAClassDerivedFromCudaDevicePropInAnotherHeader) {
  write("api/properties.hpp",
        "#pragma once\nstruct properties_t : public cudaDeviceProp {\n  bool usable() const;\n};\n");
  write("api/detail/properties.hpp",
        "#pragma once\n#include \"../properties.hpp\"\n"
        "inline bool properties_t::usable() const { return computeMode != 2; }\n");
  write("examples/helper.hpp",
        "#include <api/detail/properties.hpp>\n"
        "inline int rate(const properties_t& properties) { return properties.clockRate; }\n");
  write("examples/main.cpp", "#include \"helper.hpp\"\nint main() { properties_t p; return p.usable(); }\n");
  const auto findings = found(scan());
  EXPECT_TRUE(findings.contains("api/detail/properties.hpp:3 cudaDeviceProp::computeMode"));
  EXPECT_TRUE(findings.contains("examples/helper.hpp:2 cudaDeviceProp::clockRate"));
}

TEST_F(MigrateTree, FindsARemovedFieldReadThroughAnotherNameOfCudaDevicePropFromAHeader) {
  write("src/gpu.h", "#pragma once\nusing GpuInfo = cudaDeviceProp;\ntypedef cudaDeviceProp LegacyInfo;\n");
  write("src/main.cu",
        "#include \"gpu.h\"\nint f(const GpuInfo& g, LegacyInfo* l) { return g.clockRate + l->memoryClockRate; }\n");
  const auto findings = found(scan());
  EXPECT_TRUE(findings.contains("src/main.cu:2 cudaDeviceProp::clockRate"));
  EXPECT_TRUE(findings.contains("src/main.cu:2 cudaDeviceProp::memoryClockRate"));
}

TEST_F(MigrateTree, ReportsAVendoredLibraryNoUnitIncludesApartAndItDoesNotBreakTheTree) {
  write("thirdparty/cub/cub/cub.cuh", "#pragma once\n#include \"util.cuh\"\n");
  write("thirdparty/cub/cub/util.cuh", "auto s = cub::Sum();\n");
  write("thirdparty/cub/test/test_reduce.cu", "#include <cub/cub.cuh>\n");
  write("thirdparty/cub/CMakeLists.txt", "set(CMAKE_CUDA_STANDARD 14)\n");
  write("src/kernel.cu", "#include <cub/cub.cuh>\n__global__ void k() {}\n");
  const TreeScan tree = scan();
  EXPECT_TRUE(found(tree).empty());
  EXPECT_TRUE(found(tree, false).contains("thirdparty/cub/cub/util.cuh:1 cub::Sum"));
  EXPECT_FALSE(breaks(tree));
  EXPECT_EQ(tree.units, 1u);
}

TEST_F(MigrateTree, CountsAVendoredLibraryAUnitIncludesAsBuilt) {
  write("ext/cub/cub/cub.cuh", "#pragma once\nauto s = cub::Sum();\n");
  write("src/kernel.cu", "#include \"../ext/cub/cub/cub.cuh\"\n");
  const TreeScan tree = scan();
  EXPECT_TRUE(found(tree).contains("ext/cub/cub/cub.cuh:2 cub::Sum"));
  EXPECT_TRUE(breaks(tree));
}

TEST_F(MigrateTree, KeepsTheProjectsOwnHeaderNoUnitIncludesAmongItsFindings) {
  // a header-only library's public header: its users compile it, though no example here does
  write("include/lib/old.cuh", "inline void f() { cudaThreadSynchronize(); }\n");
  write("examples/main.cu", "int main() {}\n");
  const TreeScan tree = scan();
  EXPECT_TRUE(found(tree).contains("include/lib/old.cuh:1 cudaThreadSynchronize"));
  EXPECT_TRUE(breaks(tree));
}

TEST_F(MigrateTree, ReportsThirdPartyCodeNoUnitIncludesApart) {
  write("third_party/helper/old.h", "inline void f() { cudaThreadSynchronize(); }\n");
  write("third_party/helper/CMakeLists.txt", "set(CMAKE_CUDA_ARCHITECTURES 60)\n");
  write("src/main.cu", "int main() {}\n");
  const TreeScan tree = scan();
  EXPECT_TRUE(found(tree).empty());
  EXPECT_TRUE(found(tree, false).contains("third_party/helper/old.h:1 cudaThreadSynchronize"));
  EXPECT_TRUE(found(tree, false).contains("third_party/helper/CMakeLists.txt:1 sm_60"));
  write("src/main.cu", "#include \"../third_party/helper/old.h\"\nint main() {}\n");
  EXPECT_TRUE(found(scan()).contains("third_party/helper/old.h:1 cudaThreadSynchronize"));
}

TEST_F(MigrateTree, CountsEveryFileAsBuiltWhereTheTreeHasNoUnit) {
  write("include/lib.cuh", "inline void f() { cudaThreadSynchronize(); }\n");
  EXPECT_TRUE(found(scan()).contains("include/lib.cuh:1 cudaThreadSynchronize"));
}

TEST_F(MigrateTree, NamesTheMacroNothingDefinesThatAFindingsBranchNeeds) {
  write("src/fft.cu",
        "//#define USE_CUFFT\n#ifdef USE_CUFFT\nvoid a() { cudaThreadSynchronize(); }\n#else\n"
        "void b() { cudaThreadSynchronize(); }\n#endif\n");
  const TreeScan tree = scan();
  ASSERT_NE(finding_at(tree, "src/fft.cu", 3), nullptr);
  EXPECT_EQ(finding_at(tree, "src/fft.cu", 3)->condition, "USE_CUFFT");
  ASSERT_NE(finding_at(tree, "src/fft.cu", 5), nullptr);
  EXPECT_EQ(finding_at(tree, "src/fft.cu", 5)->condition, "");  // what a build that defines nothing compiles
}

TEST_F(MigrateTree, DecidesABranchByAMacroAHeaderOfTheUnitDefines) {
  write("src/config.h", "#define USE_TEX 1\n");
  write("src/kernel.cu",
        "#include \"config.h\"\n#if USE_TEX\nvoid a() { cudaThreadSynchronize(); }\n#else\n"
        "void b() { cudaThreadExit(); }\n#endif\n");
  const auto findings = found(scan());
  EXPECT_TRUE(findings.contains("src/kernel.cu:3 cudaThreadSynchronize"));
  EXPECT_FALSE(findings.contains("src/kernel.cu:5 cudaThreadExit"));
  EXPECT_EQ(finding_at(scan(), "src/kernel.cu", 3)->condition, "");
}

TEST_F(MigrateTree, FollowsAProjectsOwnHeadersUnderAFolderNamedLikeTheToolkits) {
  write("src/cuda/api/properties.hpp", "struct properties_t : cudaDeviceProp {};\n");
  write("examples/main.cpp",
        "#include <cuda/api/properties.hpp>\nint f(properties_t& gpu) { return gpu.clockRate; }\n");
  EXPECT_TRUE(found(scan()).contains("examples/main.cpp:2 cudaDeviceProp::clockRate"));
}

}  // namespace
}  // namespace cudacompat::migrate
