#!/usr/bin/env bash
# Builds the documentation site from a fresh clone into build/docs/html: installs Sphinx and its
# extensions (ci/install-python-deps.sh), builds the `cudacompat` tool the command reference is
# generated from, then runs Sphinx with warnings as errors and checks every internal link.
# `ctest -L docs` runs the same build (tests/docs/build_site.py) and looks at it in Chromium.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ci/install-python-deps.sh
[[ -f build/CMakeCache.txt ]] || cmake --preset default
cmake --build build --target cudacompat
python3 tests/docs/build_site.py "$PWD/build/bin/cudacompat" "$PWD/build/docs"
echo "the site: file://$PWD/build/docs/html/index.html"
