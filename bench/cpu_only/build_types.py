#!/usr/bin/env python3
"""What the CPU-only-machine test (tests/cpu_only_machine) pays to build this project a second time,
with every toolkit hidden: Release (what ci/main.sh builds) against an empty CMAKE_BUILD_TYPE (-O0),
side by side in one run, each from a fresh build tree. Prints each configure and build time and the
ratio.

With no compiler launcher (the default), every object is compiled, as on a fresh machine with none.
`--launcher-from BUILD` takes the main build's CMAKE_CXX_COMPILER_LAUNCHER (ci/main.sh's ccache,
ci/ccache-launcher.sh), as the test does: each tree then takes what it can from the cache the main
build filled, and its hits and misses are printed (ccache's own counts, zeroed before each build).
The work dir must then lie inside that build tree, as the test's does (CCACHE_BASEDIR is the build).

    bench/cpu_only/build_types.py --source . --work-dir /tmp/cpu-only-bench
    bench/cpu_only/build_types.py --source . --launcher-from build --work-dir build/cpu-only-bench
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment  # noqa: E402

BUILD_TYPES = {"Release": "-DCMAKE_BUILD_TYPE=Release", "unoptimised": "-DCMAKE_BUILD_TYPE="}


def cache_launcher(build):
    """The CMAKE_CXX_COMPILER_LAUNCHER the build tree was configured with, or exit saying there is none."""
    with open(os.path.join(build, "CMakeCache.txt")) as f:
        found = re.search(r"^CMAKE_CXX_COMPILER_LAUNCHER:\w+=(.+)$", f.read(), re.M)
    if not found:
        sys.exit(f"{build} has no CMAKE_CXX_COMPILER_LAUNCHER (configure it as ci/main.sh does)")
    return found.group(1)


def cache_counts(launcher, env):
    """ccache's hits and misses since it was last zeroed, asked through the launcher (its cache)."""
    stats = subprocess.run([launcher, "--print-stats"], env=env, capture_output=True, text=True, check=True).stdout
    counts = dict(line.split("\t") for line in stats.splitlines() if "\t" in line)
    hits = int(counts["direct_cache_hit"]) + int(counts["preprocessed_cache_hit"])
    return hits, int(counts["cache_miss"])


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
    parser.add_argument(
        "--launcher-from", metavar="BUILD", help="the main build, whose compiler launcher each tree uses"
    )
    args = parser.parse_args()
    env = hidden_toolkits_environment()
    for name in ("CMAKE_CXX_COMPILER_LAUNCHER", "CMAKE_C_COMPILER_LAUNCHER"):
        env.pop(name, None)  # every object compiled, as on a fresh CI machine, unless --launcher-from
    launcher = cache_launcher(args.launcher_from) if args.launcher_from else None
    launcher_args = [f"-DCMAKE_CXX_COMPILER_LAUNCHER={launcher}"] if launcher else []
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
                *launcher_args,
            ],
            env,
        )
        if launcher:
            subprocess.run([launcher, "--zero-stats"], env=env, capture_output=True, check=True)
        results[name] = (configure, timed(["cmake", "--build", build, "-j2"], env))
        counts = "  ccache hits {} misses {}".format(*cache_counts(launcher, env)) if launcher else ""
        print(f"{name:12s} configure {configure:6.1f} s  build {results[name][1]:6.1f} s{counts}", flush=True)
        shutil.rmtree(build, ignore_errors=True)
    ratio = results["unoptimised"][1] / results["Release"][1]
    print(f"build time, unoptimised / Release: {ratio:.2f}")


if __name__ == "__main__":
    main()
