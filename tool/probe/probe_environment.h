// What the probe reads from its environment, read once at its start and handed to every step: the
// discovery's variables (CUDAToolkit_ROOT, CUDA_HOME, CUDA_PATH, PATH,
// CUDACOMPAT_TOOLKIT_SEARCH_PATH), the settings the environment may give when the command line does
// not (CUDACOMPAT_CUDA, CUDAARCHS, CUDAHOSTCXX, CXX), TMPDIR, and everything else the programs it
// runs (nvcc, cicc, ptxas, the host compilers) inherit. Those programs get their environment from
// here through run_process, never through a change to the tool's own.
#pragma once

#include <string>

#include "common/files.h"
#include "common/subprocess.h"

namespace cudacompat {

struct ProbeEnvironment {
  Environment variables;

  // The value of `name`, or "" when it is unset (an empty value counts as unset, as everywhere
  // the probe reads a setting).
  std::string get(const std::string& name) const;

  // Where temporary files go, as std::filesystem::temp_directory_path finds it: the first of TMPDIR,
  // TMP, TEMP and TEMPDIR that is set; /tmp when none is, or when the one set is not a directory
  // (a TMPDIR that does not exist must not stop the probe).
  fs::path temp_directory() const;

  // What the programs the probe runs start with: this environment, TMPDIR pointing at `tmpdir`.
  Environment with_tmpdir(const fs::path& tmpdir) const;

  // The tool's own environment, now.
  static ProbeEnvironment of_process();
};

}  // namespace cudacompat
