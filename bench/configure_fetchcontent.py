#!/usr/bin/env python3
"""What a consumer that takes cudacompat from source pays at configure time, side by side.

Projects that take cudacompat with add_subdirectory or FetchContent have no installed tool: their
configure builds the configure-time tool, or takes it from the tool cache (CUDACOMPAT_TOOL_CACHE).
This configures, in one run and alternating so that all see the same machine state:
  bare                     project(... LANGUAGES CXX CUDA) and a one-kernel library, nothing else
  subdirectory fresh       add_subdirectory(<cudacompat source>) + cudacompat_configure(), with an
                           empty tool cache (a fresh machine or CI job: the tool is built, with
                           clang++ when there is one)
  subdirectory fresh g++   the same, the tool built by g++ (CUDACOMPAT_BOOTSTRAP_CXX=g++): a machine
                           without clang++
  subdirectory warm        the same, with the tool cache filled by an earlier configure of the
                           same source (another build tree, or a restored CI cache)
  fetchcontent fresh/warm  FetchContent_Declare(GIT_REPOSITORY <local clone URL> GIT_TAG <HEAD>):
                           the same, plus the clone (the committed HEAD of the source is measured)
  fetchcontent empty       the bare project plus FetchContent of a repository holding one empty
                           CMakeLists.txt: what FetchContent itself costs (CMake 3.25 clones in a
                           sub-build), so that the FetchContent rows can also be read against it
  find_package             find_package(cudacompat) of a built cudacompat (--package-dir): the
                           installed tool, no bootstrap at all
each in a fresh build directory, and prints the medians and the differences to bare.
Targets (issue 10): fresh <= bare + 5 s, warm <= bare + 1 s, find_package about bare + 0.03 s.

    bench/configure_fetchcontent.py [--source .] [--package-dir build] [--runs 5] [--skip-fresh-fetchcontent]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import tempfile

from configure_projects import BARE, CONSUMER_TAIL, FIND_PACKAGE, make_project, timed_configure

SUBDIRECTORY = (
    """cmake_minimum_required(VERSION 3.25)
project(subdirectory LANGUAGES CXX)
add_subdirectory("{source}" cudacompat)
"""
    + CONSUMER_TAIL
)

FETCHCONTENT = (
    """cmake_minimum_required(VERSION 3.25)
project(fetchcontent LANGUAGES CXX)
include(FetchContent)
FetchContent_Declare(cudacompat GIT_REPOSITORY "{source}" GIT_TAG {commit})
FetchContent_MakeAvailable(cudacompat)
"""
    + CONSUMER_TAIL
)

FETCH_EMPTY = """cmake_minimum_required(VERSION 3.25)
project(fetchempty LANGUAGES CXX CUDA)
include(FetchContent)
FetchContent_Declare(empty GIT_REPOSITORY "{source}" GIT_TAG {commit})
FetchContent_MakeAvailable(empty)
add_library(k STATIC k.cu)
"""


def empty_repository(root):
    """A git repository of one commit holding an empty CMakeLists.txt; returns (path, commit)."""
    path = os.path.join(root, "empty-repository")
    os.makedirs(path)
    with open(os.path.join(path, "CMakeLists.txt"), "w") as f:
        f.write("cmake_minimum_required(VERSION 3.25)\n")
    git = ["git", "-C", path, "-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "CMakeLists.txt"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "empty"], check=True)
    commit = subprocess.run(git + ["rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    return path, commit


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--source",
        default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
        help="the cudacompat source tree (a git checkout, for the FetchContent consumer)",
    )
    parser.add_argument("--package-dir", help="a cudacompat build tree, for the find_package consumer (optional)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--skip-fresh-fetchcontent",
        action="store_true",
        help="leave out the FetchContent consumer's fresh runs (each builds the tool again)",
    )
    args = parser.parse_args()
    source = os.path.abspath(args.source)
    commit = subprocess.run(
        ["git", "-C", source, "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()

    root = tempfile.mkdtemp(prefix="cudacompat-bench-fetch-")
    try:
        projects = {
            "bare": make_project(root, "bare", BARE),
            "subdirectory": make_project(root, "subdirectory", SUBDIRECTORY.format(source=source)),
            "fetchcontent": make_project(root, "fetchcontent", FETCHCONTENT.format(source=source, commit=commit)),
        }
        empty, empty_commit = empty_repository(root)
        projects["fetchcontent empty"] = make_project(
            root, "fetchempty", FETCH_EMPTY.format(source=empty, commit=empty_commit)
        )
        # The shared, warm tool cache: filled once by a configure that is not timed.
        warm_cache = os.path.join(root, "warm-tool-cache")
        timed_configure(
            projects["subdirectory"], os.path.join(root, "prime"), [f"-DCUDACOMPAT_TOOL_CACHE={warm_cache}"]
        )
        shutil.rmtree(os.path.join(root, "prime"))

        variants = [
            ("bare", "bare", None),
            ("subdirectory fresh", "subdirectory", "fresh"),
            ("subdirectory fresh g++", "subdirectory", "fresh-gcc"),
            ("subdirectory warm", "subdirectory", "warm"),
            ("fetchcontent empty", "fetchcontent empty", None),
            ("fetchcontent warm", "fetchcontent", "warm"),
        ]
        if not args.skip_fresh_fetchcontent:
            variants.append(("fetchcontent fresh", "fetchcontent", "fresh"))
        if args.package_dir:
            projects["find_package"] = make_project(root, "find_package", FIND_PACKAGE)
            variants.append(("find_package", "find_package", None))
        times = {label: [] for label, _, _ in variants}
        for run in range(args.runs):
            for label, project, cache in variants:
                build = os.path.join(root, f"build-{run}-{label.replace(' ', '-')}")
                extra = []
                if cache == "warm":
                    extra.append(f"-DCUDACOMPAT_TOOL_CACHE={warm_cache}")
                elif cache and cache.startswith("fresh"):
                    extra.append(f"-DCUDACOMPAT_TOOL_CACHE={tempfile.mkdtemp(prefix='empty-tool-cache-', dir=root)}")
                if cache == "fresh-gcc":  # a machine without clang++: the project's GCC builds the tool
                    extra.append("-DCUDACOMPAT_BOOTSTRAP_CXX=g++")
                if project == "find_package":
                    extra.append(f"-Dcudacompat_DIR={os.path.abspath(args.package_dir)}")
                elapsed, output = timed_configure(projects[project], build, extra)
                if cache == "warm" and "(tool cache)" not in output:
                    raise SystemExit(f"{label}: the tool did not come from the tool cache:\n{output}")
                if cache and cache.startswith("fresh") and "building the configure-time tool" not in output:
                    raise SystemExit(f"{label}: the tool was not built:\n{output}")
                times[label].append(elapsed)
                shutil.rmtree(build)
        print(
            f"cold configure times over {args.runs} runs each (median, min-max), seconds; "
            f"source {source} @ {commit[:12]}:"
        )
        bare = statistics.median(times["bare"])
        fetch_empty = statistics.median(times["fetchcontent empty"])
        for label, project, _ in variants:
            values = times[label]
            median = statistics.median(values)
            delta = "" if label == "bare" else f"  bare {median - bare:+7.3f}"
            if project == "fetchcontent":
                delta += f"  fetchcontent empty {median - fetch_empty:+7.3f}"
            print(f"  {label:22} {median:7.3f}  ({min(values):.3f}-{max(values):.3f}){delta}")
        print(
            "targets: fresh <= bare + 5 s, warm <= bare + 1 s, find_package about bare + 0.03 s;\n"
            "the FetchContent rows also against FetchContent of an empty repository, which costs what it costs "
            "without cudacompat"
        )
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
