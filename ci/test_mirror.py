#!/usr/bin/env python3
"""Which sources of tool/ have a test file of their own name: issue 34's "one test file per source
file with logic" (ccache's unittest/test_<dir>_<file>.cpp), folder by folder.

Usage: test_mirror.py [FOLDER ...] [--check]

For each tool/<folder>/<source>.cpp, its test file is tests/<folder>/<source>_test.cpp (GoogleTest)
or tests/<folder>/test_<source>.py (a pytest module, for a source whose behaviour is seen through
the command line). A header with no .cpp of its name whose logic is all inline (common/scan.h,
common/enum_names.h) may have a test file of its own name too: it then counts as a source.
Printed per folder: how many sources have one, the sources with none, the exceptions (sources with
no logic of their own, each with its reason, in EXCEPTIONS below) and the test files named after no
source.
With --check, exit 1 when a source of a named folder has neither a test file nor an exception, a
test file is named after no source, or an exception names a source that is gone or has a test
file after all. tests/style/test_tests_mirror_the_sources.py runs the same check (mirror() below)
on every folder of tool/, so a new folder or source comes with its test files.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# tool/<folder>s whose tests folder has another name, and why.
NAMED_OTHERWISE = {
    "matrix": ("ci_matrix", "tests/matrix was the toolkit matrix before the `cudacompat matrix` command existed"),
}

# tool/<folder>/<source>.cpp with no test file of its own name, and why none is needed.
EXCEPTIONS = {
    ("cli", "bootstrap_main"): "main() of the probe's configure-time copy, one call to bootstrap_probe_main, which "
    "tests/cli/bootstrap_probe_test.cpp runs",
    ("cli", "bootstrap_pin_main"): "main() of the pin's configure-time copy, one call to bootstrap_pin_main, which "
    "tests/cli/bootstrap_pin_test.cpp runs",
}


def tests_folder(folder):
    """The tests/ folder that holds tool/<folder>'s tests."""
    return NAMED_OTHERWISE.get(folder, (folder, ""))[0]


def sources(root, folder):
    path = os.path.join(root, "tool", folder)
    return sorted(name[: -len(".cpp")] for name in os.listdir(path) if name.endswith(".cpp"))


def header_only(root, folder):
    """The headers of tool/<folder> with no .cpp of their name: templates and inline functions, or
    declarations alone. Which of them hold logic the script cannot tell without parsing C++, so a
    header-only unit counts as a source only where a test file is named after it (mirror())."""
    path = os.path.join(root, "tool", folder)
    compiled = set(sources(root, folder))
    return sorted(
        name[: -len(".h")] for name in os.listdir(path) if name.endswith(".h") and name[: -len(".h")] not in compiled
    )


def test_files(root, folder):
    """{source name: test file name} of the test files in tool/<folder>'s tests folder."""
    path = os.path.join(root, "tests", tests_folder(folder))
    if not os.path.isdir(path):
        return {}
    named = {}
    for name in sorted(os.listdir(path)):
        if name.endswith("_test.cpp"):
            named[name[: -len("_test.cpp")]] = name
        elif name.startswith("test_") and name.endswith(".py"):
            named.setdefault(name[len("test_") : -len(".py")], name)
    return named


def mirror(root, folder, exceptions=None):
    """(sources with a test file, sources without one and no exception, excepted sources {source:
    why}, test files named after no source, exceptions that name a source that is gone or tested)."""
    exceptions = EXCEPTIONS if exceptions is None else exceptions
    tests = test_files(root, folder)
    names = sorted(sources(root, folder) + [name for name in header_only(root, folder) if name in tests])
    excepted = {source: why for (where, source), why in exceptions.items() if where == folder}
    tested = [name for name in names if name in tests]
    untested = [name for name in names if name not in tests and name not in excepted]
    # A pytest module named after no source is a test of the command as a whole (the folder's
    # older drivers), not a misnamed mirror file: only C++ test files must match a source.
    misnamed = sorted(tests[name] for name in tests if name not in names and tests[name].endswith("_test.cpp"))
    stale = sorted(source for source in excepted if source not in names or source in tests)
    return tested, untested, excepted, misnamed, stale


def tool_folders(root):
    tool = os.path.join(root, "tool")
    return sorted(name for name in os.listdir(tool) if os.path.isdir(os.path.join(tool, name)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", help="tool/ folders (default: all)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a named folder breaks the mirror")
    args = parser.parse_args()
    everything = tool_folders(ROOT)
    unknown = [name for name in args.folders if name not in everything]
    if unknown:
        print(f"test_mirror.py: no folder tool/{unknown[0]}; the folders are: {' '.join(everything)}", file=sys.stderr)
        return 2
    broken = False
    total_sources = total_tested = 0
    for folder in args.folders or everything:
        tested, untested, excepted, misnamed, stale = mirror(ROOT, folder)
        count = len(tested) + len(untested)
        total_sources += count
        total_tested += len(tested)
        where = tests_folder(folder)
        print(f"tool/{folder}: {len(tested)} of {count} sources with logic have a test file in tests/{where}/")
        if untested:
            print(f"  no test file: {' '.join(name + '.cpp' for name in untested)}")
        for source, why in sorted(excepted.items()):
            print(f"  no logic of its own: {source}.cpp ({why})")
        if misnamed:
            print(f"  test files named after no source: {' '.join(misnamed)}")
        if stale:
            print(f"  exceptions to drop (the source is gone or has a test file): {' '.join(stale)}")
        broken = broken or bool(untested or misnamed or stale)
    print(f"{total_tested} of {total_sources} sources with logic have a test file of their own name")
    return 1 if args.check and broken else 0


if __name__ == "__main__":
    sys.exit(main())
