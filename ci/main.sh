#!/usr/bin/env bash
# The main job: set up the machine, configure (probes, toggle, header; the summary is printed),
# build the tool, the kernel library and the tests.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ci/setup.sh
# Warnings in cudacompat's own C++ are errors here (CUDACOMPAT_WERROR), never in a user's build.
cmake --preset default -DCUDACOMPAT_WERROR=ON
cmake --build --preset default
