#!/usr/bin/env bash
# Installs cuobjdump, the ground truth of the audit's tests (tests/audit/ground_truth_test.cpp,
# tests/audit/ground_truth.py) and the baseline of its benchmark (bench/audit/), from PyPI's
# nvidia-cuda-cuobjdump into /opt/cudacompat/tools/cuobjdump (pip --target; no system packages).
# Idempotent: does nothing when the pinned version is already there.
#
#   ci/install-cuobjdump.sh            # the pinned version
#   CUOBJDUMP_VERSION=13.5.37 ci/install-cuobjdump.sh
set -euo pipefail

version=${CUOBJDUMP_VERSION:-13.5.37}  # the newest on PyPI when the audit was written
prefix=${CUOBJDUMP_PREFIX:-/opt/cudacompat/tools/cuobjdump}
binary="$prefix/nvidia/cu13/bin/cuobjdump"

if [[ -x "$binary" ]] && "$binary" --version 2>/dev/null | grep -q "V${version}\b"; then
  echo "cuobjdump ${version} already installed: $binary"
  exit 0
fi

python=${PYTHON:-python3}
mkdir -p "$prefix"
"$python" -m pip install --quiet --disable-pip-version-check --upgrade --no-deps \
  --target "$prefix" "nvidia-cuda-cuobjdump==${version}"
if ! "$binary" --version >/dev/null; then
  echo "install-cuobjdump: $binary does not run after installing nvidia-cuda-cuobjdump==${version}" >&2
  exit 1
fi
echo "installed cuobjdump ${version}: $binary"
