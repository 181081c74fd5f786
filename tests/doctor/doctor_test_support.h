// Shared by the doctor's tests: compiling small real shared libraries at test time.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace cudacompat::doctor::testing {

namespace fs = std::filesystem;

// Runs a command; fails the current test with its output when it fails. Returns stdout.
std::string run_ok(const std::vector<std::string>& argv);
// The real CUDA 13 runtime this machine's toolkit ships, or "" (then the test skips).
fs::path real_cudart();
// A fake libcuda (fake_libcuda.c) compiled into `dir` as libcuda.so.<driver> with a libcuda.so.1
// link to it; `extra` are compiler flags (-DFAKE_OMIT_GET_NAME). Returns the libcuda.so.1 path.
fs::path build_fake_libcuda(const fs::path& dir, const std::string& driver, const std::vector<std::string>& extra = {});

}  // namespace cudacompat::doctor::testing
