#!/bin/bash
# Makes the CUTLASS tree bench/dist/scale.py compiles: the pinned commit's headers, the examples'
# common helpers, the license and the folders of the units listed in cutlass-units.txt, as one
# tarball (28 MB unpacked, about 3 MB as .tar.xz), so that it can travel to a machine without network.
#
#   bench/dist/make_tree.sh CUTLASS_GIT_DIR OUT.tar.xz
#
# CUTLASS_GIT_DIR: a clone of https://github.com/NVIDIA/cutlass holding the commit below (a bare
# repository does). bench/dist/SOURCE.md records the commit and the license.
set -euo pipefail
COMMIT=7107b05535f8977f5ecb9d01ee203205b1fd9bc4
if [ $# -ne 2 ]; then
  echo "usage: $0 CUTLASS_GIT_DIR OUT.tar.xz" >&2
  exit 2
fi
git_dir=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
if ! git --git-dir="$git_dir" cat-file -e "$COMMIT^{commit}" 2>/dev/null; then
  echo "$git_dir does not hold CUTLASS commit $COMMIT: git fetch https://github.com/NVIDIA/cutlass $COMMIT" >&2
  exit 2
fi
mapfile -t folders < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$here/cutlass-units.txt" | xargs -n1 dirname | sort -u)
git --git-dir="$git_dir" archive --format=tar "$COMMIT" LICENSE.txt include tools/util/include examples/common \
  "${folders[@]}" | xz -T2 -6 >"$out"
echo "$out: $(du -h "$out" | cut -f1), CUTLASS $COMMIT, ${#folders[@]} example folders"
