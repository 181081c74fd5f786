#!/usr/bin/env bash
# The main job: set up the machine, configure (probes, toggle, header; the summary is printed),
# build the tool, the kernel library and the tests.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ci/setup.sh
cmake --preset default
cmake --build --preset default
