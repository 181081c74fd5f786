#!/usr/bin/env python3
"""What cudacompat's probes cost a CMake configure, measured side by side.

Configures two projects that build the same one-kernel library, alternating runs so that both
see the same machine state:
  bare        project(... LANGUAGES CXX CUDA), nothing else (what a project has without cudacompat)
  cudacompat  project(... LANGUAGES CXX) + find_package(cudacompat) + cudacompat_configure():
              discovery, identification, host-compiler check, architectures, feature probes,
              config.h and the probe report
each cold (a fresh build directory) and as a no-change reconfigure, and prints the medians and the
differences. Targets (issue 2): at most +1 s cold, +0.2 s on a no-change reconfigure.

    bench/configure_overhead.py --package-dir build [--runs 7]
"""

import argparse
import os
import shutil
import statistics
import tempfile

from configure_projects import BARE, FIND_PACKAGE, make_project, timed_configure


def configure(source, build, package_dir):
    return timed_configure(source, build, [f"-Dcudacompat_DIR={package_dir}"])[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--package-dir", required=True, help="a cudacompat build tree (holds cudacompatConfig.cmake)")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    package_dir = os.path.abspath(args.package_dir)

    root = tempfile.mkdtemp(prefix="cudacompat-bench-")
    try:
        projects = {
            "bare": make_project(root, "bare", BARE),
            "cudacompat": make_project(root, "cudacompat", FIND_PACKAGE),
        }
        cold = {name: [] for name in projects}
        warm = {name: [] for name in projects}
        for run in range(args.runs):
            for name, source in projects.items():
                build = os.path.join(root, f"build-{name}-{run}")
                cold[name].append(configure(source, build, package_dir))
                warm[name].append(configure(source, build, package_dir))
                shutil.rmtree(build)
        print(f"configure times over {args.runs} runs each (median, min-max), seconds:")
        for label, table in (("cold", cold), ("no-change reconfigure", warm)):
            for name in projects:
                values = table[name]
                print(f"  {label:22} {name:11} {statistics.median(values):6.3f}  ({min(values):.3f}-{max(values):.3f})")
        cold_delta = statistics.median(cold["cudacompat"]) - statistics.median(cold["bare"])
        warm_delta = statistics.median(warm["cudacompat"]) - statistics.median(warm["bare"])
        print(f"cudacompat adds {cold_delta:+.3f} s to a cold configure (target <= +1.0 s)")
        print(f"cudacompat adds {warm_delta:+.3f} s to a no-change reconfigure (target <= +0.2 s)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
