#!/usr/bin/env python3
"""Every correction `pin --check` gives on the corpus, applied in place, leaves a file its own
parser reads: the finding's `corrected` line replaces line `line` of a copy of the file, and the
copy is parsed as that kind of file is:

  pyproject.toml, Cargo.toml   tomllib
  recipe.yaml, environment.yml, dependencies.yaml   PyYAML
  meta.yaml                    PyYAML, after conda-build's Jinja is set aside as conda-build renders it
                               ({{ }} -> a word, {% %} -> blank)
  requirements / lock files    packaging's Requirement, on the corrected line's requirement

and the entry the correction writes is read back by the same reference: a PEP 508 string by
packaging, a conda spec by its name and version words. Cargo.lock's corrections are `cargo update`
commands, not lines: they are counted apart. Exit 0 when every correction parses, 1 otherwise.

usage: apply_corrections.py --tool CUDACOMPAT [--corpus DIR]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tomllib

import yaml
from packaging.requirements import InvalidRequirement, Requirement

HERE = os.path.dirname(os.path.abspath(__file__))


def without_jinja(text):
    text = re.sub(r"\{%.*?%\}", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    text = re.sub(r"\{#.*?#\}", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return re.sub(r"\{\{.*?\}\}", "jinja", text)


def requirement_of(line):
    """The requirement a requirements-file line holds (options, comments and a continuation dropped)."""
    line = line.split(" #", 1)[0].strip()
    if line.endswith("\\"):
        line = line[:-1].strip()
    return re.split(r"\s+--", line, maxsplit=1)[0].strip()


def parses(kind, text, corrected):
    """None when the corrected file parses, else what its parser said."""
    try:
        if kind in ("pyproject.toml", "Cargo.toml"):
            tomllib.loads(text)
        elif kind == "meta.yaml":
            yaml.safe_load(without_jinja(text))
        elif kind in ("recipe.yaml", "environment.yml", "dependencies.yaml"):
            yaml.safe_load(text)
        elif kind.startswith("requirements") or kind.endswith(".txt"):
            Requirement(requirement_of(corrected))
        else:
            return f"no parser for {kind}"
    except (tomllib.TOMLDecodeError, yaml.YAMLError, InvalidRequirement) as error:
        return f"{type(error).__name__}: {error}"
    # The entry the correction writes, read back: PEP 508 where the file holds PEP 508 strings.
    quoted = re.search(r'"([^"]+)"', corrected)
    if kind == "pyproject.toml" and quoted:
        try:
            Requirement(quoted.group(1))
        except InvalidRequirement as error:
            return f"the corrected entry is no PEP 508 string: {error}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", required=True)
    parser.add_argument("--corpus", default=HERE)
    args = parser.parse_args()
    expected = json.load(open(os.path.join(args.corpus, "expected.json")))
    applied, commands, failures, without, unparsed = 0, 0, [], 0, 0
    for record in expected["files"]:
        path = os.path.join(args.corpus, record["file"])
        kind = record["kind"]
        for cuda in record["versions"]:
            run = subprocess.run(
                [args.tool, "pin", "--cuda", cuda, "--check", path, "--json"], capture_output=True, text=True
            )
            report = json.loads(run.stdout)
            for finding in report["findings"]:
                corrected = finding.get("corrected", "")
                if not corrected:
                    without += 1
                    if not finding.get("why_no_correction"):
                        failures.append(f"{record['file']}:{finding['line']} ({cuda}): no correction and no reason")
                    continue
                if kind == "Cargo.lock":
                    commands += 1
                    continue
                with open(path, encoding="utf-8") as handle:
                    lines = handle.read().split("\n")
                lines[finding["line"] - 1] = corrected
                problem = parses(kind, "\n".join(lines), corrected)
                applied += 1
                if problem:
                    unparsed += 1
                    failures.append(f"{record['file']}:{finding['line']} ({cuda}): {corrected!r}: {problem}")
    print(
        f"corrections applied in place: {applied}, parsed again: {applied - unparsed}; "
        f"`cargo update` commands (Cargo.lock): {commands}; "
        f"findings without a drop-in line, each with its reason: {without}"
    )
    for failure in failures:
        print(f"FAIL  {failure}")
    print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
