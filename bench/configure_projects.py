"""What the configure benchmarks share: the one-kernel consumer projects and a timed configure.

Used by configure_overhead.py (find_package consumers) and configure_fetchcontent.py (consumers
that take cudacompat from source), so that both time the same projects the same way.
"""

import os
import subprocess
import time

KERNEL = """
#include <cstddef>
__global__ void scale(float a, float* x, std::size_t n) {
  std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x;
  if (i < n) x[i] *= a;
}
"""

# What a project has without cudacompat.
BARE = """cmake_minimum_required(VERSION 3.25)
project(bare LANGUAGES CXX CUDA)
add_library(k STATIC k.cu)
"""

# What every cudacompat consumer does once cudacompat's functions are available.
CONSUMER_TAIL = """cudacompat_configure()
add_library(k STATIC k.cu)
target_link_libraries(k PRIVATE cudacompat::config)
"""

FIND_PACKAGE = (
    """cmake_minimum_required(VERSION 3.25)
project(withcc LANGUAGES CXX)
find_package(cudacompat REQUIRED CONFIG)
"""
    + CONSUMER_TAIL
)


def make_project(root, name, cmakelists):
    """ROOT/NAME with CMAKELISTS and the kernel; returns its path."""
    source = os.path.join(root, name)
    os.makedirs(source)
    with open(os.path.join(source, "CMakeLists.txt"), "w") as f:
        f.write(cmakelists)
    with open(os.path.join(source, "k.cu"), "w") as f:
        f.write(KERNEL)
    return source


def timed_configure(source, build, extra):
    """(seconds, stdout) of `cmake -S SOURCE -B BUILD -G Ninja EXTRA...`; exits with the output on failure.

    CUDAARCHS and CUDACOMPAT_TOOL_CACHE are left out of the environment: the benchmarks choose both.
    """
    command = ["cmake", "-S", source, "-B", build, "-G", "Ninja", *extra]
    env = dict(os.environ)
    env.pop("CUDAARCHS", None)
    env.pop("CUDACOMPAT_TOOL_CACHE", None)
    start = time.perf_counter()
    run = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(f"configure of {source} failed:\n{run.stdout}{run.stderr}")
    return elapsed, run.stdout
