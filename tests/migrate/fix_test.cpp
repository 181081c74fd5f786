// --fix's edits (fix.cpp) applied to what the scan of a snippet finds, against the real knowledge
// base (CUDA 12.4 -> 13.0).
#include <gtest/gtest.h>

#include "migrate/fix.h"
#include "migrate/scan.h"
#include "migrate_test_support.h"

namespace cudacompat::migrate {
namespace {
using testing::rules;

TEST(MigrateFix, RewritesRenamesAndFunctors) {
  const std::string text = "void f() { cudaThreadSynchronize(); auto s = cub::Sum(); }\n";
  auto scan = scan_text("t.cu", text, FileKind::kSource, rules());
  std::vector<Edit> edits;
  for (const auto& f : scan.findings) edits.insert(edits.end(), f.edits.begin(), f.edits.end());
  EXPECT_EQ(apply_edits(text, edits), "void f() { cudaDeviceSynchronize(); auto s = cuda::std::plus<>{}; }\n");
}

std::string fixed(std::string_view text, FileKind kind) {
  auto scan = scan_text("t", text, kind, rules());
  std::vector<Edit> edits;
  for (const auto& f : scan.findings) edits.insert(edits.end(), f.edits.begin(), f.edits.end());
  return apply_edits(text, edits);
}

TEST(MigrateFix, DropsArchitecturesAListKeepsAndRaisesAListThatWouldBeEmpty) {
  EXPECT_EQ(fixed("set(CMAKE_CUDA_ARCHITECTURES \"60;70-real;80\")\n", FileKind::kCMake),
            "set(CMAKE_CUDA_ARCHITECTURES \"80\")\n");
  EXPECT_EQ(fixed("set(CMAKE_CUDA_ARCHITECTURES 60 70)\n", FileKind::kCMake), "set(CMAKE_CUDA_ARCHITECTURES 75)\n");
  EXPECT_EQ(fixed("os.environ[\"TORCH_CUDA_ARCH_LIST\"] = \"6.0 7.0+PTX\"\n", FileKind::kPythonBuild),
            "os.environ[\"TORCH_CUDA_ARCH_LIST\"] = \"7.5+PTX\"\n");
}

}  // namespace
}  // namespace cudacompat::migrate
