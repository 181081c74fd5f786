#!/usr/bin/env python3
"""Proves a change to Python files is layout only: for every .py file that differs from BASE (a git
revision), compares the syntax tree at BASE with the working tree's, and names the files whose tree
changed. `ruff format` must leave every tree as it was; run this after it (after merging branches
and re-running `ruff format`, say) to show that no behaviour moved with the layout.

With --prose, text that only a reader sees may also have been rewrapped: a docstring compares by
its words, and a string literal that is itself a Python program (a script a test runs) compares by
its own syntax tree. Any other change is reported.

usage: ci/same_python_ast.py BASE [--prose] [PATH...]   (run from the repository root)
exit 0 when every tree is unchanged, 1 when one changed (each named), 2 on bad arguments.
"""

import argparse
import ast
import subprocess
import sys


def program_or_none(text):
    """The syntax tree of a string literal that is a Python program of several lines, else None."""
    if "\n" not in text.strip():
        return None
    try:
        return ast.dump(ast.parse(text))
    except SyntaxError:
        return None


def prose_normalized(tree):
    """The tree with each docstring reduced to its words and each embedded program to its tree."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                if isinstance(first.value.value, str):
                    first.value.value = " ".join(first.value.value.split())
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            program = program_or_none(node.value)
            if program is not None:
                node.value = program
    return tree


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("base", help="the git revision to compare with (a commit, a branch)")
    parser.add_argument("paths", nargs="*", help="limit the comparison to these files or folders")
    parser.add_argument("--prose", action="store_true", help="allow rewrapped docstrings and embedded programs")
    args = parser.parse_args()
    listed = subprocess.run(
        ["git", "diff", "--name-only", "--diff-filter=M", args.base, "--", *(args.paths or ["."])],
        capture_output=True,
        text=True,
    )
    if listed.returncode != 0:
        print(f"same_python_ast: git diff against {args.base!r} failed: {listed.stderr.strip()}", file=sys.stderr)
        return 2
    files = [f for f in listed.stdout.split() if f.endswith(".py")]
    changed = []
    for path in files:
        old_text = subprocess.run(["git", "show", f"{args.base}:{path}"], capture_output=True, text=True, check=True)
        with open(path) as f:
            new_text = f.read()
        old, new = ast.parse(old_text.stdout), ast.parse(new_text)
        if args.prose:
            old, new = prose_normalized(old), prose_normalized(new)
        if ast.dump(old) != ast.dump(new):
            changed.append(path)
    same = len(files) - len(changed)
    print(f"same_python_ast: {same} of {len(files)} changed Python files have the syntax tree of {args.base}")
    for path in changed:
        print(f"  changed tree: {path}")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
