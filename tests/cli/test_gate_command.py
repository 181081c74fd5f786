"""`cudacompat gate`'s command line (tool/cli/gate_command.cpp): --cuda only with --check and only a
CUDA version, the policy file read before anything is judged, the --html file never an input, and
the verdict on a real (pure-Python) wheel with its HTML page beside it.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import os

from case_checks import expect
from command_line import (
    json_of,
    needs_subcommand,
    pure_wheel,
    refused_leaving_input,
    requirements_file,
    run_tool,
    usage_error,
)


def test_gate_refuses_cuda_without_check_and_a_cuda_that_is_no_version(tool, scratch):
    needs_subcommand(tool, "gate")
    wheel = pure_wheel(os.path.join(scratch, "dist"))
    usage_error(
        "gate --cuda without --check",
        tool,
        ["gate", wheel, "--cuda", "12.6"],
        "cudacompat gate: --cuda 12.6 sets the CUDA the --check files are judged against: give --check FILE",
    )
    usage_error(
        "gate --cuda twelve",
        tool,
        ["gate", wheel, "--check", requirements_file(scratch), "--cuda", "twelve"],
        "cudacompat gate: --cuda twelve: not a CUDA version; write it as 12.6 or 13.0",
    )
    usage_error("gate -j 0", tool, ["gate", wheel, "-j", "0"], "--jobs: Value 0 not in range 1 to 256")


def test_gate_refuses_a_policy_it_cannot_read_and_an_html_file_that_is_an_input(tool, scratch):
    needs_subcommand(tool, "gate")
    dist = os.path.join(scratch, "dist")
    wheel = pure_wheel(dist)
    policy = os.path.join(scratch, "gate.toml")
    usage_error("gate --policy gone", tool, ["gate", dist, "--policy", policy], f"cudacompat gate: --policy {policy}")
    usage_error(
        "gate --html naming NEW",
        tool,
        ["gate", wheel, "--html", wheel],
        f"cudacompat gate: --html '{wheel}' would overwrite what the report reads (the input '{wheel}')",
    )
    expect(os.path.getsize(wheel) > 0, "gate wrote over its NEW wheel")
    refused_leaving_input(
        "gate --html naming a wheel inside the NEW folder",
        tool,
        ["gate", dist, "--html", wheel],
        f"cudacompat gate: --html '{wheel}' would overwrite what the report reads (the input '{dist}')",
        wheel,
    )
    usage_error("gate of nothing", tool, ["gate", os.path.join(scratch, "gone")], "nothing was judged")


def test_gate_ships_a_wheel_with_nothing_against_it_and_writes_its_html(tool, scratch):
    needs_subcommand(tool, "gate")
    dist = os.path.join(scratch, "dist")
    pure_wheel(dist)
    html = os.path.join(scratch, "gate.html")
    code, out, err = run_tool(tool, "gate", dist, "--html", html)
    expect(code == 0 and "SHIP" in out, f"gate of a pure wheel exited {code}: {out[-300:]} {err}")
    with open(html) as f:
        expect(f.read().lstrip().lower().startswith("<!doctype html"), "gate --html wrote no HTML page")
    code, out, _ = run_tool(tool, "gate", dist, "--json")
    expect(code == 0 and json_of("gate --json", out), "gate --json printed no report")
