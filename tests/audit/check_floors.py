#!/usr/bin/env python3
"""Every artifact that carries GPU code or needs a CUDA library gets a driver floor from
`cudacompat audit`, and no floor is lower than what the toolkit that built it requires.

What "built it" means, read from the artifact itself and checked independently of the audit's rules:
the CUDA majors of the runtime libraries in its DT_NEEDED, the release named in its cubins'
.note.nv.tkinfo (`builder_toolkits`), and the strings nvcc leaves in host code ("Cuda compilation
tools, release X.Y" in the file's bytes). The floor of a major is compat/knowledge.json's
driver_floor. Prints one line per artifact with GPU code or CUDA libraries, then a summary.

  check_floors.py --cli build/bin/cudacompat --knowledge compat/knowledge.json INPUT...
Exit 0 when every check holds, 1 otherwise, 77 when no input exists. docs/audit.md gives this
command; the test (test_floors.py) calls floor_problems().
"""

import argparse
import json
import os
import re
import subprocess
import sys
import zipfile


def version(text):
    return tuple(int(part) for part in text.split("."))


def builder_release_in_bytes(data):
    found = re.findall(rb"Cuda compilation tools, release (\d+)\.(\d+)", data)
    return max(((int(a), int(b)) for a, b in found), default=None)


def member_bytes(path):
    """The bytes of an audited path: a file, or "wheel.whl!member"."""
    if "(" in path and path.endswith(")"):
        return b""  # archive members: their builder strings sit in the archive; not checked here
    if "!" in path:
        wheel, member = path.split("!", 1)
        with zipfile.ZipFile(wheel) as archive:
            return archive.read(member)
    with open(path, "rb") as f:
        return f.read()


def floor_problems(cli, knowledge_path, inputs):
    """The artifacts of `inputs` (those that exist) without a floor or below their builder's, each
    with why; None when none of the inputs exists. Prints a line per artifact checked."""
    inputs = [p for p in inputs if os.path.exists(p)]
    if not inputs:
        return None
    with open(knowledge_path) as f:
        knowledge = json.load(f)
    major_floor = {}
    for release in knowledge["releases"]:
        major_floor.setdefault(int(release["version"].split(".")[0]), version(release["driver_floor"]))
    result = subprocess.run([cli, "audit", "--json", "--no-progress"] + inputs, capture_output=True, text=True)
    report = json.loads(result.stdout)
    problems, checked = [], 0
    for artifact in report["files"]:
        has_code = artifact["sass"] or artifact["ptx"] or artifact["lto_ir"]
        majors = sorted({m for lib in artifact["cuda_libraries"] for m in lib["cuda_majors"] if not lib["driver"]})
        if not has_code and not majors:
            continue
        checked += 1
        floor = artifact["min_driver"]
        needs = []  # (driver, why)
        for major in majors:
            if len(majors) == 1 and major in major_floor:
                needs.append((major_floor[major], f"links CUDA {major} libraries"))
        for builder in artifact.get("builder_toolkits", []):
            major = int(builder.split(".")[0])
            if major in major_floor:
                needs.append((major_floor[major], f"cubins built by CUDA {builder}"))
        if has_code:
            release = builder_release_in_bytes(member_bytes(artifact["path"]))
            if release and release[0] in major_floor:
                needs.append((major_floor[release[0]], f"nvcc {release[0]}.{release[1]} strings in its bytes"))
        low = [why for driver, why in needs if floor is None or version(floor) < driver]
        status = "ok" if floor and not low else "LOW" if floor else "NO FLOOR"
        if status != "ok":
            problems.append(
                f"{artifact['path']}: floor {floor}, but it {'; '.join(low) or 'has GPU code or CUDA libraries'}"
            )
        exact = "" if artifact.get("min_driver_exact", True) else " (lower bound)"
        rule = artifact["driver_reasons"][0]["rule"] if artifact["driver_reasons"] else "-"
        print(f"{status:8} {floor or '-':>10}{exact:14} {rule:21} {artifact['path']}")
    print(
        f"{checked} artifacts with GPU code or CUDA libraries; {len(problems)} without a floor or below their builder"
    )
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--knowledge", required=True)
    parser.add_argument("inputs", nargs="+")
    args = parser.parse_args()
    problems = floor_problems(args.cli, args.knowledge, args.inputs)
    if problems is None:
        print("SKIP: none of the inputs exists here")
        return 77
    for problem in problems:
        print("  " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
