// Which scanner reads a file, by its name (kind_of), and scan_text's dispatch to it with the
// findings in the order of the file (scan.cpp), on the real knowledge base's rules of 12.4 -> 13.0.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {

using testing::rules;

TEST(MigrateKindOf, KnowsSourcesByTheirExtensionWhateverItsCase) {
  for (const char* name : {"a.cu", "a.cuh", "dir/a.CPP", "a.c++", "a.inl", "a.tcc", "a.H", "x/y/z.cc"})
    EXPECT_EQ(kind_of(name), FileKind::kSource) << name;
  EXPECT_EQ(kind_of("a.txt"), FileKind::kOther);
  EXPECT_EQ(kind_of("README"), FileKind::kOther);
  EXPECT_EQ(kind_of("a.cu.orig"), FileKind::kOther);  // the last extension decides
}

TEST(MigrateKindOf, KnowsBuildFilesByTheirNameOrExtension) {
  EXPECT_EQ(kind_of("CMakeLists.txt"), FileKind::kCMake);
  EXPECT_EQ(kind_of("src/CMakeLists.txt"), FileKind::kCMake);
  EXPECT_EQ(kind_of("cmake/cuda.cmake"), FileKind::kCMake);
  EXPECT_EQ(kind_of("cmakelists.txt"), FileKind::kOther);  // CMake reads only its own spelling
  EXPECT_EQ(kind_of("Makefile"), FileKind::kMake);
  EXPECT_EQ(kind_of("GNUmakefile"), FileKind::kMake);
  EXPECT_EQ(kind_of("rules.mk"), FileKind::kMake);
  EXPECT_EQ(kind_of("setup.py"), FileKind::kPythonBuild);
  EXPECT_EQ(kind_of("pkg/pyproject.toml"), FileKind::kPythonBuild);
  EXPECT_EQ(kind_of("other.py"), FileKind::kOther);
  // The base name decides, not a directory of that name.
  EXPECT_EQ(kind_of("Makefile/notes"), FileKind::kOther);
}

// A source is tokenized for the identifiers the rules name; a build file is read for the
// architectures TO dropped. The same text finds different things as one or the other.
TEST(MigrateScanText, ScansSourcesAndBuildFilesEachWithItsOwnScanner) {
  const std::string text = "set(CMAKE_CUDA_ARCHITECTURES \"70;90\")\ncudaThreadSynchronize();\n";
  std::vector<std::string> as_source, as_cmake;
  for (const auto& f : scan_text("t", text, FileKind::kSource, rules()).findings) as_source.push_back(f.entity);
  for (const auto& f : scan_text("t", text, FileKind::kCMake, rules()).findings) as_cmake.push_back(f.entity);
  EXPECT_EQ(as_source, std::vector<std::string>{"cudaThreadSynchronize"});
  ASSERT_FALSE(as_cmake.empty());
  for (const auto& entity : as_cmake) EXPECT_NE(entity, "cudaThreadSynchronize");
  EXPECT_NE(std::find(as_cmake.begin(), as_cmake.end(), "sm_70"), as_cmake.end());
}

// Findings come out in the order of the file, line then column, whatever order the scanner found them in.
TEST(MigrateScanText, ReportsFindingsInLineAndColumnOrder) {
  const auto scan = scan_text("t.cu",
                              "#include <cub/cub.cuh>\n"
                              "void f(cudaDeviceProp p) { int c = p.clockRate; cudaThreadSynchronize(); }\n"
                              "int g() { cudaThreadSynchronize(); return 0; }\n",
                              FileKind::kSource, rules());
  ASSERT_GE(scan.findings.size(), 3u);
  for (std::size_t i = 1; i < scan.findings.size(); ++i) {
    const auto& a = scan.findings[i - 1];
    const auto& b = scan.findings[i];
    EXPECT_TRUE(a.line < b.line || (a.line == b.line && a.column <= b.column))
        << a.entity << " at " << a.line << ":" << a.column << " before " << b.entity << " at " << b.line << ":"
        << b.column;
  }
  EXPECT_EQ(scan.findings.back().line, 3);
}

}  // namespace
}  // namespace cudacompat::migrate
