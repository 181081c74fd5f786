#!/usr/bin/env python3
"""cudacompat itself on a machine with no CUDA toolkit (label `cpu-only-machine`).

The project promises that `cmake -S . -B b && cmake --build b && ctest --test-dir b` works on a
CPU-only machine: configure chooses CPU-only (AUTO), nothing in the build runs nvcc or links a CUDA
library, and the tests that need a toolkit skip with the reason. This runs the project's own
configure in a private mount namespace where every toolkit is hidden (tests/support/
hidden_toolkits.py), then:
  1. checks the configure's decision, summary and header;
  2. checks every command of the `all` target (`ninja -t commands all`): none runs nvcc or
     compiles against cuda.h or links a CUDA library;
  3. builds the kernel library's tests (the one part of `all` that differs between CPU-only and
     CUDA builds) and runs `ctest -L kernels`.
The C++ of the tool and its tests compiles the same with or without a toolkit (2. shows it needs
none), so CI does not pay for building it twice; `--full` builds all of `all` and runs the unit,
kernels and audit labels too (the whole tool and its tests compiled once more), for a release
check. `--configure-arg` passes a setting to the configure (e.g. -DCUDACOMPAT_WERROR=ON); a
CMAKE_CXX_COMPILER_LAUNCHER in the environment (ccache) is CMake's default for the new tree.

    check.py --source <cudacompat source> --work-dir <scratch> [--full] [--configure-arg -DX=Y ...]
Exit 0 pass, 1 fail (with the reason), 77 skipped (with the reason).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "support"))
from case_checks import check, run_case  # noqa: E402
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment  # noqa: E402

# A command that needs a toolkit: runs nvcc, includes from a CUDA include directory, or links a
# CUDA library (the driver's stub included).
NEEDS_A_TOOLKIT = re.compile(r"(^|[\s/'\"])nvcc(\s|$)|-lcuda\b|-lcudart\b|-lcublas|/lib(64)?/stubs\b|cuda_runtime")


def run_hidden(command, timeout, cwd=None):
    run = subprocess.run(hidden_toolkits_command(command), env=hidden_toolkits_environment(), cwd=cwd,
                         capture_output=True, text=True, timeout=timeout)
    return run.returncode, run.stdout + run.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--full", action="store_true", help="build all of `all` and run the unit, kernels and audit labels")
    parser.add_argument("--configure-arg", action="append", default=[], help="a -D setting for the configure")
    args = parser.parse_args()
    build = os.path.join(os.path.abspath(args.work_dir), "build")
    shutil.rmtree(build, ignore_errors=True)
    return run_case(lambda: check_cpu_only_machine(os.path.abspath(args.source), build, args.full, args.configure_arg))


def check_cpu_only_machine(source, build, full, configure_args):
    # 1. The project's configure, as a user types it (Ninja: step 2 reads its command list).
    code, output = run_hidden(["cmake", "-S", source, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                               *configure_args], 600)
    words = " ".join(output.split())  # CMake wraps long messages
    check(code == 0, f"the configure failed with every toolkit hidden (exit {code}):\n{output}")
    with open(os.path.join(build, "cudacompat-probe.json")) as f:
        decision = json.load(f)["decision"]
    check(decision["build_cuda"] is False, f"with every toolkit hidden, build_cuda is true: {decision}")
    check("build CUDA NO" in words, f"the summary does not say CUDA is not built:\n{output}")
    with open(os.path.join(build, "include", "cudacompat", "config.h")) as f:
        check("#define CUDACOMPAT_BUILD_CUDA 0" in f.read(), "config.h does not say CUDA is off")

    # 2. Nothing that `cmake --build` would run needs a toolkit.
    commands = subprocess.run(["ninja", "-C", build, "-t", "commands", "all"], capture_output=True, text=True,
                              timeout=60)
    check(commands.returncode == 0 and commands.stdout.strip(), f"ninja -t commands all failed:\n{commands.stderr}")
    needing = [line for line in commands.stdout.splitlines() if NEEDS_A_TOOLKIT.search(line)]
    check(not needing, "with no toolkit, the build still runs commands that need one:\n" + "\n".join(needing))

    # 3. What differs in a CPU-only build: the kernel library and its tests, built and run.
    targets = [] if full else ["--target", "cudacompat_kernels_test"]
    code, output = run_hidden(["cmake", "--build", build, "-j2", *targets], 1800)
    check(code == 0, f"the build failed with every toolkit hidden (exit {code}):\n{output[-6000:]}")
    labels = "unit|kernels|audit" if full else "kernels"
    code, output = run_hidden(["ctest", "--test-dir", build, "-L", labels, "-j2", "--output-on-failure"], 1800)
    check(code == 0, f"ctest -L '{labels}' failed with every toolkit hidden (exit {code}):\n{output[-8000:]}")
    summary = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", output)
    check(summary is not None and int(summary.group(3)) > 0, f"ctest -L '{labels}' ran no test:\n{output[-3000:]}")
    print(summary.group(0))
    skipped = [line.strip() for line in output.splitlines() if "Skipped" in line or "Not Run" in line]
    if skipped:
        print(f"{len(skipped)} skipped (each says why in its output):\n" + "\n".join(skipped[:20]))


if __name__ == "__main__":
    sys.exit(main())
