"""What `cudacompat probe` does with its options (tool/cli/probe_run.cpp): the report and the header
written where asked, the same JSON printed, no header from a failed probe, and exit 1 with the
reason when configure should stop, 2 when a file cannot be written.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os

from case_checks import expect
from command_line import json_of, run_tool

CPU_ONLY = ["probe", "--mode", "OFF", "--features", "skip"]  # finds the toolkit, compiles nothing


def test_probe_writes_the_report_and_header_asked_for_and_prints_the_same_json(tool, scratch):
    report, header = os.path.join(scratch, "probe.json"), os.path.join(scratch, "config.h")
    code, out, err = run_tool(tool, *CPU_ONLY, "--json", "--report", report, "--header", header)
    expect(code == 0, f"probe exited {code}: {err}")
    with open(report) as f:
        expect(f.read() == out, "probe --report wrote other JSON than --json printed")
    json_of("probe --json", out)
    with open(header) as f:
        expect("#define" in f.read(), "probe --header wrote no macros")
    code, table, err = run_tool(tool, *CPU_ONLY)
    expect(code == 0 and not table.lstrip().startswith("{"), f"probe without --json printed JSON: {table[:200]}")


def test_a_failed_probe_writes_its_report_but_no_header_and_exits_1_saying_why(tool, scratch):
    report, header = os.path.join(scratch, "probe.json"), os.path.join(scratch, "config.h")
    code, out, err = run_tool(
        tool,
        "probe",
        "--mode",
        "ON",
        "--cuda-version",
        "99",
        "--features",
        "skip",
        "--report",
        report,
        "--header",
        header,
    )
    expect(code == 1, f"a probe that cannot build CUDA exited {code}: {err}")
    with open(report) as f:
        error = json.load(f)["decision"]["error"]
    expect(f"cudacompat probe: {error}" in err, f"probe did not say why on stderr: {err[:300]}")
    expect(not os.path.exists(header), "a failed probe wrote a header")


def test_probe_says_why_it_cannot_write_the_report_and_exits_2(tool, scratch):
    # A directory where the report should go: writing would replace it.
    report = os.path.join(scratch, "probe.json")
    os.mkdir(report)
    code, _, err = run_tool(tool, *CPU_ONLY, "--report", report)
    expect(code == 2 and err.startswith("cudacompat probe: ") and report in err, f"probe exited {code}: {err[:300]}")
    expect(os.path.isdir(report), "probe replaced the directory its --report named")
