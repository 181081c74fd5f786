#!/usr/bin/env bash
# The main job: set up the machine, configure (probes, toggle, header; the summary is printed),
# build the tool, the kernel library and the tests.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ci/setup.sh
# Warnings in cudacompat's own C++ are errors here (CUDACOMPAT_WERROR), never in a user's build.
# Compiled through ccache, its cache in build/ (ci/ccache-launcher.sh): the tests that build this
# tree again with the same flags (tests/cpu_only_machine) take the objects from it.
cmake --preset default -DCUDACOMPAT_WERROR=ON "-DCMAKE_CXX_COMPILER_LAUNCHER=$PWD/ci/ccache-launcher.sh"
cmake --build --preset default
