// The environment.yml reader (tool/pin/read_conda_environment.cpp): match specs, the pip list as conda
// reads it, malformed YAML and bad specs.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

TEST(CondaEnvironmentReader, ReadsMatchSpecsAndThePipList) {
  const std::string path = fixture("conda/environment.yml");
  DeclaredFile file = read_ok(path);
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  const Declared* version = find_entry(file.entries, "cuda-version");
  ASSERT_NE(version, nullptr);
  EXPECT_EQ(version->ecosystem, Ecosystem::kConda);
  EXPECT_EQ(version->spec, "=12.4");
  EXPECT_EQ(version->section, "dependencies");
  EXPECT_EQ(find_entry(file.entries, "cupy")->spec, "13.*");
  EXPECT_EQ(find_entry(file.entries, "pytorch")->spec, "=2.5");
  const Declared* pip = find_entry(file.entries, "cupy-cuda12x");
  ASSERT_NE(pip, nullptr) << "Cupy_CUDA12x under pip:, normalised";
  EXPECT_EQ(pip->ecosystem, Ecosystem::kPython);
  EXPECT_EQ(pip->section, "dependencies.pip");
  EXPECT_EQ(pip->extras, std::vector<std::string>{"ctk"});
  expect_lines_hold_entries(path, file);
}

TEST(CondaEnvironmentReader, ReadsOnlyTheLastPipListAsCondaDoesAndNotesTheOthers) {
  // conda's Dependencies.parse calls dict.update for each mapping of `dependencies`: a later `pip:`
  // list replaces an earlier one (DiffDock's environment.yml has three; conda installs the last).
  const auto [path, file] = write_and_read("environment.yml",
                                           "dependencies:\n  - python=3.9\n  - pip:\n    - torch==1.13.1+cu117\n"
                                           "  - pip:\n    - requests\n");
  EXPECT_EQ(find_entry(file.entries, "torch"), nullptr);
  ASSERT_NE(find_entry(file.entries, "requests"), nullptr);
  ASSERT_EQ(file.notes.size(), 1u);
  EXPECT_NE(file.notes[0].message.find(":3: this 'pip:' list is replaced by the one at line 5"), std::string::npos)
      << file.notes[0].message;
  EXPECT_EQ(file.notes[0].code, "pip-list-replaced");
  EXPECT_EQ(file.notes[0].severity, Diagnostic::Severity::kNote);
  EXPECT_EQ(file.notes[0].where, path + ":3");
}

TEST(CondaEnvironmentReader, ReportsMalformedYamlWithFileAndLine) {
  expect_refused_at_line_holding(fixture("malformed/yaml/environment.yml"), " - numpy", "malformed YAML");
}

TEST(CondaEnvironmentReader, RefusesAYamlFileWithoutADependenciesList) {
  ScratchDir scratch;
  const fs::path path = scratch.write("config.yml", "channels:\n  - conda-forge\n");
  auto file = read_declared_file(path.string());
  ASSERT_FALSE(file.ok());
  EXPECT_NE(file.error().message.find("not a conda environment file"), std::string::npos) << file.error().message;
}

TEST(CondaEnvironmentReader, ReportsABadMatchSpecAndReadsTheRest) {
  const auto [path, file] = write_and_read("environment.yaml", "dependencies:\n  - numpy>=\n  - cuda-version>=12\n");
  EXPECT_EQ(file.entries.size(), 1u);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(path + ":2: ", 0), 0u) << file.errors[0].message;
}

TEST(CondaEnvironmentReader, PassesAContradictoryRangeThroughAsWritten) {
  DeclaredFile file = read_ok_written("environment.yml", "dependencies:\n  - cuda-version >=13,<12\n");
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].spec, ">=13,<12");
}

TEST(CondaEnvironmentReader, SkipsALocalPathOrVcsUrlInThePipListWithANoteAndReadsTheRest) {
  const auto [path, file] =
      write_and_read("environment.yml",
                     "dependencies:\n  - cudatoolkit=11.6\n  - pip:\n    - submodules/simple-knn\n"
                     "    - git+https://github.com/facebookincubator/submitit\n    - --editable ..\n"
                     "    - cupy-cuda11x\n");
  EXPECT_TRUE(file.errors.empty()) << file.errors.front().message;
  EXPECT_NE(find_entry(file.entries, "cupy-cuda11x"), nullptr);
  EXPECT_NE(find_entry(file.entries, "cudatoolkit"), nullptr);
  ASSERT_EQ(file.notes.size(), 3u);
  EXPECT_NE(file.notes[0].message.find(":4: 'submodules/simple-knn'"), std::string::npos) << file.notes[0].message;
  EXPECT_EQ(file.notes[0].code, "not-a-requirement");
  EXPECT_EQ(file.notes[0].where, path + ":4");
}

}  // namespace
}  // namespace cudacompat::pins
