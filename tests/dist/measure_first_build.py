"""What the toolchains cost a first distributed build, measured: the kernel units of test_dist.py
through `sccache nvcc` on a fresh cluster (a server that has no archive yet) and a fresh client, with
sccache packaging the toolchains itself at the first compile, with the archives of
cmake/detail/cudacompat_compiler_dist.py made beforehand (path_override), and again on the same server with a fresh
object cache (the archives already there); against the same units compiled locally.

    python3 tests/dist/measure_first_build.py --package-dir build --work-dir /tmp/dist-measure [--nvcc ...]
"""

import argparse
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# The product's toolchain archives (cudacompat_configure() makes them with the same module): one owner.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "cmake", "detail"))
from test_dist import CUDA_13, UNITS, SccacheClient, compile_units, distributed  # noqa: E402
from dist_cluster import DistCluster  # noqa: E402
from cudacompat_compiler_dist import path_override_entries, toolchain_archives  # noqa: E402


def timed_build(cluster, work, name, package_dir, nvcc, ccbin, toolchains=()):
    tree = os.path.join(work, name)
    config = cluster.client_config(
        os.path.join(tree, "client.toml"), os.path.join(tree, "client"), toolchains=toolchains
    )
    with SccacheClient(tree, config) as client:
        start = time.monotonic()
        compile_units(os.path.join(tree, "objects"), package_dir, nvcc, ["sccache"], client.env, ccbin)
        seconds = time.monotonic() - start
        stats = client.stats()
    return seconds, distributed(stats), stats["dist_errors"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-dir", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--nvcc", default=CUDA_13)
    parser.add_argument("--ccbin")
    args = parser.parse_args()
    work = os.path.abspath(args.work_dir)
    shutil.rmtree(work, ignore_errors=True)
    package_dir = os.path.abspath(args.package_dir)
    rows = []
    start = time.monotonic()
    compile_units(os.path.join(work, "local"), package_dir, args.nvcc, ccbin=args.ccbin)
    rows.append(("local (no sccache)", time.monotonic() - start, 0, 0))
    with DistCluster(os.path.join(work, "cluster-auto")) as cluster:
        rows.append(
            (
                "fresh server, sccache packages the toolchains",
                *timed_build(cluster, work, "auto", package_dir, args.nvcc, args.ccbin),
            )
        )
    start = time.monotonic()
    manifest = toolchain_archives(args.nvcc, os.path.join(work, "toolchain-cache"), ccbin=args.ccbin)
    made = time.monotonic() - start
    entries = path_override_entries(manifest)
    with DistCluster(os.path.join(work, "cluster-premade")) as cluster:
        rows.append(
            (
                "fresh server, archives made beforehand",
                *timed_build(cluster, work, "premade", package_dir, args.nvcc, args.ccbin, entries),
            )
        )
        rows.append(
            (
                "same server again (archives there), fresh object cache",
                *timed_build(cluster, work, "again", package_dir, args.nvcc, args.ccbin, entries),
            )
        )
    size = sum(p["bytes"] for p in manifest["programs"].values())
    print(
        f"{len(UNITS)} units of kernels/ for sm_90, {args.nvcc}; archives made beforehand in {made:.1f} s "
        f"({size / 1e6:.1f} MB, 4 archives)"
    )
    print("| build | wall s | distributed jobs | dist errors |\n|---|---|---|---|")
    for name, seconds, jobs, errors in rows:
        print(f"| {name} | {seconds:.1f} | {jobs} | {errors} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
