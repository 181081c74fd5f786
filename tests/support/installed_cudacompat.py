"""cudacompat as pip lays it out, made from a build tree without recompiling the tool: for tests that
build other projects through cudacompat.build_backend and its metadata provider (an entry point)."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

from case_checks import check


def pip_installed_cudacompat(source: Path, build: Path, site: Path) -> Path:
    """`site` holds cudacompat as its wheel installs it (pyproject.toml: wheel.install-dir): bin/,
    lib/cmake/ and the Python module under site/cudacompat, and a dist-info with the entry points of
    cudacompat's pyproject.toml (their one source). Returns the tool's path."""
    if site.exists():
        shutil.rmtree(site)
    package = site / "cudacompat"
    # Its own files only (the default component); the kernel library of this tree installs apart.
    installed = subprocess.run(
        ["cmake", "--install", str(build), "--prefix", str(package), "--component", "Unspecified"],
        capture_output=True,
        text=True,
    )
    check(installed.returncode == 0, f"cmake --install {build}: {installed.stdout[-2000:]}{installed.stderr[-2000:]}")
    for module in (source / "python" / "cudacompat").glob("*.py"):
        shutil.copy(module, package / module.name)
    version = (source / "VERSION").read_text().strip()
    dist = site / f"cudacompat-{version}.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: cudacompat\nVersion: {version}\n")
    entry_points = tomllib.loads((source / "pyproject.toml").read_text())["project"]["entry-points"]
    text = "".join(
        f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in points.items()) + "\n"
        for group, points in entry_points.items()
    )
    (dist / "entry_points.txt").write_text(text)
    check(
        (package / "bin" / "cudacompat").is_file() and (package / "lib" / "cmake" / "cudacompat").is_dir(),
        f"cmake --install laid out bin/cudacompat and lib/cmake/cudacompat under {package}",
    )
    return package / "bin" / "cudacompat"
