#!/usr/bin/env python3
"""Prints the size of the tool's functions, as lizard (PyPI) measures them: the largest, how many run
over 100 and over 60 lines, and the median; the table issue 34 quotes before and after a refactor.

Usage: function_sizes.py [--root DIR] [--top N] [--over N ...] [PATH ...]
  PATH defaults to tool/ (the C++ of the command-line tool); give python/ or tests/ to measure those.
  --root: a checkout other than this one (e.g. an exported older commit, to compare).

Lines are lizard's `length` (first line to last, comments and blank lines included), the measure a
reader scrolling through a function sees. Exit 0 always; 2 when lizard is missing or a path is.
"""

import argparse
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def measure(root, paths):
    try:
        import lizard
    except ImportError:
        print(
            "function_sizes: the lizard module is missing; install it with "
            "`python3 -m pip install lizard` (or ci/install-python-deps.sh)",
            file=sys.stderr,
        )
        sys.exit(2)
    functions = []
    for path in paths:
        full = os.path.join(root, path)
        if not os.path.exists(full):
            print(f"function_sizes: {full} does not exist; give a path inside --root", file=sys.stderr)
            sys.exit(2)
        for info in lizard.analyze([full]):
            for fn in info.function_list:
                where = os.path.relpath(info.filename, root)
                functions.append((fn.length, f"{where}:{fn.start_line}", fn.name))
    return functions


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=["tool"])
    parser.add_argument("--root", default=ROOT)
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument("--over", type=int, nargs="*", default=[100, 60])
    args = parser.parse_args()
    functions = measure(args.root, args.paths)
    if not functions:
        print("function_sizes: no functions found", file=sys.stderr)
        return 2
    functions.sort(key=lambda f: (-f[0], f[1]))
    print(
        f"{len(functions)} functions in {', '.join(args.paths)} "
        f"(median {statistics.median(f[0] for f in functions):g} lines)"
    )
    for limit in args.over:
        print(f"over {limit} lines: {sum(1 for f in functions if f[0] > limit)}")
    print("\n| lines | function | where |\n| ---: | --- | --- |")
    for length, where, name in functions[: args.top]:
        print(f"| {length} | `{name}` | {where} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
