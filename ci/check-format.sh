#!/usr/bin/env bash
# Fails when a C++ or CUDA source of cudacompat's own does not follow .clang-format, and names each
# file with the command that fixes it. The formatter is pinned to clang-format 14 (Debian
# bookworm's, installed by ci/install-deps.sh): another version formats some lines differently, and
# a gate that moves with the machine is no gate.
# Real projects' files kept as test data (corpora, vendored adoption projects) are theirs, not ours:
# they stay as their authors wrote them (ci/lib/own_files.sh). So do the C++ and CUDA fixtures, ours
# or not: tests compile or rewrite them as they are (migrate --fix on fixtures/fixable.cu).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=ci/lib/own_files.sh
source ci/lib/own_files.sh
formatter="${CLANG_FORMAT:-clang-format-14}"
if ! command -v "$formatter" >/dev/null; then
  echo "check-format: $formatter not found; install it with ci/install-deps.sh (Debian package clang-format-14)" >&2
  exit 77
fi
mapfile -t files < <(own_files '*.c' '*.cc' '*.cpp' '*.h' '*.hpp' '*.cu' '*.cuh' | grep -Ev '(^|/)fixtures/' || true)
unformatted=()
for file in "${files[@]}"; do
  "$formatter" --dry-run --Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done
if ((${#unformatted[@]})); then
  echo "check-format: ${#unformatted[@]} of ${#files[@]} files do not follow .clang-format:" >&2
  printf '  %s\n' "${unformatted[@]}" >&2
  echo "fix: $formatter -i ${unformatted[*]}" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files follow .clang-format ($("$formatter" --version | head -1))"
