"""ci/cudacompat-wheelhouse.sh: cudacompat's wheel made once per version and source, reused from a
wheel cache by the isolated builds of projects that require cudacompat (PIP_FIND_LINKS).

1. Filled (with the wheel ci/build-packages.sh made from this tree, else by building one), the cache
   holds one cudacompat-<VERSION>-*.whl; asked again, it is reused (said so) within seconds.
2. The key follows the inputs: in a clone, one changed byte in tool/ gives another directory, and a
   change outside the inputs (docs/) reuses that one.
3. A project whose build-system.requires names `cudacompat==<VERSION>` builds in pip's isolated
   environment (CUDACOMPAT_CUDA=OFF: no toolkit needed) with PIP_FIND_LINKS pointing at the cache:
   pip installs cudacompat from there (its log names the file), scikit-build-core from the index.
Prints `time ...` lines.

A pytest module (tests/packages/CMakeLists.txt runs it with --case-arg build-dir=BUILD_DIR and --case-arg work=DIR).
Skipped when the package index cannot be reached (the isolated build takes scikit-build-core from it).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from case_checks import expect, skip

PYPROJECT = """[build-system]
requires = ["scikit-build-core>=1.1,<2", "cudacompat=={version}"]
build-backend = "cudacompat.build_backend"

[project]
name = "mypkg"
version = "1.0.0"
dynamic = ["dependencies"]

[[tool.dynamic-metadata]]
provider = "cudacompat"
field = "dependencies"
extra = ["numpy>=1.23"]

[tool.scikit-build]
wheel.packages = []
"""
CMAKELISTS = """cmake_minimum_required(VERSION 3.25)
project(mypkg LANGUAGES CXX)
find_package(cudacompat REQUIRED)
cudacompat_configure()
file(WRITE "${CMAKE_BINARY_DIR}/mypkg.txt" "built with CUDACOMPAT_BUILD_CUDA=${CUDACOMPAT_BUILD_CUDA}\\n")
install(FILES "${CMAKE_BINARY_DIR}/mypkg.txt" DESTINATION mypkg)
"""


def run(command, **kwargs):
    print("$ " + " ".join(str(c) for c in command), flush=True)
    start = time.monotonic()
    result = subprocess.run([str(c) for c in command], text=True, capture_output=True, **kwargs)
    return result, time.monotonic() - start


def test_cudacompat_wheel_is_built_once_per_source_and_isolated_builds_take_it_from_the_wheelhouse(
    source_dir, case_arg
) -> None:
    source, build_dir, work = (Path(a).resolve() for a in (source_dir, case_arg("build-dir"), case_arg("work")))
    script = source / "ci" / "cudacompat-wheelhouse.sh"
    version = (source / "VERSION").read_text().strip()

    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    index, _ = run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-deps",
            "-d",
            work / "probe-index",
            "--disable-pip-version-check",
            "scikit-build-core<2",
        ]
    )
    if index.returncode != 0:
        skip(f"the package index cannot be reached: {index.stderr.strip()[-300:]}")
    made = sorted((build_dir / "packages-work" / "wheels" / "tool").glob(f"cudacompat-{version}-*.whl"))
    seed = ["--wheel", made[-1]] if made else []
    cache = work / "cache"

    # 1. Filled, then reused.
    first, seconds = run(["bash", script, "--cache", cache, "--source", source, *seed])
    expect(first.returncode == 0, f"the wheelhouse is filled: {first.stderr[-3000:]}")
    directory = Path(first.stdout.strip())
    wheels = sorted(directory.glob(f"cudacompat-{version}-*.whl"))
    expect(directory.parent == cache and len(wheels) == 1, f"one cudacompat {version} wheel in {directory}: {wheels}")
    print(f"time fill {seconds:.1f} ({'seeded with ' + str(made[-1].name) if made else 'pip wheel of the source'})")
    again, seconds = run(["bash", script, "--cache", cache, "--source", source])
    expect(
        again.returncode == 0 and Path(again.stdout.strip()) == directory and "reused" in again.stderr,
        f"asked again, the same wheel is reused: {again.stdout} {again.stderr}",
    )
    expect(seconds < 30, f"reusing takes seconds, not a build: {seconds:.1f} s")
    print(f"time reuse {seconds:.1f}")

    # 2. The key follows the inputs.
    clone = work / "clone"
    cloned, _ = run(["git", "clone", "--quiet", "--shared", source, clone])
    expect(cloned.returncode == 0, f"git clone: {cloned.stderr}")
    keys = work / "keys"
    wheel = ["--wheel", wheels[0]]
    base, _ = run(["bash", script, "--cache", keys, "--source", clone, *wheel])
    with open(clone / "tool" / "CMakeLists.txt", "a") as changed:
        changed.write("# one more line\n")
    touched, _ = run(["bash", script, "--cache", keys, "--source", clone, *wheel])
    (clone / "docs" / "index.md").write_text((clone / "docs" / "index.md").read_text() + "\nmore\n")
    docs, _ = run(["bash", script, "--cache", keys, "--source", clone])
    expect(base.stdout != touched.stdout, f"a changed byte in tool/ gives another key: {base.stdout} {touched.stdout}")
    expect(
        docs.stdout == touched.stdout and "reused" in docs.stderr,
        f"a change outside the inputs reuses the wheel: {touched.stdout} {docs.stdout} {docs.stderr}",
    )
    bad, _ = run(["bash", script, "--cache", keys, "--source", work])
    expect(
        bad.returncode == 2 and "not a cudacompat source tree" in bad.stderr,
        f"bad input: {bad.returncode} {bad.stderr}",
    )

    # 3. An isolated build takes cudacompat from the wheelhouse.
    project = work / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text(PYPROJECT.format(version=version))
    (project / "CMakeLists.txt").write_text(CMAKELISTS)
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "CUDACOMPAT_"))}
    environment.update(PIP_FIND_LINKS=str(directory), CUDACOMPAT_CUDA="OFF")
    built, seconds = run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-v",
            "--no-deps",
            "--disable-pip-version-check",
            "--no-cache-dir",
            "-w",
            work / "dist",
            project,
        ],
        env=environment,
    )
    said = built.stdout + built.stderr
    expect(built.returncode == 0, f"the isolated build with PIP_FIND_LINKS:\n{said[-4000:]}")
    expect(
        str(wheels[0]) in said or wheels[0].name in said,
        f"pip installed cudacompat from the wheelhouse ({wheels[0].name}):\n{said[-4000:]}",
    )
    out = sorted((work / "dist").glob("mypkg-1.0.0-*.whl"))
    expect(len(out) == 1, f"the project's wheel is written: {out}")
    print(f"time isolated build with the cached wheel {seconds:.1f} ({out[0].name})")
