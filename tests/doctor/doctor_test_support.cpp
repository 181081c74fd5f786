#include "doctor_test_support.h"

#include <gtest/gtest.h>

#include "common/subprocess.h"

namespace cudacompat::doctor::testing {

std::string run_ok(const std::vector<std::string>& argv) {
  auto result = run_process(argv, std::chrono::seconds(120));
  EXPECT_TRUE(result.ok()) << describe_command(argv) << ": " << result.failure << "\n" << result.errors;
  return result.output;
}

fs::path real_cudart() {
  const fs::path path = "/usr/local/cuda/lib64/libcudart.so.13";
  std::error_code error;
  return fs::exists(path, error) ? path : fs::path();
}

fs::path build_fake_libcuda(const fs::path& dir, const std::string& driver, const std::vector<std::string>& extra) {
  fs::create_directories(dir);
  const fs::path real = dir / ("libcuda.so." + driver);
  std::vector<std::string> argv = {CUDACOMPAT_TEST_CC,
                                   "-shared",
                                   "-fPIC",
                                   "-Wl,-soname,libcuda.so.1",
                                   "-o",
                                   real.string(),
                                   CUDACOMPAT_FAKE_LIBCUDA_SOURCE};
  argv.insert(argv.end(), extra.begin(), extra.end());
  run_ok(argv);
  const fs::path link = dir / "libcuda.so.1";
  std::error_code ignored;
  fs::remove(link, ignored);
  fs::create_symlink(real.filename(), link);
  return link;
}

}  // namespace cudacompat::doctor::testing
