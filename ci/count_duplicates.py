#!/usr/bin/env python3
"""Counts the duplicate pairs in the project's own code at a git revision (issue 34's must-show).

    ci/count_duplicates.py [REV ...] [--most N] [--seconds N]

For each REV (default HEAD): `git archive` it into a scratch folder, remove what the project keeps
but did not write (every folder holding a SOURCE.md, LICENSE*, LICENSES.md or COPYING file, with
all below it: the migrate and pin corpora, the adoption projects, the fuzz seeds in fuzz/corpus),
then run the workplace's `duplicates` command over what is left and print its first line, the pairs
inside tool/ and the count per top folder. `duplicates` is a developer tool of this workplace, not
a dependency of the build or the tests: the script says so and exits 2 where it is missing.
"""

from __future__ import annotations

import argparse
import collections
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

VENDORED_MARKERS = re.compile(r"^(SOURCE\.md|LICENSES?(\.[A-Za-z]+)?|LICENSE-[A-Z]+|COPYING)$")
ALWAYS_VENDORED = ("fuzz/corpus",)
PAIR = re.compile(r"^D\d+ (\S+?):\d+-\d+ ~ (\S+?):\d+-\d+")


def export(repo: Path, rev: str, into: Path) -> None:
    archive = subprocess.run(["git", "-C", str(repo), "archive", rev], check=True, capture_output=True).stdout
    with tempfile.TemporaryFile() as handle:
        handle.write(archive)
        handle.seek(0)
        with tarfile.open(fileobj=handle) as tar:
            tar.extractall(into, filter="data")


def remove_vendored(root: Path) -> list[str]:
    removed = []
    for marker in sorted(root.rglob("*")):
        if marker.is_file() and VENDORED_MARKERS.match(marker.name) and marker.parent != root:
            folder = marker.parent
            if folder.exists():
                removed.append(str(folder.relative_to(root)))
                shutil.rmtree(folder)
    for name in ALWAYS_VENDORED:
        if (root / name).exists():
            removed.append(name)
            shutil.rmtree(root / name)
    return removed


def count(root: Path, most: int, seconds: int) -> str:
    result = subprocess.run(
        ["duplicates", "--repo", str(root), "--most", str(most), "--seconds", str(seconds)],
        capture_output=True,
        text=True,
        check=False,
    )
    return result.stdout


def summarise(rev: str, text: str) -> None:
    lines = text.splitlines()
    print(f"== {rev}: {lines[0] if lines else '(no output)'}")
    per_folder: collections.Counter[str] = collections.Counter()
    in_tool = []
    for line in lines:
        match = PAIR.match(line)
        if not match:
            continue
        folders = {side.split("/")[0] for side in match.groups()}
        per_folder[" & ".join(sorted(folders))] += 1
        if folders == {"tool"}:
            in_tool.append(line)
    print("   listed pairs by top folder:", dict(per_folder.most_common()))
    print(f"   pairs inside tool/: {len(in_tool)}")
    for line in in_tool:
        print("     ", line)
    for line in lines:
        if line.startswith(("(+", "left out:", "incomplete:")):
            print("  ", line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revs", nargs="*", default=["HEAD"])
    parser.add_argument("--most", type=int, default=200)
    parser.add_argument("--seconds", type=int, default=600)
    args = parser.parse_args()
    if shutil.which("duplicates") is None:
        print("count_duplicates: the `duplicates` command is not on PATH (it is a tool of the developers' workplace)")
        return 2
    repo = Path(__file__).resolve().parent.parent
    for rev in args.revs:
        with tempfile.TemporaryDirectory(prefix="cudacompat-dups-") as scratch:
            root = Path(scratch) / "tree"
            root.mkdir()
            export(repo, rev, root)
            removed = remove_vendored(root)
            print(f"-- {rev}: {len(removed)} vendored folders left out")
            summarise(rev, count(root, args.most, args.seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
