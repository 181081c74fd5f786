#!/usr/bin/env python3
"""Every drop-in correction `pin --check` offers keeps its meaning and ends the finding: on the
corpus and the five held-out sets, each finding's `corrected` line is written in place of its line in
a copy of the file (the file's folder copied, so -r includes and sibling files still resolve), and

  1. `cudacompat pin --check` of the copy at the same CUDA version finds nothing on that line;
  2. no floor is lowered: where the corrected entry names the same distribution, its lower bound
     (PEP 440 via packaging, conda's >=, Cargo's version) is not below the original's (except
     where a wrong-major finding moves a CUDA-numbered package from another major's floor to the
     toolkit's: cuda-python>=13.0.1 at CUDA 12.9 becomes >=12.9,<13);
  3. nothing that does not exist is named: a torch +cuNNN tag is one of that torch release's builds
     and a cudarc cuda-NNNNN feature is in every cudarc release the requirement admits, both as
     compat/knowledge.json lists them (packages.torch_builds, packages.cudarc.feature_releases).

With --pypi, exact versions of PyPI packages in corrected lines are also looked up with
`pip index versions` (network-optional: offline, that check says it is skipped and why).
Exit 0 when every correction passes, 1 otherwise, 2 when the tool's output cannot be read.

usage: recheck_corrections.py --tool CUDACOMPAT
         [--sets corpus heldout heldout2 heldout3 heldout4 heldout5 heldout6 heldout7 heldout8
                 heldout9 heldout10 heldout11 heldout12 heldout13] [--pypi]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

HERE = os.path.dirname(os.path.abspath(__file__))
PIN = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(PIN))


def findings(tool, path, cuda):
    result = subprocess.run(
        [tool, "pin", "--cuda", cuda, "--json", "--check", path], capture_output=True, text=True, timeout=120
    )
    try:
        return json.loads(result.stdout)["findings"]
    except (json.JSONDecodeError, KeyError):
        sys.exit(f"{path} at CUDA {cuda}: no JSON report (exit {result.returncode}): {result.stderr.strip()[-300:]}")


def entry_text(line):
    """The requirement a line holds, in any of the formats: list marks, quotes, commas, comments off."""
    text = re.sub(r"\s+#.*$", "", line).strip()
    text = re.sub(r"^-\s+", "", text).strip().rstrip(",").strip().strip("'\"")
    return re.split(r"\s+--", text, maxsplit=1)[0].strip()


def python_floor(text):
    try:
        requirement = Requirement(text)
    except InvalidRequirement:
        return None, None
    floors = [
        Version(s.version)
        for s in requirement.specifier
        if s.operator in (">=", ">", "==", "~=") and not s.version.endswith(".*")
    ]
    return canonicalize_name(requirement.name), max(floors) if floors else None


def conda_floor(text):
    match = re.match(r"^([A-Za-z0-9_.\-]+)\s*(.*)$", text)
    if not match:
        return None, None
    floors = []
    for clause in re.split(r"[,|]", match.group(2)):
        clause = clause.strip()
        bound = re.match(r"^(>=|>|==|=)?\s*([0-9][0-9A-Za-z.]*)", clause)
        if bound and (bound.group(1) or "").startswith(("=", ">")) or (bound and not bound.group(1)):
            try:
                floors.append(Version(bound.group(2).rstrip(".*")))
            except InvalidVersion:
                pass
    return match.group(1), max(floors) if floors else None


def cargo_floor(line):
    match = re.search(r'version\s*=\s*"([^"]*)"', line) or re.match(r'^\s*cudarc\s*=\s*"([^"]*)"', line)
    if not match:
        return None, None
    versions = re.findall(r"(?:^|[\s,>=^~])(\d+(?:\.\d+){0,2})", match.group(1))
    try:
        return "cudarc", max(Version(v) for v in versions) if versions else None
    except InvalidVersion:
        return "cudarc", None


def floor_of(kind, line):
    if kind == "Cargo.toml":
        return cargo_floor(line)
    text = entry_text(line)
    if kind in ("meta.yaml", "recipe.yaml") or (
        kind == "environment.yml" and not re.search(r"[<>=!~]=|@", text) and " " in text
    ):
        return conda_floor(text)
    name, floor = python_floor(text)
    return (name, floor) if name else conda_floor(text)


def caret_admits(spec, version):
    """Cargo's default (caret) requirement "0.13" / "0.16.6": the releases it admits."""
    if not re.fullmatch(r"\d+(\.\d+){0,2}", spec):
        return None
    parts = [int(p) for p in spec.split(".")]
    v = [int(p) for p in version.split(".")]
    if v < parts + [0] * (3 - len(parts)):
        return False
    first_nonzero = next((i for i, p in enumerate(parts) if p != 0), len(parts) - 1)
    return v[: first_nonzero + 1] == parts[: first_nonzero + 1]


def nonexistent(line, knowledge):
    """What the corrected line names that the knowledge base says does not exist."""
    problems = []
    packages = knowledge["packages"]
    for release, tag in re.findall(r"torch\s*==\s*(\d+\.\d+)(?:\.\d+)*\+(cu\d+)", line):
        builds = packages.get("torch_builds", {}).get("builds", {}).get(release)
        if builds is None or tag not in builds:
            problems.append(f"torch {release} has no +{tag} build (the knowledge base lists {builds})")
    features = re.findall(r'"(cuda-\d{5})"', line)
    spec = re.search(r'version\s*=\s*"([^"]*)"', line) or re.match(r'^\s*cudarc\s*=\s*"([^"]*)"', line)
    runs = packages["cudarc"].get("feature_releases", {})
    for feature in features:
        run = runs.get(feature)
        if run is None:
            problems.append(f"cudarc has no feature {feature}")
            continue
        if spec:
            lo, hi = Version(run["first"]), Version(run["last"])
            lacking = [
                v
                for v in packages["cudarc"]["versions"]
                if caret_admits(spec.group(1), v) and not lo <= Version(v) <= hi
            ]
            if lacking:
                problems.append(f'cudarc "{spec.group(1)}" admits {", ".join(lacking)}, without {feature}')
    return problems


def pypi_versions(name, cache):
    if name not in cache:
        result = subprocess.run(
            [sys.executable, "-m", "pip", "index", "versions", name], capture_output=True, text=True, timeout=60
        )
        match = re.search(r"Available versions:\s*(.*)", result.stdout)
        cache[name] = set(v.strip() for v in match.group(1).split(",")) if match else None
    return cache[name]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", required=True)
    parser.add_argument(
        "--sets",
        nargs="+",
        default=[
            "corpus",
            "heldout",
            "heldout2",
            "heldout3",
            "heldout4",
            "heldout5",
            "heldout6",
            "heldout7",
            "heldout8",
            "heldout9",
            "heldout10",
            "heldout11",
            "heldout12",
            "heldout13",
        ],
    )
    parser.add_argument("--pypi", action="store_true", help="also look exact PyPI versions up (network)")
    args = parser.parse_args()
    with open(os.path.join(ROOT, "compat", "knowledge.json"), encoding="utf-8") as handle:
        knowledge = json.load(handle)
    checked, failures, offline, cache, looked_up = 0, [], None, {}, 0
    for name in args.sets:
        corpus = os.path.join(PIN, name)
        with open(os.path.join(corpus, "expected.json"), encoding="utf-8") as handle:
            document = json.load(handle)
        for entry in document["files"]:
            path = os.path.join(corpus, entry["file"])
            lines = open(path, encoding="utf-8").read().split("\n")
            for cuda in entry["versions"]:
                for finding in findings(args.tool, path, cuda):
                    corrected = finding.get("corrected", "")
                    if not corrected or corrected.startswith("cargo update"):
                        continue
                    checked += 1
                    where = f"{name}/{entry['file']}:{finding['line']} at CUDA {cuda} ({finding['code']})"
                    with tempfile.TemporaryDirectory() as scratch:
                        copy_dir = os.path.join(scratch, "copy")
                        shutil.copytree(os.path.dirname(path), copy_dir)
                        copy = os.path.join(copy_dir, os.path.basename(path))
                        changed = list(lines)
                        changed[finding["line"] - 1] = corrected
                        with open(copy, "w", encoding="utf-8") as handle:
                            handle.write("\n".join(changed))
                        left = [f for f in findings(args.tool, copy, cuda) if f["line"] == finding["line"]]
                    for f in left:
                        failures.append(f"{where}: `{corrected.strip()}` is still flagged: {f['code']}: {f['message']}")
                    before = floor_of(entry["kind"], lines[finding["line"] - 1])
                    after = floor_of(entry["kind"], corrected)
                    # A wrong-major finding about a package numbered by CUDA release (cuda-python
                    # 13.0.1 at CUDA 12.9) moves it to the toolkit's major: its old floor belonged to
                    # the other major and does not apply. Every other floor must stay or rise.
                    moved = (
                        finding["code"] == "wrong-major"
                        and before[1] is not None
                        and before[1].major != int(cuda.split(".")[0])
                    )
                    if (
                        before[0]
                        and after[0]
                        and canonicalize_name(before[0]) == canonicalize_name(after[0])
                        and before[1]
                        and not moved
                        and (not after[1] or after[1] < before[1])
                    ):
                        failures.append(f"{where}: the floor {before[1]} became {after[1]}: `{corrected.strip()}`")
                    for problem in nonexistent(corrected, knowledge):
                        failures.append(f"{where}: {problem}: `{corrected.strip()}`")
                    pypi_kind = entry["kind"] in ("pyproject.toml", "requirements.txt") or entry["kind"].endswith(
                        ".txt"
                    )
                    if args.pypi and offline is None and pypi_kind:
                        # The versions a PyPI requirement names as its floor or pin (>=, ==, ~=) are releases pip sees.
                        try:
                            requirement = Requirement(entry_text(corrected))
                        except InvalidRequirement:
                            requirement = None
                        named = (
                            [
                                s.version
                                for s in requirement.specifier
                                if s.operator in (">=", "==", "~=") and not s.version.endswith(".*")
                            ]
                            if requirement
                            else []
                        )
                        for version in named:
                            try:
                                seen = pypi_versions(requirement.name, cache)
                            except (OSError, subprocess.TimeoutExpired) as error:
                                offline = str(error)
                                break
                            if seen is None:
                                offline = f"pip index versions {requirement.name} gave no list (offline?)"
                                break
                            looked_up += 1
                            public = Version(version.split("+")[0])
                            # A floor need not be a release itself (>=12.9 admits 12.9.0), an exact pin must be.
                            if not any(
                                Version(v) == public
                                or (
                                    not version.startswith("==")
                                    and Version(v) >= public
                                    and Version(v).release[: len(public.release)] == public.release
                                )
                                for v in seen
                            ):
                                failures.append(f"{where}: PyPI has no {requirement.name} {version}")
    print(f"{checked} corrections re-checked on {', '.join(args.sets)}: {len(failures)} failures")
    if args.pypi:
        print(
            "PyPI look-up: "
            + (
                f"skipped ({offline})"
                if offline
                else f"{looked_up} versions (floors and pins) of {len(cache)} packages looked up"
            )
        )
    for failure in failures:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
