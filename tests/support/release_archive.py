"""A release archive of this checkout as it is now, as `git archive` makes one: the tracked files,
uncommitted changes included (through `git stash create`), under cudacompat-<VERSION>/. The
FetchContent checks (tests/integration/tool_cache, tests/adoption) point URL and URL_HASH at it.
A source tree that is not a git checkout (an unpacked archive) has none to make: that is a skip.
"""

import hashlib
import os
import shutil
import subprocess

from case_checks import Skip, check


def release_archive(source, directory):
    """(path of cudacompat-<VERSION>.tar.gz written into DIRECTORY, its SHA-256)."""
    source = str(source)
    if (
        shutil.which("git") is None
        or subprocess.run(["git", "-C", source, "rev-parse", "--git-dir"], capture_output=True).returncode != 0
    ):
        raise Skip(f"{source} is not a git checkout (or git is not installed): no release archive to make")
    with open(os.path.join(source, "VERSION")) as f:
        version = f.read().strip()
    archive = os.path.join(str(directory), f"cudacompat-{version}.tar.gz")
    tree = subprocess.run(["git", "-C", source, "stash", "create"], capture_output=True, text=True).stdout.strip()
    run = subprocess.run(
        [
            "git",
            "-C",
            source,
            "archive",
            "--format=tar.gz",
            f"--prefix=cudacompat-{version}/",
            "-o",
            archive,
            tree or "HEAD",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    check(run.returncode == 0, f"git archive of {source} failed: {run.stderr}")
    with open(archive, "rb") as f:
        return archive, hashlib.sha256(f.read()).hexdigest()
