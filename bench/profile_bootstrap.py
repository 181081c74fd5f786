#!/usr/bin/env python3
"""Where the configure-time tool's build time goes, per source and per compiler.

A consumer that takes cudacompat from source builds the configure-time tool (tool/bootstrap.cmake)
in its first configure. This configures that sub-build as cmake/detail/cudacompat_bootstrap_build.cmake
does, for each compiler given, and prints
  - each source of the core object library compiled on its own (seconds, most expensive first),
    to see which of tool/bootstrap.cmake's parts (knowledge, steps, report) a change
    makes heavier;
  - the real build: the `cudacompat` target as unity files, CUDACOMPAT_BOOTSTRAP_JOBS of them, in
    parallel on every core (seconds, median of --runs), which is what a fresh configure pays.

    bench/profile_bootstrap.py [--compiler g++ --compiler clang++] [--runs 3] [--jobs N]
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tool")


def bootstrap_flags(compiler):
    """The -D flags cmake/detail/cudacompat_bootstrap_build.cmake passes for COMPILER, asked of it."""
    with tempfile.NamedTemporaryFile("w", suffix=".cmake") as script:
        script.write(
            f'include("{os.path.join(SOURCE, "..", "cmake", "detail", "cudacompat_bootstrap_build.cmake")}")\n'
            'cudacompat_detail_bootstrap_flags(flags "${COMPILER}")\n'
            'message("${flags}")\n'
        )
        script.flush()
        run = subprocess.run(
            ["cmake", f"-DCOMPILER={shutil.which(compiler)}", "-P", script.name],
            capture_output=True,
            text=True,
            check=True,
        )
    return run.stderr.strip().split(";")


def configure(build, compiler, jobs, unity):
    """The sub-build's configure, as the bootstrap runs it."""
    command = [
        "cmake",
        "-S",
        SOURCE,
        "-B",
        build,
        "-G",
        "Ninja",
        *bootstrap_flags(compiler),
        f"-DCUDACOMPAT_BOOTSTRAP_JOBS={jobs}",
        f"-DCMAKE_CXX_COMPILER={compiler}",
        "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
    ]
    if not unity:
        command += ["-DCMAKE_UNITY_BUILD=OFF"]
    subprocess.run(command, check=True, capture_output=True)


def per_source(compiler, jobs):
    """Seconds to compile each source of the core object library on its own."""
    build = tempfile.mkdtemp(prefix="cudacompat-profile-")
    try:
        configure(build, compiler, jobs, unity=True)
        subprocess.run(["ninja", "-C", build, "generated/embedded_data.cpp"], check=True, capture_output=True)
        commands = json.load(open(os.path.join(build, "compile_commands.json")))
        unity = [c for c in commands if "cudacompat_bootstrap_core" in c["command"]]
        times = []
        for entry in unity:  # each unity file names its sources in #include lines
            with open(entry["file"]) as f:
                sources = [line.split('"')[1] for line in f if line.startswith("#include")]
            for source in sources:
                command = re.sub(r" -o \S+", f" -o {os.devnull}", entry["command"].replace(entry["file"], source))
                start = time.perf_counter()
                subprocess.run(command, shell=True, cwd=entry["directory"], check=True, capture_output=True)
                times.append((time.perf_counter() - start, os.path.relpath(source, SOURCE)))
        return sorted(times, reverse=True)
    finally:
        shutil.rmtree(build, ignore_errors=True)


def whole_build(compiler, jobs, runs):
    """Median seconds of configure + build of the `cudacompat` target, as a fresh configure runs them."""
    seconds = []
    for _ in range(runs):
        build = tempfile.mkdtemp(prefix="cudacompat-profile-")
        try:
            start = time.perf_counter()
            configure(build, compiler, jobs, unity=True)
            subprocess.run(
                ["cmake", "--build", build, "--target", "cudacompat", "--parallel", str(os.cpu_count())],
                check=True,
                capture_output=True,
            )
            seconds.append(time.perf_counter() - start)
        finally:
            shutil.rmtree(build, ignore_errors=True)
    return statistics.median(seconds), min(seconds), max(seconds)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--compiler", action="append", help="a C++ compiler (repeatable); default g++ and clang++")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--jobs",
        type=int,
        default=min(os.cpu_count(), 3),
        help="CUDACOMPAT_BOOTSTRAP_JOBS (the bootstrap passes the cores, at most 3)",
    )
    parser.add_argument("--skip-per-source", action="store_true")
    args = parser.parse_args()
    compilers = [c for c in (args.compiler or ["g++", "clang++"]) if shutil.which(c)]
    for compiler in compilers:
        real = os.path.realpath(shutil.which(compiler))
        print(f"{compiler} ({real}), {os.cpu_count()} cores, CUDACOMPAT_BOOTSTRAP_JOBS={args.jobs}:")
        if not args.skip_per_source:
            times = per_source(compiler, args.jobs)
            for seconds, source in times:
                print(f"  {seconds:6.2f}  {source}")
            print(f"  {sum(t for t, _ in times):6.2f}  all core sources, one at a time")
        median, low, high = whole_build(compiler, args.jobs, args.runs)
        print(f"  configure + build of the probe's tool: {median:.2f} s (median of {args.runs}, {low:.2f}-{high:.2f})")


if __name__ == "__main__":
    main()
