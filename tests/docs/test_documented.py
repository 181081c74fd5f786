"""Checks that nothing a user can set goes undocumented: every setting the CMake package reads
appears in the documentation's sources (docs/, and the reStructuredText headers of
cmake/cudacompat_*.cmake that the site renders), and every option of every subcommand has a
description in the tool and a row in the command reference page generated from it
(docs/generate_reference.py), which the site builds.

The settings are found in the code, not listed here: each CUDACOMPAT_* name that cmake/ (and the
top-level CMakeLists.txt) reads from the environment ($ENV{NAME}), declares as an option() or a
cache entry, tests with DEFINED or in a condition, or reads through the compiler cache's
variable-else-environment helper. The options come from `cudacompat help --format json`, the
tool's own option tables. A pytest module (tests/docs/CMakeLists.txt runs it with --cudacompat):
it fails naming each setting or option that is not documented, with where it is read.
"""

import glob
import json
import os
import re
import sys

from case_checks import expect, fail, run

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAME = r"(CUDACOMPAT_[A-Z0-9_]*[A-Z0-9])"
READS = [
    re.compile(r"\$ENV\{" + NAME + r"\}"),
    re.compile(r"\boption\(\s*" + NAME),
    re.compile(r"\bset\(\s*" + NAME + r"\b[^)]*\bCACHE\b"),
    re.compile(r"\bDEFINED\s+(?:CACHE\{)?" + NAME),
    re.compile(r"\b(?:if|elseif|AND|OR)\(?\s*(?:NOT\s+)?" + NAME + r"\b(?!\})"),  # a condition on its value
    re.compile(r"\b_cudacompat_compiler_cache_setting\(\s*" + NAME),  # variable, else environment
]
# Cache entries the package keeps for itself between configures, never set by a user; each says why.
INTERNAL = {
    "CUDACOMPAT_DETAIL_PACKAGE_KEYWORDS",  # the argument list cudacompat_add_package passes to its detail/ helpers
    "CUDACOMPAT_TOOL_BOOTSTRAP",  # set by tool/bootstrap.cmake for the configure-time copy of the tool it builds
}


def cmake_sources():
    files = glob.glob(os.path.join(ROOT, "cmake", "**", "*.cmake"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "cmake", "*.cmake.in")) + [os.path.join(ROOT, "CMakeLists.txt")]
    return sorted(files)


def settings_read():
    found = {}
    for path in cmake_sources():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for pattern in READS:
            for match in pattern.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                found.setdefault(match.group(1), f"{os.path.relpath(path, ROOT)}:{line}")
    return {name: where for name, where in found.items() if name not in INTERNAL}


def documentation_text():
    parts = []
    for path in glob.glob(os.path.join(ROOT, "docs", "**", "*.md"), recursive=True) + glob.glob(
        os.path.join(ROOT, "docs", "**", "*.rst"), recursive=True
    ):
        if os.sep + "reference" + os.sep in path and not path.endswith("settings.md"):
            continue  # generated at build time; the settings must be in what people wrote
        with open(path, encoding="utf-8") as f:
            parts.append(f.read())
    for path in glob.glob(os.path.join(ROOT, "cmake", "cudacompat_*.cmake")):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        header = re.match(r"#\[(=*)\[\.rst:(.*?)#\]\1\]", text, re.S)
        if header:
            parts.append(header.group(2))
    return "\n".join(parts)


def undocumented_options(tool):
    """(options checked, problems): each option needs a description and a row on its command's page."""
    sys.path.insert(0, os.path.join(ROOT, "docs"))
    import generate_reference

    helped = run([tool, "help", "--format", "json"])
    if helped.returncode != 0:
        fail(f"`{tool} help --format json` exited {helped.returncode}: {helped.stderr}")
    checked, problems = 0, []
    commands = list(json.loads(helped.stdout)["subcommands"])
    for command in commands:
        commands += command.get("subcommands", [])  # `variant show`: checked on its own section
        page = generate_reference.cli_page(command)
        for option in command["options"]:
            checked += 1
            label = f"`cudacompat {command['name']} {option['name']}`"
            if len(option["description"].split()) < 2:
                problems.append(f"{label} has no description in the tool")
            rows = [
                line
                for line in page.splitlines()
                if line.startswith("| ") and all(f"`{n}`" in line.split(" | ")[0] for n in option["name"].split(","))
            ]
            if len(rows) != 1:
                problems.append(
                    f"{label} has {len(rows)} rows on the generated page reference/cli/{command['name']}.md"
                )
    return checked, problems


def test_every_cmake_setting_and_command_line_option_is_documented(tool):
    documentation = documentation_text()
    missing = []
    settings = settings_read()
    for name, where in sorted(settings.items()):
        if not re.search(r"\b" + re.escape(name) + r"\b", documentation):
            missing.append(f"the CMake setting {name} (read at {where}) is not in docs/ or a cmake/ header")
    options, problems = undocumented_options(tool)
    missing += problems
    print(
        f"check_documented: {len(settings)} CMake settings, {options} command-line options, {len(missing)} undocumented"
    )
    expect(not missing, "\n".join("UNDOCUMENTED: " + line for line in missing))
