#!/usr/bin/env python3
"""The FindCUDA guide against real trees: every construct docs/guides/from-findcuda.md names as
replaced (the backticked names of its table's first column) must be gone from an adopted tree, and
every FindCUDA construct an upstream tree uses must be one the guide names.

A construct is matched in CMake code only (CMakeLists.txt and *.cmake, comments removed), as CMake
reads it: `name()` is a command, its name in any case; `find_package(CUDA)` that command with that
first argument (not CUDAToolkit); `set(NAME ...)` a variable set by that name; `NAME` a variable,
case-sensitive; `<...>` in a name is any word (`CUDA_<lib>_LIBRARY`).

The FindCUDA constructs of an upstream tree, to be named by the guide: `find_package(CUDA`, every
command `cuda_*()` or `find_cuda_*()`, and every variable `CUDA_*` that is not a target or file
the project names itself (`--own NAME`).

test_findcuda_constructs.py checks the case studies adopted here with it; a user lists what is left
in a tree of their own (docs/guides/from-findcuda.md):

usage: findcuda_constructs.py --guide docs/guides/from-findcuda.md --tree DIR
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path


def guide_constructs(guide: Path) -> list[str]:
    """The backticked names in the first column of the guide's table of constructs."""
    text = guide.read_text(encoding="utf-8")
    section = text.split("## Constructs and replacements", 1)
    if len(section) != 2:
        raise SystemExit(f"{guide}: no '## Constructs and replacements' section")
    constructs = []
    for line in section[1].splitlines():
        if line.startswith("## "):
            break
        cells = line.split("|")
        if len(cells) < 3 or set(cells[1].strip()) <= {"-"} or cells[1].strip() == "FindCUDA":
            continue
        constructs += re.findall(r"`([^`]+)`", cells[1])
    if not constructs:
        raise SystemExit(f"{guide}: the table of constructs names none")
    return constructs


def _name_regex(name: str) -> str:
    return re.escape(name).replace(re.escape("<>"), r"\w+")


def pattern(construct: str) -> re.Pattern:
    """How CMake code spells a construct of the guide."""
    name = re.sub(r"<[^>]*>", "<>", construct)
    if match := re.fullmatch(r"set\(([\w<>]+) \.\.\.\)", name):
        return re.compile(r"(?i:\bset)\s*\(\s*" + _name_regex(match.group(1)) + r"\b")
    if match := re.fullmatch(r"(\w+)\((\w+)\)", name):
        return re.compile(r"(?i:\b" + match.group(1) + r")\s*\(\s*" + match.group(2) + r"\b")
    if name.endswith("()"):
        return re.compile(r"(?i:\b" + _name_regex(name[:-2]) + r")\s*\(")
    return re.compile(r"\b" + _name_regex(name) + r"\b")


def names(construct: str, name: str) -> bool:
    """Whether the guide's CONSTRUCT names NAME, a name as findcuda_names() gives it."""
    construct = re.sub(r"<[^>]*>", "<>", construct)
    if match := re.fullmatch(r"set\(([\w<>]+) \.\.\.\)", construct):
        construct = match.group(1)
    if construct.endswith(")"):
        return construct.lower() == name.lower()
    return re.fullmatch(_name_regex(construct), name) is not None


def cmake_code(tree: Path) -> dict[str, str]:
    """Each CMake file of TREE (relative path: text), its comments removed."""
    files = {}
    for path in sorted(tree.rglob("*")):
        if path.is_file() and (path.name == "CMakeLists.txt" or path.suffix == ".cmake"):
            text = path.read_text(encoding="utf-8", errors="replace")
            text = re.sub(r"#\[(=*)\[.*?\]\1\]", "", text, flags=re.S)  # bracket comments
            files[str(path.relative_to(tree))] = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    return files


def uses(code: dict[str, str], constructs: list[str]) -> dict[str, list[str]]:
    """{construct: [files where it appears]} for the constructs CODE uses."""
    found = {}
    for construct in constructs:
        where = [name for name, text in code.items() if pattern(construct).search(text)]
        if where:
            found[construct] = where
    return found


def findcuda_names(code: dict[str, str], own: set[str]) -> set[str]:
    """The FindCUDA-looking names in CODE: commands `cuda_*()` and `find_cuda_*()`,
    `find_package(CUDA)`, variables `CUDA_*`; less the project's own names."""
    found = set()
    for text in code.values():
        found |= {m.lower() + "()" for m in re.findall(r"(?i)\b((?:find_)?cuda_\w+)\s*\(", text)}
        if re.search(r"(?i)\bfind_package\s*\(\s*CUDA\b", text):
            found.add("find_package(CUDA)")
        found |= set(re.findall(r"\b(CUDA_\w+)\b(?!\s*\()", text))
    return {name for name in found if name not in own and name[:-2] not in own}


def case_problems(constructs: list[str], upstream: Path, adopted: Path, own: set[str]) -> list[str]:
    """What is wrong with one case study: a construct the guide replaces left in the adopted tree
    (upstream's with the adoption laid over it), or a FindCUDA name upstream uses that the guide lacks."""
    problems = []
    upstream_code = cmake_code(upstream)
    # The adopted tree as built: upstream's files with the adoption's laid over them.
    with tempfile.TemporaryDirectory() as scratch:
        tree = Path(scratch) / "tree"
        shutil.copytree(upstream, tree)
        shutil.copytree(adopted, tree, dirs_exist_ok=True)
        adopted_code = cmake_code(tree)
    used_upstream = uses(upstream_code, constructs)
    left = uses(adopted_code, constructs)
    for construct, where in sorted(left.items()):
        problems.append(f"{adopted}: `{construct}`, which the guide replaces, is still in {', '.join(where)}")
    if not used_upstream:
        problems.append(f"{upstream}: uses no construct of the guide; not a FindCUDA project")
    for name in sorted(findcuda_names(upstream_code, own)):
        if not any(names(construct, name) for construct in constructs):
            problems.append(f"{upstream}: uses `{name}`, which the guide does not name")
    print(
        f"{upstream.parent.name}: upstream uses {len(used_upstream)} of the guide's {len(constructs)} constructs "
        f"({', '.join(sorted(used_upstream))}); the adopted tree {len(left)}"
    )
    return problems


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--guide", required=True, type=Path)
    parser.add_argument("--tree", required=True, type=Path, help="list the guide's constructs left in this tree")
    args = parser.parse_args()
    constructs = guide_constructs(args.guide)
    for construct, where in sorted(uses(cmake_code(args.tree), constructs).items()):
        print(f"{construct}: {', '.join(where)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
