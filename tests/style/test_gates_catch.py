"""The style gates catch what they are for: each case plants a file with one mistake in a scratch
folder, points the gate at it and expects it to fail, naming the file and the mistake; then applies
the fix the gate prints (or writes the file fixed by hand, where no tool fixes it) and expects the
gate to pass. The files are written here rather than kept in the tree, where the gates over the
whole tree would find them.

A pytest module, a test per gate's mistake (tests/style/CMakeLists.txt runs it with --case-arg
work-dir=DIR, a folder in the build tree; each test plants its file in a folder of its own there).
"""

import os
import shlex
import shutil
import subprocess

from case_checks import ROOT, expect, skip


class Case:
    """gate: the script in ci/; name: the planted file's name; bad and good: its contents before and
    after the fix; says: what the gate's message must say about the bad file; fixed_by_gate: the
    gate prints a command that turns bad into good (else the fix is written by hand)."""

    def __init__(self, gate, name, bad, good, says, fixed_by_gate):
        self.gate, self.name, self.bad, self.good = gate, name, bad, good
        self.says, self.fixed_by_gate = says, fixed_by_gate


CASES = {
    "unused_import": Case(
        "check-python.sh",
        "planted.py",
        "import os\nimport sys\n\nprint(sys.argv)\n",
        "import sys\n\nprint(sys.argv)\n",
        ["planted.py:1:8: F401", "`os` imported but unused", "1 of 1 files break the rules of ruff.toml"],
        fixed_by_gate=True,
    ),
    # Lint-clean, so the layout is the one mistake: the formatter's half of the gate must say so.
    "unformatted_python_file": Case(
        "check-python.sh",
        "planted.py",
        "import sys\n\nargs = {  'argv':sys.argv }\nprint( args )\n",
        'import sys\n\nargs = {"argv": sys.argv}\nprint(args)\n',
        [
            "planted.py:3:",
            "unformatted: File would be reformatted",
            "1 of 1 files are not laid out as ruff format (ruff.toml) lays them out",
        ],
        fixed_by_gate=True,
    ),
    # A string the formatter cannot wrap: E501 catches it, and a hand splits it.
    "line_too_long": Case(
        "check-python.sh",
        "planted.py",
        f'MESSAGE = "{"a long message " * 8}"\n',
        f'MESSAGE = (\n    "{"a long message " * 4}"\n    "{"a long message " * 4}"\n)\n',
        ["planted.py:1:121: E501 Line too long (132 > 120)", "1 of 1 files break the rules of ruff.toml"],
        fixed_by_gate=False,
    ),
    "unformatted_cmake_file": Case(
        "check-cmake-format.sh",
        "CMakeLists.txt",
        "add_executable(planted   main.cpp)\ntarget_link_libraries(planted PRIVATE\n    m)\n",
        "add_executable(planted main.cpp)\ntarget_link_libraries(planted PRIVATE m)\n",
        ["CMakeLists.txt would be reformatted", "1 of 1 files do not follow .gersemirc"],
        fixed_by_gate=True,
    ),
    "misspelt_cmake_command": Case(
        "check-cmake-format.sh",
        "planted.cmake",
        "add_exectuable(planted main.cpp)\n",
        "add_executable(planted main.cpp)\n",
        ["unknown command 'add_exectuable'", "planted.cmake:1:1", "1 of 1 files do not follow .gersemirc"],
        fixed_by_gate=False,
    ),
    # No suffix, as .ci/run: the gate finds shell scripts by their #! line too.
    "unquoted_shell_variable": Case(
        "check-shell.sh",
        "clean-builds",
        '#!/usr/bin/env bash\n# Removes the build folders of the projects named.\nfor dir in "$@"; do\n'
        "  rm -rf $dir/build\ndone\n",
        '#!/usr/bin/env bash\n# Removes the build folders of the projects named.\nfor dir in "$@"; do\n'
        '  rm -rf "$dir/build"\ndone\n',
        [
            "clean-builds:4:10: note: Double quote to prevent globbing and word splitting. [SC2086]",
            "1 of 1 shell scripts have problems shellcheck finds",
        ],
        fixed_by_gate=False,
    ),
}


def run_gate(case, folder):
    gate = subprocess.run([os.path.join(ROOT, "ci", case.gate), folder], capture_output=True, text=True)
    if gate.returncode == 77:
        skip(gate.stderr.strip())
    return gate


def fix_command(stderr):
    """The command after `fix: ` in the gate's message, run from the repository root as printed."""
    lines = [line for line in stderr.splitlines() if line.startswith("fix: ")]
    expect(len(lines) == 1, f"the gate prints one 'fix:' line, not {len(lines)}:\n{stderr}")
    return shlex.split(lines[0][len("fix: ") :])


def plant_and_fix(case, work):
    folder = os.path.join(work, "planted")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    path = os.path.join(folder, case.name)
    with open(path, "w") as f:
        f.write(case.bad)

    gate = run_gate(case, folder)
    expect(
        gate.returncode == 1,
        f"{case.gate} exits 1 on the planted {case.name}, not {gate.returncode}:\n{gate.stdout}{gate.stderr}",
    )
    for expected in case.says:
        expect(expected in gate.stderr, f"{case.gate} says {expected!r} about the planted file:\n{gate.stderr}")
    fix = fix_command(gate.stderr)
    # Run from the repository root, as printed: a path inside it is printed relative to it.
    expect(
        any(os.path.realpath(os.path.join(ROOT, word)) == os.path.realpath(path) for word in fix),
        f"the fix line names the planted file {path}: {' '.join(fix)}",
    )

    if case.fixed_by_gate:
        fixing = subprocess.run(fix, cwd=ROOT, capture_output=True, text=True)
        expect(
            fixing.returncode == 0,
            f"the printed fix {' '.join(fix)} exits {fixing.returncode}:\n{fixing.stdout}{fixing.stderr}",
        )
        with open(path) as f:
            fixed = f.read()
        expect(fixed == case.good, f"the printed fix leaves {fixed!r}, not {case.good!r}")
    else:
        with open(path, "w") as f:
            f.write(case.good)

    gate = run_gate(case, folder)
    expect(
        gate.returncode == 0,
        f"{case.gate} passes the fixed {case.name}, not exit {gate.returncode}:\n{gate.stdout}{gate.stderr}",
    )
    expect(gate.stderr == "", f"{case.gate} says nothing on stderr about the fixed file:\n{gate.stderr}")


def test_the_python_gate_fails_on_an_unused_import(case_arg):
    plant_and_fix(CASES["unused_import"], os.path.join(case_arg("work-dir"), "unused_import"))


def test_the_python_gate_fails_on_an_unformatted_file(case_arg):
    plant_and_fix(CASES["unformatted_python_file"], os.path.join(case_arg("work-dir"), "unformatted_python_file"))


def test_the_python_gate_fails_on_a_line_longer_than_120_columns(case_arg):
    plant_and_fix(CASES["line_too_long"], os.path.join(case_arg("work-dir"), "line_too_long"))


def test_the_cmake_gate_fails_on_an_unformatted_file(case_arg):
    plant_and_fix(CASES["unformatted_cmake_file"], os.path.join(case_arg("work-dir"), "unformatted_cmake_file"))


def test_the_cmake_gate_fails_on_a_misspelt_command(case_arg):
    plant_and_fix(CASES["misspelt_cmake_command"], os.path.join(case_arg("work-dir"), "misspelt_cmake_command"))


def test_the_shell_gate_fails_on_an_unquoted_variable(case_arg):
    plant_and_fix(CASES["unquoted_shell_variable"], os.path.join(case_arg("work-dir"), "unquoted_shell_variable"))
