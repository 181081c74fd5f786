#!/usr/bin/env python3
"""Builds the documentation site as ci/build-docs.sh does, with Sphinx's warnings as errors, and
checks its internal links (docs/check_links.py). Usage: build_site.py TOOL OUT_DIR. Exit 0 built
with no warning and no broken link, 1 otherwise, 77 when Sphinx or its extensions are not installed
(ci/install-python-deps.sh installs them; offline, it cannot). ci/build-docs.sh runs this command;
the test (test_site.py) calls build() and missing_modules().
"""

import importlib.util
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NEEDED = {
    "sphinx": "sphinx",
    "myst_parser": "myst-parser",
    "sphinxcontrib.moderncmakedomain": "sphinxcontrib-moderncmakedomain",
}


def missing_modules():
    out = []
    for module, package in NEEDED.items():
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        if not found:
            out.append(package)
    return out


def build(tool, out):
    """Builds the site into OUT/html; the problems found (none when it built with no warning and no
    broken internal link). Sphinx's and the link check's output are printed as they come."""
    html, doctrees, log = (
        os.path.join(out, "html"),
        os.path.join(out, "doctrees"),
        os.path.join(out, "sphinx-warnings.log"),
    )
    env = dict(os.environ, CUDACOMPAT_TOOL=tool)
    # -E: read every page again, so a warning is never hidden by a page cached from an earlier build.
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "--keep-going",
            "-E",
            "-q",
            "-b",
            "html",
            "-d",
            doctrees,
            "-w",
            log,
            os.path.join(ROOT, "docs"),
            html,
        ],
        capture_output=True,
        text=True,
        env=env,
    )
    with open(log, encoding="utf-8") as f:
        warnings = [line for line in f.read().splitlines() if "WARNING" in line or "ERROR" in line]
    print(built.stdout + built.stderr, end="")
    print(f"sphinx-build exited {built.returncode} with {len(warnings)} warnings (-W: warnings are errors)")
    if built.returncode != 0 or warnings:
        return [f"sphinx-build exited {built.returncode} with {len(warnings)} warnings: {warnings[:10]}"]
    links = subprocess.run(
        [sys.executable, os.path.join(ROOT, "docs", "check_links.py"), html], capture_output=True, text=True
    )
    print(links.stdout + links.stderr, end="")
    return [] if links.returncode == 0 else [f"docs/check_links.py exited {links.returncode}: {links.stdout[-1500:]}"]


def main():
    tool, out = sys.argv[1], sys.argv[2]
    missing = missing_modules()
    if missing:
        print(f"SKIPPED: {', '.join(missing)} not installed (ci/install-python-deps.sh installs them from PyPI)")
        return 77
    return 1 if build(tool, out) else 0


if __name__ == "__main__":
    sys.exit(main())
