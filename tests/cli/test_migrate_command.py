"""`cudacompat migrate`'s command line (tool/cli/migrate_command.cpp): --from and --to read as
major.minor releases, --from defaulting to the toolkit found here and --to to the newest known, and
exit 2 only when nothing could be scanned.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import os
import re

from case_checks import expect, skip
from command_line import json_of, needs_subcommand, run_tool, usage_error, write_file

REMOVED_FIELD = "int clock(cudaDeviceProp p) { return p.clockRate; }\n"  # gone in CUDA 13.0


def test_migrate_refuses_a_from_or_to_that_is_no_release(tool, scratch):
    needs_subcommand(tool, "migrate")
    source = write_file(scratch, "a.cu", REMOVED_FIELD)
    for option, other in (("--from", "--to"), ("--to", "--from")):
        usage_error(
            f"migrate {option} abc",
            tool,
            ["migrate", other, "12.4", option, "abc", source],
            f"cudacompat migrate: {option} abc: not a release; give major.minor, e.g. {option} 12.4",
        )


def test_migrate_reads_releases_as_major_minor_and_defaults_from_to_the_toolkit_found_here(tool, scratch):
    needs_subcommand(tool, "migrate")
    source = write_file(scratch, "a.cu", REMOVED_FIELD)
    code, out, err = run_tool(tool, "migrate", "--from", "12.4.1", "--to", "13.0.2", "--json", source)
    report = json_of("migrate --json", out)
    expect(report["from"] == "12.4" and report["to"] == "13.0", f"migrate read {report['from']} -> {report['to']}")
    expect(code == 1 and [f["code"] for f in report["findings"]] == ["removed-field"], f"exit {code}: {err}")
    root = "/usr/local/cuda"
    try:
        with open(os.path.join(root, "include", "cuda.h")) as f:
            number = int(re.search(r"^#define CUDA_VERSION (\d+)", f.read(), re.M).group(1))
    except (OSError, AttributeError):
        skip(f"no toolkit with a cuda.h at {root}")
    env = dict(os.environ, CUDA_HOME=root, CUDAToolkit_ROOT=root)
    _, out, err = run_tool(tool, "migrate", "--json", source, env=env)
    report = json_of("migrate --json", out)
    expect(report["from"] == f"{number // 1000}.{number % 1000 // 10}", f"migrate --from defaulted to {report['from']}")
    newest = tuple(int(part) for part in report["to"].split("."))
    expect(newest >= (13, 0), f"migrate --to defaulted to {report['to']}, not the newest release known")


def test_migrate_exits_2_only_when_nothing_could_be_scanned(tool, scratch):
    needs_subcommand(tool, "migrate")
    gone = os.path.join(scratch, "gone.cu")
    code, _, err = run_tool(tool, "migrate", "--from", "12.4", "--to", "13.0", gone)
    expect(
        code == 2
        and f"cudacompat migrate: {gone}: no such file or directory" in err
        and "cudacompat migrate: nothing could be scanned" in err,
        f"migrate of a missing file exited {code}: {err}",
    )
    clean = write_file(scratch, "clean.cu", "int twice(int x) { return 2 * x; }\n")
    code, out, err = run_tool(tool, "migrate", "--from", "12.4", "--to", "13.0", gone, clean)
    expect(code == 0 and "1 skipped" in out and "nothing could be scanned" not in err, f"exit {code}: {out} {err}")
