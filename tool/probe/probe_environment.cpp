#include "probe/probe_environment.h"

namespace cudacompat {

std::string ProbeEnvironment::get(const std::string& name) const {
  auto found = variables.find(name);
  return found == variables.end() ? std::string() : found->second;
}

fs::path ProbeEnvironment::temp_directory() const {
  for (const char* name : {"TMPDIR", "TMP", "TEMP", "TEMPDIR"}) {
    auto found = variables.find(name);
    if (found == variables.end()) continue;
    std::error_code ec;
    return fs::is_directory(found->second, ec) ? fs::path(found->second) : fs::path("/tmp");
  }
  return "/tmp";
}

Environment ProbeEnvironment::with_tmpdir(const fs::path& tmpdir) const {
  Environment changed = variables;
  changed["TMPDIR"] = tmpdir.string();
  return changed;
}

ProbeEnvironment ProbeEnvironment::of_process() { return ProbeEnvironment{process_environment()}; }

}  // namespace cudacompat
