#!/usr/bin/env python3
"""abi-diff against libabigail's abidiff on pairs of real wheels, in one run.

Usage: bench_abi_diff.py CUDACOMPAT [OLD.whl NEW.whl] [--pair OLD.whl NEW.whl]... [--runs N]
                         [--before OTHER_CUDACOMPAT]

ours:   cudacompat abi-diff OLD.whl NEW.whl (reads both wheels in place); with --before, a second
        build of cudacompat (an older commit) is timed the same way, in the same rounds
theirs: unzip both wheels, then abidiff on every shared object (x.so, libx.so.12) found under the
        same path in both
        (what a user of abidiff has to do: it reads ELF files, not wheels)

Prints the wall time (best of N) and the peak resident set of each (for theirs: of the largest
single process, and the sum of all abidiff runs' wall times), the ratio, and what each reported:
how many pairs abidiff found changes in (exit code != 0) and how many findings abi-diff made.
Needs /usr/bin/time and abidiff (Debian: abigail-tools).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile


SHARED_OBJECT = re.compile(r"\.so(\.[0-9]+)*$")  # x.so, libcublas.so.12
CPU = [0.0]  # CPU seconds (user + system) of the commands timed since the last reset


def timed(command, **kwargs):
    """(wall seconds, peak RSS in KiB, exit code, stdout) of one command under /usr/bin/time -f;
    its CPU time is added to CPU[0] (on a loaded machine, CPU time is the steadier measure)."""
    start = time.perf_counter()
    run = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", *command], capture_output=True, text=True, **kwargs)
    wall = time.perf_counter() - start
    rss, user, system = run.stderr.strip().splitlines()[-1].split()
    CPU[0] += float(user) + float(system)
    return wall, int(rss), run.returncode, run.stdout


def shared_object_pairs(old, new):
    """The shared objects (wheel member paths) found under the same path in both wheels: what
    abidiff can be given, one pair at a time."""
    with zipfile.ZipFile(old) as a, zipfile.ZipFile(new) as b:
        return sorted(set(n for n in a.namelist() if SHARED_OBJECT.search(n)) & set(b.namelist()))


def theirs(old, new):
    with tempfile.TemporaryDirectory() as scratch:
        start = time.perf_counter()
        sides = []
        peak = 0
        for name, wheel in (("old", old), ("new", new)):
            target = os.path.join(scratch, name)
            _, rss, code, _ = timed(["unzip", "-q", wheel, "-d", target])
            if code != 0:
                sys.exit(f"unzip {wheel} failed")
            peak = max(peak, rss)
            sides.append(target)
        pairs = shared_object_pairs(old, new)
        changed = 0
        for path in pairs:
            _, rss, code, _ = timed(["abidiff", os.path.join(sides[0], path), os.path.join(sides[1], path)])
            peak = max(peak, rss)
            changed += code != 0
        return time.perf_counter() - start, peak, len(pairs), changed, CPU[0]


def ours(cudacompat, old, new):
    """(wall, peak RSS KiB, exit code, findings, CPU seconds) of one abi-diff run."""
    CPU[0] = 0.0
    wall, rss, code, out = timed([cudacompat, "abi-diff", "--json", old, new])
    if code not in (0, 1):
        sys.exit(f"{cudacompat} abi-diff exited {code}")
    return wall, rss, code, len(re.findall(r'"code":', out)), CPU[0]


def bench_pair(args, old, new):
    ours_runs, before_runs, theirs_runs = [], [], []
    for _ in range(args.runs):  # alternate, so all see the same machine load
        ours_runs.append(ours(args.cudacompat, old, new))
        if args.before:
            before_runs.append(ours(args.before, old, new))
        CPU[0] = 0.0
        theirs_runs.append(theirs(old, new))
    print(
        f"\nOLD {os.path.basename(old)}\nNEW {os.path.basename(new)}\nbest of {args.runs} runs, "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    theirs_best = min(theirs_runs)
    theirs_cpu = min(run[4] for run in theirs_runs)
    rows = [("cudacompat abi-diff", ours_runs)] + ([("abi-diff --before", before_runs)] if args.before else [])
    for label, runs in rows:
        best = min(runs)
        cpu = min(run[4] for run in runs)
        print(
            f"{label + ':':22} {best[0]:7.2f} s wall {cpu:6.2f} s CPU  peak RSS "
            f"{best[1] / 1024:7.1f} MiB  exit {best[2]}, {best[3]} findings"
        )
    print(
        f"unzip + abidiff x{theirs_best[2]}: {theirs_best[0]:7.2f} s wall {theirs_cpu:6.2f} s CPU  peak RSS "
        f"{theirs_best[1] / 1024:7.1f} MiB  {theirs_best[3]} of {theirs_best[2]} pairs reported as changed"
    )
    for label, runs in rows:
        best = min(runs)
        cpu = min(run[4] for run in runs)
        print(
            f"ratio (theirs / {label}): {theirs_best[0] / best[0]:.1f}x wall, {theirs_cpu / cpu:.1f}x CPU, "
            f"{theirs_best[1] / best[1]:.1f}x peak RSS"
        )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("wheels", nargs="*", metavar="OLD NEW", help="one pair, as before --pair existed")
    parser.add_argument("--pair", nargs=2, action="append", default=[], metavar=("OLD", "NEW"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--before", help="another cudacompat build, timed in the same rounds")
    args = parser.parse_args()
    if len(args.wheels) not in (0, 2):
        parser.error("give OLD and NEW, or --pair OLD NEW (repeatable)")
    pairs = ([tuple(args.wheels)] if args.wheels else []) + [tuple(pair) for pair in args.pair]
    if not pairs:
        parser.error("no pair of wheels given")
    for tool in ("abidiff", "unzip", "/usr/bin/time"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is not installed (abidiff: Debian's abigail-tools)")
    for old, new in pairs:
        bench_pair(args, old, new)


if __name__ == "__main__":
    main()
