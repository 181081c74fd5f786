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


class Failure(Exception):
    pass


def step(name, command, timings, timeout):
    start = time.monotonic()
    run = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    timings[name] = round(time.monotonic() - start, 1)
    print(f"{name}: {timings[name]} s (exit {run.returncode})", flush=True)
    if run.returncode != 0:
        raise Failure(f"{name} failed (exit {run.returncode}): {' '.join(command)}\n"
                      f"{run.stdout[-6000:]}{run.stderr[-4000:]}")
    return run


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", required=True, help="CUDACOMPAT_CUDA_VERSION, e.g. 12.4")
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--tool", required=True, help="a built bin/cudacompat (CUDACOMPAT_EXECUTABLE)")
    parser.add_argument("--search-path", default="/opt/cudacompat/toolkits")
    parser.add_argument("--archs", default="90-real")
    parser.add_argument("--werror", default="OFF", help="CUDACOMPAT_WERROR for the scratch build")
    args = parser.parse_args()

    shutil.rmtree(args.work_dir, ignore_errors=True)
    os.makedirs(args.work_dir)
    project = os.path.join(args.work_dir, "project")
    consumer = os.path.join(args.work_dir, "consumer")
    selection = [f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={args.search_path}", f"-DCUDACOMPAT_CUDA_VERSION={args.version}",
                 "-DCUDACOMPAT_CUDA=ON", "-DCUDACOMPAT_HOST_COMPILER=auto", f"-DCUDACOMPAT_ARCHS={args.archs}",
                 f"-DCUDACOMPAT_EXECUTABLE={args.tool}"]
    timings = {}
    try:
        step("configure", ["cmake", "-S", args.source_dir, "-B", project, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                           "-DCUDACOMPAT_BUILD_TESTS=ON", f"-DCUDACOMPAT_WERROR={args.werror}", *selection],
             timings, 600)
        with open(os.path.join(project, "cudacompat-probe.json")) as f:
            report = json.load(f)
        version = report["toolkit"]["version"]["value"] if report["toolkit"]["found"] else ""
        if not (version == args.version or version.startswith(args.version + ".")):
            raise Failure(f"CUDACOMPAT_CUDA_VERSION={args.version} selected CUDA {version or 'nothing'}")
        if report["decision"]["build_cuda"] is not True:
            raise Failure(f"CUDA is off with {version}: {report['decision']['reason']}")
        print(f"selected CUDA {version} at {report['toolkit']['root']['value']}, "
              f"host compiler {report['host_compiler']['path']}, architectures {report['architectures']['value']}")
        step("build", ["cmake", "--build", project, "-j2", "--target", *TARGETS], timings, 1200)
        step("configure consumer", ["cmake", "-S", os.path.join(args.source_dir, "tests", "integration", "consumer"),
                                    "-B", consumer, "-G", "Ninja", f"-Dcudacompat_DIR={project}", *selection],
             timings, 600)
        step("build consumer", ["cmake", "--build", consumer, "-j2"], timings, 600)
    except (Failure, subprocess.TimeoutExpired) as error:
        print(f"FAILED: {error}")
        return 1
    print(f"PASSED: CUDA {version}, total {round(sum(timings.values()), 1)} s " + json.dumps(timings))
    return 0


if __name__ == "__main__":
    sys.exit(main())
