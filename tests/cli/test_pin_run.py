"""What `cudacompat pin` does with its options (tool/cli/pin_run.cpp): the toolkit chosen from
--cuda, a configure's probe report, or the toolkit found here, with the words that refuse each;
the format; and the -o file, never one of the inputs.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os
import re

from case_checks import expect, skip
from command_line import run_tool, usage_error, write_file


def test_pin_refuses_a_cuda_that_is_no_version_and_a_format_it_does_not_write(tool):
    for cuda in ("twelve", "12.4.1.2"):
        usage_error(
            f"pin --cuda {cuda}",
            tool,
            ["pin", "--cuda", cuda],
            f"cudacompat pin: --cuda {cuda} is not a CUDA version: give major, major.minor or major.minor.patch",
        )
    usage_error(
        "pin --format toml",
        tool,
        ["pin", "--cuda", "12.4", "--format", "toml"],
        "cudacompat pin: --format toml is not one of requirements, pyproject, constraints, conda, cargo",
    )


def test_pin_takes_the_toolkit_of_a_probe_report_and_says_what_is_wrong_with_a_bad_one(tool, scratch):
    report = write_file(scratch, "cudacompat-probe.json", json.dumps({"toolkit": {"version": {"value": "12.6.77"}}}))
    code, out, err = run_tool(tool, "pin", "--probe", report)
    expect(code == 0, f"pin --probe exited {code}: {err}")
    expect(
        f"CUDA 12.6.77 (the probe report {report})" in out and "nvidia-cuda-runtime-cu12>=12.6" in out,
        f"pin --probe did not pin for the report's toolkit: {out[:300]}",
    )
    # --cuda wins over --probe: the release a person names over the configure's.
    _, out, _ = run_tool(tool, "pin", "--probe", report, "--cuda", "11.8", "--no-comments")
    expect("nvidia-cuda-runtime-cu11>=11.8" in out, f"pin --cuda 11.8 --probe: {out[:300]}")
    not_a_report = write_file(scratch, "other.json", json.dumps({"toolkit": {"found": False}}))
    usage_error(
        "pin --probe of a report without a toolkit",
        tool,
        ["pin", "--probe", not_a_report],
        f"{not_a_report}: not a cudacompat probe report with a toolkit version (toolkit.version.value)",
    )
    bad_version = write_file(scratch, "bad.json", json.dumps({"toolkit": {"version": {"value": "recent"}}}))
    usage_error(
        "pin --probe of a report whose version is no version",
        tool,
        ["pin", "--probe", bad_version],
        f"{bad_version}: toolkit.version.value 'recent' is not a version",
    )
    usage_error("pin --probe of a file that is not there", tool, ["pin", "--probe", report + ".gone"], report + ".gone")


def test_pin_without_cuda_pins_for_the_toolkit_found_here(tool):
    root = "/usr/local/cuda"  # the toolkit the tests build with; its cuda.h says its release
    try:
        with open(os.path.join(root, "include", "cuda.h")) as f:
            number = int(re.search(r"^#define CUDA_VERSION (\d+)", f.read(), re.M).group(1))
    except (OSError, AttributeError):
        skip(f"no toolkit with a cuda.h at {root}")
    release = f"{number // 1000}.{number % 1000 // 10}"
    env = dict(os.environ, CUDA_HOME=root, CUDAToolkit_ROOT=root)
    code, found, err = run_tool(tool, "pin", env=env)
    expect(code == 0, f"pin with no --cuda exited {code}: {err}")
    said = re.search(r"^# cudacompat pin: CUDA (\S+) \((version\.json|cuda\.h) of (.*)\);", found, re.M)
    expect(
        said and said.group(1).startswith(release) and said.group(3) == root,
        f"pin did not say it pins for the CUDA {release} at {root}: {found[:300]}",
    )
    _, named, _ = run_tool(tool, "pin", "--cuda", said.group(1), "--no-comments")
    _, found_plain, _ = run_tool(tool, "pin", "--no-comments", env=env)
    expect(found_plain == named, f"pin of the toolkit found here differs from --cuda {said.group(1)}")


def test_pin_output_file_gets_the_pins_and_is_never_an_input(tool, scratch):
    _, printed, _ = run_tool(tool, "pin", "--cuda", "12.4")
    pins = os.path.join(scratch, "pins.txt")
    code, out, err = run_tool(tool, "pin", "--cuda", "12.4", "-o", pins)
    expect(code == 0 and out == "", f"pin -o exited {code}, printed {out[:200]!r}: {err}")
    with open(pins) as f:
        expect(f.read() == printed, "pin -o wrote something other than what pin prints")
    report = write_file(scratch, "probe.json", json.dumps({"toolkit": {"version": {"value": "12.4"}}}))
    usage_error(
        "pin -o naming its --probe input",
        tool,
        ["pin", "--probe", report, "--output", report],
        f"cudacompat pin: -o {report} is the input {report}: writing it would destroy what is read",
    )
    with open(report) as f:
        expect("toolkit" in f.read(), "pin -o overwrote its own --probe input")
    usage_error(
        "pin --from-artifact that is not there",
        tool,
        ["pin", "--cuda", "12.4", "--from-artifact", os.path.join(scratch, "gone.so")],
        "cudacompat pin: --from-artifact: ",
    )
