"""cudacompat.build_backend keeps what the project ships when it renames the distribution, meets a
setuptools_scm version, and refuses with one message and no traceback.

Real builds with the installed scikit-build-core and setuptools_scm (`pip wheel
--no-build-isolation`) of small projects written here: a Python package `mypkg` (src/mypkg with two
.py files) and a C extension module `_core` that CMake installs into mypkg/, version from a git tag
through `scikit_build_core.metadata.setuptools_scm`, dependencies from the cudacompat provider.

1. Named `mypkg`, built CPU-only with `cpu-name-suffix = "-cpu"` (the rename without a toolkit): the
   wheel mypkg_cpu-1.2.3 holds mypkg/__init__.py, mypkg/util.py and the extension, as the same project
   built by scikit-build-core alone (no rename) does; its version is the tag's.
2. The same with the CUDA toolkit of this build (-cu13): the same files; no runtime wheel, since
   nothing built links libcudart (tests/packages/test_build_backend_linked_pins.py has the rule).
3. A distribution `other-dist` whose package is src/mypkg (no wheel.packages): scikit-build-core finds
   no package under either name, the wheel would hold the extension alone; the build stops naming
   `wheel.packages = ["src/mypkg"]`, with no traceback, and leaves no wheel.
4. `[tool.scikit-build.metadata.version]` beside the cudacompat provider: one message with the TOML
   that works. A bad [tool.cudacompat] cuda: one message, no traceback.

A pytest module (tests/packages/CMakeLists.txt runs it with --case-arg build-dir=BUILD_DIR and --case-arg work=DIR).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from case_checks import expect, skip
from installed_cudacompat import pip_installed_cudacompat

CMAKELISTS = """cmake_minimum_required(VERSION 3.18)
project(mypkg LANGUAGES C)
find_package(Python REQUIRED COMPONENTS Interpreter Development.Module)
Python_add_library(_core MODULE core.c WITH_SOABI)
install(TARGETS _core DESTINATION mypkg)
"""
CORE_C = """#define PY_SSIZE_T_CLEAN
#include <Python.h>
static struct PyModuleDef core = {PyModuleDef_HEAD_INIT, "_core", NULL, -1, NULL};
PyMODINIT_FUNC PyInit__core(void) { return PyModule_Create(&core); }
"""
PYPROJECT = """[build-system]
requires = ["scikit-build-core>=1.1", "setuptools-scm>=8", "cudacompat"]
build-backend = "{backend}"

[project]
name = "{name}"
dynamic = ["version", "dependencies"]

[tool.setuptools_scm]

{metadata}

[tool.cudacompat]
cpu-name-suffix = "-cpu"
{options}
"""
METADATA = """[[tool.dynamic-metadata]]
provider = "scikit_build_core.metadata.setuptools_scm"
field = "version"

[[tool.dynamic-metadata]]
provider = "cudacompat"
field = "dependencies"
libraries = ["cudart"]
extra = ["numpy>=1.23"]
"""
LEGACY_METADATA = """[tool.scikit-build.metadata.version]
provider = "scikit_build_core.metadata.setuptools_scm"

[[tool.dynamic-metadata]]
provider = "cudacompat"
field = "dependencies"
"""
# The same project before adoption: scikit-build-core alone, static dependencies.
UPSTREAM_PYPROJECT = """[build-system]
requires = ["scikit-build-core>=1.1", "setuptools-scm>=8"]
build-backend = "scikit_build_core.build"

[project]
name = "mypkg"
dynamic = ["version"]
dependencies = ["numpy>=1.23"]

[tool.setuptools_scm]

[[tool.dynamic-metadata]]
provider = "scikit_build_core.metadata.setuptools_scm"
field = "version"
"""
PACKAGE_FILES = {"src/mypkg/__init__.py": "from . import _core, util\n", "src/mypkg/util.py": "ANSWER = 42\n"}


def run(command, **kwargs):
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], text=True, capture_output=True, **kwargs)


def project(root: Path, name: str, metadata: str = METADATA, options: str = "", upstream: bool = False) -> Path:
    """A git repository tagged v1.2.3 holding the project (setuptools_scm reads the tag)."""
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    (root / "CMakeLists.txt").write_text(CMAKELISTS)
    (root / "core.c").write_text(CORE_C)
    text = (
        UPSTREAM_PYPROJECT
        if upstream
        else PYPROJECT.format(backend="cudacompat.build_backend", name=name, metadata=metadata, options=options)
    )
    (root / "pyproject.toml").write_text(text)
    for path, text in PACKAGE_FILES.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text)
    git = ["git", "-C", root, "-c", "user.name=t", "-c", "user.email=t@example.org"]
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "mypkg"], ["tag", "v1.2.3"]):
        expect(run([*git, *command]).returncode == 0, f"git {command[0]} in {root}")
    return root


def build(tree: Path, out: Path, environment: dict, *options: str):
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    result = run(
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
            tree,
        ],
        env=environment,
    )
    return result, sorted(out.glob("*.whl"))


def contents(wheel: Path) -> tuple[list[str], dict[str, list[str]]]:
    with zipfile.ZipFile(wheel) as archive:
        names = sorted(n for n in archive.namelist() if ".dist-info/" not in n)
        metadata_name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        fields: dict[str, list[str]] = {}
        for line in archive.read(metadata_name).decode().splitlines():
            if not line.strip():
                break
            key, _, value = line.partition(": ")
            fields.setdefault(key, []).append(value)
    return names, fields


def test_build_backend_keeps_the_package_and_the_setuptools_scm_version_through_the_rename(
    source_dir, case_arg
) -> None:
    source, build_dir, work = (Path(a).resolve() for a in (source_dir, case_arg("build-dir"), case_arg("work")))

    for module in ("scikit_build_core", "setuptools_scm"):
        if run([sys.executable, "-c", f"import {module}"]).returncode != 0:
            skip(f"{module} is not installed (ci/requirements-test.txt lists it)")
    if not (build_dir / "bin" / "cudacompat").is_file():
        skip(f"{build_dir}/bin/cudacompat is not built")
    site = work / "site"
    tool = pip_installed_cudacompat(source, build_dir, site)
    base = {
        k: v
        for k, v in os.environ.items()
        if k not in ("CUDACOMPAT_CUDA", "CUDACOMPAT_PACKAGE_CUDA", "CUDACOMPAT_TOOL")
    }
    environment = dict(base, PYTHONPATH=str(site))
    off = dict(environment, CUDACOMPAT_CUDA="OFF")

    # Upstream: the same project under scikit-build-core alone, named mypkg: what it ships.
    upstream_tree = project(work / "upstream", "mypkg", upstream=True)
    result, wheels = build(upstream_tree, work / "upstream-wheel", environment)
    expect(result.returncode == 0 and len(wheels) == 1, f"scikit-build-core alone built mypkg: {result.stderr[-2000:]}")
    upstream_files, _ = contents(wheels[0])
    expect(
        "mypkg/__init__.py" in upstream_files
        and "mypkg/util.py" in upstream_files
        and any(n.startswith("mypkg/_core.") for n in upstream_files),
        f"upstream's wheel holds the package and the extension: {upstream_files}",
    )

    # 1. Renamed for CPU only: the same files; the version from the tag.
    tree = project(work / "renamed", "mypkg")
    result, wheels = build(tree, work / "cpu-wheel", off)
    expect(
        result.returncode == 0 and len(wheels) == 1,
        f"the CPU-only build: {result.stdout[-2000:]}{result.stderr[-2000:]}",
    )
    files, fields = contents(wheels[0])
    expect(wheels[0].name.startswith("mypkg_cpu-1.2.3-"), f"named mypkg-cpu, versioned by the tag: {wheels[0].name}")
    expect(
        files == upstream_files,
        f"the renamed wheel carries upstream's files:\n  renamed  {files}\n  upstream {upstream_files}",
    )
    expect(fields.get("Requires-Dist") == ["numpy>=1.23"], f"CPU-only: numpy alone: {fields.get('Requires-Dist')}")
    print(f"  mypkg-cpu: {files}")

    # 2. Renamed for the toolkit's major, where there is one.
    probe = run([tool, "probe", "--json", "--features", "skip"])
    if probe.returncode == 0 and json.loads(probe.stdout)["decision"].get("build_cuda"):
        major = json.loads(probe.stdout)["toolkit"]["version"]["value"].split(".")[0]
        result, wheels = build(tree, work / "cuda-wheel", dict(environment, CUDACOMPAT_CUDA="ON"))
        expect(
            result.returncode == 0 and len(wheels) == 1,
            f"the CUDA build: {result.stdout[-2000:]}{result.stderr[-2000:]}",
        )
        files, fields = contents(wheels[0])
        expect(wheels[0].name.startswith(f"mypkg_cu{major}-1.2.3-"), f"named mypkg-cu{major}: {wheels[0].name}")
        expect(files == upstream_files, f"the -cu{major} wheel carries upstream's files: {files}")
        # Its C extension links no CUDA library: the runtime `libraries` pins is taken out again.
        expect(
            fields.get("Requires-Dist") == ["numpy>=1.23"],
            f"nothing built needs libcudart, so no runtime wheel is required: {fields.get('Requires-Dist')}",
        )
        print(f"  mypkg-cu{major}: {files}")

    # 3. A distribution whose package has another name, and no wheel.packages: stop, with the fix.
    other = project(work / "other", "other-dist")
    result, wheels = build(other, work / "other-wheel", off)
    output = result.stdout + result.stderr
    expect(
        result.returncode != 0 and not wheels,
        f"the build stops and leaves no wheel (exit {result.returncode}, {wheels})",
    )
    expect('wheel.packages = ["src/mypkg"]' in output, f"the message names the fix:\n{output[-3000:]}")
    expect("Traceback" not in output, f"no Python traceback:\n{output[-3000:]}")
    print(
        "  other-dist: " + next(line for line in output.splitlines() if "cudacompat.build_backend: error" in line)[:400]
    )

    # 4. The older metadata table beside the provider, and a bad project mode: one message each.
    legacy = project(work / "legacy", "mypkg", metadata=LEGACY_METADATA)
    result, _ = build(legacy, work / "legacy-wheel", off)
    output = " ".join((result.stdout + result.stderr).split())  # pip indents what the backend printed
    expect(
        result.returncode != 0
        and "[[tool.dynamic-metadata]]" in output
        and 'provider = "scikit_build_core.metadata.setuptools_scm" field = "version"' in output
        and "Traceback" not in output,
        f"the older table: one message with the TOML that works:\n{output[-3000:]}",
    )
    bad = project(work / "bad-mode", "mypkg", options='cuda = "SOMETIMES"')
    result, _ = build(bad, work / "bad-wheel", environment)
    output = result.stdout + result.stderr
    expect(
        result.returncode != 0
        and "CUDACOMPAT_CUDA='SOMETIMES' ([tool.cudacompat] cuda in pyproject.toml)" in output
        and "Traceback" not in output,
        f"a bad [tool.cudacompat] cuda: one message, no traceback:\n{output[-3000:]}",
    )
