// Shared by the audit tests: where the real files are, and small helpers around them.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "audit/cuda_libraries.h"
#include "audit/verdicts.h"
#include "readers/artifact.h"
#include "readers/device_code.h"
#include "scratch_dir.h"
#include "text_checks.h"

namespace cudacompat::audit::testing {

namespace fs = std::filesystem;

// A file compiled at test-build time (tests/audit/CMakeLists.txt); skips the test when fixtures
// could not be built (no nvcc).
fs::path fixture(const std::string& name);
// A library of the CUDA toolkit the tests were configured with (a test that reads one starts
// with SKIP_WITHOUT_TOOLKIT()).
fs::path cuda_library(const std::string& name);

std::string read_file(const fs::path& path);
// Whether `text` (a table, a page, a message) holds `part`: for the tests of what a writer writes.
inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
using cudacompat::testing::says;
using cudacompat::testing::says_none_of;
void write_file(const fs::path& path, const std::string& content);

// Inspects one file as the audit does (every artifact in it).
std::vector<ArtifactFacts> inspect_path(const fs::path& path, PtxText ptx_text = PtxText::kSample);
// The one artifact of a file that holds one.
ArtifactFacts inspect_one(const fs::path& path);

const CudaLibraryTable& cuda_libraries();
const Judge& judge();

// A fresh directory, removed with its content when the object goes.
using TempDir = cudacompat::testing::ScratchDir;

}  // namespace cudacompat::audit::testing

// The tests that read this machine's CUDA libraries (cuda_library()) skip, with the reason, on a
// machine without a toolkit (tests/cpu_only_machine runs them so).
#define SKIP_WITHOUT_TOOLKIT()                                                                                \
  do {                                                                                                        \
    const std::filesystem::path cudart = cudacompat::audit::testing::cuda_library("libcudart.so");            \
    if (!std::filesystem::exists(cudart))                                                                     \
      GTEST_SKIP() << "no CUDA toolkit here (" << cudart << " does not exist): the test reads its libraries"; \
  } while (false)

#define SKIP_WITHOUT_FIXTURES()                                                                    \
  do {                                                                                             \
    if (!CUDACOMPAT_AUDIT_HAVE_FIXTURES) GTEST_SKIP() << "no nvcc at configure time: no fixtures"; \
  } while (false)
