// The pyproject.toml reader (tool/pin/read_pyproject.cpp): every section under its name, each entry's
// line, malformed TOML and non-string requirements.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(PyprojectReader, ReadsEverySectionUnderItsName) {
  DeclaredFile file = read_ok(fixture("rapids/pyproject.toml"));
  EXPECT_EQ(file.source, SourceKind::kPyproject);
  const Declared* cuda_python = find_entry(file.entries, "cuda-python", "project.dependencies");
  ASSERT_NE(cuda_python, nullptr);
  EXPECT_EQ(cuda_python->spec, ">=12.0,<13.0a0");
  const Declared* backend = find_entry(file.entries, "scikit-build-core", "build-system.requires");
  ASSERT_NE(backend, nullptr);
  EXPECT_EQ(backend->extras, std::vector<std::string>{"pyproject"});
  const Declared* bindings = find_entry(file.entries, "cuda-bindings", "project.optional-dependencies.gpu");
  ASSERT_NE(bindings, nullptr) << "Cuda_Bindings, normalised";
  EXPECT_EQ(bindings->spec, "~= 12.6");
  EXPECT_EQ(bindings->marker, "python_version >= '3.10'");
  EXPECT_NE(find_entry(file.entries, "ruff", "dependency-groups.lint"), nullptr);
  // rapids-build-backend installs its `requires` into the build environment, beside [build-system]'s.
  EXPECT_NE(find_entry(file.entries, "cmake", "tool.rapids-build-backend.requires"), nullptr);
  EXPECT_EQ(find_entry(file.entries, "scikit-build-core", "tool.scikit-build"), nullptr)
      << "other [tool.*] tables declare no dependencies of the project";
}

TEST(PyprojectReader, GivesEachEntryTheLineOfItsString) {
  const std::string path = fixture("rapids/pyproject.toml");
  DeclaredFile file = read_ok(path);
  ASSERT_FALSE(file.entries.empty());
  const auto lines = file_lines(path);
  for (const Declared& entry : file.entries) {
    ASSERT_GT(entry.line, 0) << entry.raw;
    EXPECT_NE(lines[static_cast<std::size_t>(entry.line) - 1].find("\"" + entry.raw + "\""), std::string::npos)
        << entry.raw << " at line " << entry.line;
  }
}

TEST(PyprojectReader, SkipsIncludeGroupTablesWithoutAnError) {
  DeclaredFile file = read_ok(fixture("rapids/pyproject.toml"));
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_NE(find_entry(file.entries, "pytest", "dependency-groups.test"), nullptr);
}

TEST(PyprojectReader, ReportsMalformedTomlWithFileAndLine) {
  expect_refused_at_line_holding(fixture("malformed/pyproject.toml"), "\"numpy\"", "malformed TOML");
}

TEST(PyprojectReader, ReportsANonStringRequirementAndReadsTheRest) {
  const auto [path, file] = write_and_read("pyproject.toml",
                                           "[project]\nname = \"x\"\ndependencies = [\n  \"numpy\",\n  3,\n"
                                           "  \"cupy-cuda12x>=13\",\n]\n");
  EXPECT_EQ(file.entries.size(), 2u);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path + ":5: ", 0), 0u) << file.errors[0].message;
  EXPECT_NE(file.errors[0].message.find("found an integer"), std::string::npos) << file.errors[0].message;
  EXPECT_EQ(file.errors[0].code, "entry-wrong-type");
  EXPECT_EQ(file.errors[0].where, path + ":5");
}

}  // namespace
}  // namespace cudacompat::pins
