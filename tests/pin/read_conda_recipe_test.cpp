// The conda recipe reader (tool/pin/read_conda_recipe.cpp): meta.yaml with its Jinja and selectors,
// rattler-build's recipe.yaml with its if/then/else, outputs and their skip lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

std::vector<std::string> names_in(const DeclaredFile& file, const std::string& section) {
  std::vector<std::string> names;
  for (const Declared& entry : file.entries)
    if (entry.section == section) names.push_back(entry.name);
  return names;
}

bool contains(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

TEST(CondaRecipeReader, KeepsEachOutputsSkipLinesWithTheirSelectors) {
  DeclaredFile file =
      read_ok_written("meta.yaml",
                      "build:\n  skip: true  # [win]\noutputs:\n  - name: a-cpu\n    build:\n"
                      "      skip: true  # [cuda_compiler_version != \"None\"]\n    requirements:\n"
                      "      run:\n        - cuda-version >=11.2,<12\n  - name: a-gpu\n    requirements:\n"
                      "      run:\n        - cuda-version >=12,<13\n");
  ASSERT_EQ(file.entries.size(), 2u);
  EXPECT_EQ(file.entries[0].skip_when,
            (std::vector<std::vector<std::string>>{{"win"}, {"cuda_compiler_version != \"None\""}}));
  EXPECT_EQ(file.entries[1].skip_when, (std::vector<std::vector<std::string>>{{"win"}}));
}

TEST(CondaRecipeReader, KeepsAMetaYamlSkipWrittenAsAJinjaExpression) {
  // conda-forge's nvcc-feedstock: `skip: {{ not (compiler("cuda").startswith("nvcc") and ...) }}`.
  DeclaredFile file = read_ok_written(
      "meta.yaml",
      "build:\n  skip: {{ not (compiler(\"cuda\").startswith(\"nvcc\") and cuda_compiler_version == \"11.8\") }}\n"
      "requirements:\n  host:\n    - cudatoolkit {{ cuda_compiler_version }}\n");
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].skip_when,
            (std::vector<std::vector<std::string>>{
                {"not (compiler(\"cuda\").startswith(\"nvcc\") and cuda_compiler_version == \"11.8\")"}}));
}

TEST(CondaRecipeReader, KeepsARattlerOutputsSkipExpressions) {
  DeclaredFile file = read_ok_written("recipe.yaml",
                                      "build:\n  skip:\n    - win\noutputs:\n  - package:\n      name: a\n    build:\n"
                                      "      skip:\n        - cuda_compiler_version == \"None\"\n    requirements:\n"
                                      "      run:\n        - cuda-version >=12,<13\n");
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].skip_when,
            (std::vector<std::vector<std::string>>{{"win"}, {"cuda_compiler_version == \"None\""}}));
}

TEST(CondaRecipeReader, ReadsBothBranchesOfRattlerSelectors) {
  DeclaredFile file = read_ok(fixture("conda/recipe.yaml"));
  EXPECT_EQ(file.source, SourceKind::kCondaRecipe);
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  const auto host = names_in(file, "requirements.host");
  EXPECT_TRUE(contains(host, "cudatoolkit") && contains(host, "cuda-cudart-dev"));
  const auto run = names_in(file, "requirements.run");
  EXPECT_TRUE(contains(run, "cudatoolkit") && contains(run, "cuda-cudart"));
  EXPECT_EQ(find_entry(file.entries, "cuda-python", "requirements.run_constraints")->spec, ">=12.0,<13.0a0");
}

TEST(CondaRecipeReader, KeepsRattlerExpressionsAsWritten) {
  const std::string path = fixture("conda/recipe.yaml");
  DeclaredFile file = read_ok(path);
  EXPECT_EQ(find_entry(file.entries, "cuda-version", "requirements.host")->spec, "=${{ cuda_version }}");
  const Declared* compiler = find_entry(file.entries, "${{ compiler(\"cuda11\") }}");
  ASSERT_NE(compiler, nullptr);
  EXPECT_EQ(compiler->spec, "=${{ cuda_version }}");
  expect_lines_hold_entries(path, file);
}

TEST(CondaRecipeReader, KeepsJinjaExpressionsInMetaYamlSpecsAsWritten) {
  DeclaredFile file = read_ok(fixture("conda/meta.yaml"));
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_EQ(find_entry(file.entries, "cmake")->spec, "{{ cmake_version }}");
  EXPECT_EQ(find_entry(file.entries, "libcudf", "requirements.host")->spec, "={{ version }}");
  EXPECT_NE(find_entry(file.entries, "{{ compiler('cuda') }}"), nullptr);
  EXPECT_EQ(count_named(file.entries, "cuda-python"), 2u) << "both branches of {% if %}";
  EXPECT_EQ(find_entry(file.entries, "cuda-version", "requirements.run_constrained")->spec, ">=12.0,<13")
      << "the line with a # [linux] selector";
}

TEST(CondaRecipeReader, KeepsMetaYamlLineNumbersAcrossJinjaStatements) {
  const std::string path = fixture("conda/meta.yaml");
  expect_lines_hold_entries(path, read_ok(path));
}

TEST(CondaRecipeReader, ReadsOutputRequirementsUnderTheOutputName) {
  DeclaredFile file = read_ok(fixture("conda/meta.yaml"));
  const Declared* pytest = find_entry(file.entries, "pytest", "outputs.cudf-tests.requirements.run");
  ASSERT_NE(pytest, nullptr);
  EXPECT_EQ(pytest->spec, "<8");
  for (const Declared& entry : file.entries)
    EXPECT_FALSE(entry.section.starts_with("test")) << "test.requires is not a requirement of the package";
}

TEST(CondaRecipeReader, NamesARattlerOutputByItsPackageName) {
  DeclaredFile file = read_ok_written("recipe.yaml",
                                      "recipe:\n  name: rmm-split\noutputs:\n  - package:\n      name: librmm\n"
                                      "    requirements:\n      run:\n        - cuda-version >=12,<13\n"
                                      "  - package:\n      name: ${{ name }}-python\n    requirements:\n"
                                      "      host: [python, cuda-python >=12.0]\n");
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  const Declared* version = find_entry(file.entries, "cuda-version", "outputs.librmm.requirements.run");
  ASSERT_NE(version, nullptr);
  EXPECT_EQ(version->line, 8);
  EXPECT_NE(find_entry(file.entries, "cuda-python", "outputs.${{ name }}-python.requirements.host"), nullptr);
}

}  // namespace
}  // namespace cudacompat::pins
