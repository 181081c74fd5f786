// Where the dynamic loader would find a DT_NEEDED library, worked out by reading, never by loading
// or running anything: the rules of ld.so(8), in its order.
//
//   1. DT_RPATH of the binary, only when it has no DT_RUNPATH;
//   2. LD_LIBRARY_PATH;
//   3. DT_RUNPATH;
//   4. /etc/ld.so.cache (read here from the file, glibc's "glibc-ld.so.cache1.1" format);
//   5. the default directories /lib64, /usr/lib64, /lib, /usr/lib (and the multiarch ones the
//      cache lists: Debian puts libraries in /usr/lib/x86_64-linux-gnu).
// $ORIGIN, ${ORIGIN} are the binary's directory; a candidate of another ELF class or machine is
// skipped, as the loader skips it; a candidate that is not ELF at all stops the search, as it
// stops the loader ("file too short").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"

namespace cudacompat::doctor {

struct CacheEntry {
  std::string name;  // "libcudart.so.13"
  std::string path;  // "/usr/local/cuda/lib64/libcudart.so.13"
  std::int32_t flags = 0;
  std::uint64_t hwcap = 0;
};

// The entries of an ld.so.cache image, in file order. Both layouts glibc writes: the new format
// alone, and the old format followed by the new one (whose entries are used).
[[nodiscard]] Expected<std::vector<CacheEntry>> parse_ld_so_cache(const std::string& bytes, const std::string& file);
[[nodiscard]] Expected<std::vector<CacheEntry>> read_ld_so_cache(const std::string& path = "/etc/ld.so.cache");
// `ldconfig -p`'s listing: the fallback when the cache file cannot be read.
std::vector<CacheEntry> parse_ldconfig_listing(const std::string& text);
// The cache from the file, else from `ldconfig -p`; `source` says which (or why neither).
std::vector<CacheEntry> load_loader_cache(std::string& source);

// The cache's flags for libraries of this ELF machine (x86-64, AArch64...), or nullopt when unknown.
std::optional<std::int32_t> cache_flags_for_machine(std::uint16_t machine);

struct LoaderEnvironment {
  std::vector<std::string> ld_library_path;  // split on ':' and ';'; empty entries mean "."
  std::vector<CacheEntry> cache;
  std::vector<std::string> default_dirs = {"/lib64", "/usr/lib64", "/lib", "/usr/lib"};

  // The environment of this process: LD_LIBRARY_PATH and the cache.
  static LoaderEnvironment current(std::string& cache_source);
};

struct BinaryLoadInfo {
  std::vector<std::string> rpath;
  std::vector<std::string> runpath;
  std::string origin;  // the directory $ORIGIN stands for
  // True for a wheel member: $ORIGIN is where pip would put it, a directory that may not exist
  // yet, so "$ORIGIN/../lib" is taken lexically (the kernel would fail on the missing directory).
  bool origin_is_planned = false;
  std::uint16_t machine = 0;  // e_machine, 0 when unknown (any candidate fits)
  bool is_64bit = true;
};

struct Resolution {
  bool found = false;
  std::string path;   // where it resolves (or the broken file that stops the loader)
  std::string error;  // found == false with a path: why the loader would fail there
  std::string via;    // "DT_RUNPATH $ORIGIN/../lib", "LD_LIBRARY_PATH", "ld.so.cache", "default directory /usr/lib"
  std::vector<std::string> searched;  // the directories looked in, in order (for "not found")
};

Resolution resolve_library(const std::string& soname, const BinaryLoadInfo& binary, const LoaderEnvironment& env);

// $ORIGIN / ${ORIGIN} replaced with `origin`.
std::string expand_origin(const std::string& entry, const std::string& origin);
// "a:b;c" -> {a, b, c} (the loader splits LD_LIBRARY_PATH on both).
std::vector<std::string> split_search_path(const std::string& text);

}  // namespace cudacompat::doctor
