#!/usr/bin/env python3
"""The shared compiler cache on a real Redis, side by side in one run (issue 10, item 2).

Builds the kernel library (kernels/, standalone against a cudacompat package, the default
architectures of the toolkit: on 13.0 sm_75..sm_120 SASS + compute_120 PTX) four times, each
from a fresh `git clone` of the repository's HEAD at a path of its own, a fresh build directory
and an empty local ccache directory:

  cold          node one: cudacompat + ccache + Redis, nothing cached anywhere
  warm-remote   a second node: same Redis, empty local cache (what another CI runner sees)
  plain cold    ccache set by hand (CMAKE_<LANG>_COMPILER_LAUNCHER=ccache, compiler_check=mtime),
                local cache only, empty
  plain warm    plain ccache again, same checkout, fresh build directory, its now warm local cache
                (one runner that keeps its cache: the best case without a remote)
  plain elsewhere  plain ccache, warm local cache, but a fresh clone at another path (what a
                second runner would get from plain ccache even if it shared the cache directory)

and prints the build times (the `cmake --build` step; configure is timed apart), the ratios, the
second node's ccache statistics and whether its objects are byte-identical to node one's. Also the
per-compile cost of the launcher cudacompat generates against `cmake -E env ... ccache` and bare
ccache, on cache hits of a one-line C++ file.

    bench/cache/bench_compiler_cache.py --package-dir build [--archs 90-real] [--keep]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(REPO, "tests", "cache"))
from redis_server import RedisServer  # noqa: E402
from private_ccache import Ccache  # noqa: E402

CUDA_13_0 = "/usr/local/cuda-13.0"


def objects(build):
    """The targets' objects (<target>.dir/...), not the ones CMake's compiler checks left behind."""
    found = {}
    for root, _, files in os.walk(build):
        for name in files:
            if name.endswith(".o") and ".dir" + os.sep in os.path.join(root, ""):
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    found[os.path.relpath(path, build)] = f.read()
    return found


def node(work, name, package_dir, options, env, jobs, checkout=None):
    """Clone (or reuse `checkout`'s clone), configure a fresh build directory, build; returns
    (configure s, build s, build dir)."""
    source = os.path.join(work, checkout or name, "src")
    if checkout is None:
        subprocess.run(["git", "clone", "--quiet", REPO, source], check=True)
    build = os.path.join(work, checkout or name, "build")
    shutil.rmtree(build, ignore_errors=True)
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("CUDACOMPAT_", "CCACHE_", "SCCACHE_"))}
    full_env = {**clean, **env}
    start = time.perf_counter()
    subprocess.run(
        [
            "cmake",
            "-S",
            os.path.join(source, "kernels"),
            "-B",
            build,
            "-G",
            "Ninja",
            "-DCMAKE_BUILD_TYPE=Release",
            f"-Dcudacompat_DIR={package_dir}",
            f"-DCUDAToolkit_ROOT={CUDA_13_0}",
            "-DCUDACOMPAT_KERNELS_BUILD_TESTS=OFF",
            *options,
        ],
        env=full_env,
        check=True,
        capture_output=True,
    )
    configured = time.perf_counter() - start
    subprocess.run(["ccache", "--zero-stats"], env=full_env, check=True, capture_output=True)
    start = time.perf_counter()
    subprocess.run(["cmake", "--build", build, f"-j{jobs}"], env=full_env, check=True, capture_output=True)
    built = time.perf_counter() - start
    print(f"  {name:12s} configure {configured:6.1f} s   build {built:7.1f} s", flush=True)
    return configured, built, build


def launcher_overhead(work, generated, remote_env, runs=40):
    """ms per cache hit: bare ccache, the minimal script (identity only, as generated before issue 23),
    the launcher cudacompat generated for node one (identity, base directory, and the remote looked up
    at each compile), `cmake -E env` in front of ccache."""
    directory = os.path.join(work, "overhead")
    env = {**os.environ, **Ccache(os.path.join(directory, "ccache")).env(), **remote_env}
    source = os.path.join(directory, "t.cpp")
    with open(source, "w") as f:
        f.write("int twice(int x) { return 2 * x; }\n")
    identity = "cxx=/usr/bin/c++;GNU;12.2.0"
    script = os.path.join(directory, "ccache-cxx")
    with open(script, "w") as f:
        f.write(
            f"#!/bin/sh\nCCACHE_COMPILERCHECK='string:{identity}'\n"
            'export CCACHE_COMPILERCHECK\nexec /usr/bin/ccache "$@"\n'
        )
    os.chmod(script, 0o755)
    compile_ = ["/usr/bin/c++", "-O2", "-c", source, "-o", os.path.join(directory, "t.o")]
    variants = {
        "ccache": ["ccache"],
        "minimal launcher script": [script],
        "cudacompat's generated launcher": [generated],
        "cmake -E env ... ccache": ["cmake", "-E", "env", f"CCACHE_COMPILERCHECK=string:{identity}", "ccache"],
    }
    times = {name: [] for name in variants}
    for prefix in variants.values():
        subprocess.run(prefix + compile_, env=env, check=True)  # the miss that fills the cache
    for _ in range(runs):  # alternating, so that all see the same machine state
        for name, prefix in variants.items():
            start = time.perf_counter()
            subprocess.run(prefix + compile_, env=env, check=True)
            times[name].append((time.perf_counter() - start) * 1000)
    return {name: statistics.median(t) for name, t in times.items()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package-dir", required=True, help="a cudacompat build tree (bin/cudacompat built)")
    parser.add_argument("--archs", help="CUDACOMPAT_ARCHS (default: the toolkit's default policy)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--keep", action="store_true", help="keep the scratch directory")
    args = parser.parse_args()
    package_dir = os.path.abspath(args.package_dir)
    arch_options = [f"-DCUDACOMPAT_ARCHS={args.archs}"] if args.archs else []

    work = tempfile.mkdtemp(prefix="cudacompat-cache-bench-")
    try:
        print(f"scratch {work}; kernels/ of {REPO} at HEAD, CUDA 13.0, archs: {args.archs or 'default policy'}")
        with RedisServer(os.path.join(work, "redis")) as redis:
            ours = [
                "-DCUDACOMPAT_COMPILER_CACHE=ccache",
                f"-DCUDACOMPAT_COMPILER_CACHE_REMOTE={redis.url}",
            ] + arch_options
            one_cache = Ccache(os.path.join(work, "node-one", "ccache"))
            _, cold, one_build = node(work, "node-one", package_dir, ours, one_cache.env(), args.jobs)
            two_cache = Ccache(os.path.join(work, "second-node", "ccache"))
            _, warm_remote, two_build = node(work, "second-node", package_dir, ours, two_cache.env(), args.jobs)
            two_stats = two_cache.stats()
            # Hits are local, so the remote is not asked; it is set as in a CI job all the same.
            overhead = launcher_overhead(
                work,
                os.path.join(one_build, "CMakeFiles", "cudacompat", "compiler-cache", "ccache-cxx"),
                {"CUDACOMPAT_COMPILER_CACHE_REMOTE": redis.url},
            )
        plain = [
            "-DCUDACOMPAT_COMPILER_CACHE=OFF",
            "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache",
            "-DCMAKE_CUDA_COMPILER_LAUNCHER=ccache",
        ] + arch_options
        plain_cache = Ccache(os.path.join(work, "plain-ccache"))
        _, plain_cold, _ = node(work, "plain-cold", package_dir, plain, plain_cache.env(), args.jobs)
        _, plain_warm, _ = node(
            work, "plain-warm", package_dir, plain, plain_cache.env(), args.jobs, checkout="plain-cold"
        )
        plain_stats = plain_cache.stats()
        _, plain_elsewhere, _ = node(work, "plain-elsewhere", package_dir, plain, plain_cache.env(), args.jobs)
        elsewhere_stats = plain_cache.stats()

        one, two = objects(one_build), objects(two_build)
        differing = sorted(name for name in one if one[name] != two.get(name))
        identical = sorted(one) == sorted(two) and not differing

        print()
        print("| build | seconds | vs cold |")
        print("|---|---|---|")
        for name, seconds in (
            ("cold (cudacompat + ccache + Redis, empty)", cold),
            ("warm-remote (second node: fresh clone, empty local cache)", warm_remote),
            ("plain ccache, cold (launcher by hand, local)", plain_cold),
            ("plain ccache, local warm (same checkout, fresh build dir)", plain_warm),
            ("plain ccache, warm cache but a checkout at another path", plain_elsewhere),
        ):
            print(f"| {name} | {seconds:.1f} | {cold / seconds:.1f}x |")
        print()
        print(
            f"warm-remote is {cold / warm_remote:.1f}x faster than cold; "
            f"plain ccache local warm {cold / plain_warm:.1f}x"
        )

        def hits(stats):
            return (
                f"hits {stats.get('direct_cache_hit', 0) + stats.get('preprocessed_cache_hit', 0)} "
                f"(remote {stats.get('remote_storage_hit', 0)}), misses {stats.get('cache_miss', 0)}"
            )

        print(
            f"ccache: second node {hits(two_stats)}; plain warm {hits(plain_stats)}; "
            f"plain elsewhere {hits(elsewhere_stats)}"
        )
        print(
            f"objects: {len(one)} on node one, {len(two)} on the second node, "
            + ("all byte-identical" if identical else f"DIFFERENT: {differing}")
        )
        print(
            "launcher cost per cache hit (median ms): " + ", ".join(f"{name} {ms:.1f}" for name, ms in overhead.items())
        )
        return 0 if identical and cold / warm_remote >= 10 else 1
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
