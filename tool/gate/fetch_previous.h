// `--previous pypi:NAME==VERSION` and `--consumer pypi:NAME==VERSION`: the last release, or a
// downstream package built against it, fetched from the user's package index with the
// user's own pip (`python3 -m pip download --no-deps`, so pip.conf, PIP_INDEX_URL and credentials
// apply), once per Python tag and platform the NEW wheels have, into a cache directory that later
// runs read without asking the index.
#pragma once

#include <string>
#include <vector>

#include "common/expected.h"
#include "gate/artifacts.h"

namespace cudacompat::gate {

// True for "pypi:..." and "conda:..." (what fetch_previous takes).
bool is_requirement_input(const std::string& input);

// The cache: $CUDACOMPAT_GATE_CACHE, else $XDG_CACHE_HOME/cudacompat/previous, else
// ~/.cache/cudacompat/previous.
std::string previous_cache_directory();

// The wheels of `requirement` ("pypi:cuda-python==12.6.0") for each Python tag and platform among
// the NEW wheels named like it; the paths of the files, in the cache. For
// "conda:[CHANNEL::]NAME==VERSION", the conda package fetched with the user's conda, mamba or
// micromamba (`create --download-only --no-deps`, the package cache pointed at `cache`/conda/CHANNEL),
// for the platform the tool runs on; an Error naming what to install where none is found. An Error, with pip's own
// words, when the index cannot give them; one for a requirement that is not `pypi:NAME==VERSION`.
Expected<std::vector<std::string>> fetch_previous(const std::string& requirement, const std::vector<Artifact>& fresh,
                                                  const std::string& cache);

// `inputs` of --consumer with each `pypi:NAME==VERSION` replaced by its wheels fetched (as
// fetch_previous does, into `cache`) for every Python tag and machine among the NEW wheels
// (`fresh_inputs`, as given to the gate); files and directories as given. An Error as
// fetch_previous's.
Expected<std::vector<std::string>> fetch_consumers(const std::vector<std::string>& inputs,
                                                   const std::vector<std::string>& fresh_inputs,
                                                   const std::string& cache);

}  // namespace cudacompat::gate
