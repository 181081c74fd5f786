"""`cudacompat pin`'s command line (tool/cli/pin_command.cpp): options and files in any order, files
only with --check, --env alone runs the check, and the check's table and JSON report.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os

from case_checks import expect
from command_line import json_of, requirements_file, run_tool, same_in_every_order, usage_error, write_file


def test_pin_check_options_and_files_work_in_any_order(tool, scratch):
    requirements = requirements_file(scratch)
    constraints = write_file(scratch, "constraints.txt", "nvidia-cuda-runtime-cu12>=12.4,<13\n")
    # The command, and its options around and between two files.
    first = same_in_every_order(
        "pin --check",
        tool,
        [
            ["pin", "--check", "--cuda", "12.6", requirements, constraints, "--json"],
            ["pin", requirements, "--check", "--cuda", "12.6", constraints, "--json"],
            ["pin", "--cuda", "12.6", requirements, constraints, "--json", "--check"],
            ["pin", "--json", "--cuda=12.6", "--check", requirements, constraints],
        ],
        expect_code=1,
    )
    report = json.loads(first[1])
    expect(
        report["cuda"] == "12.6" and report["sources"] == 2 and not report["errors"],
        f"pin --check read its options as files: {first[1][:400]}",
    )
    usage_error(
        "pin: files without --check are refused", tool, ["pin", "--cuda", "12.6", requirements], "only with --check"
    )
    usage_error(
        "pin: --check without files is refused", tool, ["pin", "--check", "--cuda", "12.6"], "--check needs files"
    )
    usage_error(
        "pin: an option without its value names it",
        tool,
        ["pin", "--check", requirements, "--env", "--cuda", "12.6"],
        "--env needs a value",
    )


def test_pin_list_options_take_one_value_each_in_any_order(tool):
    # List options take one value each (or a comma list), never the words after them.
    _, out, _ = same_in_every_order(
        "pin",
        tool,
        [
            ["pin", "--library", "cudart,cublas", "--cuda", "12.4", "--no-comments"],
            ["pin", "--cuda", "12.4", "--no-comments", "--library", "cudart", "--library", "cublas"],
            ["pin", "--no-comments", "--library=cudart,cublas", "--cuda", "12.4"],
        ],
        expect_code=0,
    )
    # Both libraries were read as libraries: a pin of each one's CUDA 12 package.
    pinned = sorted(line.split(">=")[0] for line in out.splitlines() if line.strip())
    expect(pinned == ["nvidia-cublas-cu12", "nvidia-cuda-runtime-cu12"], f"pin pinned {pinned}: {out!r}")


def test_pin_env_without_check_checks_the_environment_instead_of_writing_pins(tool, scratch):
    missing = os.path.join(scratch, "no-such-env")
    code, out, err = run_tool(tool, "pin", "--env", missing, "--cuda", "12.6", "--json")
    report = json_of("pin --env", out)
    expect(report.get("schema") == "cudacompat-pin-check/1", f"pin --env wrote no check report: {out[:300]}")
    expect(
        report["errors"] == [f"{missing}: not a directory: expected an environment's prefix"],
        f"pin --env: the environment that cannot be read is not the report's error: {report['errors']}",
    )
    expect(code == 2 and report["exit_code"] == 2, f"pin --env of an unreadable environment exited {code}: {err}")


def test_pin_check_table_counts_sources_entries_and_findings(tool, scratch):
    requirements = requirements_file(scratch)
    code, out, err = run_tool(tool, "pin", "--check", "--cuda", "12.6", requirements)
    last = out.strip().splitlines()[-1] if out.strip() else ""
    # One source, one CUDA entry (cuda-python>=12 has no ceiling: findings), said in the singular.
    expect(
        last.startswith("pin --check: 1 source, 1 CUDA entries, ") and last.endswith("(CUDA 12.6 from --cuda)"),
        f"pin --check's last line: {last!r}",
    )
    expect(f"{requirements}:1: " in out, f"pin --check names no file:line of its finding: {out[:400]}")
    expect(code == 1, f"pin --check with a finding exited {code}: {err}")
    _, out, _ = run_tool(
        tool, "pin", "--check", "--cuda", "12.6", requirements, write_file(scratch, "empty.txt", "numpy\n")
    )
    expect("pin --check: 2 sources, 1 CUDA entries, " in out, f"pin --check of two files: {out[-300:]!r}")
    _, out, _ = run_tool(
        tool,
        "pin",
        "--check",
        "--cuda",
        "12.6",
        write_file(scratch, "pinned.txt", "cuda-python>=12.6,<13,!=12.6.1,!=12.6.2\n"),
    )
    expect(out.strip().endswith("0 findings, 0 errors (CUDA 12.6 from --cuda)"), f"pin --check of a good pin: {out!r}")
