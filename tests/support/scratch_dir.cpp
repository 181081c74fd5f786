#include "scratch_dir.h"

#include <stdlib.h>

#include <fstream>
#include <stdexcept>

namespace cudacompat::testing {

ScratchDir::ScratchDir() {
  std::string pattern = (fs::temp_directory_path() / "cudacompat-test-XXXXXX").string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  // Restore permissions a test may have removed, so that everything can be deleted.
  for (auto it = fs::recursive_directory_iterator(path_, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
    fs::permissions(it->path(), fs::perms::owner_all, fs::perm_options::add, ec);
  fs::permissions(path_, fs::perms::owner_all, fs::perm_options::add, ec);
  fs::remove_all(path_, ec);
}

fs::path ScratchDir::write(const std::string& relative, const std::string& content, bool executable) const {
  fs::path file = path_ / relative;
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << content;
  if (executable)
    fs::permissions(file, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec);
  return file;
}

}  // namespace cudacompat::testing
