#!/usr/bin/env bash
# Regenerates ci/requirements-test.lock from ci/requirements-test.txt: every package of the closure
# pinned to the newest version the ranges admit today, with the hashes of its files, for this
# machine's Python. ci/install-python-deps.sh installs the lock with --require-hashes, so a fresh
# machine gets exactly what CI ran. Run it (and the whole suite) when a range in the .txt changes,
# or to take newer releases on purpose; commit the two together.
#
#   ci/lock-python-deps.sh
# uv (pinned below) resolves; it is installed into a scratch directory, never into the machine.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
UV_VERSION=0.13.9
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --target "$scratch/uv" \
  "uv==${UV_VERSION}"
python=$(command -v python3)
"$scratch/uv/bin/uv" pip compile "$here/requirements-test.txt" --generate-hashes --python "$python" \
  --no-header --quiet --output-file "$here/requirements-test.lock.tmp"
{
  echo "# The locked closure of ci/requirements-test.txt, with hashes: made by ci/lock-python-deps.sh"
  echo "# (uv ${UV_VERSION}, for Python $("$python" -c 'import sys; print(".".join(map(str, sys.version_info[:2])))')); installed by ci/install-python-deps.sh. Do not edit by hand."
  cat "$here/requirements-test.lock.tmp"
} >"$here/requirements-test.lock"
rm -f "$here/requirements-test.lock.tmp"
echo "wrote $here/requirements-test.lock ($(grep -c '==' "$here/requirements-test.lock") packages)"
