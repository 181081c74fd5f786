#!/usr/bin/env python3
"""The whole project, tests included, configured with one toolkit of the matrix selected.

    build_project.py --version 12.4 --source-dir <cudacompat> --work-dir <scratch> --tool <bin/cudacompat>
                     [--search-path /opt/cudacompat/toolkits] [--archs 90-real] [--werror ON]

Configures cudacompat itself (CUDACOMPAT_BUILD_TESTS=ON) into a fresh <scratch>/project with
CUDACOMPAT_TOOLKIT_SEARCH_PATH and CUDACOMPAT_CUDA_VERSION selecting the toolkit and one
architecture, checks that the probe chose that toolkit and turned CUDA on, then builds every
target that compiles CUDA code or includes the toolkit's headers or the generated config.h:
the kernel library and its tests, the audit fixtures (cudacompat_audit_fixtures) and the unit
test of config.h. Then configures and builds the integration consumer (tests/integration/consumer)
against that build tree with the same toolkit. Not the C++ tool: it does not depend on the
toolkit, and the already-built one (--tool) runs the probes, so no bootstrap build either.
Prints the time of each step. Exit 0 pass, 1 fail (with the output of the failing step).
ctest runs build() as test_toolkit_matrix.py's test_project_build[project_builds_with_cuda_<version>], for each of
VERSIONS (--list gives them to CMake).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

# Ninja targets: CUDA sources, or C++ sources that include CUDA headers or cudacompat/config.h.
TARGETS = [
    "cudacompat_kernels",
    "cudacompat_kernels_test",
    "cudacompat_kernels_driver_test",
    "cudacompat_audit_fixtures",
    "tests/probe/CMakeFiles/cudacompat_probe_tests.dir/config_header_test.cpp.o",
]


# The toolkits of the matrix the whole project is built with (the default build covers the
# preinstalled 13.0).
VERSIONS = ("11.8", "12.4", "13.5")


class Failure(Exception):
    pass


def step(name, command, timings, timeout):
    start = time.monotonic()
    run = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    timings[name] = round(time.monotonic() - start, 1)
    print(f"{name}: {timings[name]} s (exit {run.returncode})", flush=True)
    if run.returncode != 0:
        raise Failure(
            f"{name} failed (exit {run.returncode}): {' '.join(command)}\n{run.stdout[-6000:]}{run.stderr[-4000:]}"
        )
    return run


def build(version, source_dir, work_dir, tool, search_path="/opt/cudacompat/toolkits", archs="90-real", werror="OFF"):
    """Configures and builds the project and the consumer with CUDA `version` selected; raises Failure
    (or TimeoutExpired) at the first step that fails."""
    shutil.rmtree(work_dir, ignore_errors=True)
    os.makedirs(work_dir)
    project = os.path.join(work_dir, "project")
    consumer = os.path.join(work_dir, "consumer")
    selection = [
        f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={search_path}",
        f"-DCUDACOMPAT_CUDA_VERSION={version}",
        "-DCUDACOMPAT_CUDA=ON",
        "-DCUDACOMPAT_HOST_COMPILER=auto",
        f"-DCUDACOMPAT_ARCHS={archs}",
        f"-DCUDACOMPAT_EXECUTABLE={tool}",
    ]
    timings = {}
    step(
        "configure",
        [
            "cmake",
            "-S",
            source_dir,
            "-B",
            project,
            "-G",
            "Ninja",
            "-DCMAKE_BUILD_TYPE=Release",
            "-DCUDACOMPAT_BUILD_TESTS=ON",
            f"-DCUDACOMPAT_WERROR={werror}",
            *selection,
        ],
        timings,
        600,
    )
    with open(os.path.join(project, "cudacompat-probe.json")) as f:
        report = json.load(f)
    found = report["toolkit"]["version"]["value"] if report["toolkit"]["found"] else ""
    if not (found == version or found.startswith(version + ".")):
        raise Failure(f"CUDACOMPAT_CUDA_VERSION={version} selected CUDA {found or 'nothing'}")
    if report["decision"]["build_cuda"] is not True:
        raise Failure(f"CUDA is off with {found}: {report['decision']['reason']}")
    print(
        f"selected CUDA {found} at {report['toolkit']['root']['value']}, "
        f"host compiler {report['host_compiler']['path']}, architectures {report['architectures']['value']}"
    )
    step("build", ["cmake", "--build", project, "-j2", "--target", *TARGETS], timings, 1200)
    step(
        "configure consumer",
        [
            "cmake",
            "-S",
            os.path.join(source_dir, "tests", "integration", "consumer"),
            "-B",
            consumer,
            "-G",
            "Ninja",
            f"-Dcudacompat_DIR={project}",
            *selection,
        ],
        timings,
        600,
    )
    step("build consumer", ["cmake", "--build", consumer, "-j2"], timings, 600)
    print(f"PASSED: CUDA {found}, total {round(sum(timings.values()), 1)} s " + json.dumps(timings))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="print VERSIONS, one a line")
    parser.add_argument("--version", help="CUDACOMPAT_CUDA_VERSION, e.g. 12.4")
    parser.add_argument("--source-dir")
    parser.add_argument("--work-dir")
    parser.add_argument("--tool", help="a built bin/cudacompat (CUDACOMPAT_EXECUTABLE)")
    parser.add_argument("--search-path", default="/opt/cudacompat/toolkits")
    parser.add_argument("--archs", default="90-real")
    parser.add_argument("--werror", default="OFF", help="CUDACOMPAT_WERROR for the scratch build")
    args = parser.parse_args()
    if args.list:
        print("\n".join(VERSIONS))
        return 0
    if not (args.version and args.source_dir and args.work_dir and args.tool):
        parser.error("--version, --source-dir, --work-dir and --tool are needed")
    try:
        build(args.version, args.source_dir, args.work_dir, args.tool, args.search_path, args.archs, args.werror)
    except (Failure, subprocess.TimeoutExpired) as error:
        print(f"FAILED: {error}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
