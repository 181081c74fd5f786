"""Real wheels for the tests, as pip fetches and lays them out: one owner for the two pip command
lines that the abi, gate and doctor tests (and case_checks.cached_wheel) all run.

- download_wheels: `pip download --no-deps --only-binary=:all:` of exact releases into the wheel
  cache the tests share, for a Python version and platform that may not be this machine's (the
  aarch64 wheels abi-diff reads, CPython 3.11 wheels for the held-out set).
- install_wheels: `pip install --no-deps --no-index --target`, offline, into a folder of its own,
  with the pip of the Python that runs the test (so that the extension modules match it): how the
  tests import or link against a wheel's files without touching the running environment.
"""

import os
import subprocess
import sys


def download_wheels(into, *requirements, python_version=None, platforms=(), timeout=300):
    """Downloads the wheels of `requirements` ("cuda-python==12.6.0") into the folder `into` (created
    if missing), for `python_version` ("3.12") and `platforms` ("manylinux2014_x86_64") where given,
    else this interpreter's. Returns pip's CompletedProcess (text): the caller says what a failure
    means (a skip when PyPI cannot be reached), with the end of its stderr."""
    argv = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
    ]
    if python_version:
        argv += ["--python-version", python_version]
    for platform in platforms:
        argv += ["--platform", platform]
    os.makedirs(into, exist_ok=True)
    return subprocess.run(
        [*argv, "-d", str(into), *requirements], capture_output=True, text=True, timeout=timeout, check=False
    )


def install_wheels(target, *wheels, timeout=300):
    """Installs these wheel files, and only these, into the folder `target` (created if missing);
    raises subprocess.CalledProcessError, with pip's own message on stderr, where pip refuses."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            "--disable-pip-version-check",
            "--root-user-action=ignore",
            "--target",
            target,
            *wheels,
        ],
        check=True,
        timeout=timeout,
    )
