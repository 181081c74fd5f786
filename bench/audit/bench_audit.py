#!/usr/bin/env python3
"""Benchmark of `cudacompat audit` against what a user runs today, side by side in one run.

Over every ELF file and archive of a directory (default: the CUDA 13 libraries, /usr/local/cuda/lib):
  audit     cudacompat audit --json DIR > /dev/null
  pipeline  for each file: cuobjdump --list-elf --list-ptx FILE; readelf -d FILE   (one after another)
  cat       cat FILES > /dev/null   (the floor of reading every byte once)
The page cache is warmed first (one cat). Each command runs --repeat times; the median wall time and
the peak resident memory of each are printed, with the ratios. Targets (issue 4): audit >= 30x
faster than the pipeline, no slower than cat, peak memory under 100 MB.

With --baseline BIN (an earlier build of cudacompat), that build's audit runs in the same rounds and
the ratio between the two is printed: before/after comparisons on one machine state.

Usage: bench/audit/bench_audit.py [--cudacompat BIN] [--baseline BIN] [--cuobjdump BIN] [--repeat N] [DIR]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

DEFAULT_CUOBJDUMP = "/opt/cudacompat/tools/cuobjdump/nvidia/cu13/bin/cuobjdump"


def binaries(directory):
    """Regular files (symlinks resolved once) that start like an ELF file or an ar archive."""
    found, seen = [], set()
    for root, _, names in os.walk(directory):
        for name in sorted(names):
            path = os.path.join(root, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue
            with open(path, "rb") as f:
                head = f.read(8)
            if head.startswith(b"\x7fELF") or head == b"!<arch>\n":
                key = os.stat(path).st_ino
                if key not in seen:
                    seen.add(key)
                    found.append(path)
    return sorted(found)


def measure(command, shell=False):
    """(wall seconds, peak RSS in MiB) of one run; output thrown away."""
    start = time.perf_counter()
    process = subprocess.Popen(command, shell=shell, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"bench: {command if isinstance(command, str) else ' '.join(command)} failed ({status})")
    return wall, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cudacompat", default=shutil.which("cudacompat") or "build/bin/cudacompat")
    parser.add_argument("--cuobjdump", default=DEFAULT_CUOBJDUMP)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--baseline", help="an earlier cudacompat build to compare with")
    parser.add_argument("directory", nargs="?", default="/usr/local/cuda/lib")
    args = parser.parse_args()
    for tool in (args.cudacompat, args.cuobjdump):
        if not os.access(tool, os.X_OK):
            print(
                f"bench: {tool} not found (build cudacompat; ci/install-cuobjdump.sh installs cuobjdump)",
                file=sys.stderr,
            )
            return 2

    files = binaries(args.directory)
    total = sum(os.path.getsize(f) for f in files)
    quoted = " ".join(f"'{f}'" for f in files)
    pipeline = f'for f in {quoted}; do \'{args.cuobjdump}\' --list-elf --list-ptx "$f"; readelf -d "$f"; done'
    commands = {
        "audit": [args.cudacompat, "audit", "--json", "--no-progress", args.directory],
        "pipeline": pipeline,
        "cat": f"cat {quoted}",
    }
    if args.baseline:
        commands["baseline"] = [args.baseline, "audit", "--json", "--no-progress", args.directory]
    print(
        f"{len(files)} files, {total / 1e9:.2f} GB in {args.directory}; {os.cpu_count()} CPUs; "
        f"repeat {args.repeat}, median"
    )
    print(f"cudacompat: {args.cudacompat}")
    cuobjdump_version = subprocess.run([args.cuobjdump, "--version"], capture_output=True, text=True).stdout
    print(f"cuobjdump:  {cuobjdump_version.splitlines()[-2]}")
    measure(commands["cat"], shell=True)  # warm the page cache

    results = {}
    for _ in range(args.repeat):  # interleaved, so that all three see the same machine state
        for name, command in commands.items():
            results.setdefault(name, []).append(measure(command, shell=isinstance(command, str)))
    summary = {name: (statistics.median(r[0] for r in runs), max(r[1] for r in runs)) for name, runs in results.items()}
    for name, (wall, rss) in summary.items():
        print(f"  {name:<9} {wall:8.3f} s   peak RSS {rss:7.1f} MiB")
    audit, pipe, cat = summary["audit"][0], summary["pipeline"][0], summary["cat"][0]
    if args.baseline:
        print(
            f"audit takes {audit / summary['baseline'][0]:.2f}x the time of the baseline ({args.baseline}), "
            f"peak RSS {summary['audit'][1]:.1f} vs {summary['baseline'][1]:.1f} MiB"
        )
    print(f"audit is {pipe / audit:.1f}x faster than cuobjdump + readelf, and takes {audit / cat:.2f}x the time of cat")
    ok = pipe / audit >= 30 and audit <= cat and summary["audit"][1] < 100
    print("targets (>= 30x the pipeline, <= cat, < 100 MiB):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
