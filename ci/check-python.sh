#!/usr/bin/env bash
# Fails when a Python file of cudacompat's own breaks a rule of ruff.toml (unused imports and
# variables, undefined names, mutable default arguments, lines too long, ...) or is not laid out as
# `ruff format` lays it out, and names each file with the command that fixes it. ruff is pinned in
# ci/requirements-test.lock and installed by ci/install-python-deps.sh: another version knows other
# rules and formats differently, and a gate that moves with the machine is no gate. Real projects'
# files kept as test data are theirs (ci/lib/own_files.sh).
#
#   ci/check-python.sh [PATH...]   the project's own Python files, or the .py files at or below PATHs
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=ci/lib/own_files.sh
source "$root/ci/lib/own_files.sh"
ruff="${RUFF:-ruff}"
pinned=$(sed -n 's/^ruff==\([^ ]*\).*/\1/p' "$root/ci/requirements-test.lock")
found=$("$ruff" --version 2>/dev/null | awk '{print $2}' || true)
if [[ "$found" != "$pinned" ]]; then
  echo "check-python: ruff $pinned not found (${found:+found $found at $(command -v "$ruff"); }pinned in ci/requirements-test.lock);" \
       "install it with ci/install-python-deps.sh" >&2
  exit 77
fi
if (($#)); then
  listed=$(gate_files "$@")
else
  listed=$(cd "$root" && own_files '*.py')
fi
mapfile -t files < <(grep -E '\.py$' <<<"$listed" || true)
if ((${#files[@]} == 0)); then
  echo "check-python: no Python files in ${*:-the repository}" >&2
  exit 2
fi
# The configuration is named, not searched for: the vendored projects' own pyproject.toml files must
# not apply, and a scratch folder outside the repository has none.
cd "$root"
status=0
if ! report=$("$ruff" check --config "$root/ruff.toml" --no-cache --output-format concise --quiet -- "${files[@]}"); then
  mapfile -t failing < <(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: .*/\1/p' <<<"$report" | uniq)
  echo "check-python: ${#failing[@]} of ${#files[@]} files break the rules of ruff.toml:" >&2
  awk '{print "  " $0}' <<<"$report" >&2
  echo "fix: $ruff check --config ruff.toml --fix ${failing[*]}" >&2
  echo "     (what --fix leaves needs a hand; a deliberate case gets '# noqa: CODE - why' on its line)" >&2
  status=1
fi
# --force-exclude: ruff.toml's [format] exclude holds for files named on the command line too.
if ! layout=$("$ruff" format --check --config "$root/ruff.toml" --no-cache --force-exclude --output-format concise \
  --quiet -- "${files[@]}"); then
  mapfile -t unformatted < <(sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: .*/\1/p' <<<"$layout" | uniq)
  echo "check-python: ${#unformatted[@]} of ${#files[@]} files are not laid out as" \
       "ruff format (ruff.toml) lays them out:" >&2
  awk '{print "  " $0}' <<<"$layout" >&2
  echo "fix: $ruff format --config ruff.toml ${unformatted[*]}" >&2
  echo "     (then wrap by hand the long strings and comments that ruff check's E501 still finds)" >&2
  status=1
fi
((status == 0)) || exit "$status"
echo "check-python: ${#files[@]} files follow ruff.toml and ruff format (ruff $found)"
