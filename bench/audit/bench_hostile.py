#!/usr/bin/env python3
"""What hostile inputs cost `cudacompat audit`: time and peak resident memory on files whose headers
claim far more than the files hold, side by side with the plain tools that read the same bytes.

  bomb.whl    a 1 MB wheel whose member is an ELF header followed by 1 GB of zeros (expands ~1000x)
  sparse.so   a real 22 KB library grown to a 20 GB sparse file, its .rodata section claiming it all

Rows: `cudacompat audit` (this build), the --baseline build if given, and the reference readers:
`unzip -p bomb.whl > /dev/null` (decompressing the member once) and `readelf -S sparse.so`.
Each runs --repeat times; medians of wall time, the largest peak RSS.

Usage: bench/audit/bench_hostile.py --cudacompat build/bin/cudacompat --fixtures build/tests/audit/fixtures
                                    [--baseline OLD/bin/cudacompat] [--repeat 3] [--work DIR]
"""

import argparse
import os
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zipfile


def measure(command):
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, shell=isinstance(command, str)
    )
    _, status, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def make_inputs(fixtures, work):
    with open(os.path.join(fixtures, "libkernels.so"), "rb") as f:
        library = bytearray(f.read())
    head = bytearray(library[:64])
    struct.pack_into("<Q", head, 0x28, 0)
    bomb = os.path.join(work, "bomb-1.0-py3-none-any.whl")
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as wheel:
        with wheel.open("bomb/_big.so", "w", force_zip64=True) as member:
            member.write(bytes(head))
            zeros = bytes(1 << 20)
            for _ in range(1024):
                member.write(zeros)
    # .rodata of the library made to claim everything up to 20 GB.
    (shoff,) = struct.unpack_from("<Q", library, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", library, 0x3A)
    (names_offset,) = struct.unpack_from("<Q", library, shoff + shstrndx * shentsize + 0x18)
    size = 20 << 30
    for i in range(shnum):
        at = shoff + i * shentsize
        (name,) = struct.unpack_from("<I", library, at)
        start = names_offset + name
        if library[start : library.index(b"\0", start)] == b".rodata":
            (offset,) = struct.unpack_from("<Q", library, at + 0x18)
            struct.pack_into("<Q", library, at + 0x20, size - offset)
    sparse = os.path.join(work, "sparse.so")
    with open(sparse, "wb") as f:
        f.write(library)
    os.truncate(sparse, size)
    return bomb, sparse


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cudacompat", default="build/bin/cudacompat")
    parser.add_argument("--fixtures", default="build/tests/audit/fixtures")
    parser.add_argument("--baseline")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work")
    args = parser.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="cudacompat-bench-hostile-")
    os.makedirs(work, exist_ok=True)
    try:
        bomb, sparse = make_inputs(args.fixtures, work)
        print(
            f"bomb.whl: {os.path.getsize(bomb) / 1e6:.1f} MB holding a 1 GiB member; sparse.so: "
            f"{os.path.getsize(sparse) / 2**30:.0f} GiB apparent, "
            f"{os.stat(sparse).st_blocks * 512 / 1024:.0f} KiB on disk"
        )
        rows = {}
        for name, path in (("bomb.whl", bomb), ("sparse.so", sparse)):
            rows[f"audit {name}"] = [args.cudacompat, "audit", "--no-progress", path]
            if args.baseline:
                rows[f"baseline {name}"] = [args.baseline, "audit", "--no-progress", path]
        rows["unzip -p bomb.whl"] = f"unzip -p '{bomb}' > /dev/null"
        rows["readelf -S sparse.so"] = ["readelf", "-S", sparse]
        results = {}
        for _ in range(args.repeat):
            for name, command in rows.items():
                results.setdefault(name, []).append(measure(command))
        for name, runs in results.items():
            wall = statistics.median(r[0] for r in runs)
            rss = max(r[1] for r in runs)
            print(f"  {name:<24} {wall:8.3f} s   peak RSS {rss:8.1f} MiB   exit {runs[-1][2]}")
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
