#!/usr/bin/env python3
"""abi-diff against libabigail's abidiff on two real cuda-python wheels, in one run.

Usage: bench_abi_diff.py CUDACOMPAT OLD.whl NEW.whl [--runs N]

ours:   cudacompat abi-diff OLD.whl NEW.whl (reads both wheels in place)
theirs: unzip both wheels, then abidiff on every shared object found under the same path in both
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
        with zipfile.ZipFile(old) as a, zipfile.ZipFile(new) as b:
            pairs = sorted(set(n for n in a.namelist() if n.endswith(".so")) & set(b.namelist()))
        changed = 0
        for path in pairs:
            _, rss, code, _ = timed(["abidiff", os.path.join(sides[0], path), os.path.join(sides[1], path)])
            peak = max(peak, rss)
            changed += code != 0
        return time.perf_counter() - start, peak, len(pairs), changed, CPU[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    for tool in ("abidiff", "unzip", "/usr/bin/time"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is not installed (abidiff: Debian's abigail-tools)")
    ours_runs, theirs_runs = [], []
    for _ in range(args.runs):  # alternate, so both see the same machine load
        CPU[0] = 0.0
        wall, rss, code, out = timed([args.cudacompat, "abi-diff", "--json", args.old, args.new])
        if code not in (0, 1):
            sys.exit(f"abi-diff exited {code}")
        findings = len(re.findall(r'"code":', out))
        ours_runs.append((wall, rss, code, findings, CPU[0]))
        CPU[0] = 0.0
        theirs_runs.append(theirs(args.old, args.new))
    ours_best = min(ours_runs)
    theirs_best = min(theirs_runs)
    print(f"OLD {os.path.basename(args.old)}\nNEW {os.path.basename(args.new)}\nbest of {args.runs} runs")
    ours_cpu = min(run[4] for run in ours_runs)
    theirs_cpu = min(run[4] for run in theirs_runs)
    print(f"cudacompat abi-diff:   {ours_best[0]:7.2f} s wall {ours_cpu:6.2f} s CPU  peak RSS "
          f"{ours_best[1] / 1024:7.1f} MiB  exit {ours_best[2]}, {ours_best[3]} findings")
    print(f"unzip + abidiff x{theirs_best[2]}: {theirs_best[0]:7.2f} s wall {theirs_cpu:6.2f} s CPU  peak RSS "
          f"{theirs_best[1] / 1024:7.1f} MiB  {theirs_best[3]} of {theirs_best[2]} pairs reported as changed")
    print(f"ratio (theirs / ours): {theirs_best[0] / ours_best[0]:.1f}x wall, {theirs_cpu / ours_cpu:.1f}x CPU, "
          f"{theirs_best[1] / ours_best[1]:.1f}x peak RSS")


if __name__ == "__main__":
    main()
