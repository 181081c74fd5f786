#!/usr/bin/env python3
"""`cudacompat migrate` on a large real tree, against compiling a sample of it with nvcc, in one run.

Usage: bench_migrate.py CUDACOMPAT [--tree DIR | --cache DIR] [--runs N] [--compile N] [--nvcc PATH]

The tree is CUTLASS at a pinned commit (1.3 M lines of C++/CUDA): --tree names a checkout of it, or
--cache a folder where it is cloned once (from CUTLASS_URL, default GitHub; any clone of the
repository works, e.g. a local mirror) and reused.

ours:   cudacompat migrate --from 12.4 --to 13.0 --json TREE (best of N runs)
theirs: nvcc -c -arch=sm_80 on a sample of CUTLASS's example translation units (what finding the
        same breaks by compiling costs); the cost of the whole tree is extrapolated from the
        sample: its mean time per unit times the tree's number of .cu units, for one architecture
        and one toolkit (a migration needs two).
Prints lines per second, peak resident memory (/usr/bin/time), CPU seconds, and the ratio.
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import time

CUTLASS_URL = os.environ.get("CUTLASS_URL", "https://github.com/NVIDIA/cutlass")
CUTLASS_COMMIT = "7107b05535f8977f5ecb9d01ee203205b1fd9bc4"  # main of 2026-08-20
SOURCE_SUFFIXES = (".cu", ".cuh", ".h", ".hpp", ".cpp", ".cc", ".c", ".cxx", ".hxx", ".inl", ".inc")


def timed(command, **kwargs):
    """(wall s, peak RSS KiB, CPU s, exit code, stdout) of one command under /usr/bin/time."""
    start = time.perf_counter()
    run = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", *command], capture_output=True, text=True, **kwargs)
    wall = time.perf_counter() - start
    rss, user, system = run.stderr.strip().splitlines()[-1].split()
    return wall, int(rss), float(user) + float(system), run.returncode, run.stdout


def checkout(cache):
    tree = os.path.join(cache, f"cutlass-{CUTLASS_COMMIT[:12]}")
    if os.path.isdir(os.path.join(tree, "include", "cutlass")):
        return tree
    os.makedirs(cache, exist_ok=True)
    partial = tree + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    for step in (
        ["git", "clone", "--quiet", "--no-checkout", CUTLASS_URL, partial],
        ["git", "-C", partial, "checkout", "--quiet", CUTLASS_COMMIT],
    ):
        if subprocess.run(step).returncode != 0:
            sys.exit(
                f"could not get CUTLASS {CUTLASS_COMMIT} from {CUTLASS_URL} ({' '.join(step)} failed); "
                "give a checkout with --tree, or set CUTLASS_URL to a clone"
            )
    os.rename(partial, tree)
    return tree


def count_lines(tree):
    files = lines = 0
    units = []
    for root, dirs, names in os.walk(tree):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in names:
            if name.endswith(SOURCE_SUFFIXES):
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    lines += f.read().count(b"\n")
                files += 1
                if name.endswith(".cu"):
                    units.append(path)
    return files, lines, units


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("--tree")
    parser.add_argument("--cache", default=os.path.join(os.path.expanduser("~"), ".cache", "cudacompat", "bench"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--compile", type=int, default=3, help="example units compiled with nvcc (default 3)")
    parser.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for tool in ("/usr/bin/time", args.nvcc, args.cudacompat):
        if not shutil.which(tool):
            sys.exit(f"{tool} is not installed")
    tree = args.tree or checkout(args.cache)
    files, lines, units = count_lines(tree)
    print(f"tree: {tree}: {files} source files, {lines} lines, {len(units)} .cu translation units")

    ours = []
    for _ in range(args.runs):
        wall, rss, cpu, code, out = timed(
            [args.cudacompat, "migrate", "--from", "12.4", "--to", "13.0", "--json", tree]
        )
        if code not in (0, 1):
            sys.exit(f"cudacompat migrate exited {code}")
        ours.append((wall, rss, cpu, out.count('"code"')))
    wall, rss, cpu, findings = min(ours)
    print(
        f"ours:   cudacompat migrate: {wall:.2f} s wall (best of {args.runs}), {cpu:.2f} s CPU, "
        f"peak RSS {rss / 1024:.0f} MiB, "
        f"{lines / wall:,.0f} lines/s, {findings} findings"
    )

    # CUTLASS's examples 00-47 target Ampere and older (48 on need sm_90 or newer): they compile for sm_80
    examples = sorted(u for u in units if re.search(r"/examples/([0-3]\d|4[0-7])_", u))
    sample = random.Random(args.seed).sample(examples, min(args.compile, len(examples)))
    includes = [f"-I{os.path.join(tree, d)}" for d in ("include", "tools/util/include", "examples/common")]
    theirs = []
    for unit in sample:
        command = [
            "nice",
            "-n",
            "10",
            args.nvcc,
            "-c",
            "-std=c++17",
            "-arch=sm_80",
            *includes,
            f"-I{os.path.dirname(unit)}",
            unit,
            "-o",
            os.devnull,
        ]
        t_wall, t_rss, t_cpu, code, _ = timed(command)
        unit_lines = open(unit, "rb").read().count(b"\n")
        theirs.append((t_wall, t_rss, t_cpu))
        print(
            f"theirs: nvcc -c -arch=sm_80 {os.path.relpath(unit, tree)} ({unit_lines} lines): {t_wall:.1f} s wall, "
            f"{t_cpu:.1f} s CPU, peak RSS {t_rss / 1024:.0f} MiB, exit {code}"
        )
    if not theirs:
        sys.exit("no example units to compile in the tree")
    per_unit_cpu = sum(t[2] for t in theirs) / len(theirs)
    per_unit_wall = sum(t[0] for t in theirs) / len(theirs)
    whole = per_unit_wall * len(units)
    print(
        f"theirs: {per_unit_wall:.1f} s wall / {per_unit_cpu:.1f} s CPU per unit; the tree's {len(units)} units: "
        f"~{whole:,.0f} s wall ({lines / whole:,.0f} lines/s), peak RSS {max(t[1] for t in theirs) / 1024:.0f} MiB"
    )
    print(
        f"ratio:  compiling one unit takes {per_unit_wall / wall:.1f}x the wall time "
        f"({per_unit_cpu / cpu:.1f}x the CPU time) "
        f"migrate takes for the whole tree; the whole tree ~{whole / wall:,.0f}x (one architecture, one toolkit)"
    )


if __name__ == "__main__":
    main()
