"""`cudacompat abi-diff OLD NEW`'s command line (tool/cli/abi_diff_command.cpp): OLD and NEW two
releases in one format, --fail-on codes checked before reading, and the verdict: exit 1 when NEW
breaks consumers of OLD, or only for the --fail-on codes when given. The releases are folders of
the toolkit's own small libraries.

A pytest module (tests/cli/CMakeLists.txt runs each test function with --cudacompat).
"""

import os
import shutil

from case_checks import expect, skip
from command_line import json_of, needs_subcommand, run_tool, usage_error

LIBRARIES = "/usr/local/cuda/lib64"


def release(folder, *names):
    """A folder holding copies of the toolkit's libraries `names`: one release of a package."""
    os.makedirs(folder)
    for name in names:
        path = os.path.join(LIBRARIES, name)
        if not os.path.isfile(path):
            skip(f"no {path}: the case copies a toolkit's libraries")
        shutil.copy(path, folder)
    return folder


def test_abi_diff_refuses_one_file_twice_and_a_fail_on_code_it_does_not_know(tool, scratch):
    needs_subcommand(tool, "abi-diff")
    old = release(os.path.join(scratch, "old"), "libnvblas.so.13")
    library = os.path.join(old, "libnvblas.so.13")
    usage_error(
        "abi-diff of one file twice",
        tool,
        ["abi-diff", library, library],
        f"cudacompat abi-diff: OLD and NEW are the same file ({library}): give two releases to compare",
    )
    _, err = usage_error(
        "abi-diff --fail-on nope",
        tool,
        ["abi-diff", "--fail-on", "file-removed,nope", library, os.path.join(scratch, "gone")],
        "cudacompat abi-diff: --fail-on nope: not a finding code; the codes are file-removed, ",
    )
    expect("gone" not in err, f"abi-diff read NEW before refusing --fail-on: {err}")


def test_abi_diff_refuses_two_releases_in_different_formats(tool, scratch):
    needs_subcommand(tool, "abi-diff")
    new = release(os.path.join(scratch, "new"), "libnvblas.so.13")
    usage_error(
        "abi-diff of a library against a folder",
        tool,
        ["abi-diff", os.path.join(new, "libnvblas.so.13"), new],
        "cudacompat abi-diff: OLD is a ELF file and NEW a directory: compare two releases of one package in one format",
    )


def test_abi_diff_exits_1_when_new_breaks_old_or_only_for_the_fail_on_codes(tool, scratch):
    needs_subcommand(tool, "abi-diff")
    old = release(os.path.join(scratch, "old"), "libnvblas.so.13")
    same = release(os.path.join(scratch, "same"), "libnvblas.so.13")
    # NEW without the library OLD had: a consumer of OLD that loads it breaks.
    dropped = release(os.path.join(scratch, "dropped"), "libcudart.so.13")
    code, out, err = run_tool(tool, "abi-diff", old, same)
    expect(code == 0 and "0 findings" in out, f"abi-diff of one release twice exited {code}: {out[-300:]} {err}")
    code, out, err = run_tool(tool, "abi-diff", old, dropped, "--json")
    codes = [finding["code"] for finding in json_of("abi-diff --json", out)["findings"]]
    expect(code == 1 and "file-removed" in codes, f"abi-diff of a dropped library exited {code} with {codes}")
    expect("cudacompat abi-diff: NEW breaks consumers of OLD" in err, f"abi-diff did not say why it exits 1: {err}")
    code, _, err = run_tool(tool, "abi-diff", old, dropped, "--fail-on", "symbol-removed")
    expect(code == 0, f"abi-diff --fail-on a code not found exited {code}: {err}")
    code, _, _ = run_tool(tool, "abi-diff", old, dropped, "--fail-on", "symbol-removed", "--fail-on", "file-removed")
    expect(code == 1, f"abi-diff --fail-on a code that is found exited {code}")
