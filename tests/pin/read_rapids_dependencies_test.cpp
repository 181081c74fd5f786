// The reader of RAPIDS' dependencies.yaml (tool/pin/read_rapids_dependencies.cpp): every group's
// `common` and `specific` lists in the syntax their output_types give, each `specific` entry with
// the CUDA globs of its matrix and of the entries tried before it, on rmm's real file (the pin
// corpus) and on files written the same way.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

DeclaredFile read_dependencies(const std::string& path) {
  auto file = read_rapids_dependencies(path);
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().message);
  return file.ok() ? *file : DeclaredFile{};
}

TEST(RapidsDependenciesReader, ReadsRmmsFileWithEachEntryAtItsLineAndEachSpecificEntryUnderItsCudaMajor) {
  const std::string path = std::string(CUDACOMPAT_PIN_CORPUS) + "/rapidsai__rmm/dependencies.yaml";
  const DeclaredFile file = read_dependencies(path);
  EXPECT_EQ(file.source, SourceKind::kRapidsDependencies);
  EXPECT_TRUE(file.errors.empty());
  // Each entry at the line that writes it; an alias (`- *cuda_python12`) repeats its anchor's entry
  // at the anchor's line (`- &cuda_python12 cuda-python>=12.9.2,<13.0`).
  const auto lines = file_lines(path);
  ASSERT_GT(file.entries.size(), 20u);
  for (const Declared& entry : file.entries) {
    ASSERT_GT(entry.line, 0) << entry.raw;
    ASSERT_LE(static_cast<std::size_t>(entry.line), lines.size()) << entry.raw;
    EXPECT_TRUE(lines[static_cast<std::size_t>(entry.line) - 1].ends_with(" " + entry.raw))
        << entry.raw << " at line " << entry.line;
  }
  for (std::size_t i = 1; i < file.entries.size(); ++i) EXPECT_LE(file.entries[i - 1].line, file.entries[i].line);

  // depends_on_librmm: librmm-cu12 for "12.*", librmm-cu13 for "13.*" once 12.* did not match, both
  // PEP 508 (output_types requirements and pyproject), so their names are normalized.
  const Declared* cu12 = find_entry(file.entries, "librmm-cu12", "dependencies.depends_on_librmm");
  const Declared* cu13 = find_entry(file.entries, "librmm-cu13", "dependencies.depends_on_librmm");
  ASSERT_NE(cu12, nullptr);
  ASSERT_NE(cu13, nullptr);
  EXPECT_EQ(cu12->ecosystem, Ecosystem::kPython);
  EXPECT_EQ(cu12->cuda_when, std::vector<std::string>{"12.*"});
  EXPECT_TRUE(cu12->cuda_unless.empty());
  EXPECT_EQ(cu13->cuda_when, std::vector<std::string>{"13.*"});
  EXPECT_EQ(cu13->cuda_unless, std::vector<std::string>{"12.*"});
  EXPECT_EQ(cu12->line, line_containing(path, "- librmm-cu12=="));
  // The pip option line of that group gives no entry.
  for (const Declared& entry : file.entries) EXPECT_FALSE(entry.raw.starts_with("-")) << entry.raw;
}

TEST(RapidsDependenciesReader, TriesMatrixEntriesInOrderAndStopsAtOneThatMatchesAnyCuda) {
  const auto [path, file] = write_and_read("dependencies.yaml",
                                           "dependencies:\n"
                                           "  cuda:\n"
                                           "    specific:\n"
                                           "      - output_types: conda\n"
                                           "        matrices:\n"
                                           "          - matrix: {cuda: \"12.*\", arch: x86_64}\n"
                                           "            packages:\n"
                                           "              - cuda-version >=12.0,<13\n"
                                           "          - matrix: {arch: aarch64}\n"
                                           "            packages:\n"
                                           "              - cuda-nvcc\n"
                                           "          - matrix: {cuda: \"13.*\"}\n"
                                           "            packages:\n"
                                           "              - cuda-version >=13.0,<14\n"
                                           "          - matrix:\n"
                                           "            packages:\n"
                                           "              - cudatoolkit\n"
                                           "          - matrix: {cuda: \"11.*\"}\n"
                                           "            packages:\n"
                                           "              - never-reached\n",
                                           read_dependencies);
  ASSERT_EQ(file.entries.size(), 4u);
  EXPECT_EQ(file.entries[0].ecosystem, Ecosystem::kConda);
  EXPECT_EQ(file.entries[0].spec, ">=12.0,<13");
  EXPECT_EQ(file.entries[0].section, "dependencies.cuda");
  EXPECT_EQ(file.entries[0].cuda_when, std::vector<std::string>{"12.*"});
  // A matrix of other keys only applies to any CUDA the entries before it left, and the list goes on.
  EXPECT_EQ(file.entries[1].name, "cuda-nvcc");
  EXPECT_TRUE(file.entries[1].cuda_when.empty());
  EXPECT_EQ(file.entries[1].cuda_unless, std::vector<std::string>{"12.*"});
  EXPECT_EQ(file.entries[2].cuda_unless, std::vector<std::string>{"12.*"});
  // An empty matrix matches any CUDA: the entries after it are never written.
  EXPECT_EQ(file.entries[3].name, "cudatoolkit");
  EXPECT_EQ(file.entries[3].cuda_unless, (std::vector<std::string>{"12.*", "13.*"}));
  EXPECT_EQ(find_entry(file.entries, "never-reached"), nullptr);
}

TEST(RapidsDependenciesReader, ReadsPep508WhenPipFilesAreGeneratedAndAPipListInCondaOutput) {
  const auto [path, file] = write_and_read("dependencies.yaml",
                                           "dependencies:\n"
                                           "  run:\n"
                                           "    common:\n"
                                           "      - output_types: [conda, requirements]\n"
                                           "        packages:\n"
                                           "          - --extra-index-url=https://pypi.nvidia.com\n"
                                           "          - Cuda_Python>=12.0,<13.0a0\n"
                                           "      - output_types: conda\n"
                                           "        packages:\n"
                                           "          - cupy>=13.0\n"
                                           "          - pip:\n"
                                           "              - nvidia-cuda-runtime-cu12\n",
                                           read_dependencies);
  ASSERT_EQ(file.entries.size(), 3u);
  EXPECT_EQ(file.entries[0].ecosystem, Ecosystem::kPython);
  EXPECT_EQ(file.entries[0].name, "cuda-python");
  EXPECT_EQ(file.entries[0].section, "dependencies.run");
  EXPECT_EQ(file.entries[1].ecosystem, Ecosystem::kConda);
  EXPECT_EQ(file.entries[1].name, "cupy");
  EXPECT_EQ(file.entries[2].ecosystem, Ecosystem::kPython);
  EXPECT_EQ(file.entries[2].section, "dependencies.run.pip");
  EXPECT_EQ(file.entries[2].line, 12);
}

TEST(RapidsDependenciesReader, ReportsWhatItCannotReadAtItsLineAndReadsTheRest) {
  const auto [path, file] = write_and_read("dependencies.yaml",
                                           "dependencies:\n"
                                           "  broken: [a, b]\n"
                                           "  no_matrices:\n"
                                           "    specific:\n"
                                           "      - output_types: conda\n"
                                           "  bad_spec:\n"
                                           "    common:\n"
                                           "      - output_types: conda\n"
                                           "        packages:\n"
                                           "          - \"cupy >=\"\n"
                                           "          - {cupy: 13}\n"
                                           "          - numba >=0.59\n",
                                           read_dependencies);
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].name, "numba");
  ASSERT_EQ(file.errors.size(), 4u);
  std::vector<std::string> where;
  for (const Diagnostic& error : file.errors) where.push_back(error.where);
  EXPECT_EQ(where, (std::vector<std::string>{path + ":2", path + ":5", path + ":10", path + ":11"}));
  EXPECT_EQ(file.errors[0].code, "entry-wrong-type");
  EXPECT_NE(file.errors[1].message.find("expected a `matrices:` list in dependencies.no_matrices.specific"),
            std::string::npos)
      << file.errors[1].message;
  EXPECT_EQ(file.errors[2].code, "entry-unreadable");
  EXPECT_EQ(file.errors[3].code, "entry-wrong-type");
}

TEST(RapidsDependenciesReader, RefusesAYamlFileWithoutADependenciesMap) {
  ScratchDir scratch;
  const std::string path = scratch.write("dependencies.yaml", "files:\n  all:\n    output: conda\n").string();
  auto file = read_rapids_dependencies(path);
  ASSERT_FALSE(file.ok());
  EXPECT_EQ(file.error().message,
            path + ": not a rapids-dependency-file-generator file: expected a top-level `dependencies:` map");
}

}  // namespace
}  // namespace cudacompat::pins
