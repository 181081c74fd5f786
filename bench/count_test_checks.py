#!/usr/bin/env python3
"""Counts the checks of Python test drivers, to show that a conversion kept every one.

Usage: count_test_checks.py [--rev REV] FILE...

For each file (at git revision REV when given, else as it is in the working tree): the calls that can
fail a test (expect, check, fail, pytest.fail and assert statements) and the skips (skip, pytest.skip),
leaving out those inside the helpers that define them; and the test cases: test_* functions, or for a
driver with its own main(), case_* functions, entries of a CASES table and `case == "..."` branches.
"""

import argparse
import ast
import subprocess

FAILS = {"expect", "check", "fail"}
SKIPS = {"skip"}
HELPERS = FAILS | SKIPS


def called(node):
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def count(text):
    tree = ast.parse(text)
    checks = skips = 0
    cases = set()
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        if function.name.startswith(("test_", "case_")) or function.name.endswith("_case"):
            cases.add(function.name)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in HELPERS:
            node.body = []  # the helpers' own bodies are not checks
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert):
            checks += 1
        elif isinstance(node, ast.Call) and called(node) in FAILS:
            checks += 1
        elif isinstance(node, ast.Call) and called(node) in SKIPS:
            skips += 1
        elif (
            isinstance(node, ast.Compare)
            and isinstance(node.left, ast.Name)
            and node.left.id == "case"
            and isinstance(node.comparators[0], ast.Constant)
        ):
            cases.add(node.comparators[0].value)
    return checks, skips, len(cases)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    totals = [0, 0, 0]
    for path in args.files:
        if args.rev:
            text = subprocess.run(
                ["git", "show", f"{args.rev}:{path}"], capture_output=True, text=True, check=True
            ).stdout
        else:
            with open(path, encoding="utf-8") as stream:
                text = stream.read()
        numbers = count(text)
        totals = [a + b for a, b in zip(totals, numbers)]
        print(f"{path}: {numbers[0]} checks, {numbers[1]} skips, {numbers[2]} cases")
    print(f"total: {totals[0]} checks, {totals[1]} skips, {totals[2]} cases")


if __name__ == "__main__":
    main()
