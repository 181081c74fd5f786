#!/usr/bin/env python3
"""How fast `cudacompat matrix` writes a CI matrix, side by side with scripting it from `cudacompat pin`.

  matrix      `cudacompat matrix --cuda '>=11.8,<14' --host-compilers gcc,clang --format github`: every
              release's jobs (compilers, architectures, pins) in one process.
  pin loop    what a CI script does without it: one `cudacompat pin --cuda X --no-comments` per release
              of the same range (the pins only; compilers and architectures would still be typed by hand).

Both medians include process start. Prints each and the ratio.

usage: bench_matrix.py CUDACOMPAT [--runs N]
"""

import argparse
import json
import statistics
import subprocess
import time

RANGE = ">=11.8,<14"


def timed(commands, runs):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        for command in commands:
            subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cudacompat")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    matrix = [args.cudacompat, "matrix", "--cuda", RANGE, "--host-compilers", "gcc,clang", "--format", "github"]
    jobs = json.loads(subprocess.run(matrix, capture_output=True, text=True, check=True).stdout)["include"]
    releases = sorted({job["cuda"] for job in jobs}, key=lambda v: tuple(map(int, v.split("."))))
    loop = [[args.cudacompat, "pin", "--cuda", cuda, "--no-comments"] for cuda in releases]
    one = timed([matrix], args.runs)
    many = timed(loop, args.runs)
    print(f"matrix    {len(jobs)} jobs over {len(releases)} releases: {one * 1000:.1f} ms (median of {args.runs})")
    print(f"pin loop  {len(releases)} processes, pins only:        {many * 1000:.1f} ms (median of {args.runs})")
    print(f"ratio     pin loop / matrix = {many / one:.1f}x")


if __name__ == "__main__":
    main()
