// The scanner of C++ and CUDA sources (scan_source.cpp) on small snippets, against the real
// knowledge base (CUDA 12.4 -> 13.0 unless a test says otherwise).
#include <gtest/gtest.h>

#include "migrate/scan.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {
using testing::entities;
using testing::rules;

TEST(MigrateScan, ReportsARemovedFunctionAtItsLineAndColumn) {
  auto scan = scan_text("t.cu", "int f() {\n  return cudaThreadSynchronize();\n}\n", FileKind::kSource, rules());
  ASSERT_EQ(scan.findings.size(), 1u);
  EXPECT_EQ(scan.findings[0].line, 2);
  EXPECT_EQ(scan.findings[0].column, 10);
  EXPECT_EQ(scan.findings[0].instead, "cudaDeviceSynchronize");
}

TEST(MigrateScan, WarnsOfWhatItDidNotUnderstandWithACodeAndTheFileAndLine) {
  auto scan = scan_text("t.cu", "int a;\n#endif\n/* open\n", FileKind::kSource, rules());
  EXPECT_FALSE(scan.understood);
  ASSERT_EQ(scan.warnings.size(), 2u);
  EXPECT_EQ(scan.warnings[0].severity, Diagnostic::Severity::kWarning);
  EXPECT_EQ(scan.warnings[0].code, "unbalanced-conditional");
  EXPECT_EQ(scan.warnings[0].where, "t.cu:2");
  EXPECT_EQ(scan.warnings[0].message, "#endif at line 2 has no #if");
  EXPECT_EQ(scan.warnings[1].code, "unterminated-comment");
  EXPECT_EQ(scan.warnings[1].where, "t.cu:3");
}

TEST(MigrateScan, IgnoresNamesInCommentsAndStrings) {
  EXPECT_TRUE(entities("// cudaThreadExit()\n/* cudaThreadExit */ const char* s = \"cudaThreadExit\";\n").empty());
}

TEST(MigrateScan, SkipsBranchesTheTargetDoesNotCompile) {
  EXPECT_TRUE(entities("#if CUDART_VERSION < 13000\ncudaThreadExit();\n#endif\n").empty());
  EXPECT_TRUE(entities("#if __CUDACC_VER_MAJOR__ >= 13\n#else\ncudaThreadExit();\n#endif\n").empty());
  EXPECT_TRUE(entities("#if THRUST_VERSION < 300000\nauto s = cub::Sum();\n#endif\n").empty());
  EXPECT_TRUE(entities("#if CUDACOMPAT_HAS_DEVICE_PROP_CLOCK_RATE\ncudaThreadExit();\n#endif\n").empty());
}

TEST(MigrateScan, KeepsBranchesItCannotDecide) {
  EXPECT_EQ(entities("#ifdef SOME_PROJECT_OPTION\ncudaThreadExit();\n#endif\n"),
            std::vector<std::string>{"cudaThreadExit"});
}

TEST(MigrateScan, ReportsARemovedFieldOnlyOnACudaDevicePropObject) {
  EXPECT_EQ(entities("void f(const cudaDeviceProp& p) { int c = p.clockRate; }\n"),
            std::vector<std::string>{"cudaDeviceProp::clockRate"});
  EXPECT_TRUE(entities("struct S { int clockRate; } s; int c = s.clockRate;\n").empty());
  EXPECT_EQ(entities("std::vector<cudaDeviceProp> props; int c = props[0].memoryClockRate;\n"),
            std::vector<std::string>{"cudaDeviceProp::memoryClockRate"});
  EXPECT_EQ(entities("int c = at::cuda::getCurrentDeviceProperties()->clockRate;\n"),
            std::vector<std::string>{"cudaDeviceProp::clockRate"});
  EXPECT_TRUE(entities("int c = gpu_info()->clockRate + info.clockRate;\n").empty());
}

TEST(MigrateScan, ReportsMemPrefetchOnlyWithTheOldShape) {
  EXPECT_EQ(entities("cudaMemPrefetchAsync(p, n, device, stream);\n"),
            std::vector<std::string>{"cudaMemPrefetchAsync"});
  EXPECT_EQ(entities("cudaMemPrefetchAsync(p, n, 0);\n"), std::vector<std::string>{"cudaMemPrefetchAsync"});
  EXPECT_TRUE(entities("cudaMemLocation where{}; cudaMemPrefetchAsync(p, n, where, 0, stream);\n").empty());
  EXPECT_TRUE(entities("cudaMemLocation where{}; cudaMemPrefetchAsync(p, n, where, 0);\n").empty());
}

TEST(MigrateScan, ReportsFetchesFromATextureReference) {
  const auto rules_118 = std::move(load_rules(*Version::parse("11.8"), *Version::parse("13.0"))).value();
  auto scan = scan_text("t.cu",
                        "texture<float, 1> tex;\n__global__ void k(float* o) { o[0] = tex1Dfetch(tex, 0); }\n"
                        "void h() { tex.normalized = 0; }\n",
                        FileKind::kSource, rules_118);
  ASSERT_EQ(scan.findings.size(), 2u);
  EXPECT_EQ(scan.findings[0].line, 1);
  EXPECT_EQ(scan.findings[1].entity, "tex1Dfetch(tex)");
}

TEST(MigrateScan, ReportsCaptureInfoOnlyWithTheOldSixArgumentShape) {
  EXPECT_EQ(entities("cudaStreamGetCaptureInfo(s, &status, &id, &graph, &deps, &count);\n"),
            std::vector<std::string>{"cudaStreamGetCaptureInfo"});
  EXPECT_TRUE(entities("cudaStreamGetCaptureInfo(s, &status, &id, &graph, &deps, &edgeData, &count);\n").empty());
  EXPECT_TRUE(entities("cudaStreamGetCaptureInfo(s, &status, &id, &graph, &deps, nullptr);\n").empty());
  EXPECT_TRUE(entities("cudaStreamGetCaptureInfo(s, &status);\n").empty());
}

TEST(MigrateScan, ReportsIncludesOfRemovedHeadersWhereTheyAre) {
  auto scan = scan_text(
      "t.cu", "#include <cuda_runtime.h>\n#  include <thrust/optional.h>\n#if 0\n#include <thrust/future.h>\n#endif\n",
      FileKind::kSource, rules());
  ASSERT_EQ(scan.findings.size(), 1u);
  EXPECT_EQ(scan.findings[0].entity, "thrust/optional.h");
  EXPECT_EQ(scan.findings[0].line, 2);
  EXPECT_EQ(scan.findings[0].column, 13);
  EXPECT_EQ(scan.findings[0].instead, "<cuda/std/optional>");
}

TEST(MigrateScan, ReportsCubCallsWithATrailingDebugSynchronous) {
  EXPECT_EQ(entities("cub::DeviceReduce::Sum(t, b, in, out, n, stream, false);\n"),
            std::vector<std::string>{"cub::DeviceReduce::Sum(..., debug_synchronous)"});
  EXPECT_TRUE(entities("cub::DeviceReduce::Sum(t, b, in, out, n, stream);\n").empty());
}

TEST(MigrateScan, ReportsARemovedFunctionInAMacroBodyWhereTheBodySaysIt) {
  auto scan = scan_text("t.cu",
                        "#define SYNC_AND_CHECK(msg) \\\n  do { cudaThreadSynchronize(); check(msg); } while (0)\nvoid "
                        "f() { SYNC_AND_CHECK(\"x\"); }\n",
                        FileKind::kSource, rules());
  ASSERT_EQ(scan.findings.size(), 1u);
  EXPECT_EQ(scan.findings[0].entity, "cudaThreadSynchronize");
  EXPECT_EQ(scan.findings[0].line, 2);
  EXPECT_EQ(scan.findings[0].column, 8);
  EXPECT_TRUE(entities("#if CUDART_VERSION < 13000\n#define SYNC() cudaThreadSynchronize()\n#endif\n").empty());
}

TEST(MigrateScan, LeavesTheFilesOwnCompatMacroAlone) {
  EXPECT_TRUE(entities("#define cudaThreadSynchronize cudaDeviceSynchronize\ncudaThreadSynchronize();\n").empty());
}

TEST(MigrateScan, ReportsCcclEntitiesOnlyQualified) {
  EXPECT_EQ(entities("auto op = cub::Sum();\n"), std::vector<std::string>{"cub::Sum"});
  EXPECT_TRUE(entities("cub::DeviceReduce::Max(t, b, in, out, n);\n").empty());
}

}  // namespace
}  // namespace cudacompat::migrate
