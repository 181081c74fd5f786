#!/usr/bin/env bash
# The duplicates tool on cudacompat's own files (ci/lib/own_files.sh: the vendored corpora and
# fixtures of real projects left out), copied into a scratch folder so that only they are read.
#
#   bench/duplicates_own.sh [PATHSPEC...]     (default: the whole tree; `tests` for the tests alone)
# Prints the duplicates tool's count line, and how many of the listed pairs are between two files
# under tests/ and between two under tool/ (issue 34's before/after figures).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v duplicates >/dev/null || {
  echo "the duplicates command is not installed on this machine" >&2
  exit 2
}
# shellcheck source=ci/lib/own_files.sh
source ci/lib/own_files.sh
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
own_files "${@:-.}" | while read -r file; do
  mkdir -p "$scratch/$(dirname "$file")"
  cp "$file" "$scratch/$file"
done
duplicates --repo "$scratch" --most 200 --seconds 300 >"$scratch.txt"
head -1 "$scratch.txt"
echo "pairs listed between two files under tests/: $(grep -cE '^D[0-9]+ tests/\S+ ~ tests/' "$scratch.txt" || true)"
echo "pairs listed between two files under tool/: $(grep -cE '^D[0-9]+ tool/\S+ ~ tool/' "$scratch.txt" || true)"
grep -E '^(\(\+|left out|incomplete)' "$scratch.txt" || true
rm -f "$scratch.txt"
