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
is kept in <work-dir>/main.log and <work-dir>/test.log.

    check.py --source <a clone of cudacompat> --work-dir <scratch on the same file system as /opt>
Takes as long as CI does (about 25 minutes here). Exit 0 pass, 1 fail, 77 skipped (with the reason).
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
        run = subprocess.run(workstation_command(command, scratch), cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                             timeout=timeout)
    with open(log, errors="replace") as f:
        return run.returncode, time.monotonic() - started, f.read()


def check_the_world(tool, scratch):
    """The probe, run on the workstation, lists CUDA 12.4 at /usr/local/cuda-12.4 as usable."""
    code, _, said = run_there([tool, "probe", "--json", "--features", "skip"], scratch, None,
                              os.path.join(scratch, "probe.json"), 300)
    check(code == 0, f"cudacompat probe failed on the workstation (exit {code}):\n{said[-3000:]}")
    candidates = json.loads(said)["toolkit"].get("candidates", [])
    second = [c for c in candidates if str(c.get("root", "")).startswith(SECOND_TOOLKIT)]
    check(second and all(c.get("usable", True) for c in second),
          f"the probe does not see a usable toolkit at {SECOND_TOOLKIT}: the run would prove nothing.\n"
          f"candidates: {json.dumps(candidates, indent=1)[:3000]}")


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
            check(False, f"{script} failed on the workstation (exit {code}); the log is {log}\n"
                         + ("\n".join(failed) or output[-6000:]))
    print(f"in all {sum(times.values()) / 60:.1f} min, with CUDA 12.4 at {SECOND_TOOLKIT} beside the machine's own")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", required=True, help="a clone of cudacompat (its build/ is made there)")
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--tool", help="a built bin/cudacompat, to check first that the probe sees the second toolkit")
    args = parser.parse_args()
    scratch = os.path.abspath(args.work_dir)
    os.makedirs(scratch, exist_ok=True)
    return run_case(lambda: check_workstation(os.path.abspath(args.source), scratch,
                                              args.tool and os.path.abspath(args.tool)))


if __name__ == "__main__":
    sys.exit(main())
