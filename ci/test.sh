#!/usr/bin/env bash
# Runs every test: the audit's fuzz targets built with clang, libFuzzer, AddressSanitizer and
# UBSan and run over their corpora; then unit (GoogleTest), integration (CMake consumer projects in
# every mode), the toolkit matrix (11.8, 12.4, 13.0, newest 13.x), kernels, audit and the
# fuzz-corpus replays of the main build.
# Works on a fresh machine: it runs the main job first (a no-op when already done).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ci/main.sh
cmake -S fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DCUDACOMPAT_BUILD_FUZZERS=ON
cmake --build build-fuzz -j2
ctest --test-dir build-fuzz -L fuzz-sanitized --output-on-failure
ctest --preset default
