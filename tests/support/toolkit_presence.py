"""Whether this machine has a usable CUDA toolkit, as the build tree's own probe found (whatever
CUDACOMPAT_CUDA asked): the one question the test drivers ask before a check that needs a toolkit,
so that on a CPU-only machine (or with every toolkit hidden, tests/cpu_only_machine) those checks
skip with the probe's reason instead of failing.

A build tree without a probe report is a failure, not a skip: its configure did not finish.
"""

import json
import os

from case_checks import Skip, fail


def probe_report(build_dir):
    path = os.path.join(build_dir, "cudacompat-probe.json")
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as error:
        fail(f"cannot read the build tree's probe report {path} ({error}): configure {build_dir} first")


def toolkit_here(build_dir):
    """True when the probe of BUILD_DIR found a usable CUDA toolkit."""
    return bool(probe_report(build_dir)["toolkit"]["found"])


def needs_a_toolkit(build_dir, what="this check"):
    """Raises Skip, with the probe's reason, where BUILD_DIR's probe found no usable toolkit."""
    report = probe_report(build_dir)
    if not report["toolkit"]["found"]:
        raise Skip(f"{what} needs a CUDA toolkit, and this machine has no usable one: {report['decision']['reason']}")
