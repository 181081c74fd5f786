"""The Python-extension case study: PWhiddy/pybind11-cuda (tests/adoption/pybind11-cuda) adopted
through cudacompat.build_backend, as a user who has `pip install`ed cudacompat would.

1. cudacompat as pip lays it out (site-packages/cudacompat with bin/, lib/cmake/ and the Python
   module beside them, and its entry points), made from this build tree by `cmake --install` (the
   wheel's own layout, without recompiling the tool).
2. `pip wheel` of the adopted project with the chosen CUDA toolkit: named gpu-library-cu<major>, its
   Requires-Dist the pinned NVIDIA runtime and numpy (the provider's `extra`), the extension's
   RUNPATH into the runtime wheel's directory, `cudacompat audit` clean; then the same extension with
   its RUNPATH removed (patchelf) is what the audit reports as cuda-wheel-not-on-runpath.
3. `CUDACOMPAT_CUDA=OFF` in the environment: a CPU-only wheel gpu-library-cpu, no NVIDIA dependency,
   no CUDA library needed; it imports and computes.
4. A fresh virtual environment: `pip install` of the CUDA wheel pulls the NVIDIA runtime from PyPI,
   and the extension imports with LD_LIBRARY_PATH cleared and the loader cache hidden (a private mount
   namespace with /dev/null over /etc/ld.so.cache), its libcudart mapped from the installed NVIDIA
   wheel; without its RUNPATH the same import fails.

One case per toolkit of the matrix: 13.0 (the first), 11.8, 12.4 and the pip toolkit 13.5, each a
wheel of its own major (-cu11, -cu12, -cu13) pinning its own runtime wheel. Skips without a toolkit
of that version, pybind11, scikit-build-core, or PyPI. ctest passes `--case-arg build-dir=BUILD
--case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

from adoption_modes import (
    ARCHS,
    SEARCH_PATH,
    build_tree,
    fresh_work,
    project_tree,
    require_modules,
    require_toolkit,
)
from case_checks import expect, skip
from installed_cudacompat import pip_installed_cudacompat
from mount_namespace import private_mounts_command
from packaging.requirements import Requirement
from wheel_files import clean_environment, fresh_venv, from_pypi, members, metadata, must, one_wheel, pip_wheel, run

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "pybind11-cuda"


def build_wheel(work: Path, out: Path, environment: dict, defines: dict) -> tuple[Path, float]:
    """`pip wheel` of a fresh copy of the adopted project; returns the wheel and the seconds it took."""
    tree = work / f"tree-{out.name}"
    project_tree(PROJECT, "adopted", tree)
    shutil.copy(PROJECT / "LICENSE", tree / "LICENSE")
    built, seconds = pip_wheel(tree, out, environment, defines)
    expect(built.returncode == 0, f"pip wheel of the adopted project: {built.stdout[-3000:]}\n{built.stderr[-3000:]}")
    expect(
        (tree / "pyproject.toml").read_bytes() == (PROJECT / "adopted" / "pyproject.toml").read_bytes(),
        "pyproject.toml is byte for byte as it was after the build",
    )
    return one_wheel(out), seconds


def extension_of(wheel: Path, into: Path) -> Path:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.startswith("gpu_library") and n.endswith(".so"))
        archive.extract(name, into)
    return into / name


def dynamic_section(path: Path) -> str:
    return must(["readelf", "-d", path]).stdout


def hidden_loader_cache(command):
    """`command` where the loader has no cache: the system's libcudart (in /usr/local/lib, through
    ld.so.cache) cannot be found, only what RUNPATH names and the default directories."""
    return private_mounts_command(["mount --bind /dev/null /etc/ld.so.cache"], command, "hide the loader cache")


IMPORT = r"""
import json, numpy as np
import gpu_library
a = np.linspace(1.0, 100.0, 1000)
try:
    gpu_library.multiply_with_scalar(a, 3.0)
    outcome = "computed" if np.allclose(a, np.linspace(3.0, 300.0, 1000)) else "WRONG"
except RuntimeError as error:  # no GPU or driver here: the CUDA runtime itself says so
    outcome = "cuda: " + str(error)
maps = sorted({line.split()[-1] for line in open("/proc/self/maps") if "libcudart.so" in line})
print(json.dumps({"cuda": gpu_library.built_with_cuda, "outcome": outcome, "cudart": maps}))
"""


def import_in(python: Path, hide_cache: bool) -> tuple[int, dict | str]:
    environment = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "PYTHONPATH")}
    command = [str(python), "-c", IMPORT]
    if hide_cache:
        command = hidden_loader_cache(command)
    result = subprocess.run(command, text=True, capture_output=True, env=environment, cwd="/")
    if result.returncode != 0:
        return result.returncode, result.stderr.strip()[-600:]
    return 0, json.loads(result.stdout)


def pybind11_wheels(source_dir, case_arg, cuda_version: str, work_name: str) -> None:
    require_modules("pybind11", "scikit_build_core")
    work = fresh_work(case_arg, work_name)
    site = work / "site"
    tool = pip_installed_cudacompat(Path(source_dir), build_tree(case_arg), site)
    environment = dict(clean_environment(), PYTHONPATH=str(site))
    require_toolkit(tool, cuda_version)
    times: dict[str, float] = {}
    major = cuda_version.split(".")[0]
    defines = {
        "CUDACOMPAT_CUDA_VERSION": cuda_version,
        "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH,
        "CUDACOMPAT_ARCHS": ARCHS,
    }

    # Step 2: the wheel of the toolkit's major.
    wheel, times["wheel_cuda"] = build_wheel(work, work / f"wheel-cuda{major}", environment, defines)
    fields = metadata(members(wheel))
    expect(wheel.name.startswith(f"gpu_library_cu{major}-0.1.0-"), f"the wheel is named for CUDA {major}: {wheel.name}")
    requires = fields.get("Requires-Dist", [])
    runtime = "nvidia-cuda-runtime" if int(major) >= 13 else f"nvidia-cuda-runtime-cu{major}"

    def strict(line: str) -> bool:  # the runtime, from this release on, below the next major
        requirement = Requirement(line)
        return (
            requirement.name == runtime
            and requirement.specifier.contains(f"{cuda_version}.999")
            and not requirement.specifier.contains(f"{int(major) + 1}.0.0")
        )

    expect(
        any(strict(r) for r in requires) and "numpy>=1.23" in requires,
        f"Requires-Dist pins {runtime} below {int(major) + 1} and keeps numpy: {requires}",
    )
    extension = extension_of(wheel, work / f"unpacked-cuda{major}")
    pins = json.loads(must([tool, "pin", "--cuda", cuda_version, "--library", "cudart", "--format", "json"]).stdout)
    library_dir = next(p["library_dirs"][0] for p in pins["pins"] if p.get("package") == runtime)
    dynamic = dynamic_section(extension)
    expect(
        "(RUNPATH)" in dynamic and f"[$ORIGIN/{library_dir}]" in dynamic and "libcudart.so" in dynamic,
        f"the extension needs libcudart and its RUNPATH is $ORIGIN/{library_dir}:\n{dynamic}",
    )
    audit = run([tool, "audit", "--json", wheel])
    expect(audit.returncode == 0, f"cudacompat audit of {wheel.name} is clean: {audit.stdout[-1500:]}")

    # Its RUNPATH removed: the audit's cuda-wheel-not-on-runpath.
    stripped_dir = work / "stripped"
    if stripped_dir.exists():
        shutil.rmtree(stripped_dir)
    stripped_dir.mkdir()
    stripped = stripped_dir / wheel.name
    shutil.copy(wheel, stripped)
    if shutil.which("patchelf") is None:
        skip("patchelf is not installed (ci/requirements-test.txt installs it)")
    bare = stripped_dir / extension.name
    shutil.copy(extension, bare)
    must(["patchelf", "--remove-rpath", bare])
    rewrite_member(stripped, extension.name, bare)
    audit = run([tool, "audit", "--json", stripped])
    codes = sorted({f["code"] for p in json.loads(audit.stdout)["packages"] for f in p["findings"]})
    expect(
        audit.returncode == 1 and codes == ["cuda-wheel-not-on-runpath"],
        f"without its RUNPATH the audit reports cuda-wheel-not-on-runpath alone (exit {audit.returncode}, {codes})",
    )

    # Step 3: CUDACOMPAT_CUDA=OFF from the environment: the CPU-only wheel.
    off_environment = dict(environment, CUDACOMPAT_CUDA="OFF")
    cpu_wheel, times["wheel_off"] = build_wheel(work, work / "wheel-off", off_environment, {"CUDACOMPAT_ARCHS": ARCHS})
    cpu_fields = metadata(members(cpu_wheel))
    expect(
        cpu_wheel.name.startswith("gpu_library_cpu-0.1.0-"),
        f"the CPU-only wheel is named gpu-library-cpu: {cpu_wheel.name}",
    )
    expect(
        cpu_fields.get("Requires-Dist", []) == ["numpy>=1.23"],
        f"the CPU-only wheel depends on numpy alone: {cpu_fields.get('Requires-Dist')}",
    )
    cpu_extension = extension_of(cpu_wheel, work / "unpacked-off")
    expect("libcudart" not in dynamic_section(cpu_extension), "the CPU-only extension needs no CUDA library")

    # Step 4: installed from PyPI into a fresh environment, imported with the loader cache hidden;
    # then, in the same environment, the stripped extension and the CPU-only wheel in its place.
    venv = work / "venv"
    python = fresh_venv(venv)
    pip = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    from_pypi(run([*pip, wheel]), f"pip install {wheel.name}")
    code, answer = import_in(python, hide_cache=True)
    expect(
        code == 0
        and answer["cuda"]
        and len(answer["cudart"]) == 1
        and answer["cudart"][0].startswith(str(venv))
        and f"/{library_dir}/" in answer["cudart"][0],
        f"with LD_LIBRARY_PATH cleared and ld.so.cache hidden, the extension imports and maps "
        f"libcudart from the NVIDIA wheel in {venv}: {answer}",
    )
    print(f"  cuda wheel, cache hidden: {answer}")
    must([*pip, "--force-reinstall", "--no-deps", stripped])
    code, answer = import_in(python, hide_cache=True)
    expect(
        code != 0 and "libcudart.so" in str(answer),
        f"the same extension without its RUNPATH cannot load libcudart with the cache hidden: {answer}",
    )
    print(f"  without RUNPATH, cache hidden: {answer}")
    must([python, "-m", "pip", "uninstall", "--quiet", "--yes", f"gpu-library-cu{major}"])
    must([*pip, "--no-deps", cpu_wheel])
    code, answer = import_in(python, hide_cache=True)
    expect(
        code == 0 and not answer["cuda"] and answer["outcome"] == "computed" and not answer["cudart"],
        f"the CPU-only wheel imports and computes with no CUDA library: {answer}",
    )
    print(f"  CPU-only wheel: {answer}")
    print("  build seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))


def rewrite_member(wheel: Path, member: str, replacement: Path) -> None:
    """The wheel with one member replaced, RECORD updated (as `wheel pack` would)."""
    import base64
    import hashlib

    data = replacement.read_bytes()
    digest = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")
    with zipfile.ZipFile(wheel) as archive:
        members = {info.filename: archive.read(info.filename) for info in archive.infolist()}
    members[member] = data
    record = next(n for n in members if n.endswith(".dist-info/RECORD"))
    lines = []
    for line in members[record].decode().splitlines():
        path = line.split(",", 1)[0]
        lines.append(f"{member},{digest},{len(data)}" if path == member else line)
    members[record] = ("\n".join(lines) + "\n").encode()
    with zipfile.ZipFile(wheel, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, content in members.items():
            archive.writestr(name, content)


def test_a_pybind11_extension_builds_a_cuda_wheel_that_imports_through_its_runpath_and_a_cpu_only_wheel(
    source_dir, case_arg
):
    pybind11_wheels(source_dir, case_arg, "13.0", "pybind11-cuda")


def test_a_pybind11_extension_builds_a_cuda_11_8_wheel_that_imports_through_its_runpath(source_dir, case_arg):
    pybind11_wheels(source_dir, case_arg, "11.8", "pybind11-cuda-11.8")


def test_a_pybind11_extension_builds_a_cuda_12_4_wheel_that_imports_through_its_runpath(source_dir, case_arg):
    pybind11_wheels(source_dir, case_arg, "12.4", "pybind11-cuda-12.4")


def test_a_pybind11_extension_builds_a_cuda_13_5_wheel_that_imports_through_its_runpath(source_dir, case_arg):
    pybind11_wheels(source_dir, case_arg, "13.5", "pybind11-cuda-13.5")
