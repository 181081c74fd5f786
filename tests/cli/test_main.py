"""bin/cudacompat's main (tool/cli/main.cpp): one subcommand required, --version, CLI11's parse
errors as exit 2, and each option taking exactly one value that is never another of its options.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import os

from case_checks import ROOT, expect
from command_line import needs_subcommand, run_tool, usage_error


def test_main_refuses_no_subcommand_or_an_unknown_one_as_a_usage_error(tool):
    for words in ([], ["--json"]):
        _, err = usage_error(f"cudacompat {' '.join(words)}", tool, words, "A subcommand is required")
        expect("Run with --help" in err, f"the usage error does not point at --help: {err}")
    # An unknown word is named, with the subcommands --help lists (help itself is hidden there).
    _, err = usage_error("cudacompat frobnicate", tool, ["frobnicate", "--json"], "there is no subcommand frobnicate")
    listed = err.split("the subcommands are ", 1)[1].split(" (", 1)[0].split(", ")
    expect("probe" in listed and "pin" in listed and "help" not in listed, f"the subcommands named: {listed}")


def test_main_prints_the_version_of_its_source_tree(tool):
    with open(os.path.join(ROOT, "VERSION")) as f:
        version = f.read().strip()
    code, out, _ = run_tool(tool, "--version")
    expect(code == 0 and out == f"cudacompat {version}\n", f"--version exited {code}: {out!r}")


def test_an_option_never_takes_another_of_its_options_as_its_value(tool):
    needs_subcommand(tool, "matrix")
    says = "--cuda needs a value, and the next word --json is an option; give --cuda VALUE"
    usage_error("matrix --cuda --json", tool, ["matrix", "--cuda", "--json"], says)
    usage_error("matrix --cuda=--json", tool, ["matrix", "--cuda=--json"], says)
    # A dashed word that is none of the subcommand's options is a value, for the subcommand to judge.
    usage_error("pin --cuda -1", tool, ["pin", "--cuda", "-1"], "cudacompat pin: --cuda -1 is not a CUDA version")
    # A list option takes one word per occurrence: the next word is not its second value.
    usage_error(
        "pin --library cudart cublas",
        tool,
        ["pin", "--library", "cudart", "cublas", "--cuda", "12.4"],
        "files (cublas) are read only with --check",
    )
