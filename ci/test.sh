#!/usr/bin/env bash
# Runs every test: unit (GoogleTest), integration (CMake consumer projects in every mode), the
# toolkit matrix (11.8, 12.4, 13.0, newest 13.x), the audit and the fuzz-corpus replays.
# Works on a fresh machine: it runs the main job first (a no-op when already done).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ci/main.sh
ctest --preset default
