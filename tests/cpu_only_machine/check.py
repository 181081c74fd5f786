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
none); without `--full` (a quick check while developing) only that part is built. `--full`, what
ctest runs, is `ci/test.sh`'s own configure, build and ctest with every toolkit hidden: all of
`all` built, and every test of the tree run (but this one). It passes when none fails and every
test that skips printed why (ctest's log is read for each; the list, with each reason, is left
in <work-dir>/skipped.txt). `--configure-arg` passes a setting to the configure (e.g.
-DCUDACOMPAT_WERROR=ON); a CMAKE_CXX_COMPILER_LAUNCHER in the environment (ccache) is CMake's
default for the new tree.

    check.py --source <cudacompat source> --work-dir <scratch> [--full] [--configure-arg=-DX=Y ...]
Exit 0 pass, 1 fail (with the reason), 77 skipped (with the reason).
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "support"))
from case_checks import check, run_case  # noqa: E402
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment  # noqa: E402
from toolkit_presence import probe_report  # noqa: E402

# A command that needs a toolkit: runs nvcc, includes from a CUDA include directory, or links a
# CUDA library (the driver's stub included).
NEEDS_A_TOOLKIT = re.compile(r"(^|[\s/'\"])nvcc(\s|$)|-lcuda\b|-lcudart\b|-lcublas|/lib(64)?/stubs\b|cuda_runtime")


def run_hidden(command, timeout, cwd=None):
    run = subprocess.run(
        hidden_toolkits_command(command),
        env=hidden_toolkits_environment(),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return run.returncode, run.stdout + run.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", required=True)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument(
        "--full", action="store_true", help="build all of `all` and run every test but this one, as ci/test.sh does"
    )
    parser.add_argument("--configure-arg", action="append", default=[], help="a -D setting for the configure")
    parser.add_argument(
        "--tool-wheel-from",
        metavar="BUILD_DIR",
        help="a build tree whose packages-work/wheels/tool holds cudacompat's wheel, made from this "
        "source: it is put where this build's would be, as a CI cache would",
    )
    args = parser.parse_args()
    build = os.path.join(os.path.abspath(args.work_dir), "build")
    shutil.rmtree(build, ignore_errors=True)
    return run_case(
        lambda: check_cpu_only_machine(
            os.path.abspath(args.source), build, args.full, args.configure_arg, args.tool_wheel_from
        )
    )


def seed_tool_wheel(from_build, build):
    """cudacompat's own wheel, which needs no toolkit, from the main build's tree: the wheelhouse test
    then takes it, as it does in the main run, instead of building it again (147 of this test's 615
    s in a full run, alone), which its cache exists to avoid. Nothing is copied where there is none."""
    tool_wheels = os.path.join("packages-work", "wheels", "tool")
    made = sorted(glob.glob(os.path.join(from_build, tool_wheels, "cudacompat-*.whl")))
    if made:
        os.makedirs(os.path.join(build, tool_wheels), exist_ok=True)
        shutil.copy2(made[-1], os.path.join(build, tool_wheels))
        print(f"seeded {os.path.join(build, tool_wheels)} with {made[-1]}")


def check_cpu_only_machine(source, build, full, configure_args, tool_wheel_from=None):
    # 1. The project's configure, as a user types it (Ninja: step 2 reads its command list).
    code, output = run_hidden(
        ["cmake", "-S", source, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", *configure_args], 600
    )
    words = " ".join(output.split())  # CMake wraps long messages
    check(code == 0, f"the configure failed with every toolkit hidden (exit {code}):\n{output}")
    decision = probe_report(build)["decision"]
    check(decision["build_cuda"] is False, f"with every toolkit hidden, build_cuda is true: {decision}")
    check("build CUDA NO" in words, f"the summary does not say CUDA is not built:\n{output}")
    with open(os.path.join(build, "include", "cudacompat", "config.h")) as f:
        check("#define CUDACOMPAT_BUILD_CUDA 0" in f.read(), "config.h does not say CUDA is off")

    # 2. Nothing that `cmake --build` would run needs a toolkit.
    commands = subprocess.run(
        ["ninja", "-C", build, "-t", "commands", "all"], capture_output=True, text=True, timeout=60
    )
    check(commands.returncode == 0 and commands.stdout.strip(), f"ninja -t commands all failed:\n{commands.stderr}")
    needing = [line for line in commands.stdout.splitlines() if NEEDS_A_TOOLKIT.search(line)]
    check(not needing, "with no toolkit, the build still runs commands that need one:\n" + "\n".join(needing))

    # 3. What differs in a CPU-only build: the kernel library and its tests, built and run; with
    #    --full, everything, as ci/test.sh builds and tests it.
    targets = [] if full else ["--target", "cudacompat_kernels_test"]
    code, output = run_hidden(["cmake", "--build", build, "-j2", *targets], 1800)
    check(code == 0, f"the build failed with every toolkit hidden (exit {code}):\n{output[-6000:]}")
    if tool_wheel_from:
        seed_tool_wheel(tool_wheel_from, build)
    selection = ["-LE", "cpu-only-machine"] if full else ["-L", "kernels"]  # --full: all but this test
    code, output = run_hidden(["ctest", "--test-dir", build, *selection, "-j2", "--output-on-failure"], 3000)
    check(code == 0, f"ctest {' '.join(selection)} failed with every toolkit hidden (exit {code}):\n{output[-8000:]}")
    summary = re.search(r"(\d+)% tests passed, (\d+) tests failed out of (\d+)", output)
    check(
        summary is not None and int(summary.group(3)) > 0, f"ctest {' '.join(selection)} ran no test:\n{output[-3000:]}"
    )
    skipped = skipped_tests(output)
    reasons = {name: skip_reason(said) for name, said in skip_outputs(build, skipped).items()}
    unexplained = [name for name, reason in reasons.items() if not reason]
    check(not unexplained, "these tests skipped without saying why:\n" + "\n".join(unexplained))
    listing = [summary.group(0), f"{len(skipped)} skipped, each saying why:"]
    listing += [f"  {name}: {reason[:200]}" for name, reason in reasons.items()]
    print("\n".join(listing))
    with open(os.path.join(os.path.dirname(build), "skipped.txt"), "w") as f:  # kept for the reader
        f.write("\n".join(listing) + "\n")


def skip_reason(output):
    """The line that says why a test skipped: GoogleTest's message, a SKIP line, else the last line."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    gtest = [lines[i + 1] for i, line in enumerate(lines[:-1]) if line.endswith(": Skipped")]
    said = [line for line in lines if line.upper().startswith("SKIP")]
    mentions = [line for line in lines if "SKIP" in line.upper() and not line.startswith(("[  SKIPPED ]", "$ "))]
    return (gtest or said or mentions or lines[-1:] or [""])[0]


def skipped_tests(ctest_output):
    """The names ctest lists as skipped or not run."""
    return re.findall(r"^\s*\d+ - (\S+) \((?:Skipped|Not Run)\)", ctest_output, re.M)


def skip_outputs(build, names):
    """What each named test printed, from ctest's log of the last run."""
    with open(os.path.join(build, "Testing", "Temporary", "LastTest.log"), errors="replace") as f:
        log = f.read()
    said = {
        match.group(1): match.group(2)
        for match in re.finditer(r"^\d+/\d+ Test: (\S+)\n.*?^Output:\n-+\n(.*?)^<end of output>", log, re.M | re.S)
        if match.group(1) in names
    }
    return {name: said.get(name, "") for name in names}


if __name__ == "__main__":
    sys.exit(main())
