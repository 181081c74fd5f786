#!/usr/bin/env python3
"""Benchmark of `cudacompat audit` on a large wheel against what a maintainer runs today, in one run.

  audit     cudacompat audit --json WHEEL > /dev/null
            (reads METADATA and RECORD, hashes every member for RECORD, and reads every binary's
            DT_NEEDED and GPU code, in place: nothing is extracted)
  pipeline  unzip -q WHEEL -d TMP; auditwheel show WHEEL; for each ELF member:
            cuobjdump --list-elf --list-ptx MEMBER                     (one after another)
The page cache is warmed first (one read of the wheel). Each command runs --repeat times, the two
alternating; the median wall time of each is printed, with the ratio pipeline / audit.

Usage: bench/audit/bench_package_audit.py [--cudacompat BIN] [--cuobjdump BIN] [--auditwheel BIN]
                                          [--repeat N] [WHEEL]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_audit import DEFAULT_CUOBJDUMP, binaries  # noqa: E402 - beside this script

DEFAULT_WHEEL = "/var/cache/cudacompat/wheels/cupy_cuda12x-14.2.0-cp312-cp312-manylinux2014_x86_64.whl"


def measure(function):
    """Wall seconds of one run."""
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def run(command, any_status=False):
    """Runs a command, output thrown away. cuobjdump exits 255 on a member without GPU code: any_status."""
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if not any_status and status not in (0, 1):
        raise SystemExit(f"bench: {' '.join(command)} failed ({status})")


def elf_members(directory):
    """The ELF files of an unpacked wheel (bench_audit.binaries also finds ar archives; a wheel has none)."""
    return [path for path in binaries(directory) if open(path, "rb").read(4) == b"\x7fELF"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cudacompat", default=shutil.which("cudacompat") or "build/bin/cudacompat")
    parser.add_argument("--cuobjdump", default=DEFAULT_CUOBJDUMP)
    parser.add_argument("--auditwheel", default=shutil.which("auditwheel") or "auditwheel")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("wheel", nargs="?", default=DEFAULT_WHEEL)
    args = parser.parse_args()
    for tool in (args.cudacompat, args.cuobjdump, args.wheel):
        if not os.path.exists(tool):
            print(f"bench: {tool} not found", file=sys.stderr)
            return 77
    with open(args.wheel, "rb") as f:  # warm the page cache
        while f.read(1 << 24):
            pass

    def audit():
        run([args.cudacompat, "audit", "--json", args.wheel])

    members = [0]

    def pipeline():
        with tempfile.TemporaryDirectory() as work:
            run(["unzip", "-q", args.wheel, "-d", work])
            run([args.auditwheel, "show", args.wheel])
            elves = elf_members(work)
            members[0] = len(elves)
            for path in elves:
                run([args.cuobjdump, "--list-elf", "--list-ptx", path], any_status=True)

    results = {"audit": [], "pipeline": []}
    for _ in range(args.repeat):
        for name, function in (("audit", audit), ("pipeline", pipeline)):
            results[name].append(measure(function))
    size = os.path.getsize(args.wheel) / (1 << 20)
    print(f"wheel: {args.wheel} ({size:.0f} MiB, {members[0]} ELF members), {args.repeat} runs each, median wall time")
    medians = {}
    for name, runs in results.items():
        medians[name] = statistics.median(runs)
        print(f"  {name:9s} {medians[name]:8.2f} s   (runs: {', '.join(f'{wall:.2f}' for wall in runs)})")
    print(f"  ratio pipeline / audit: {medians['pipeline'] / medians['audit']:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
