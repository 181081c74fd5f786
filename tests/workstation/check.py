#!/usr/bin/env python3
"""The README's two commands on a developer's workstation: a machine with a second CUDA where NVIDIA
puts it (/usr/local/cuda-12.4 beside /usr/local/cuda-13.0), made in a private mount namespace by
tests/support/workstation.py from the CUDA 12.4 that ci/install-toolkits.sh unpacked.

The suite must not assume the machine it was written on: every test that depends on which toolkits
exist makes its own world. This runs, in SOURCE (a fresh clone, whose build/ it fills):
  1. a check of the world itself: `cudacompat probe` of the machine's own build sees CUDA 12.4 at
     /usr/local/cuda-12.4 as a usable candidate (else the run would prove nothing);
  2. `ci/main.sh`, then `ci/test.sh`, as the README gives them, each timed;
and passes when both exit 0. ctest's summary line and the times are printed, and the whole output
is kept in <work-dir>/main.log and <work-dir>/test.log. That takes as long as CI does.

`--build B --tests REGEX` instead runs the tests of the build tree B that REGEX selects (ctest's own
commands, environments and working directories, from `ctest --show-only=json-v1`), one after
another, on the workstation: what ctest runs in CI, for the tests that depend on which toolkits
exist. Each must pass or skip (with its SKIP_RETURN_CODE).

    check.py --source <a clone of cudacompat> --work-dir <scratch on the same file system as /opt>
    check.py --build <build tree> --tests <regex> --work-dir <scratch>
Exit 0 pass, 1 fail, 77 skipped (with the reason).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "support"))
from case_checks import check, run_case  # noqa: E402
from workstation import SECOND_TOOLKIT, workstation_command  # noqa: E402


def run_there(command, scratch, cwd, log, timeout):
    started = time.monotonic()
    with open(log, "w") as out:
        run = subprocess.run(
            workstation_command(command, scratch), cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout
        )
    with open(log, errors="replace") as f:
        return run.returncode, time.monotonic() - started, f.read()


def check_the_world(tool, scratch):
    """The probe, run on the workstation, lists CUDA 12.4 at /usr/local/cuda-12.4 as usable."""
    code, _, said = run_there(
        [tool, "probe", "--json", "--features", "skip"], scratch, None, os.path.join(scratch, "probe.json"), 300
    )
    check(code == 0, f"cudacompat probe failed on the workstation (exit {code}):\n{said[-3000:]}")
    candidates = json.loads(said)["toolkit"].get("candidates", [])
    second = [c for c in candidates if str(c.get("root", "")).startswith(SECOND_TOOLKIT)]
    check(
        second and all(c.get("usable", True) for c in second),
        f"the probe does not see a usable toolkit at {SECOND_TOOLKIT}: the run would prove nothing.\n"
        f"candidates: {json.dumps(candidates, indent=1)[:3000]}",
    )


def check_workstation(source, scratch, tool):
    if tool:
        check_the_world(tool, scratch)
    times = {}
    for script in ("ci/main.sh", "ci/test.sh"):
        name = os.path.basename(script).split(".")[0]
        log = os.path.join(scratch, f"{name}.log")
        code, seconds, output = run_there(["bash", script], scratch, source, log, 5400)
        times[script] = seconds
        summary = re.findall(r"\d+% tests passed, \d+ tests failed out of \d+", output)
        print(f"{script}: exit {code} in {seconds / 60:.1f} min" + (f"; {summary[-1]}" if summary else ""))
        if code != 0:
            failed = re.findall(r"^\s*\d+ - \S+ \(Failed\)", output, re.M)
            check(
                False,
                f"{script} failed on the workstation (exit {code}); the log is {log}\n"
                + ("\n".join(failed) or output[-6000:]),
            )
    print(f"in all {sum(times.values()) / 60:.1f} min, with CUDA 12.4 at {SECOND_TOOLKIT} beside the machine's own")


def ctest_tests(build, regex):
    """The tests ctest would run for `-R regex` in `build`: name, command, working directory,
    environment and skip code of each."""
    listing = subprocess.run(
        ["ctest", "--test-dir", build, "-R", regex, "--show-only=json-v1"], capture_output=True, text=True, timeout=120
    )
    check(listing.returncode == 0, f"ctest --show-only failed in {build}:\n{listing.stderr}")
    tests = []
    for test in json.loads(listing.stdout)["tests"]:
        properties = {p["name"]: p["value"] for p in test.get("properties", [])}
        if properties.get("DISABLED") or "command" not in test:
            continue
        env = dict(os.environ)
        env.update(item.split("=", 1) for item in properties.get("ENVIRONMENT", []))
        tests.append(
            {
                "name": test["name"],
                "command": test["command"],
                "cwd": properties.get("WORKING_DIRECTORY"),
                "env": env,
                "skip": properties.get("SKIP_RETURN_CODE"),
                "timeout": float(properties.get("TIMEOUT", 1500)),
            }
        )
    return tests


def check_tests_on_workstation(build, regex, scratch):
    tests = ctest_tests(build, regex)
    check(tests, f"no test of {build} matches {regex!r}: the check would prove nothing")
    failures, counts = [], {"passed": 0, "skipped": 0, "failed": 0}
    for test in tests:
        run = subprocess.run(
            workstation_command(test["command"], scratch),
            cwd=test["cwd"],
            env=test["env"],
            capture_output=True,
            text=True,
            timeout=test["timeout"],
        )
        verdict = "passed" if run.returncode == 0 else "skipped" if run.returncode == test["skip"] else "failed"
        counts[verdict] += 1
        print(f"{verdict:8} {test['name']}")
        if verdict == "failed":
            failures.append(f"{test['name']} (exit {run.returncode}):\n{(run.stdout + run.stderr)[-2500:]}")
    print(
        f"{counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped, "
        f"with CUDA 12.4 at {SECOND_TOOLKIT} beside the machine's own toolkits"
    )
    check(not failures, "on the workstation:\n" + "\n".join(failures))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", help="a clone of cudacompat (its build/ is made there)")
    parser.add_argument("--build", help="with --tests: the build tree whose tests run")
    parser.add_argument("--tests", help="with --build: a ctest -R regular expression")
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--tool", help="a built bin/cudacompat, to check first that the probe sees the second toolkit")
    args = parser.parse_args()
    if bool(args.source) == bool(args.build) or bool(args.build) != bool(args.tests):
        parser.error("give --source, or --build with --tests")
    scratch = os.path.abspath(args.work_dir)
    os.makedirs(scratch, exist_ok=True)
    tool = args.tool and os.path.abspath(args.tool)
    if args.build:

        def body():
            if tool:
                check_the_world(tool, scratch)
            check_tests_on_workstation(os.path.abspath(args.build), args.tests, scratch)

        return run_case(body)
    return run_case(lambda: check_workstation(os.path.abspath(args.source), scratch, tool))


if __name__ == "__main__":
    sys.exit(main())
