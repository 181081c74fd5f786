// libFuzzer target: the readers of `cudacompat pin --check` (tool/pin/read_*.cpp), on the files a
// pull request controls: requirements and constraints files, pyproject.toml, Cargo.toml,
// Cargo.lock, environment.yml, recipe.yaml and meta.yaml. The first byte picks the file name (the
// readers choose by name), the rest is written to that file in a scratch directory and read. Each
// must return (entries, errors or an Error), never throw, crash, recurse without bound or take
// memory beyond the readers' limits (YAML aliases, TOML key nesting; docs/faults-pin.md).
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "pin/readers.h"

namespace {

constexpr const char* kNames[] = {"requirements.txt", "constraints.txt", "pyproject.toml", "Cargo.toml",
                                  "Cargo.lock",       "environment.yml", "recipe.yaml",    "meta.yaml"};

// One scratch directory per process, removed at exit. Its name is kept in a plain array: the exit
// handler runs after function-local statics are destroyed, so it must not read a std::filesystem::path.
char scratch_name[4096];

void remove_scratch() {
  std::error_code ignored;
  std::filesystem::remove_all(scratch_name, ignored);
}

const std::filesystem::path& scratch() {
  static const std::filesystem::path directory = [] {
    const std::string pattern = (std::filesystem::temp_directory_path() / "cudacompat-fuzz-pin-XXXXXX").string();
    if (pattern.size() >= sizeof scratch_name) std::abort();
    std::memcpy(scratch_name, pattern.c_str(), pattern.size() + 1);
    if (::mkdtemp(scratch_name) == nullptr) std::abort();
    std::atexit(remove_scratch);
    return std::filesystem::path(scratch_name);
  }();
  return directory;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::filesystem::path file = scratch() / kNames[data[0] % (sizeof kNames / sizeof kNames[0])];
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data) + 1, static_cast<std::streamsize>(size - 1));
  }
  (void)cudacompat::pins::read_declared_file(file.string());
  std::error_code ignored;
  std::filesystem::remove(file, ignored);
  return 0;
}
