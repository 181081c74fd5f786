// The installed-environment reader (tool/pin/read_environment.cpp) on environments written to scratch
// directories (a real one, made with venv and pip, is pin_tests' job): dist-info, egg-info and
// conda-meta records, FIFOs, bad records and its speed.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "reader_test_support.h"

namespace cudacompat::pins {
namespace {

using namespace reader_tests;  // the fixtures and helpers of reader_test_support.h

std::string metadata(const std::string& name, const std::string& version, const std::string& more = "") {
  return "Metadata-Version: 2.1\nName: " + name + "\nVersion: " + version + "\nSummary: a package\n" + more +
         "\nThe long description, which is not read.\n";
}

TEST(EnvironmentReader, ReadsNameAndVersionOfEachDistribution) {
  ScratchDir scratch;
  const std::string site = "lib/python3.11/site-packages/";
  const fs::path cupy =
      scratch.write(site + "cupy_cuda12x-13.3.0.dist-info/METADATA", metadata("cupy-cuda12x", "13.3.0"));
  scratch.write(site + "nvidia_cublas_cu12-12.4.5.8.dist-info/METADATA", metadata("nvidia-cublas-cu12", "12.4.5.8"));
  scratch.write(site + "Old_Pkg-1.0-py3.11.egg-info/PKG-INFO", metadata("Old_Pkg", "1.0"));
  scratch.write(site + "legacy-0.1-py3.11.egg-info", metadata("legacy", "0.1"));
  scratch.write(site + "cupy/__init__.py", "");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->size(), 1u);
  const DeclaredFile& packages = environment->front();
  EXPECT_TRUE(packages.errors.empty()) << packages.errors.front().message;
  ASSERT_EQ(packages.entries.size(), 4u);
  const Declared* entry = find_entry(packages.entries, "cupy-cuda12x");
  ASSERT_NE(entry, nullptr);
  EXPECT_EQ(entry->version, "13.3.0");
  EXPECT_EQ(entry->source, SourceKind::kInstalled);
  EXPECT_EQ(fs::path(entry->file), cupy);
  EXPECT_EQ(entry->line, line_containing(cupy, "Name: "));
  EXPECT_EQ(entry->section, "lib/python3.11/site-packages");
  EXPECT_EQ(find_entry(packages.entries, "old-pkg")->version, "1.0") << "egg-info names normalised too";
  EXPECT_EQ(find_entry(packages.entries, "legacy")->version, "0.1") << "an egg-info file is its own PKG-INFO";
}

TEST(EnvironmentReader, ReadsCondaMetaRecordsFromTheirJson) {
  ScratchDir scratch;
  scratch.write("conda-meta/cuda-version-12.4-h3060b56_3.json",
                "{\"name\": \"cuda-version\", \"version\": \"12.4\", \"build\": \"h3060b56_3\"}");
  // The name in the JSON counts, not the file's: a record renamed by hand still says what is installed.
  scratch.write("conda-meta/renamed.json",
                "{\"files\": [\"lib/libcudart.so.12\"], \"name\": \"cuda-cudart\", "
                "\"version\": \"12.4.127\"}");
  scratch.write("conda-meta/history", "==> 2024-11-01 <==\n");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->size(), 1u);
  EXPECT_TRUE(environment->front().errors.empty()) << environment->front().errors.front().message;
  const auto& entries = environment->front().entries;
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(find_entry(entries, "cuda-version")->version, "12.4");
  EXPECT_EQ(find_entry(entries, "cuda-cudart")->version, "12.4.127");
  EXPECT_EQ(entries[0].ecosystem, Ecosystem::kConda);
  EXPECT_EQ(entries[0].source, SourceKind::kInstalled);
}

TEST(EnvironmentReader, ReportsACondaRecordThatIsNotJsonOrLacksAVersionNamingIt) {
  ScratchDir scratch;
  const fs::path broken = scratch.write("conda-meta/cuda-version-12.4-0.json", "{");
  const fs::path partial = scratch.write("conda-meta/cuda-cudart-12.4.127-0.json", "{\"name\": \"cuda-cudart\"}");
  scratch.write("conda-meta/numpy-2.1.3-0.json", "{\"name\": \"numpy\", \"version\": \"2.1.3\"}");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  const DeclaredFile& records = environment->front();
  EXPECT_EQ(records.entries.size(), 1u);
  ASSERT_EQ(records.errors.size(), 2u);
  EXPECT_EQ(records.errors[0].message.rfind(partial.string() + ": not a conda record", 0), 0u)
      << records.errors[0].message;
  EXPECT_EQ(records.errors[1].message.rfind(broken.string() + ": not a conda record", 0), 0u)
      << records.errors[1].message;
  EXPECT_EQ(records.errors[1].code, "metadata-unreadable");
  EXPECT_EQ(records.errors[1].where, broken.string());
}

TEST(EnvironmentReader, RefusesAFifoPlantedAsMetadataWithoutWaitingForAWriter) {
  ScratchDir scratch;
  const fs::path site = scratch.path() / "lib/python3.11/site-packages";
  fs::create_directories(site / "foo-1.0.dist-info");
  ASSERT_EQ(::mkfifo((site / "foo-1.0.dist-info/METADATA").c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo((site / "bar-1.0.dist-info").c_str(), 0600), 0);
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->front().errors.size(), 2u);
  for (const Diagnostic& error : environment->front().errors)
    EXPECT_NE(error.message.find("is a FIFO (named pipe), not a regular file"), std::string::npos) << error.message;
}

TEST(EnvironmentReader, TakesASitePackagesDirectoryAsThePrefix) {
  ScratchDir scratch;
  scratch.write("target/numpy-2.1.3.dist-info/METADATA", metadata("numpy", "2.1.3"));
  auto environment = read_environment((scratch.path() / "target").string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  ASSERT_EQ(environment->size(), 1u);
  EXPECT_EQ(find_entry(environment->front().entries, "numpy")->version, "2.1.3");
}

TEST(EnvironmentReader, ReadsAVenvsLib64LinkOnce) {
  ScratchDir scratch;
  scratch.write("lib/python3.12/site-packages/numpy-2.1.3.dist-info/METADATA", metadata("numpy", "2.1.3"));
  fs::create_directory_symlink("lib", scratch.path() / "lib64");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  EXPECT_EQ(environment->size(), 1u);
}

TEST(EnvironmentReader, ReportsMetadataWithoutAVersionAndReadsTheOthers) {
  ScratchDir scratch;
  const std::string site = "lib/python3.11/site-packages/";
  scratch.write(site + "good-1.0.dist-info/METADATA", metadata("good", "1.0"));
  const fs::path bad = scratch.write(site + "bad-1.0.dist-info/METADATA", "Name: bad\n\nVersion: 1.0\n");
  scratch.write(site + "empty-1.0.dist-info/RECORD", "");
  auto environment = read_environment(scratch.path().string());
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  const DeclaredFile& packages = environment->front();
  EXPECT_EQ(packages.entries.size(), 1u);
  ASSERT_EQ(packages.errors.size(), 2u) << "a Version after the headers, and no METADATA at all";
  EXPECT_EQ(packages.errors[0].message.rfind(bad.string(), 0), 0u) << packages.errors[0].message;
}

TEST(EnvironmentReader, RefusesADirectoryThatHoldsNoEnvironment) {
  ScratchDir scratch;
  scratch.write("src/main.py", "");
  auto environment = read_environment(scratch.path().string());
  ASSERT_FALSE(environment.ok());
  EXPECT_NE(environment.error().message.find("no installed environment"), std::string::npos);
  EXPECT_FALSE(read_environment((scratch.path() / "absent").string()).ok());
}

TEST(EnvironmentReader, ReadsFourHundredDistributionsInWellUnderATenthOfASecond) {
  ScratchDir scratch;
  const std::string license(40000, 'L');  // numpy's License header is this large
  const std::string body(200000, 'x');
  for (int i = 0; i < 400; ++i) {
    scratch.write("lib/python3.11/site-packages/pkg" + std::to_string(i) + "-1.0.dist-info/METADATA",
                  metadata("pkg" + std::to_string(i), "1." + std::to_string(i), "License: " + license + "\n") + body);
  }
  const auto start = std::chrono::steady_clock::now();
  auto environment = read_environment(scratch.path().string());
  const auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(environment.ok()) << environment.error().message;
  EXPECT_EQ(environment->front().entries.size(), 400u);
  EXPECT_LT(std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count(), 50);
}

}  // namespace
}  // namespace cudacompat::pins
