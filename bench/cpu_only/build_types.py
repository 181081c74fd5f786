#!/usr/bin/env python3
"""What the CPU-only-machine test (tests/cpu_only_machine) pays to build this project a second time,
with every toolkit hidden: Release (what ci/main.sh builds) against an empty CMAKE_BUILD_TYPE (-O0,
what the test builds), side by side in one run, each from a fresh build tree, no compiler launcher.
Prints each configure and build time and the ratio.

    bench/cpu_only/build_types.py --source . --work-dir /tmp/cpu-only-bench
"""

import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment  # noqa: E402

BUILD_TYPES = {"Release": "-DCMAKE_BUILD_TYPE=Release", "unoptimised": "-DCMAKE_BUILD_TYPE="}


def timed(command, env):
    start = time.monotonic()
    run = subprocess.run(hidden_toolkits_command(command), env=env, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"{' '.join(command)} failed (exit {run.returncode}):\n{(run.stdout + run.stderr)[-4000:]}")
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", default=ROOT)
    parser.add_argument("--work-dir", required=True)
    args = parser.parse_args()
    env = hidden_toolkits_environment()
    for name in ("CMAKE_CXX_COMPILER_LAUNCHER", "CMAKE_C_COMPILER_LAUNCHER"):
        env.pop(name, None)  # every object compiled, as on a fresh CI machine
    results = {}
    for name, build_type in BUILD_TYPES.items():
        build = os.path.join(os.path.abspath(args.work_dir), name)
        shutil.rmtree(build, ignore_errors=True)
        configure = timed(
            [
                "cmake",
                "-S",
                os.path.abspath(args.source),
                "-B",
                build,
                "-G",
                "Ninja",
                build_type,
                "-DCUDACOMPAT_BUILD_TESTS=ON",
                "-DCUDACOMPAT_WERROR=ON",
            ],
            env,
        )
        results[name] = (configure, timed(["cmake", "--build", build, "-j2"], env))
        print(f"{name:12s} configure {configure:6.1f} s  build {results[name][1]:6.1f} s", flush=True)
        shutil.rmtree(build, ignore_errors=True)
    ratio = results["unoptimised"][1] / results["Release"][1]
    print(f"build time, unoptimised / Release: {ratio:.2f}")


if __name__ == "__main__":
    main()
