"""`cudacompat --help` reads like git's and cargo's: one line per subcommand, each at most 100
characters, and every subcommand's own --help has its detail and an example of the subcommand
(`Examples:` then `  cudacompat SUBCOMMAND ...`).

A pytest module (tests/cli/CMakeLists.txt runs it with --cudacompat).
"""

import json
import re
import subprocess

from case_checks import expect, fail

LIMIT = 100


def test_top_level_help_has_one_short_line_per_subcommand_and_each_subcommand_an_example(tool):
    failures = []  # every line and subcommand that breaks the rule, not only the first
    top = subprocess.run([tool, "--help"], capture_output=True, text=True)
    if top.returncode != 0:
        fail(f"cudacompat --help exited {top.returncode}: {top.stderr}")
    section = top.stdout.split("Subcommands:\n", 1)
    if len(section) != 2:
        fail(f"cudacompat --help has no Subcommands: list:\n{top.stdout}")
    listed = []
    for line in section[1].splitlines():
        if not line.strip():
            break
        if len(line) > LIMIT:
            failures.append(f"--help: a {len(line)}-character line (limit {LIMIT}): {line!r}")
        match = re.match(r"  (\S+)\s+\S", line)
        if not match:
            failures.append(f"--help: a line of the subcommand list that names no subcommand (wrapped?): {line!r}")
            continue
        listed.append(match.group(1))
    known = [
        c["name"]
        for c in json.loads(
            subprocess.run([tool, "help", "--format", "json"], capture_output=True, text=True, check=True).stdout
        )["subcommands"]
    ]
    if listed != known:
        failures.append(f"--help lists {listed}, the tool has {known}")
    for name in known:
        helped = subprocess.run([tool, name, "--help"], capture_output=True, text=True)
        examples = helped.stdout.split("\nExamples:\n", 1)
        if (
            helped.returncode != 0
            or len(examples) != 2
            or not re.search(rf"^  cudacompat {re.escape(name)}\b", examples[1], re.M)
        ):
            failures.append(
                f"`cudacompat {name} --help` (exit {helped.returncode}) has no Examples: with `cudacompat {name} ...`"
            )
        else:
            print(f"ok: cudacompat {name} --help has {len(re.findall(r'^  cudacompat ', examples[1], re.M))} examples")
    expect(not failures, "\n".join(failures))
    print(f"ok: cudacompat --help lists {len(listed)} subcommands, one line each")
