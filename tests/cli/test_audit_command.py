"""`cudacompat audit`'s command line (tool/cli/audit_command.cpp): options and files in any order,
each policy value checked before anything is read with an error that names the option and what
it takes, and the exit-code line that says how many inputs could not be read.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import json
import os

from case_checks import expect
from command_line import needs_subcommand, run_tool, same_in_every_order, usage_error


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


def test_audit_refuses_a_bad_policy_value_naming_the_option_before_reading_anything(tool, scratch):
    needs_subcommand(tool, "audit")
    missing = os.path.join(scratch, "missing.so")  # read first, it would be the error instead
    for options, says in (
        (["--min-driver", "abc"], "cudacompat audit: --min-driver 'abc' is not a driver version such as 525.60.13"),
        (["--require-arch", "bogus"], "cudacompat audit: --require-arch: 'bogus' is not a GPU architecture"),
        (["--require-sass", "sm_80,bogus"], "cudacompat audit: --require-sass: 'bogus' is not a GPU architecture"),
        (["--fail-on", "no-ptx,nope"], "cudacompat audit: --fail-on: 'nope' is not a warning code; the codes are: "),
        (["--ptx-text", "some"], "--ptx-text: some not in {sample,all,none}"),
        (["--toolkit-notes", "some"], "--toolkit-notes: some not in {sample,all,none}"),
        (["-j", "0"], "--jobs: Value 0 not in range 1 to 64"),
        (["--max-cuda-major", "0"], "--max-cuda-major: 0 is not above 0; give a number above 0"),
        (["--min-cuda-major", "twelve"], "--min-cuda-major: twelve is not a number; give a number above 0"),
    ):
        _, err = usage_error(f"audit {' '.join(options)}", tool, ["audit", *options, missing], says)
        expect(missing not in err, f"audit {' '.join(options)} read its input before refusing: {err}")


def test_audit_says_how_many_inputs_could_not_be_read_unless_told_to_skip_them(tool, scratch):
    needs_subcommand(tool, "audit")
    one, two = os.path.join(scratch, "one.so"), os.path.join(scratch, "two.so")
    code, _, err = run_tool(tool, "audit", one)
    expect(
        code == 2
        and "1 input could not be read (listed with the reason above); nothing was judged for it: fix it "
        "or pass --skip-unreadable"
        in err,
        f"audit of one missing input exited {code}: {err}",
    )
    code, _, err = run_tool(tool, "audit", one, two)
    expect(code == 2 and "2 inputs could not be read" in err and "fix them" in err, f"exit {code}: {err}")
    code, out, err = run_tool(tool, "audit", "--skip-unreadable", "--json", one, "/bin/true")
    expect(code == 0, f"audit --skip-unreadable exited {code}: {err}")
    expect(one in out, "audit --skip-unreadable does not list the input it could not read")
