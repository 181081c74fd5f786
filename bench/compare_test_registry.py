#!/usr/bin/env python3
"""Compares two ctest registries, to show that a change of how tests run (a driver made a pytest module)
kept every test's name and properties.

Usage: compare_test_registry.py BEFORE.json AFTER.json

Each file is `ctest --test-dir BUILD --show-only=json-v1 [-R REGEX]` of one build. Prints, for every test
name in either, the properties that differ (LABELS, TIMEOUT, RUN_SERIAL, RESOURCE_LOCK, FIXTURES_*,
DEPENDS, SKIP_RETURN_CODE, ...), or that a test is only in one; the command and working directory are left
out, being what such a change rewrites. Exits 1 when anything differs, 0 when the two hold the same tests
with the same properties.
"""

import argparse
import json

LEFT_OUT = {"WORKING_DIRECTORY"}


def registry(path):
    """{test name: {property: value}} of a `--show-only=json-v1` file."""
    with open(path, encoding="utf-8") as stream:
        tests = json.load(stream)["tests"]
    return {
        test["name"]: {p["name"]: p["value"] for p in test.get("properties", []) if p["name"] not in LEFT_OUT}
        for test in tests
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    args = parser.parse_args()
    before, after = registry(args.before), registry(args.after)
    differences = 0
    for name in sorted(before.keys() | after.keys()):
        if name not in after or name not in before:
            print(f"{name}: only {'before' if name in before else 'after'}")
            differences += 1
            continue
        for key in sorted(before[name].keys() | after[name].keys()):
            old, new = before[name].get(key, "(unset)"), after[name].get(key, "(unset)")
            if old != new:
                print(f"{name}: {key} {json.dumps(old)} -> {json.dumps(new)}")
                differences += 1
    print(f"{len(before)} tests before, {len(after)} after; {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    raise SystemExit(main())
