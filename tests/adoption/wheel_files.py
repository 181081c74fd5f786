"""What the Python case studies ask of a wheel and of a build, shared by test_pybind11_cuda.py,
test_extending_jax.py, test_mach.py and test_nimpa.py: a `pip wheel` of a tree, a wheel's members,
its METADATA fields, its package files and extension modules; the environment a build or an import
runs in, a fresh virtual environment, and what PyPI answered."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from case_checks import check, skip

# What pip prints when PyPI cannot be reached: the case skips (this machine is offline), not fails.
OFFLINE = (
    "NewConnectionError",
    "Network is unreachable",
    "Temporary failure in name resolution",
    "No matching distribution found",
)


def run(command, **kwargs):
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], text=True, capture_output=True, **kwargs)


def must(command, **kwargs):
    result = run(command, **kwargs)
    check(
        result.returncode == 0,
        f"`{' '.join(map(str, command))}` exited {result.returncode}:\n"
        f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}",
    )
    return result


def from_pypi(result: subprocess.CompletedProcess, what: str) -> subprocess.CompletedProcess:
    """RESULT of a pip command that fetches from PyPI: skips when PyPI was unreachable, fails on any other
    error, naming WHAT."""
    said = result.stdout + result.stderr
    if result.returncode != 0 and any(word in said for word in OFFLINE):
        skip(f"PyPI unreachable ({what}): {result.stderr.strip()[-300:]}")
    check(result.returncode == 0, f"{what}: {result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    return result


def clean_environment() -> dict[str, str]:
    """This process's environment without what would steer a build from outside the case: a CUDA
    choice or tool of the caller's, its PYTHONPATH, a pretended setuptools_scm version."""
    return {
        k: v
        for k, v in os.environ.items()
        if k not in ("CUDACOMPAT_CUDA", "CUDACOMPAT_TOOL", "PYTHONPATH") and not k.startswith("SETUPTOOLS_SCM_")
    }


def fresh_venv(venv: Path) -> Path:
    """A new virtual environment at VENV (an old one removed); its python."""
    if venv.exists():
        shutil.rmtree(venv)
    must([sys.executable, "-m", "venv", venv])
    return venv / "bin" / "python"


def tagged_clone(destination: Path, tag: str, message: str, license_file: Path, pyproject: str | None = None) -> Path:
    """The tree at DESTINATION as a user's clone: its files (with the license file the metadata names
    and, if given, another pyproject.toml) committed in a git repository of its own and tagged TAG, so
    that setuptools_scm reads a real tag, as it does in a release checkout. Skips where git is missing."""
    if shutil.which("git") is None:
        skip("git is not installed: setuptools_scm reads the version from a git repository")
    shutil.copy(license_file, destination / license_file.name)
    if pyproject is not None:
        (destination / "pyproject.toml").write_text(pyproject)
    git = ["git", "-C", destination, "-c", "user.name=case study", "-c", "user.email=case@study.invalid"]
    must([*git, "init", "--quiet"])
    must([*git, "add", "--all"])
    must([*git, "commit", "--quiet", "--message", message])
    must([*git, "tag", tag])
    return destination


def pip_wheel(tree: Path, out: Path, environment: dict, defines: dict) -> tuple[subprocess.CompletedProcess, float]:
    """`pip wheel --no-build-isolation` of TREE into OUT, with `-C cmake.define.` DEFINES; the result
    and the seconds it took."""
    if out.exists():
        shutil.rmtree(out)
    options = [f"-Ccmake.define.{k}={v}" for k, v in defines.items()]
    started = time.monotonic()
    # "TREE/" so pip reads a path, never a PyPI name.
    built = run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-build-isolation",
            "--no-deps",
            "--disable-pip-version-check",
            "-w",
            out,
            *options,
            f"{tree}/",
        ],
        env=environment,
    )
    return built, time.monotonic() - started


def one_wheel(out: Path) -> Path:
    wheels = list(out.glob("*.whl"))
    check(len(wheels) == 1, f"one wheel in {out}: {[w.name for w in wheels]}")
    return wheels[0]


def members(wheel: Path) -> dict[str, bytes]:
    """The wheel's files by name (directory entries left out)."""
    with zipfile.ZipFile(wheel) as archive:
        return {name: archive.read(name) for name in archive.namelist() if not name.endswith("/")}


def metadata(files: dict[str, bytes]) -> dict[str, list[str]]:
    name = next(n for n in files if n.endswith(".dist-info/METADATA"))
    fields: dict[str, list[str]] = {}
    for line in files[name].decode().splitlines():
        if not line.strip():
            break
        key, _, value = line.partition(": ")
        fields.setdefault(key, []).append(value)
    return fields


def package_files(files: dict[str, bytes]) -> dict[str, bytes]:
    """What the wheel installs besides its dist-info: the package's files."""
    return {name: data for name, data in files.items() if ".dist-info/" not in name}


def is_extension(name: str) -> bool:
    return name.endswith(".so")


def extension_modules(files: dict[str, bytes]) -> list[str]:
    # pkg/_core.cpython-311-x86_64-linux-gnu.so -> pkg/_core
    return sorted(name.split(".", 1)[0] for name in files if is_extension(name))
