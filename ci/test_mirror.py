#!/usr/bin/env python3
"""Which sources of tool/ have a test file of their own name: issue 34's "one test file per source
file with logic" (ccache's unittest/test_<dir>_<file>.cpp), folder by folder.

Usage: test_mirror.py [FOLDER ...] [--check]

For each tool/<folder>/<source>.cpp, its test file is tests/<folder>/<source>_test.cpp. Printed per
folder: how many sources have one, the sources with none, the exceptions (sources with no logic of
their own, each with its reason, in EXCEPTIONS below) and the test files named after no source.
With --check, exit 1 when a source of a named folder has neither a test file nor an exception, or
an exception names a source that is gone or has a test file after all.
The folder tests/style/test_tests_mirror_the_sources.py checks is the folder level; this is the file
level, which not every folder reaches yet.
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# tool/<folder>/<source>.cpp with no test file of its own name, and why none is needed.
EXCEPTIONS = {
    ("readers", "artifact"): "the format-name table and two one-line counts over ArtifactFacts, which every "
    "reader test that checks facts goes through",
}


def sources(folder):
    path = os.path.join(ROOT, "tool", folder)
    return sorted(name[: -len(".cpp")] for name in os.listdir(path) if name.endswith(".cpp"))


def test_files(folder):
    path = os.path.join(ROOT, "tests", folder)
    if not os.path.isdir(path):
        return []
    return sorted(name[: -len("_test.cpp")] for name in os.listdir(path) if name.endswith("_test.cpp"))


def mirror(folder):
    """(sources with a test file, sources without one and no exception, excepted sources, test files
    named after no source, exceptions that name a source that is gone or tested)."""
    names, tests = sources(folder), set(test_files(folder))
    excepted = {source: why for (where, source), why in EXCEPTIONS.items() if where == folder}
    tested = [name for name in names if name in tests]
    untested = [name for name in names if name not in tests and name not in excepted]
    misnamed = sorted(tests - set(names))
    stale = sorted(source for source in excepted if source not in names or source in tests)
    return tested, untested, excepted, misnamed, stale


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", help="tool/ folders (default: all)")
    parser.add_argument("--check", action="store_true", help="exit 1 when a named folder breaks the mirror")
    args = parser.parse_args()
    everything = sorted(
        name for name in os.listdir(os.path.join(ROOT, "tool")) if os.path.isdir(os.path.join(ROOT, "tool", name))
    )
    unknown = [name for name in args.folders if name not in everything]
    if unknown:
        print(f"test_mirror.py: no folder tool/{unknown[0]}; the folders are: {' '.join(everything)}", file=sys.stderr)
        return 2
    broken = False
    total_sources = total_tested = 0
    for folder in args.folders or everything:
        tested, untested, excepted, misnamed, stale = mirror(folder)
        count = len(tested) + len(untested)
        total_sources += count
        total_tested += len(tested)
        print(f"tool/{folder}: {len(tested)} of {count} sources with logic have tests/{folder}/<source>_test.cpp")
        if untested:
            print(f"  no test file: {' '.join(name + '.cpp' for name in untested)}")
        for source, why in sorted(excepted.items()):
            print(f"  no logic of its own: {source}.cpp ({why})")
        if misnamed:
            print(f"  test files named after no source: {' '.join(name + '_test.cpp' for name in misnamed)}")
        if stale:
            print(f"  exceptions to drop (the source is gone or has a test file): {' '.join(stale)}")
        broken = broken or bool(untested or misnamed or stale)
    print(f"{total_tested} of {total_sources} sources with logic have a test file of their own name")
    return 1 if args.check and broken else 0


if __name__ == "__main__":
    sys.exit(main())
