// Shared by the readers' tests of packages and tar streams: a real .deb from Debian's archive
// (libcudart12 12.4.127~12.4.1-2, trixie), which ci/install-toolkits.sh caches under
// $CUDACOMPAT_CACHE/debs (default /var/cache/cudacompat/debs). A test that reads it skips where it
// is not cached (SKIP_WITHOUT_REAL_DEB).
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "readers/archive_reader.h"
#include "readers/mapped_file.h"

namespace cudacompat::readers {

inline std::string cached_deb() {
  const char* cache = std::getenv("CUDACOMPAT_CACHE");
  return std::string(cache ? cache : "/var/cache/cudacompat") + "/debs/trixie/libcudart12_12.4.127~12.4.1-2_amd64.deb";
}

// The cached .deb mapped, and its ar members: views into the mapping, which lives as long as this.
struct RealDeb {
  MappedFile mapped;
  std::vector<ArchiveMember> members;
};

// The cached .deb, mapped and read as an ar archive; the first error on the way.
inline Expected<RealDeb> read_real_deb() {
  auto mapped = MappedFile::open(cached_deb());
  if (!mapped) return mapped.error();
  RealDeb deb{std::move(*mapped), {}};
  if (auto read = read_archive(deb.mapped.bytes(), "deb", deb.members); !read) return read.error();
  return deb;
}

}  // namespace cudacompat::readers

// Skips the calling test where the .deb is not cached (ci/install-toolkits.sh downloads it).
#define SKIP_WITHOUT_REAL_DEB()                                                         \
  do {                                                                                  \
    const std::string cached = cudacompat::readers::cached_deb();                       \
    if (!std::filesystem::exists(cached))                                               \
      GTEST_SKIP() << cached << " is not cached (ci/install-toolkits.sh downloads it)"; \
  } while (false)
