"""How an adopted project takes cudacompat, three ways, as the README shows a user:

  find_package   cudacompat installed to a prefix (`cmake --install BUILD --component Unspecified`),
                 found through -Dcudacompat_DIR;
  add_subdirectory  a parent project that adds cudacompat's source tree, then the adopted project;
  fetchcontent   a parent project that fetches a release archive (`git archive` of this checkout,
                 with its uncommitted changes, as a file:// URL) by URL and SHA-256, then the project.

Shared by the adoption tests (test_*.py) and bench/adoption_table.py: configure_command() gives the
cmake command line for a mode; the adopted project itself never changes between modes (its root uses
cudacompat_configure when a parent brought it, else find_package). toolkit_choice() gives the
settings and the way to run for a case's CUDA version (a release, `none` or `off`). The tests' own
inputs (what ctest passes every module: the build tree, the work folder) and their skips for what
this machine lacks (a Python module, a toolkit) are here too, one way for every case study.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from case_checks import expect, skip  # tests/support, on the path of every adoption test

MODES = ("find_package", "add_subdirectory", "fetchcontent")
HERE = Path(__file__).resolve().parent
SEARCH_PATH = "/opt/cudacompat/toolkits"  # ci/install-toolkits.sh's side-by-side toolkits
# Every case builds for this one architecture with one toolkit: the adoption is under test, not the kernels.
ARCHS = "75"


def build_tree(case_arg) -> Path:
    """The cudacompat build tree ctest passes (`--case-arg build-dir=...`): its bin/cudacompat and what
    `cmake --install` lays out from it."""
    return Path(case_arg("build-dir")).resolve()


def fresh_work(case_arg, name: str) -> Path:
    """An empty folder NAME under the work folder ctest passes (`--case-arg work=...`, in the build
    tree, so that a failed case's trees stay there to read), emptied first."""
    work = Path(case_arg("work")).resolve() / name
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    return work


def require_modules(*modules: str) -> None:
    """Skips, naming the first missing one, unless every Python module a case builds with is installed."""
    for module in modules:
        if subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True).returncode != 0:
            skip(f"{module} is not installed (ci/install-python-deps.sh installs it)")


def probed_toolkit(tool: Path, cuda_version: str) -> tuple[dict | None, str]:
    """(the probe's report of CUDA CUDA_VERSION among this machine's toolkits, ""), or (None, the probe's
    reason) where none is usable."""
    command = [str(tool), "probe", "--json", "--cuda-version", cuda_version, "--search-path", SEARCH_PATH]
    probe = subprocess.run([*command, "--features", "skip"], capture_output=True, text=True)
    if probe.returncode != 0:
        return None, probe.stderr.strip()[:300]
    return json.loads(probe.stdout), ""


def require_toolkit(tool: Path, cuda_version: str) -> dict:
    """The probe's report of CUDA CUDA_VERSION here; skips unless the probe finds a usable one."""
    report, reason = probed_toolkit(tool, cuda_version)
    if report is None:
        skip(f"no usable CUDA {cuda_version} toolkit here: {reason}")
    return report


def project_tree(project: Path, side: str, destination: Path) -> Path:
    """A fresh copy of a case study's `upstream` or `adopted` side at DESTINATION. `adopted/` holds
    only the files the adoption changes or adds (the diff a user makes is the whole of it, and
    upstream's files are kept once): the adopted tree is upstream's with those laid over it."""
    if destination.exists():
        shutil.rmtree(destination)
    shutil.copytree(project / "upstream", destination)
    if side == "adopted":
        shutil.copytree(project / "adopted", destination, dirs_exist_ok=True)
    elif side != "upstream":
        raise ValueError(f"unknown side {side}: upstream or adopted")
    return destination


def sass_architectures(tool: Path, binary: Path) -> list[str]:
    """The SASS architectures `cudacompat audit` reads in BINARY ("sm_75", ...), sorted: how the
    case studies prove a build carries exactly the architectures asked."""
    audit = subprocess.run([str(tool), "audit", "--json", str(binary)], capture_output=True, text=True)
    report = json.loads(audit.stdout)
    return sorted({arch for file in report["files"] for arch in file.get("sass", [])})


def installed_package(build: Path, prefix: Path) -> Path:
    """cudacompat installed from BUILD into PREFIX (once); returns its CMake package directory."""
    package = prefix / "lib" / "cmake" / "cudacompat"
    if not (package / "cudacompatConfig.cmake").is_file():
        subprocess.run(
            ["cmake", "--install", str(build), "--prefix", str(prefix), "--component", "Unspecified"],
            check=True,
            capture_output=True,
        )
    return package


def configure_command(mode: str, project: Path, build_dir: Path, work: Path, source: Path, cudacompat_build: Path):
    """The `cmake -S ... -B ...` command (without settings) that configures `project` adopted in `mode`."""
    if mode == "find_package":
        package = installed_package(cudacompat_build, work / "cudacompat-prefix")
        return ["cmake", "-S", str(project), "-B", str(build_dir), f"-Dcudacompat_DIR={package}"]
    parent = work / f"parent-{mode}-{project.name}"
    parent.mkdir(parents=True, exist_ok=True)
    if mode == "add_subdirectory":
        bring = f'add_subdirectory("{source}" cudacompat)\n'
    elif mode == "fetchcontent":
        from release_archive import release_archive  # tests/support, on the path of every checker

        archive, sha256 = release_archive(source, work)
        bring = (
            "include(FetchContent)\n"
            f'FetchContent_Declare(cudacompat URL "file://{archive}" URL_HASH "SHA256={sha256}")\n'
            "FetchContent_MakeAvailable(cudacompat)\n"
        )
    else:
        raise ValueError(f"unknown adoption mode {mode}; modes: {', '.join(MODES)}")
    (parent / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.25)\n"
        f"project(parent_{mode} LANGUAGES C CXX)\n" + bring + f'add_subdirectory("{project}" adopted)\n'
    )
    return ["cmake", "-S", str(parent), "-B", str(build_dir)]


def toolkit_choice(tool: Path, cuda_version: str):
    """(cmake settings, run) for a case's CUDA version: a release (`13.0`) picks that toolkit among
    this machine's (skips when none is usable here), `off` sets CUDACOMPAT_CUDA=OFF, `none` runs
    every command with every toolkit hidden. run(command) echoes and runs a command."""
    from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment

    settings, environment, wrap = [], None, (lambda command: command)
    if cuda_version == "off":
        settings.append("-DCUDACOMPAT_CUDA=OFF")
    elif cuda_version == "none":
        environment, wrap = hidden_toolkits_environment(), hidden_toolkits_command
    else:
        require_toolkit(tool, cuda_version)
        settings += [f"-DCUDACOMPAT_CUDA_VERSION={cuda_version}", f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SEARCH_PATH}"]

    def run(command):
        command = wrap(command)
        print("$ " + " ".join(str(c) for c in command), flush=True)
        return subprocess.run(command, capture_output=True, text=True, env=environment)

    return settings, run


@dataclass
class Adopted:
    """A case study's adopted tree, configured and built (adopt())."""

    tool: Path  # the cudacompat of the build tree under test
    work: Path  # the case's own folder
    build_dir: Path  # the adopted project's build tree
    output: str  # what configure printed
    run: Callable  # runs a command as the case's toolkit choice says (toolkit_choice)


def adopt(source_dir, case_arg, project: str, mode: str, cuda_version: str, work_name: str, settings=()) -> Adopted:
    """PROJECT's adopted tree (a folder beside this file) configured in MODE with the toolkit CUDA_VERSION
    asks for (toolkit_choice: skips when it is not here), for ARCHS, with SETTINGS, and built; each step
    must succeed."""
    work = fresh_work(case_arg, work_name)
    build = build_tree(case_arg)
    tree = project_tree(HERE / project, "adopted", work / project)
    build_dir = work / "build"
    tool = build / "bin" / "cudacompat"
    configure = configure_command(mode, tree, build_dir, work, Path(source_dir), build)
    toolkit_settings, run = toolkit_choice(tool, cuda_version)
    configured = run([*configure, "-G", "Ninja", f"-DCUDACOMPAT_ARCHS={ARCHS}", *settings, *toolkit_settings])
    output = configured.stdout + configured.stderr
    expect(configured.returncode == 0, f"configure ({mode}, CUDA {cuda_version}):\n{output[-4000:]}")
    built = run(["cmake", "--build", str(build_dir), "-j2"])
    expect(built.returncode == 0, f"build ({mode}, CUDA {cuda_version}):\n{(built.stdout + built.stderr)[-4000:]}")
    return Adopted(tool, work, build_dir, output, run)
