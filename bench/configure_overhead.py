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
import subprocess
import tempfile
import time

KERNEL = """
#include <cstddef>
__global__ void scale(float a, float* x, std::size_t n) {
  std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
  if (i < n) x[i] *= a;
}
"""

BARE = """cmake_minimum_required(VERSION 3.25)
project(bare LANGUAGES CXX CUDA)
add_library(k STATIC k.cu)
"""

WITH_CUDACOMPAT = """cmake_minimum_required(VERSION 3.25)
project(withcc LANGUAGES CXX)
find_package(cudacompat REQUIRED CONFIG)
cudacompat_configure()
add_library(k STATIC k.cu)
target_link_libraries(k PRIVATE cudacompat::config)
"""


def make_project(root, name, cmakelists):
    source = os.path.join(root, name)
    os.makedirs(source)
    with open(os.path.join(source, "CMakeLists.txt"), "w") as f:
        f.write(cmakelists)
    with open(os.path.join(source, "k.cu"), "w") as f:
        f.write(KERNEL)
    return source


def configure(source, build, package_dir):
    command = ["cmake", "-S", source, "-B", build, "-G", "Ninja", f"-Dcudacompat_DIR={package_dir}"]
    env = dict(os.environ)
    env.pop("CUDAARCHS", None)
    start = time.perf_counter()
    run = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(f"configure of {source} failed:\n{run.stdout}{run.stderr}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--package-dir", required=True, help="a cudacompat build tree (holds cudacompatConfig.cmake)")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    package_dir = os.path.abspath(args.package_dir)

    root = tempfile.mkdtemp(prefix="cudacompat-bench-")
    try:
        projects = {"bare": make_project(root, "bare", BARE),
                    "cudacompat": make_project(root, "cudacompat", WITH_CUDACOMPAT)}
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
