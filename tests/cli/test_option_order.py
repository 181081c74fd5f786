"""Options and file names work in any order, for every subcommand: the same command written with
its options before, between and after its files gives the same exit code and the same answer, and
an option given without its value is a usage error that says so (it never takes the next option,
or a file, as its value).

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os

import pytest
from case_checks import expect, run


def run_tool(tool, *args):
    result = run([tool, *args], timeout=120)
    return result.returncode, result.stdout, result.stderr


def same_in_every_order(label, tool, orders, normalize=lambda out: out, expect_code=None):
    """Runs each argument list of `orders`; all must agree on exit code and normalized stdout."""
    results = [run_tool(tool, *args) for args in orders]
    codes = {code for code, _, _ in results}
    expect(
        len(codes) == 1,
        f"{label}: exit codes differ by order: "
        + "; ".join(f"{' '.join(a)} -> {c} ({e.strip()[:200]})" for a, (c, _, e) in zip(orders, results)),
    )
    code = codes.pop()
    expect(
        expect_code is None or code == expect_code,
        f"{label}: exit {code}, expected {expect_code}: {results[0][2].strip()[:300]}",
    )
    answers = [normalize(out) for _, out, _ in results]
    expect(all(answer == answers[0] for answer in answers), f"{label}: the output differs by order")
    print(f"ok: {label} ({len(orders)} orders, exit {code})")
    return results[0]


def usage_error(label, tool, args, says):
    code, out, err = run_tool(tool, *args)
    expect(
        code == 2 and says in out + err,
        f"{label}: {' '.join(args)} -> exit {code}, expected 2 saying {says!r}: {(out + err)[:300]}",
    )
    print(f"ok: {label}")


def needs_subcommand(tool, name):
    """The subcommands a build has depend on its options (CUDACOMPAT_BUILD_AUDIT)."""
    if f"  {name} " not in run_tool(tool, "--help")[1]:
        pytest.skip(f"this build of cudacompat has no `{name}` subcommand")


@pytest.fixture
def requirements(scratch):
    path = os.path.join(scratch, "requirements.txt")
    with open(path, "w") as f:
        f.write("cuda-python>=12\n")
    return path


def test_pin_check_options_and_files_work_in_any_order(tool, requirements, scratch):
    constraints = os.path.join(scratch, "constraints.txt")
    with open(constraints, "w") as f:
        f.write("nvidia-cuda-runtime-cu12>=12.4,<13\n")
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


def test_matrix_options_work_in_any_order_and_a_stray_word_is_refused(tool):
    needs_subcommand(tool, "matrix")
    same_in_every_order(
        "matrix",
        tool,
        [
            ["matrix", "--cuda", "12.4", "--archs", "80,90", "--format", "json"],
            ["matrix", "--format", "json", "--archs", "80,90", "--cuda", "12.4"],
        ],
        expect_code=0,
    )
    usage_error("matrix: a stray word is refused", tool, ["matrix", "--cuda", "12.4", "stray"], "stray")


def test_audit_options_and_files_work_in_any_order(tool):
    needs_subcommand(tool, "audit")
    artifact = os.path.realpath("/bin/true")

    def artifacts(out):
        return [a.get("path") for a in json.loads(out).get("artifacts", [])]

    same_in_every_order(
        "audit",
        tool,
        [
            ["audit", "--json", "--fail-on", "no-ptx", "--no-progress", artifact],
            ["audit", artifact, "--json", "--fail-on", "no-ptx", "--no-progress"],
            ["audit", "--fail-on", "no-ptx", artifact, "--no-progress", "--json"],
        ],
        normalize=artifacts,
        expect_code=0,
    )
    usage_error(
        "audit: an option without its value names it",
        tool,
        ["audit", artifact, "--fail-on", "--json"],
        "--fail-on needs a value",
    )


def test_doctor_options_and_files_work_in_any_order(tool):
    needs_subcommand(tool, "doctor")
    artifact = os.path.realpath("/bin/true")

    def verdict_inputs(out):
        return sorted(str(a.get("path", a.get("file", ""))) for a in json.loads(out).get("artifacts", []))

    same_in_every_order(
        "doctor",
        tool,
        [
            ["doctor", "--json", artifact],
            ["doctor", artifact, "--json"],
        ],
        normalize=verdict_inputs,
    )


def test_probe_options_work_in_any_order_and_a_stray_word_is_refused(tool):
    needs_subcommand(tool, "probe")

    def decision(out):
        report = json.loads(out)
        return json.dumps({k: report.get(k) for k in ("toolkit", "decision")}, sort_keys=True)

    same_in_every_order(
        "probe",
        tool,
        [
            ["probe", "--json", "--features", "skip", "--mode", "AUTO"],
            ["probe", "--mode", "AUTO", "--json", "--features", "skip"],
        ],
        normalize=decision,
    )
    usage_error("probe: a stray word is refused", tool, ["probe", "--features", "skip", "stray"], "stray")


def test_every_report_command_refuses_json_with_sarif_in_the_same_words_before_reading_anything(
    tool, requirements, scratch
):
    # One owner of the choice (tool/cli/report_output.h): each command that writes a report says
    # the same sentence, before it reads its inputs (these do not exist, so a command that read
    # them first would say that instead).
    missing = os.path.join(scratch, "missing")
    commands = {
        "pin": ["pin", "--check", requirements],
        "audit": ["audit", missing],
        "abi-diff": ["abi-diff", missing, missing + "-new"],
        "migrate": ["migrate", missing],
        "gate": ["gate", missing],
    }
    subcommands = run_tool(tool, "--help")[1]
    for name, argv in commands.items():
        if f"  {name} " not in subcommands:
            continue  # a build without the audit (CUDACOMPAT_BUILD_AUDIT=OFF) has pin only
        usage_error(
            f"{name} --json --format sarif",
            tool,
            argv + ["--json", "--format", "sarif"],
            f"cudacompat {name}: --json and --format sarif ask for two outputs: give one",
        )
    # pin's --format also names the pin formats; with --check only the report's three are taken.
    usage_error(
        "pin --check --format pyproject",
        tool,
        ["pin", "--check", requirements, "--format", "pyproject"],
        "cudacompat pin: --format pyproject: the report's formats are table (the default), json and sarif",
    )
