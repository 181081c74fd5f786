// The Cargo.toml reader (tool/pin/read_cargo_manifest.cpp) on candle's manifests (tests/pin/fixtures):
// workspace, renamed, target and table dependencies, and what it hands over as written.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

// An empty range is a finding for the rules to make: the reader hands it over as written.
TEST(CargoReader, PassesAnEmptyRangeThroughAsWritten) {
  DeclaredFile file = read_ok_written("Cargo.toml", "[dependencies]\ncudarc = \">=0.11.4, <0.11.4\"\n");
  ASSERT_EQ(file.entries.size(), 1u);
  EXPECT_EQ(file.entries[0].spec, ">=0.11.4, <0.11.4");
}

TEST(CargoReader, ReadsCudarcFromWorkspaceDependenciesWithItsFeatures) {
  const std::string path = fixture("candle/Cargo.toml");
  DeclaredFile file = read_ok(path);
  const Declared* cudarc = find_entry(file.entries, "cudarc", "workspace.dependencies");
  ASSERT_NE(cudarc, nullptr);
  EXPECT_EQ(cudarc->ecosystem, Ecosystem::kCargo);
  EXPECT_EQ(cudarc->spec, "0.11.4");
  EXPECT_EQ(cudarc->features, (std::vector<std::string>{"f16", "cuda-11080"}));
  EXPECT_EQ(cudarc->line, line_containing(path, "cudarc = {"));
  EXPECT_EQ(cudarc->raw, file_lines(path)[static_cast<std::size_t>(cudarc->line) - 1]);
}

TEST(CargoReader, NamesARenamedDependencyByItsPackage) {
  DeclaredFile workspace = read_ok(fixture("candle/Cargo.toml"));
  EXPECT_NE(find_entry(workspace.entries, "candle-core"), nullptr);
  EXPECT_NE(find_entry(workspace.entries, "candle-hf-hub"), nullptr);
  EXPECT_EQ(find_entry(workspace.entries, "hf-hub"), nullptr);
  DeclaredFile member = read_ok(fixture("candle/candle-core/Cargo.toml"));
  const Declared* renamed = nullptr;
  for (const Declared& entry : member.entries)
    if (entry.raw.starts_with("cuda12 =")) renamed = &entry;
  ASSERT_NE(renamed, nullptr);
  EXPECT_EQ(renamed->name, "cudarc");
  EXPECT_EQ(renamed->spec, "=0.12.1");
  EXPECT_EQ(renamed->features, (std::vector<std::string>{"cuda-12040", "f16"}));
}

TEST(CargoReader, ReadsTargetTablesUnderTheirCfg) {
  DeclaredFile file = read_ok(fixture("candle/candle-core/Cargo.toml"));
  EXPECT_NE(find_entry(file.entries, "nvml-wrapper", "target.'cfg(target_os = \"linux\")'.dependencies"), nullptr);
  EXPECT_NE(find_entry(file.entries, "cc", "target.x86_64-unknown-linux-gnu.build-dependencies"), nullptr);
  EXPECT_NE(find_entry(file.entries, "anyhow", "dev-dependencies"), nullptr);
  EXPECT_EQ(find_entry(file.entries, "bindgen_cuda", "build-dependencies")->spec, "0.1.1");
}

TEST(CargoReader, GivesGitPathAndWorkspaceDependenciesAnEmptySpec) {
  DeclaredFile file = read_ok(fixture("candle/candle-core/Cargo.toml"));
  EXPECT_EQ(find_entry(file.entries, "bindgen_cuda", "dependencies")->spec, "");
  const Declared* inherited = find_entry(file.entries, "cudarc", "dependencies");
  ASSERT_NE(inherited, nullptr);
  EXPECT_TRUE(inherited->raw.find("workspace = true") != std::string::npos && inherited->spec.empty())
      << inherited->raw << " -> '" << inherited->spec << "'";
}

TEST(CargoReader, ReadsADependencyWrittenAsItsOwnTable) {
  const std::string path = fixture("candle/candle-core/Cargo.toml");
  DeclaredFile file = read_ok(path);
  const Declared* runtime = find_entry(file.entries, "cuda-runtime-sys");
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->spec, "0.3.0-alpha.1");
  EXPECT_EQ(runtime->features, std::vector<std::string>{"cuda-12"});
  EXPECT_EQ(runtime->line, line_containing(path, "[dependencies.cuda-runtime-sys]"));
}

TEST(CargoReader, ReportsANonStringVersionAndReadsTheRest) {
  const std::string path = fixture("malformed/Cargo.toml");
  DeclaredFile file = read_ok(path);
  EXPECT_NE(find_entry(file.entries, "half"), nullptr);
  ASSERT_EQ(file.errors.size(), 1u);
  EXPECT_EQ(file.errors[0].message.rfind(where_line_holds(path, "cudarc =") + ": ", 0), 0u) << file.errors[0].message;
  EXPECT_NE(file.errors[0].message.find("'cudarc'"), std::string::npos) << file.errors[0].message;
}

}  // namespace
}  // namespace cudacompat::pins
