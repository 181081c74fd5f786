"""Fail when PyPI offers a CUDA release (major.minor) that compat/knowledge.json has no row for.

A pytest module (tests/knowledge/CMakeLists.txt runs it with --case-arg knowledge=compat/knowledge.json).

Asks PyPI for the versions of nvidia-cuda-nvcc (through `python -m pip index versions`, which
honours the machine's pip configuration, and falling back to the JSON API), keeps every
major.minor it lists, and compares them with the knowledge base's `releases`.

It fails naming each missing release, or an unreadable knowledge base; it skips when PyPI cannot
be reached.
"""

import json
import re
import subprocess
import sys
import urllib.error
import urllib.request

from case_checks import expect, fail, skip

PACKAGE = "nvidia-cuda-nvcc"
TIMEOUT_S = 20

_VERSION = re.compile(r"^(\d+)\.(\d+)(?:\.\d+)*$")


def parse_versions(names):
    """Final releases only (pre-releases, dev and local versions are ignored), as int tuples."""
    versions = []
    for name in names:
        if _VERSION.match(name.strip()):
            versions.append(tuple(int(part) for part in name.strip().split(".")))
    return versions


def versions_from_pip():
    """The versions pip reports, or None when pip cannot answer."""
    command = [
        sys.executable,
        "-m",
        "pip",
        "index",
        "versions",
        PACKAGE,
        "--disable-pip-version-check",
        "--no-input",
        "--retries",
        "1",
        "--timeout",
        str(TIMEOUT_S),
    ]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S + 5)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if result.returncode != 0:
        return None
    for line in result.stdout.splitlines():
        if line.startswith("Available versions:"):
            return parse_versions(line.split(":", 1)[1].split(","))
    return None


def versions_from_json_api():
    """The versions the PyPI JSON API lists, or None when it cannot be reached."""
    url = "https://pypi.org/pypi/%s/json" % PACKAGE
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
            data = json.load(response)
    except (urllib.error.URLError, OSError, ValueError):
        return None
    # A version whose files were all yanked or deleted is not on offer.
    releases = data.get("releases", {})
    offered = [name for name, files in releases.items() if files and not all(f.get("yanked", False) for f in files)]
    return parse_versions(offered)


def known_releases(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    known = set()
    for row in data["releases"]:
        match = _VERSION.match(row["version"])
        if not match:
            raise ValueError("release row %r is not major.minor" % row["version"])
        known.add((int(match.group(1)), int(match.group(2))))
    return known


def show(version):
    return ".".join(str(part) for part in version)


def test_covers_every_cuda_release_on_pypi(case_arg):
    knowledge = case_arg("knowledge")
    try:
        known = known_releases(knowledge)
    except (OSError, ValueError, KeyError, TypeError) as error:
        fail("cannot read the knowledge base %s: %s" % (knowledge, error))

    source = "pip index versions"
    versions = versions_from_pip()
    if not versions:
        source = "the PyPI JSON API"
        versions = versions_from_json_api()
    if not versions:
        skip(
            "PyPI could not be reached (neither `pip index versions %s` nor "
            "https://pypi.org/pypi/%s/json answered); nothing checked" % (PACKAGE, PACKAGE)
        )

    newest = max(versions)
    listed = sorted({version[:2] for version in versions})
    missing = [minor for minor in listed if minor not in known]
    expect(
        not missing,
        "".join(
            "PyPI %s lists CUDA %s (newest %s) but %s has no row for %s\n"
            % (PACKAGE, show(minor), show(max(v for v in versions if v[:2] == minor)), knowledge, show(minor))
            for minor in missing
        )
        + "add a release row for: %s" % ", ".join(show(minor) for minor in missing),
    )
    print(
        "OK: newest %s on PyPI is %s (asked through %s); all %d CUDA releases it lists "
        "(%s) are known to the knowledge base"
        % (PACKAGE, show(newest), source, len(listed), ", ".join(show(m) for m in listed))
    )
