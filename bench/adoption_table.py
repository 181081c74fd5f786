#!/usr/bin/env python3
"""The adoption case studies side by side with upstream: for each project under tests/adoption and
each toolkit of the matrix (and with every toolkit hidden), upstream's own CMake and the adopted
project are configured and built (one architecture, sm_75), and the table gives the seconds of each
step, its exit, and every warning or error line it printed. Also the size of each adoption diff.

usage: adoption_table.py --build BUILD [--work DIR] [--toolkits 13.0,12.4,11.8,13.5,none] [--json OUT]

BUILD is a cudacompat build tree (bin/cudacompat built): the adopted projects find cudacompat as
installed from it (`cmake --install --component Unspecified`), as a user's find_package would.
Prints a Markdown table (docs/case-studies.md holds its output).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "support"))
sys.path.insert(0, str(ROOT / "tests" / "adoption"))
from adoption_modes import MODES, configure_command, installed_package, project_tree  # noqa: E402
from hidden_toolkits import hidden_toolkits_command, hidden_toolkits_environment  # noqa: E402

SEARCH_PATH = "/opt/cudacompat/toolkits"
MESSAGE = re.compile(
    r"^(CMake (Warning|Error|Deprecation Warning).*|.*\b(error|warning)\b:.*|nvcc fatal.*|"
    r"-- cudacompat.*(dropped|note).*)$",
    re.IGNORECASE,
)


def run(command, **kwargs):
    started = time.monotonic()
    result = subprocess.run([str(c) for c in command], text=True, capture_output=True, **kwargs)
    return result, time.monotonic() - started


def messages(result) -> list[str]:
    """The warning and error lines a step printed, each once, in order; a `CMake Warning|Error`
    header with the first line of its text."""
    seen: list[str] = []
    lines = [line.strip() for line in (result.stdout + "\n" + result.stderr).splitlines()]
    for index, line in enumerate(lines):
        if not MESSAGE.match(line):
            continue
        if line.startswith("CMake "):
            following = next((l for l in lines[index + 1 : index + 4] if l), "")
            line = f"{line} {following}"
        if line[:240] not in seen:
            seen.append(line[:240])
    return seen


def toolkit_root(tool: Path, version: str) -> tuple[str, str] | None:
    """(root, host compiler) of the toolkit the probe picks for `version`, or None."""
    probe, _ = run(
        [tool, "probe", "--json", "--cuda-version", version, "--search-path", SEARCH_PATH, "--features", "skip"]
    )
    if probe.returncode != 0:
        return None
    report = json.loads(probe.stdout)
    root = report["toolkit"]["root"]["value"]
    return root, str((report.get("host_compiler") or {}).get("path") or "")


def pybind11_upstream(tree: Path, build: Path, version: str, found, hidden: bool):
    """PWhiddy/pybind11-cuda's own CMake: FindCUDA, pybind11 from ./pybind11 (its submodule; here
    pip's pybind11, linked there)."""
    import pybind11

    (tree / "pybind11").symlink_to(Path(pybind11.get_include()).parent)
    command = ["cmake", "-S", tree, "-B", build, "-DCUDA_NVCC_FLAGS=-arch=sm_75"]
    if found:
        root, host = found
        command += [f"-DCUDA_TOOLKIT_ROOT_DIR={root}"] + ([f"-DCUDA_HOST_COMPILER={host}"] if host else [])
    return command, ["cmake", "--build", build, "-j2"]


def pybind11_adopted(tree: Path, build: Path, version: str, found, hidden: bool, mode: str):
    import pybind11

    command = configure_command(mode, tree, build, WORK, ROOT, BUILD) + [
        f"-Dpybind11_DIR={pybind11.get_cmake_dir()}",
        f"-DPython_EXECUTABLE={sys.executable}",
    ]
    return command + adopted_settings(version, hidden), ["cmake", "--build", build, "-j2"]


def samples_upstream(tree: Path, build: Path, version: str, found, hidden: bool):
    """NVIDIA/cuda-samples' own tree (its nine hard-coded architectures): the toolkit named to CMake."""
    command = ["cmake", "-S", tree, "-B", build, "-G", "Ninja"]
    if found:
        root, host = found
        command += [f"-DCMAKE_CUDA_COMPILER={root}/bin/nvcc", f"-DCUDAToolkit_ROOT={root}"]
        command += [f"-DCMAKE_CUDA_HOST_COMPILER={host}"] if host else []
    return command, ["cmake", "--build", build, "-j2"]


def samples_adopted(tree: Path, build: Path, version: str, found, hidden: bool, mode: str):
    command = configure_command(mode, tree, build, WORK, ROOT, BUILD) + ["-G", "Ninja"]
    return command + adopted_settings(version, hidden), ["cmake", "--build", build, "-j2"]


def kdtree_upstream(tree: Path, build: Path, version: str, found, hidden: bool):
    """ingowald/cudaKDTree's own CMake, as the top project: the toolkit named to CMake as for
    cuda-samples, and one architecture through its documented CMAKE_CUDA_ARCHITECTURES (else all-major)."""
    configure, build_command = samples_upstream(tree, build, version, found, hidden)
    return configure + ["-DCMAKE_CUDA_ARCHITECTURES=75"], build_command


def adopted_settings(version: str, hidden: bool) -> list[str]:
    settings = ["-DCUDACOMPAT_ARCHS=75"]
    if not hidden:
        settings += [f"-DCUDACOMPAT_CUDA_VERSION={version}", f"-DCUDACOMPAT_TOOLKIT_SEARCH_PATH={SEARCH_PATH}"]
    return settings


# project -> (upstream, adopted, the modes measured with the first toolkit; the others use the first mode)
PROJECTS = {
    "pybind11-cuda": (pybind11_upstream, pybind11_adopted, MODES),
    "cuda-samples": (samples_upstream, samples_adopted, MODES),
    "cudaKDTree": (kdtree_upstream, samples_adopted, MODES),
}
WORK = ROOT
BUILD = ROOT


def diff_size(project: Path) -> dict:
    with tempfile.TemporaryDirectory() as scratch:
        adopted = project_tree(project, "adopted", Path(scratch) / "adopted")
        result = subprocess.run(["diff", "-ruN", project / "upstream", adopted], capture_output=True, text=True)
    added = sum(1 for l in result.stdout.splitlines() if l.startswith("+") and not l.startswith("+++"))
    removed = sum(1 for l in result.stdout.splitlines() if l.startswith("-") and not l.startswith("---"))
    files = sum(1 for l in result.stdout.splitlines() if l.startswith("diff "))
    return {"files": files, "added": added, "removed": removed}


def step(command, hidden: bool):
    environment = hidden_toolkits_environment() if hidden else dict(os.environ)
    environment.pop("CUDACOMPAT_CUDA", None)
    if hidden:
        command = hidden_toolkits_command(command)
    result, seconds = run(command, env=environment)
    return {"exit": result.returncode, "seconds": round(seconds, 1), "messages": messages(result)}


def main() -> int:
    global WORK, BUILD
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", type=Path)
    parser.add_argument("--work", type=Path, default=Path("/tmp/cudacompat-adoption-table"))
    parser.add_argument("--toolkits", default="13.0,12.4,11.8,13.5,none")
    parser.add_argument("--projects", default=",".join(PROJECTS))
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--rows", type=Path, help="print the table of the rows a run wrote to stderr (one JSON per line), run nothing"
    )
    args = parser.parse_args()
    if args.rows:
        rows = [json.loads(line) for line in args.rows.read_text().splitlines() if line.startswith("{")]
        render(rows, {name: diff_size(ROOT / "tests" / "adoption" / name) for name in args.projects.split(",")})
        return 0
    WORK, BUILD = args.work.resolve(), args.build.resolve()
    if WORK.exists():
        shutil.rmtree(WORK)
    WORK.mkdir(parents=True)
    tool = installed_package(BUILD, WORK / "cudacompat-prefix").parents[2] / "bin" / "cudacompat"
    rows = []
    for name in args.projects.split(","):
        upstream, adopted, modes = PROJECTS[name]
        project = ROOT / "tests" / "adoption" / name
        for index, version in enumerate(args.toolkits.split(",")):
            hidden = version == "none"
            found = None if hidden else toolkit_root(tool, version)
            if not hidden and not found:
                rows.append({"project": name, "toolkit": version, "skipped": "not installed here"})
                continue
            for mode in modes if index == 0 else modes[:1]:
                row = {"project": name, "toolkit": version, "mode": mode}
                sides = (("upstream", upstream), ("adopted", adopted)) if mode == modes[0] else (("adopted", adopted),)
                for side, make in sides:
                    label = f"{name}-{version}-{side}-{mode}"
                    tree, build = WORK / label, WORK / f"{label}-build"
                    project_tree(project, side, tree)
                    arguments = (mode,) if side == "adopted" else ()
                    configure, build_command = make(tree, build, version, found, hidden, *arguments)
                    row[side + "_configure"] = step(configure, hidden)
                    row[side + "_build"] = (
                        step(build_command, hidden)
                        if row[side + "_configure"]["exit"] == 0
                        else {"exit": None, "seconds": None, "messages": []}
                    )
                rows.append(row)
                print(json.dumps(row), file=sys.stderr, flush=True)
    diffs = {name: diff_size(ROOT / "tests" / "adoption" / name) for name in args.projects.split(",")}
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "diffs": diffs}, indent=2) + "\n")
    render(rows, diffs)
    return 0


def render(rows: list, diffs: dict) -> None:

    def cell(result) -> str:
        if result["exit"] is None:
            return "not run"
        return f"{result['seconds']} s" if result["exit"] == 0 else f"fails ({result['seconds']} s)"

    print(
        "| project | toolkit | adopted through | upstream configure | upstream build "
        "| adopted configure | adopted build |"
    )
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        if "skipped" in row:
            print(f"| {row['project']} | {row['toolkit']} | | {row['skipped']} | | | |")
            continue
        upstream = (
            f"{cell(row['upstream_configure'])} | {cell(row['upstream_build'])}"
            if "upstream_configure" in row
            else "(as above) | (as above)"
        )
        print(
            f"| {row['project']} | {row['toolkit']} | {row['mode']} | {upstream} "
            f"| {cell(row['adopted_configure'])} | {cell(row['adopted_build'])} |"
        )
    print()
    for name, size in diffs.items():
        print(f"- {name}: the adoption diff touches {size['files']} files, +{size['added']} -{size['removed']} lines")
    print()
    for row in rows:
        for key in ("upstream_configure", "upstream_build", "adopted_configure", "adopted_build"):
            for message in row.get(key, {}).get("messages", []):
                print(f"- {row['project']} {row['toolkit']} {row.get('mode', '')} {key.replace('_', ' ')}: `{message}`")


if __name__ == "__main__":
    sys.exit(main())
