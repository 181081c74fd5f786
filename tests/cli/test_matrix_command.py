"""`cudacompat matrix`'s command line (tool/cli/matrix_command.cpp): options in any order, --cuda
required, --json the same as --format json (and not with it), each bad value an error naming its
option, and -o writing what stdout would get.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import os

from case_checks import expect
from command_line import json_of, needs_subcommand, run_tool, same_in_every_order, usage_error


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


def test_matrix_refuses_a_bad_value_naming_its_option(tool):
    needs_subcommand(tool, "matrix")
    for args, says in (
        ([], "--cuda is required"),
        (["--cuda", "12.4", "--json", "--format", "github"], "--format excludes --json"),
        (["--cuda", "12.4", "--format", "toml"], "cudacompat matrix: --format toml is not one of github, gitlab, json"),
        (["--cuda", "12.4", "--host-compilers", "icc"], "cudacompat matrix: --host-compilers: 'icc' is not a host"),
        (["--cuda", "12.4", "--archs", "12"], "cudacompat matrix: --archs: '12' is not an architecture"),
        (["--cuda", ">=99"], "cudacompat matrix: --cuda >=99 matches no CUDA release the knowledge base knows"),
    ):
        usage_error(f"matrix {' '.join(args)}", tool, ["matrix", *args], says)


def test_matrix_json_is_format_json_and_the_output_file_gets_what_stdout_would(tool, scratch):
    needs_subcommand(tool, "matrix")
    _, flag, _ = run_tool(tool, "matrix", "--cuda", "12.4", "--json")
    _, named, _ = run_tool(tool, "matrix", "--cuda", "12.4", "--format", "json")
    _, default, _ = run_tool(tool, "matrix", "--cuda", "12.4")
    expect(flag == named == default, "matrix --json, --format json and the default differ")
    expect(json_of("matrix --json", flag), "matrix --json printed an empty document")
    output = os.path.join(scratch, "matrix.json")
    code, out, err = run_tool(tool, "matrix", "--cuda", "12.4", "-o", output)
    expect(code == 0 and out == "", f"matrix -o exited {code}, printed {out[:200]!r}: {err}")
    with open(output) as f:
        expect(f.read() == flag, "matrix -o wrote other text than stdout gets")
