// Shared by the readers' tests of packages and tar streams: a real .deb from Debian's archive
// (libcudart12 12.4.127~12.4.1-2, trixie), which ci/install-toolkits.sh caches under
// $CUDACOMPAT_CACHE/debs (default /var/cache/cudacompat/debs). A test that reads it skips where it
// is not cached.
#pragma once

#include <cstdlib>
#include <string>

namespace cudacompat::readers {

inline std::string cached_deb() {
  const char* cache = std::getenv("CUDACOMPAT_CACHE");
  return std::string(cache ? cache : "/var/cache/cudacompat") + "/debs/trixie/libcudart12_12.4.127~12.4.1-2_amd64.deb";
}

}  // namespace cudacompat::readers
