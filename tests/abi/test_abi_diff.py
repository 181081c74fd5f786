"""Checks `cudacompat abi-diff` on real cuda-python releases, against what the wheels themselves say.

A pytest module (tests/abi/CMakeLists.txt runs each test function with --cudacompat and --wheel-cache).

The expected findings are computed here from the wheels' own files, never typed in: the generated
C++ sources each wheel ships beside its extension modules hold one __Pyx_ExportFunction call per
function the module exports, and the .pyx files say which modules re-export another's __pyx_capi__.
A test skips when the wheels cannot be downloaded.
"""

import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

import pytest
from case_checks import fail, skip
from pip_wheels import download_wheels, install_wheels

VERSIONS = ("12.6.0", "12.6.1", "12.6.2")
TAG = "cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64"
EXPORT = re.compile(r'__Pyx_ExportFunction\("(\w+)", \(void \(\*\)\(void\)\)\w+, "([^"]*)"\)')
REEXPORT = re.compile(r"^from ([\w.]+) import (\w+)\n__pyx_capi__ = \2\.__pyx_capi__", re.M)


@pytest.fixture
def cache(wheel_cache):
    """The cache of downloaded wheels the tests share (test_fetch_cuda_python_wheels fills it)."""
    return wheel_cache


def wheel(cache, version, tag=TAG):
    return os.path.join(cache, f"cuda_python-{version}-{tag}.whl")


def download(cache, version, python_version="3.12", platform="manylinux2014_x86_64", project="cuda-python"):
    """pip download of one release into the cache (12.6.1 and 12.6.2 are yanked: `==` still gets them)."""
    run = download_wheels(cache, f"{project}=={version}", python_version=python_version, platforms=(platform,))
    return run.returncode == 0, run.stderr.strip()[-300:]


BOTH_MACHINES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "both_machines.txt")


def both_machines():
    """(project, version, ((x86-64 wheel, sha256), (aarch64 wheel, sha256))) per line of both_machines.txt."""
    with open(BOTH_MACHINES) as listing:
        for line in listing:
            if line.strip() and not line.startswith("#"):
                project, version, x86, x86_sha, arm, arm_sha = line.split()
                yield project, version, ((x86, x86_sha), (arm, arm_sha))


def fetch_exact(cache, project, version, name, sha256):
    """Downloads the wheel `name` (its Python and machine taken from the name) unless the cache has it;
    skips when PyPI cannot be reached, fails when the bytes are not the ones the list records."""
    path = os.path.join(cache, name)
    if not os.path.exists(path):
        python = re.search(r"-cp(\d)(\d+)-", name)
        machine = "aarch64" if name.endswith("aarch64.whl") else "x86_64"
        error = ""
        for platform in (f"manylinux2014_{machine}", f"manylinux_2_28_{machine}"):
            if not os.path.exists(path):
                ok, error = download(cache, version, f"{python.group(1)}.{python.group(2)}", platform, project)
        if not os.path.exists(path):
            skip(f"{name} could not be downloaded from PyPI: {error}")
    with open(path, "rb") as data:
        digest = hashlib.sha256(data.read()).hexdigest()
    if digest != sha256:
        fail(
            f"{path} has sha256 {digest}, both_machines.txt records {sha256}: not the file PyPI served when the "
            "list was made; delete it to download it again"
        )
    return path


def run_diff(tool, *args):
    run = subprocess.run([tool, "abi-diff", *args], capture_output=True, text=True, timeout=300)
    return run.returncode, run.stdout, run.stderr


def exports_by_module(path):
    """module name -> {function: signature}, from the generated sources; and module -> re-exported module."""
    exports, reexports = {}, {}
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            module = name[:-4].replace("/", ".")
            if name.endswith(".cpp"):
                calls = EXPORT.findall(archive.read(name).decode())
                if calls:
                    exports[module] = dict(calls)
            elif name.endswith(".pyx"):
                match = REEXPORT.search(archive.read(name).decode())
                if match:
                    reexports[module] = f"{match.group(1)}.{match.group(2)}"
    return exports, reexports


def pxd_files(path):
    with zipfile.ZipFile(path) as archive:
        return {name for name in archive.namelist() if name.endswith(".pxd")}


def module_of(path):
    return path.split(".cpython-")[0].replace("/", ".") if ".cpython-" in path else None


def diff_json(tool, old, new, *extra):
    code, out, err = run_diff(tool, "--json", old, new, *extra)
    if code not in (0, 1):
        fail(f"abi-diff exited {code}: {err}")
    return code, json.loads(out)


def findings(report, code):
    return [f for f in report["findings"] if f["code"] == code]


def test_fetch_cuda_python_wheels(cache):
    for version in VERSIONS:
        if not os.path.exists(wheel(cache, version)):
            ok, error = download(cache, version)
            if not ok or not os.path.exists(wheel(cache, version)):
                skip(f"cuda-python {version} could not be downloaded from PyPI: {error}")
    # The aarch64 reader is checked against the x86-64 one, release by release (both_machines.txt).
    for project, version, machines in both_machines():
        for name, sha256 in machines:
            fetch_exact(cache, project, version, name, sha256)
    # For the import truth (capi_import_truth.py): every release it imports, for the running Python.
    import capi_import_truth

    for project, version in capi_import_truth.RELEASES:
        for name, release, tag in (
            (project, version, None),
            *capi_import_truth.DEPENDENCIES.get((project, version), ()),
        ):
            if not capi_import_truth.wheel_path(cache, name, release, tag):
                path, error = capi_import_truth.download(cache, name, release, tag)
                if not path:
                    skip(f"{name} {release} for this Python could not be downloaded from PyPI: {error}")
    for version in sorted({version for pair in BINDINGS_PXD_PAIRS for version in pair}):
        error = ""
        for platform in BINDINGS_PLATFORMS:
            if not bindings_wheel(cache, version):
                ok, error = download(cache, version, "3.11", platform, project="cuda-bindings")
        if not bindings_wheel(cache, version):
            skip(f"cuda-bindings {version} (cp311) could not be downloaded from PyPI: {error}")
    # The item-2 pairs: a runtime wheel that dropped its empty __init__.py files, and a cuda-python
    # release that dropped its tests, benchmarks and examples (for this Python: consumers import it).
    for version in RUNTIME_PAIR:
        if not runtime_wheel(cache, version):
            ok, error = download(cache, version, project="nvidia-cuda-runtime-cu12")
            if not runtime_wheel(cache, version):
                skip(f"nvidia-cuda-runtime-cu12 {version} could not be downloaded from PyPI: {error}")
    for version in CUDA_PYTHON_11_PAIR + VERSIONS:
        if not python_wheel(cache, version):
            ok, error = download(cache, version, f"{sys.version_info.major}.{sys.version_info.minor}")
            if not python_wheel(cache, version):
                skip(f"cuda-python {version} for this Python could not be downloaded from PyPI: {error}")
    for name in RUNTIME_MAJOR_PAIR:
        if not os.path.exists(os.path.join(cache, name)):
            project, version = name.split("-")[:2]
            ok, error = download(cache, version, project=project.replace("_", "-"))
            if not os.path.exists(os.path.join(cache, name)):
                skip(f"{name} could not be downloaded from PyPI: {error}")
    print(
        "the cuda-python 12.6.0, 12.6.1 and 12.6.2 wheels (x86-64 and aarch64) are in "
        + cache
        + ", with cuda-python 12.6.x and cuda-bindings 12.9.0 and 13.0.0 for this Python, and cuda-bindings "
        f"{', '.join(sorted({v for pair in BINDINGS_PXD_PAIRS for v in pair}))} for CPython 3.11"
    )


# cuda-bindings 12.8.0 -> 12.9.0: 12.9.0's cyruntime.pxd moved its types into
# `include "cyruntime_types.pxi"`; 12.9.0 -> 13.0.0 removes names from that .pxi. cp311 wheels,
# manylinux2014 up to 12.9.0 (12.8.0 has no manylinux_2_28 tag), manylinux_2_28 from 13.0.0.
BINDINGS_PXD_PAIRS = (("12.8.0", "12.9.0"), ("12.9.0", "13.0.0"))
BINDINGS_PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_28_x86_64")


def bindings_wheel(cache, version):
    found = sorted(glob.glob(os.path.join(cache, f"cuda_bindings-{version}-cp311-cp311-manylinux*x86_64.whl")))
    return found[0] if found else None


def need(cache, *versions):
    for version in versions:
        if not os.path.exists(wheel(cache, version)):
            skip(f"{wheel(cache, version)} is missing (abi.fetch_cuda_python_wheels downloads it)")


def test_cuda_python_12_6_1_loses_the_capi_of_every_old_module_and_three_pxd_files(tool, cache):
    need(cache, "12.6.0", "12.6.1")
    old, new = wheel(cache, "12.6.0"), wheel(cache, "12.6.1")
    code, report = diff_json(tool, old, new)
    if code != 1:
        fail(f"exit {code}, expected 1: 12.6.1 breaks every consumer of cuda.ccudart")
    old_exports, _ = exports_by_module(old)
    new_exports, new_reexports = exports_by_module(new)
    expected = {
        module: len(functions)
        for module, functions in old_exports.items()
        if module not in new_exports
        and module not in new_reexports
        and any(module_of(p) == module for p in zipfile.ZipFile(new).namelist())
    }
    lost = {f["subject"]: f for f in findings(report, "capi-lost")}
    if set(lost) != set(expected):
        fail(f"capi-lost for {sorted(lost)}, expected {sorted(expected)}")
    for module, count in expected.items():
        if f"({count} functions in OLD)" not in lost[module]["message"] or lost[module]["breaks"] != "binary":
            fail(f"{module}: {lost[module]}, expected {count} functions lost, breaking binary consumers")
    removed = pxd_files(old) - pxd_files(new)
    reported = {f["file"] for f in findings(report, "pxd-removed")}
    if reported != removed:
        fail(f"pxd-removed {sorted(reported)}, expected {sorted(removed)}")
    for name in ("cuda/cuda.pxd", "cuda/cudart.pxd", "cuda/nvrtc.pxd"):
        if name not in reported:
            fail(f"{name} was deleted in 12.6.1 and is not reported")
    print(
        f"capi-lost: {', '.join(f'{m} ({n})' for m, n in sorted(expected.items()))}; {len(removed)} .pxd files removed"
    )


def test_cuda_python_12_6_2_reexports_the_capi_and_lists_every_changed_signature(tool, cache):
    need(cache, "12.6.0", "12.6.2")
    old, new = wheel(cache, "12.6.0"), wheel(cache, "12.6.2")
    code, report = diff_json(tool, old, new)
    if code != 1:
        fail(f"exit {code}, expected 1: signatures changed across the move")
    old_exports, _ = exports_by_module(old)
    new_exports, new_reexports = exports_by_module(new)
    reexported = {f["file"]: f["subject"] for f in findings(report, "capi-reexported")}
    expected_changes, expected_removed = set(), set()
    for module, target in new_reexports.items():
        if module not in old_exports:
            continue
        path = next(p for p in zipfile.ZipFile(new).namelist() if module_of(p) == module)
        if reexported.get(path) != target:
            fail(f"{path}: re-export reported as {reexported.get(path)}, its .pyx says {target}")
        for name, signature in old_exports[module].items():
            if name not in new_exports[target]:
                expected_removed.add((path, name))
            elif new_exports[target][name] != signature:
                expected_changes.add((path, name))
    changes = {(f["file"], f["subject"]) for f in findings(report, "capi-signature-changed")}
    removed = {(f["file"], f["subject"]) for f in findings(report, "capi-function-removed")}
    if changes != expected_changes:
        fail(
            f"signature changes differ: missing {sorted(expected_changes - changes)}, "
            f"extra {sorted(changes - expected_changes)}"
        )
    if removed != expected_removed:
        fail(f"removed functions differ: {sorted(removed ^ expected_removed)}")
    if findings(report, "capi-lost"):
        fail("capi-lost reported although 12.6.2 re-exports every module's __pyx_capi__")
    if ("cuda/ccudart.cpython-312-x86_64-linux-gnu.so", "cudaStreamGetAttribute") not in changes:
        fail("cudaStreamGetAttribute's signature change is not reported")
    print(
        f"{len(reexported)} re-exports followed; {len(changes)} signature changes, {len(removed)} removals, "
        "as the generated sources say"
    )


# Release pairs whose findings must be the same on both machines (wheels from both_machines.txt), with a
# the finding each must show (None: 11.8.6 -> 11.8.7 only adds modules, which abi-diff does not
# report), and on every pair the C API read from both wheels, so that two empty reports cannot pass:
# cuda-python's break, and every cuda-bindings pair of the tests (12.9.0 -> 13.0.0 of the import
# truth, and the held-out set's five, three of them patch releases that break nothing public).
TWO_MACHINE_PAIRS = (
    ("cuda-python", "12.6.0", "12.6.1", "capi-lost"),
    ("cuda-python", "12.6.0", "12.6.2", "capi-signature-changed"),
    ("cuda-bindings", "12.9.0", "13.0.0", "capi-function-removed"),
    ("cuda-bindings", "11.8.6", "11.8.7", None),
    ("cuda-bindings", "12.9.0", "12.9.1", "capi-function-removed"),
    ("cuda-bindings", "13.0.0", "13.0.1", "capi-function-added"),
    ("cuda-bindings", "13.0.3", "13.1.0", "capi-function-removed"),
    ("cuda-bindings", "12.9.1", "13.0.1", "capi-signature-changed"),
)


def test_aarch64_gives_the_same_findings_as_x86_64(tool, cache):
    """The aarch64 wheels are built from the same generated sources as the x86-64 ones: abi-diff must
    say the same of each pair on both, finding for finding, once the platform tag in the file names
    (x86_64-linux-gnu, aarch64-linux-gnu) is set aside."""
    wheels = {}
    for project, version, machines in both_machines():
        for name, _ in machines:
            if not os.path.exists(os.path.join(cache, name)):
                skip(f"{os.path.join(cache, name)} is missing (abi.fetch_cuda_python_wheels downloads it)")
        # The first line of a release: cuda-python's cp312 wheels, the ones its other cases compare.
        wheels.setdefault((project, version), tuple(os.path.join(cache, name) for name, _ in machines))

    def neutral(report):
        tag = re.compile(r"(x86_64|aarch64)-linux-gnu")
        return sorted(
            tuple(tag.sub("PLATFORM", f[key]) for key in ("code", "file", "subject", "message", "breaks"))
            for f in report["findings"]
        )

    for project, old, new, must in TWO_MACHINE_PAIRS:
        label = f"{project} {old} -> {new}"
        (old_x86, old_arm), (new_x86, new_arm) = wheels[project, old], wheels[project, new]
        x86_code, x86 = diff_json(tool, old_x86, new_x86)
        arm_code, arm = diff_json(tool, old_arm, new_arm)
        x86_findings, arm_findings = neutral(x86), neutral(arm)
        if arm_code != x86_code or arm_findings != x86_findings:
            only_x86 = [f[:3] for f in x86_findings if f not in arm_findings]
            only_arm = [f[:3] for f in arm_findings if f not in x86_findings]
            fail(
                f"{label}: x86-64 exit {x86_code}, aarch64 exit {arm_code}; {len(only_x86)} findings on x86-64 only "
                f"{only_x86[:5]}, {len(only_arm)} on aarch64 only {only_arm[:5]}"
            )
        if must and not findings(arm, must):
            fail(f"{label} on aarch64 reports no {must}: the comparison shows nothing")
        read = {side: sum(entry["exports_read"] for entry in arm[side]["capi"]) for side in ("old", "new")}
        if not all(read.values()):
            fail(f"{label} on aarch64 reads no C-API export on one side ({read}): the comparison shows nothing")
        counts = {}
        for f in arm["findings"]:
            counts[f["code"]] = counts.get(f["code"], 0) + 1
        print(
            f"{label}: exit {arm_code} and the same {len(arm_findings)} findings on aarch64 as on x86-64 "
            f"({', '.join(f'{n} {c}' for c, n in sorted(counts.items()))})"
        )


def module_sources(path):
    """module -> its source lines, for the modules a wheel can import: .py files (a package's
    __init__.py) and the .pyx beside each extension module."""
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        extensions = {module_of(n) for n in names if module_of(n) and n.endswith(".so")}
        sources = {}
        for name in names:
            if ".dist-info/" in name or not name.endswith((".py", ".pyx")):
                continue
            module = name.rsplit(".", 1)[0].replace("/", ".").removesuffix(".__init__")
            if name.endswith(".pyx") and module not in extensions:
                continue
            sources[module] = set(archive.read(name).decode(errors="replace").splitlines()) - {""}
    return sources


def expected_moves(old_path, new_path):
    """Where each module of OLD whose path NEW lacks went, by its source (the .py, or the .pyx an
    extension module was built from): the module new in NEW that shares most of its lines, and many
    more than any other (the rename detection of `git diff -M`, which abi-diff does not use: it reads
    names and C APIs). A package with an empty __init__.py moved where all its modules went."""
    old_sources, new_sources = module_sources(old_path), module_sources(new_path)
    added = {m: lines for m, lines in new_sources.items() if m not in old_sources}
    expected = {}
    for module, lines in old_sources.items():
        if module in new_sources or not lines:
            continue
        similarity = sorted((len(lines & other) / len(lines | other), m) for m, other in added.items() if other)
        (second, _), (best, target) = similarity[-2:]
        if best >= 0.3 and best > 2 * second:
            expected[module] = target
    for module in sorted(old_sources, key=lambda m: -m.count(".")):  # deepest first
        if module in new_sources or old_sources[module]:
            continue
        children = [m for m in old_sources if m.startswith(module + ".") and "." not in m[len(module) + 1 :]]
        parents = {expected[c].rsplit(".", 1)[0] for c in children if c in expected}
        if children and all(c in expected for c in children) and len(parents) == 1:
            expected[module] = parents.pop()
    return expected, {m for m in old_sources if m not in new_sources}


def test_cuda_python_12_6_1_and_12_6_2_move_modules_where_their_sources_went(tool, cache):
    """12.6.1 moved cuda._lib, cuda._cuda, cuda.tests and cuda.benchmarks under cuda.bindings (some
    renamed: cuda._cuda.ccuda is cuda.bindings._bindings.cydriver); 12.6.2 moved the same modules but
    dropped the tests and benchmarks. abi-diff's moves must be the sources' (expected_moves), and
    every other module whose path is gone must read as removed."""
    need(cache, *VERSIONS)
    for version in ("12.6.1", "12.6.2"):
        expected, gone = expected_moves(wheel(cache, "12.6.0"), wheel(cache, version))
        code, report = diff_json(tool, wheel(cache, "12.6.0"), wheel(cache, version))
        moved = {}
        for f in findings(report, "python-module-moved"):
            target = re.search(r" is now ([\w.]+) ", f["message"]).group(1)
            # A test or benchmark package moved breaks nobody (nobody builds against it); any other move
            # breaks source consumers.
            in_tests = any(part in TEST_PACKAGES for part in f["subject"].split("."))
            if f["breaks"] != ("none" if in_tests else "source") or f"import {target}" not in f["message"]:
                fail(
                    f"{f}: a move breaks source consumers (informational in a test package) and names the "
                    "import that works"
                )
            moved[f["subject"]] = target
        if moved != expected:
            fail(
                f"{version}: moves differ from the sources': abi-diff only "
                f"{sorted(set(moved.items()) - set(expected.items()))}, the sources only "
                f"{sorted(set(expected.items()) - set(moved.items()))}"
            )
        # A moved extension module is also file-removed only for the extensions that cimport it.
        removed = {f["subject"] for f in findings(report, "python-module-removed")}
        files_removed = {module_of(f["file"]): f["message"] for f in findings(report, "file-removed")}
        plainly_removed = removed | {m for m, message in files_removed.items() if "cimport" not in message}
        if plainly_removed & set(expected):
            fail(f"{version}: moved modules also reported removed: {sorted(plainly_removed & set(expected))}")
        if gone - set(expected) - removed - set(files_removed):
            fail(f"{version}: modules gone without a finding: {sorted(gone - set(expected) - removed)}")
        if len(expected) < 9:
            fail(f"{version}: only {len(expected)} moves found by the sources: the comparison shows little")
        print(
            f"12.6.0 -> {version}: {len(moved)} modules moved, each where its source went (cuda._lib.utils -> "
            f"{moved.get('cuda._lib.utils')}, cuda._cuda.ccuda -> {moved.get('cuda._cuda.ccuda')}, cuda._cuda -> "
            f"{moved.get('cuda._cuda')}); {len(gone - set(expected))} removed"
        )


SITE_PACKAGES = "lib/python3.12/site-packages/"


def conda_package(wheel_path, version, scratch, extension):
    """A conda package of a wheel's files, made as conda-build would: the files under
    lib/python3.12/site-packages/, info/index.json, info/paths.json and info/files, packed by
    conda-package-handling's `cph create` (the tool conda-build packs with)."""
    prefix = os.path.join(scratch, f"prefix-{version}")
    paths = []
    with zipfile.ZipFile(wheel_path) as archive:
        for member in archive.infolist():
            # The generated C++ sources (hundreds of MB) are left out: abi-diff reads nothing in them.
            if member.is_dir() or ".dist-info/" in member.filename or member.filename.endswith(".cpp"):
                continue
            data = archive.read(member)
            target = os.path.join(prefix, SITE_PACKAGES, member.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(data)
            paths.append(
                {
                    "_path": SITE_PACKAGES + member.filename,
                    "path_type": "hardlink",
                    "sha256": hashlib.sha256(data).hexdigest(),
                    "size_in_bytes": len(data),
                }
            )
    os.makedirs(os.path.join(prefix, "info"))
    index = {
        "name": "cuda-python",
        "version": version,
        "build": "py312_0",
        "build_number": 0,
        "depends": ["python >=3.12,<3.13.0a0", "python_abi 3.12.* *_cp312"],
        "arch": "x86_64",
        "platform": "linux",
        "subdir": "linux-64",
        "license": "LicenseRef-NVIDIA-SOFTWARE-LICENSE",
    }
    with open(os.path.join(prefix, "info", "index.json"), "w") as out:
        json.dump(index, out, indent=2)
    with open(os.path.join(prefix, "info", "paths.json"), "w") as out:
        json.dump({"paths": paths, "paths_version": 1}, out, indent=2)
    with open(os.path.join(prefix, "info", "files"), "w") as out:
        out.write("".join(p["_path"] + "\n" for p in paths))
    name = f"cuda-python-{version}-py312_0{extension}"
    # cph's create, through its API for the compression level (zstd 19, its default, takes minutes;
    # the level changes nothing a reader sees).
    from conda_package_handling import api

    files = ["info/index.json", "info/paths.json", "info/files"] + [p["_path"] for p in paths]
    options = {"compression_level": 1} if extension == ".conda" else {}
    api.create(prefix, files, name, out_folder=scratch, **options)
    return os.path.join(scratch, name)


def test_conda_packages_of_12_6_0_and_12_6_1_break_as_the_wheels_do(tool, cache):
    """conda packages cannot be downloaded here; the real conda packer builds them from the real
    wheels' files. abi-diff of the two .conda packages, and of a .tar.bz2 against a .conda, must
    report what it reports of the two wheels, finding for finding, once the site-packages prefix
    is set aside."""
    need(cache, "12.6.0", "12.6.1")
    try:
        import conda_package_handling  # noqa: F401  (ci/requirements-test.txt)
    except ImportError:
        skip("conda-package-handling is not installed (ci/install-python-deps.sh installs it)")
    code, report = diff_json(tool, wheel(cache, "12.6.0"), wheel(cache, "12.6.1"))

    def neutral(report):
        return sorted(
            tuple(f[key].replace(SITE_PACKAGES, "") for key in ("code", "file", "subject", "message", "breaks"))
            for f in report["findings"]
        )

    expected = neutral(report)
    with tempfile.TemporaryDirectory() as scratch:
        old_conda = conda_package(wheel(cache, "12.6.0"), "12.6.0", scratch, ".conda")
        new_conda = conda_package(wheel(cache, "12.6.1"), "12.6.1", scratch, ".conda")
        os.makedirs(os.path.join(scratch, "bz2"))
        old_bz2 = conda_package(wheel(cache, "12.6.0"), "12.6.0", os.path.join(scratch, "bz2"), ".tar.bz2")
        for old, new in ((old_conda, new_conda), (old_bz2, new_conda)):
            conda_code, conda_report = diff_json(tool, old, new)
            got = neutral(conda_report)
            if conda_code != code or got != expected:
                fail(
                    f"{os.path.basename(old)} -> {os.path.basename(new)}: exit {conda_code} (wheels: {code}); only "
                    f"here {[f[:3] for f in got if f not in expected][:6]}, only for the wheels "
                    f"{[f[:3] for f in expected if f not in got][:6]}"
                )
            print(
                f"{os.path.basename(old)} -> {os.path.basename(new)}: exit {conda_code}, the same {len(got)} "
                f"findings as the wheels ({conda_report['summary']})"
            )


def dynamic_exports(path):
    """Defined dynamic symbols by name, as binutils' readelf lists them (the reference reader)."""
    listing = subprocess.run(["readelf", "-W", "--dyn-syms", path], capture_output=True, text=True, check=True).stdout
    names = set()
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) >= 8 and fields[0].endswith(":") and fields[6] != "UND" and fields[4] in ("GLOBAL", "WEAK"):
            if fields[6] == "ABS" and fields[2] == "0":  # the symbol a version node defines for itself
                continue
            names.add(fields[7].split("@")[0])
    return names


def test_libcudart_12_to_13_is_a_major_change_with_its_removed_entry_points_named(tool, cache):
    old = "/opt/cudacompat/toolkits/cuda-12.4/usr/lib/x86_64-linux-gnu/libcudart.so.12"
    new = next(
        (
            p
            for p in (
                "/opt/cudacompat/toolkits/pip-cuda13/nvidia/cu13/lib/libcudart.so.13",
                "/usr/local/cuda/lib64/libcudart.so.13",
                "/usr/local/cuda/lib/libcudart.so.13",
            )
            if os.path.exists(p)
        ),
        None,
    )
    if not os.path.exists(old) or not new:
        skip("needs the CUDA 12.4 and 13.x runtimes that ci/install-toolkits.sh installs")
    if not shutil.which("readelf"):
        skip("readelf (binutils) is not installed")
    code, report = diff_json(tool, os.path.realpath(old), os.path.realpath(new))
    if code != 1:
        fail(f"exit {code}, expected 1")
    soname = findings(report, "soname-changed")
    if len(soname) != 1 or "libcudart.so.12 became libcudart.so.13" not in soname[0]["message"]:
        fail(f"soname-changed: {soname}")
    expected = dynamic_exports(old) - dynamic_exports(new)
    removed = {f["subject"] for f in findings(report, "symbol-removed")}
    if removed != expected:
        fail(
            f"removed entry points differ from readelf's: missing {sorted(expected - removed)}, "
            f"extra {sorted(removed - expected)}"
        )
    if not expected:
        fail("readelf finds no removed entry point: the comparison shows nothing")
    print(
        f"libcudart.so.12 -> .so.13: {len(removed)} entry points removed, as readelf lists them; {soname[0]['message']}"
    )


def test_cuda_toolkit_12_9_1_to_13_0_0_moves_every_component_to_cuda_13(tool, cache):
    """The metapackage's Requires-Dist: every -cu12 wheel becomes its CUDA 13 successor."""
    paths = {}
    for version in ("12.9.1", "13.0.0"):
        path = os.path.join(cache, f"cuda_toolkit-{version}-py2.py3-none-any.whl")
        if not os.path.exists(path):
            run = download_wheels(cache, f"cuda-toolkit=={version}")
            if run.returncode != 0 or not os.path.exists(path):
                skip(f"cuda-toolkit {version} could not be downloaded from PyPI: {run.stderr.strip()[-200:]}")
        paths[version] = path
    with zipfile.ZipFile(paths["12.9.1"]) as archive:
        metadata = next(archive.read(n).decode() for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
    expected = {
        re.match(r"Requires-Dist: ([\w.-]+)", line).group(1).lower().replace("_", "-")
        for line in metadata.splitlines()
        if line.startswith("Requires-Dist:")
    }
    expected = {name for name in expected if name.endswith("-cu12")}
    code, report = diff_json(tool, paths["12.9.1"], paths["13.0.0"])
    moved = {f["subject"] for f in findings(report, "dependency-major-changed")}
    if code != 1 or moved != expected:
        fail(
            f"exit {code}; dependency-major-changed for {sorted(moved)}, expected the -cu12 requirements "
            f"{sorted(expected)}"
        )
    print(f"{len(moved)} CUDA 12 requirements reported as moving to CUDA 13, as METADATA lists them")


def test_sm80_with_ptx_to_sm90_only_drops_sass_ptx_and_every_gpu_but_sm90(tool, cache):
    """Two builds of one kernel with the real nvcc: what each carries is what the test asked nvcc for."""
    # One that runs: a wrapper left behind by a removed toolkit (/usr/local/bin/nvcc here) exists but does not.
    nvcc = next(
        (
            p
            for p in ("/usr/local/cuda/bin/nvcc", shutil.which("nvcc") or "")
            if p and os.path.exists(p) and subprocess.run([p, "--version"], capture_output=True).returncode == 0
        ),
        None,
    )
    if not nvcc:
        skip("no nvcc that runs (CUDA 13 at /usr/local/cuda, or on PATH)")
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "k.cu")
        with open(source, "w") as out:
            out.write(
                "__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }\n"
                "void launch(float* x) { scale<<<1, 32>>>(x, 2.0f); }\n"
            )
        builds = {"old.so": "arch=compute_80,code=[sm_80,compute_80]", "new.so": "arch=compute_90,code=sm_90"}
        for name, gencode in builds.items():
            subprocess.run(
                [
                    nvcc,
                    "-shared",
                    "-Xcompiler",
                    "-fPIC",
                    "-cudart",
                    "shared",
                    "-gencode",
                    gencode,
                    "-o",
                    os.path.join(scratch, name),
                    source,
                ],
                check=True,
                capture_output=True,
                timeout=300,
            )
        code, report = diff_json(tool, os.path.join(scratch, "old.so"), os.path.join(scratch, "new.so"))
    sass = {f["subject"] for f in findings(report, "sass-architecture-dropped")}
    gpus = {f["subject"] for f in findings(report, "gpu-dropped")}
    if code != 1 or sass != {"sm_80"} or len(findings(report, "ptx-dropped")) != 1:
        fail(
            f"exit {code}; sass-architecture-dropped {sorted(sass)}, ptx-dropped "
            f"{findings(report, 'ptx-dropped')}; expected sm_80 and PTX dropped"
        )
    if not {"sm_80", "sm_86", "sm_89", "sm_120"} <= gpus or "sm_90" in gpus:
        fail(f"gpu-dropped {sorted(gpus)}: expected the GPUs OLD's PTX reached (sm_80, 86, 89, 120...), not sm_90")
    print(f"sm_80 SASS and PTX dropped; {len(gpus)} GPUs ran OLD and cannot run NEW: {', '.join(sorted(gpus))}")


def cuobjdump_codes(cuobjdump, path):
    """(SASS architectures, PTX architectures) a file carries, as NVIDIA's cuobjdump lists them."""
    sass = set(
        re.findall(r"sm_(\d+)", subprocess.run([cuobjdump, "--list-elf", path], capture_output=True, text=True).stdout)
    )
    ptx = set(
        re.findall(r"sm_(\d+)", subprocess.run([cuobjdump, "--list-ptx", path], capture_output=True, text=True).stdout)
    )
    return sass, ptx


def needed(path):
    listing = subprocess.run(["readelf", "-d", path], capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", listing))


def test_driver_floor_raised_breaks_only_where_a_gpu_that_ran_old_loses_new(tool, cache):
    """Three builds of one kernel with real nvcc: OLD, CUDA 12.4, sm_80 SASS; NEW, CUDA 12.4, the same
    SASS plus compute_90 PTX, whose ISA (8.4) needs a newer driver than OLD's floor: only the GPUs
    that run nothing of OLD need it, so the raised floor breaks nobody; NEW13, CUDA 13.0, sm_80 SASS
    and libcudart.so.13, which no CUDA 12 driver loads: every GPU that ran OLD under OLD's floor
    loses it. What each carries is read with cuobjdump and readelf, not with abi-diff."""
    toolkits = {}
    manifest = "/opt/cudacompat/toolkits/manifest.json"
    if os.path.exists(manifest):
        with open(manifest) as source:
            toolkits = {t["name"]: t for t in json.load(source)["toolkits"]}
    if "cuda-12.4" not in toolkits or "cuda-13.0" not in toolkits or not shutil.which("readelf"):
        skip("needs CUDA 12.4 and 13.0 (ci/install-toolkits.sh) and readelf")
    cuobjdump = os.path.join(os.path.dirname(toolkits["cuda-12.4"]["nvcc"]), "cuobjdump")  # 13.0 ships none here
    with tempfile.TemporaryDirectory() as scratch:
        source = os.path.join(scratch, "k.cu")
        with open(source, "w") as out:
            out.write(
                "__global__ void scale(float* x, float a) { x[threadIdx.x] *= a; }\n"
                "void launch(float* x) { scale<<<1, 32>>>(x, 2.0f); }\n"
            )
        builds = {
            "old.so": ("cuda-12.4", ["-gencode", "arch=compute_80,code=sm_80"]),
            "new.so": (
                "cuda-12.4",
                ["-gencode", "arch=compute_80,code=sm_80", "-gencode", "arch=compute_90,code=compute_90"],
            ),
            "new13.so": ("cuda-13.0", ["-gencode", "arch=compute_80,code=sm_80"]),
        }
        files = {}
        for name, (toolkit, gencode) in builds.items():
            files[name] = os.path.join(scratch, name)
            subprocess.run(
                [
                    toolkits[toolkit]["nvcc"],
                    "-ccbin",
                    toolkits[toolkit]["host_compiler"],
                    "-shared",
                    "-Xcompiler",
                    "-fPIC",
                    "-cudart",
                    "shared",
                    *gencode,
                    "-o",
                    files[name],
                    source,
                ],
                check=True,
                capture_output=True,
                timeout=300,
            )
        codes = {name: cuobjdump_codes(cuobjdump, files[name]) for name in ("old.so", "new.so")}
        libraries = {name: {n for n in needed(path) if n.startswith("libcudart")} for name, path in files.items()}
        # The facts the verdicts rest on, read by NVIDIA's and binutils' tools.
        if not (
            codes["old.so"] == ({"80"}, set())
            and codes["new.so"] == ({"80"}, {"90"})
            and libraries["old.so"] == libraries["new.so"] == {"libcudart.so.12"}
            and libraries["new13.so"] == {"libcudart.so.13"}
        ):
            fail(f"the builds are not what the case needs: {codes}, {libraries}")
        verdicts = {}
        for name in ("new.so", "new13.so"):
            code, report = diff_json(tool, files["old.so"], files[name])
            raised = findings(report, "driver-floor-raised")
            if len(raised) != 1:
                fail(f"old.so -> {name}: driver-floor-raised {raised}, expected one")
            verdicts[name] = (code, raised[0])
    code, raised = verdicts["new.so"]
    # OLD runs only through its sm_80 SASS; NEW keeps that SASS and the same runtime: no GPU that
    # ran OLD under a driver loses NEW under it.
    if raised["breaks"] != "none" or not raised.get("informational_because") or code != 0:
        fail(f"old.so -> new.so: exit {code}, {raised}: expected an informational floor (no GPU loses)")
    code, raised13 = verdicts["new13.so"]
    if raised13["breaks"] != "binary" or "sm_80 under" not in raised13["message"] or code != 1:
        fail(f"old.so -> new13.so: exit {code}, {raised13}: expected a breaking floor naming sm_80")
    print(
        f"12.4 + compute_90 PTX: {raised['message']} [informational: {raised['informational_because']}]; "
        f"13.0: {raised13['message']}"
    )


def test_debian_libcudart11_0_to_libcudart12_pairs_the_renamed_library(tool, cache):
    """Two real Debian packages (bookworm's and trixie's, cached by ci/install-toolkits.sh): the
    library is found inside each .deb, paired across the renamed file, and judged as readelf sees it."""
    debs = os.path.join(os.environ.get("CUDACOMPAT_CACHE", "/var/cache/cudacompat"), "debs")
    old = sorted(glob.glob(os.path.join(debs, "bookworm", "libcudart11.0_*.deb")))
    new = sorted(glob.glob(os.path.join(debs, "trixie", "libcudart12_*.deb")))
    if not old or not new or not shutil.which("dpkg-deb") or not shutil.which("readelf"):
        skip("needs the cached libcudart11.0 and libcudart12 .debs (ci/install-toolkits.sh), dpkg-deb and readelf")
    code, report = diff_json(tool, old[-1], new[-1])
    with tempfile.TemporaryDirectory() as scratch:
        libraries = []
        for deb, name in ((old[-1], "old"), (new[-1], "new")):
            subprocess.run(["dpkg-deb", "-x", deb, os.path.join(scratch, name)], check=True)
            found = [
                p for p in glob.glob(os.path.join(scratch, name, "usr/lib/*/libcudart.so.*")) if not os.path.islink(p)
            ]
            if len(found) != 1:
                fail(f"{deb}: expected one libcudart.so.* file, found {found}")
            libraries.append(found[0])
        expected = dynamic_exports(libraries[0]) - dynamic_exports(libraries[1])
    soname = findings(report, "soname-changed")
    removed = {f["subject"] for f in findings(report, "symbol-removed")}
    if code != 1 or len(soname) != 1 or "libcudart.so.11.0 became libcudart.so.12" not in soname[0]["message"]:
        fail(f"exit {code}; soname-changed {soname}")
    if findings(report, "file-removed"):
        fail(f"the renamed library is reported removed: {findings(report, 'file-removed')}")
    if removed != expected or not expected:
        fail(
            f"removed entry points differ from readelf's: missing {sorted(expected - removed)}, "
            f"extra {sorted(removed - expected)}"
        )
    print(f"libcudart11.0 -> libcudart12 (.deb): {len(removed)} entry points removed, as readelf lists them")


def test_abidiff_sees_nothing_where_every_cimport_breaks(tool, cache):
    """The anchor: libabigail's abidiff on cuda.ccudart 12.6.0 -> 12.6.1 reports no change (exit 0,
    empty report), where abi-diff reports the lost __pyx_capi__. Fails if abidiff starts seeing it."""
    need(cache, "12.6.0", "12.6.1")
    if not shutil.which("abidiff"):
        skip("abidiff is not installed (Debian: abigail-tools, ci/install-deps.sh)")
    member = "cuda/ccudart.cpython-312-x86_64-linux-gnu.so"
    with tempfile.TemporaryDirectory() as scratch:
        files = []
        for version in ("12.6.0", "12.6.1"):
            with zipfile.ZipFile(wheel(cache, version)) as archive:
                files.append(archive.extract(member, os.path.join(scratch, version)))
        anchor = subprocess.run(["abidiff", *files], capture_output=True, text=True, timeout=300)
        code, report = diff_json(tool, *files)
    if anchor.returncode != 0 or anchor.stdout.strip():
        fail(
            f"abidiff now exits {anchor.returncode} with {anchor.stdout[:300]!r}: docs/abi-diff.md's comparison "
            "is out of date"
        )
    lost = findings(report, "capi-lost")
    if code != 1 or len(lost) != 1 or lost[0]["subject"] != "ccudart":
        fail(f"abi-diff on the two files: exit {code}, capi-lost {lost}")
    print("abidiff: exit 0, empty report; abi-diff: " + lost[0]["message"])


def test_bad_input_is_refused_with_exit_2_and_nothing_written(tool, cache):
    need(cache, "12.6.0")
    good = wheel(cache, "12.6.0")
    with tempfile.TemporaryDirectory() as scratch:
        truncated = os.path.join(scratch, "truncated.whl")
        with open(good, "rb") as source, open(truncated, "wb") as out:
            out.write(source.read(os.path.getsize(good) // 2))
        deb_root = os.path.join(scratch, "deb", "DEBIAN")
        os.makedirs(deb_root)
        with open(os.path.join(deb_root, "control"), "w") as control:
            control.write(
                "Package: example\nVersion: 1.0\nArchitecture: amd64\nMaintainer: x <x@example.org>\n"
                "Description: an example\n"
            )
        os.makedirs(os.path.join(scratch, "deb", "usr", "share", "example"))
        with open(os.path.join(scratch, "deb", "usr", "share", "example", "example.py"), "w") as out:
            out.write("x = 1\n")
        deb = os.path.join(scratch, "example.deb")
        if shutil.which("dpkg-deb"):
            subprocess.run(["dpkg-deb", "--build", os.path.dirname(deb_root), deb], check=True, capture_output=True)
        odd = os.path.join(scratch, "odd")
        os.makedirs(odd)
        with open(os.path.join(os.fsencode(odd), b"mod\xff.py"), "w") as out:
            out.write("x = 1\n")
        plain = os.path.join(scratch, "plain")
        os.makedirs(plain)
        with open(os.path.join(plain, "mod.py"), "w") as out:
            out.write("x = 1\n")
        cases = [
            ("a truncated wheel", [truncated, good], "truncated.whl"),
            ("the same file twice", [good, good], "same file"),
            ("a name that is not UTF-8", [odd, plain], "not UTF-8"),
            ("a file that is no package", [os.path.join(deb_root, "control"), good], "is not a wheel"),
        ]
        if os.path.exists(deb):
            cases.append(("a wheel against a .deb", [good, deb], "compare two releases of one package"))
        else:
            print("dpkg-deb is not installed: the wheel-against-.deb case is not run")
        for what, args, needle in cases:
            code, out, err = run_diff(tool, *args)
            if code != 2 or out or needle not in err:
                fail(
                    f"{what}: exit {code}, stdout {out[:200]!r}, stderr {err[:300]!r}; expected exit 2, "
                    f"nothing on stdout, and an error saying '{needle}'"
                )
            print(f"{what}: exit 2: {err.strip()}")


def test_member_names_that_escape_the_package_are_reported_and_nothing_is_written(tool, cache):
    """Zip members named `../../x` or `/abs/x`: abi-diff reads them (it extracts nothing) and says so,
    naming each, whatever the rest of the verdict."""
    escaping = ["../../escaped_module.py", "/tmp/absolute_module.py", "pkg/../../../climbs.py"]
    with tempfile.TemporaryDirectory() as scratch:
        work = os.path.join(scratch, "a", "b")
        os.makedirs(work)
        old, new = os.path.join(work, "pkg-1.0-py3-none-any.whl"), os.path.join(work, "pkg-1.1-py3-none-any.whl")
        for path, names in ((old, []), (new, escaping)):
            with zipfile.ZipFile(path, "w") as archive:
                archive.writestr("pkg/__init__.py", "x = 1\n")
                archive.writestr("pkg-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\n")
                for name in names:
                    info = zipfile.ZipInfo("placeholder")
                    info.filename = name  # ZipInfo() strips a leading '/' and '..'; a hostile archive does not
                    archive.writestr(info, "x = 1\n")
        before = set(os.listdir(scratch)) | set(os.listdir("/tmp"))
        code, out, err = run_diff(tool, "--json", old, new)
        if code not in (0, 1):
            fail(f"abi-diff exited {code}: {err}")
        reported = {f["subject"] for f in json.loads(out)["findings"] if f["code"] == "member-name-escapes"}
        if reported != set(escaping):
            fail(f"member-name-escapes for {sorted(reported)}, expected {sorted(escaping)}")
        after = set(os.listdir(scratch)) | set(os.listdir("/tmp"))
        written = {n for n in after - before if "escaped_module" in n or "absolute_module" in n or "climbs" in n}
        if written:
            fail(f"abi-diff wrote {sorted(written)}")
        code, out, err = run_diff(tool, old, new)
        for name in escaping:
            if name not in out:
                fail(f"the table does not name {name}: {out[-600:]}")
        print(f"member-name-escapes for {', '.join(sorted(reported))}; nothing written")


def cython_scope(root, module):
    """The names Cython 3 itself binds in `module`'s .pxd scope under `root` (what `from module
    cimport NAME` can find): includes pasted, cimports and star cimports followed, as it compiles."""
    return {name for name in cython_module_scope(root, module).entries if not name.startswith("__")}


def cython_module_scope(root, module):
    """Cython 3's own scope of `module`'s .pxd under `root`, as it compiles a cimport of it."""
    from Cython.Compiler import Errors
    from Cython.Compiler.Main import CompilationOptions, Context, default_options
    from Cython.Compiler.Scanning import FileSourceDescriptor
    import Cython

    Errors.init_thread()
    context = Context.from_options(CompilationOptions(default_options, include_path=[root], language_level=3))
    probe = (FileSourceDescriptor(os.path.join(root, "__probe__.pyx")), 1, 0)
    scope = context.find_module(module, pos=probe, need_pxd=1)
    if Errors.get_errors_count():  # a scope Cython could not finish is no judge
        fail(f"Cython {Cython.__version__} reports {Errors.get_errors_count()} errors reading {module} under {root}")
    return scope


def test_cuda_bindings_12_8_to_12_9_to_13_0_lose_exactly_the_pxd_names_cython_loses(tool, cache):
    try:
        import Cython  # noqa: F401
    except ImportError:
        skip("Cython is not installed (ci/install-python-deps.sh installs it from PyPI)")
    for pair in BINDINGS_PXD_PAIRS:
        check_pxd_findings_against_cython(tool, cache, pair)


def check_pxd_findings_against_cython(tool, cache, pair):
    """abi-diff's pxd-declaration-removed findings on a pair of cuda-bindings wheels equal the names
    Cython itself finds in OLD's module scopes and no longer in NEW's."""
    wheels = [bindings_wheel(cache, version) for version in pair]
    if not all(wheels):
        skip(
            f"cuda-bindings {' and '.join(pair)} cp311 wheels are missing (abi.fetch_cuda_python_wheels downloads them)"
        )
    code, report = diff_json(tool, *wheels)
    reported = {}
    for finding in findings(report, "pxd-declaration-removed"):
        reported.setdefault(finding["file"], set()).add(finding["subject"])
    with tempfile.TemporaryDirectory() as work:
        roots = []
        for version, path in zip(pair, wheels):
            root = os.path.join(work, version)
            with zipfile.ZipFile(path) as archive:
                archive.extractall(root, [n for n in archive.namelist() if n.endswith((".pxd", ".pxi"))])
            roots.append(root)
        truth, declared_old = {}, {}
        for pxd in sorted(pxd_files(wheels[0]) & pxd_files(wheels[1])):
            module = pxd[:-4].replace("/", ".")
            old, new = (cython_scope(root, module) for root in roots)
            declared_old[pxd] = old
            truth[pxd] = old - new
    # Every finding is a name Cython found in OLD's module and cannot find in NEW's.
    false = sorted(
        f"{pxd}: {name}" for pxd, names in reported.items() for name in names if name not in truth.get(pxd, set())
    )
    if false:
        fail(
            f"{len(false)} pxd-declaration-removed findings name what Cython still finds in NEW "
            f"(or never found in OLD): {false[:10]}"
        )
    # Every name Cython loses is reported: at its file, or at the .pxd it came from through a star
    # cimport (abi-diff reports a removal once, where the name is declared).
    everywhere = set().union(*reported.values()) if reported else set()
    missed = sorted(
        f"{pxd}: {name}"
        for pxd, names in truth.items()
        for name in names
        if name not in reported.get(pxd, set()) and name not in everywhere
    )
    if missed:
        fail(f"{len(missed)} names Cython no longer finds in NEW are not reported: {missed[:10]}")
    lost = sum(len(names) for names in truth.values())
    kept = sum(len(declared_old[pxd] - truth[pxd]) for pxd in truth)
    print(
        f"cuda-bindings {' -> '.join(pair)}: Cython finds {kept} names of OLD's .pxd files in NEW "
        f"and loses {lost}; abi-diff reports {sum(map(len, reported.values()))} pxd-declaration-removed, "
        f"none of them false, none missed (exit {code})"
    )


def test_a_consumer_of_cuda_get_device_properties_breaks_on_the_layout_of_cuda_device_prop(tool, cache):
    """cuda-bindings 12.9.0 -> 13.0.0: same signature string, struct cudaDeviceProp rearranged."""
    from consumer_proof import run_struct_proof

    wheels = [bindings_wheel(cache, version) for version in ("12.9.0", "13.0.0")]
    if not all(wheels):
        skip("cuda-bindings 12.9.0 and 13.0.0 cp311 wheels are missing (abi.fetch_cuda_python_wheels downloads them)")
    report = run_struct_proof(tool, *wheels, fail, skip)
    check_layouts_against_cython(report, wheels)


def cython_resolved(t):
    """`t` with Cython's ctypedefs followed and const dropped."""
    for _ in range(32):
        if getattr(t, "is_typedef", False):
            t = t.typedef_base_type
        elif getattr(t, "is_const", False) or getattr(t, "is_cv_qualified", False):
            t = t.cv_base_type if hasattr(t, "cv_base_type") else t.const_base_type
        else:
            return t
    return t


def cython_type(t):
    """A type as Cython resolved it, by name: ctypedefs followed, arrays with their sizes."""
    t = cython_resolved(t)
    if t.is_array:
        return f"{cython_type(t.base_type)}[{t.size}]"
    if t.is_ptr:
        return cython_type(t.base_type) + "*"
    if t.is_struct_or_union:
        return f"{t.kind} {t.name}"
    return t.empty_declaration_code()


SCALAR_SIZES = {
    "char": 1,
    "signed char": 1,
    "unsigned char": 1,
    "short": 2,
    "unsigned short": 2,
    "int": 4,
    "unsigned int": 4,
    "float": 4,
    "long": 8,
    "unsigned long": 8,
    "long long": 8,
    "unsigned long long": 8,
    "double": 8,
    "size_t": 8,
}


def cython_size(t):
    """Bytes on LP64 where certain without headers (scalars, pointers, arrays of them), else None."""
    t = cython_resolved(t)
    if t.is_array:
        base = cython_size(t.base_type)
        return base * int(t.size) if base is not None and str(t.size).isdigit() else None
    if t.is_ptr:
        return 8
    return SCALAR_SIZES.get(t.empty_declaration_code()) if not t.is_struct_or_union else None


def cython_first_difference(old, new, depth=0):
    """1-based index of the first member of struct/union `old` that differs in `new`, or None: names,
    array sizes and types by name, except that a struct held by value is compared member by member
    (anonymous ones are renumbered between releases), and a union that only gained members no
    larger than one it had did not change."""
    before, after = old.scope.var_entries, new.scope.var_entries
    if old.kind != new.kind:
        return 1
    for i, (a, b) in enumerate(zip(before, after)):
        if a.name != b.name:
            return i + 1
        ta, tb = cython_resolved(a.type), cython_resolved(b.type)
        while ta.is_array and tb.is_array and ta.size == tb.size:
            ta, tb = cython_resolved(ta.base_type), cython_resolved(tb.base_type)
        if ta.is_struct_or_union and tb.is_struct_or_union and not ta.is_array and depth < 8:
            if cython_first_difference(ta, tb, depth + 1) is not None:
                return i + 1
        elif cython_type(ta) != cython_type(tb):
            return i + 1
    if len(before) > len(after):
        return len(after) + 1
    if len(after) > len(before):
        largest = max((cython_size(m.type) or 0 for m in before), default=0)
        sizes = [cython_size(m.type) for m in after[len(before) :]]
        if old.kind == "union" and all(size is not None and size <= largest for size in sizes):
            return None
        return len(before) + 1
    return None


def cython_structs(scope):
    """struct name -> type, of the structs and unions a Cython module scope sees."""
    return {
        entry.type.name: entry.type
        for entry in scope.entries.values()
        if entry.is_type and entry.type.is_struct_or_union and entry.type.scope is not None
    }


def check_layouts_against_cython(report, wheels):
    """The struct-layout-changed findings equal what Cython's own reading of both releases' .pxd
    files says, module by module: the structs whose members (ctypedefs resolved, structs held by
    value compared member by member, a union that gained members within its size kept) differ,
    that some exported function with an unchanged signature takes or returns, through pointers or
    ctypedefs; the same functions, and the same first differing member."""
    capi = {}
    for side in ("old", "new"):
        capi[side] = {
            m["module"]: {f["name"]: f["signature"] for f in m["functions"]}
            for m in report[side]["capi"]
            if m["functions"] and "capi_of" not in m
        }
    expected, first = {}, {}
    with tempfile.TemporaryDirectory() as work:
        roots = []
        for label, path in zip(("old", "new"), wheels):
            root = os.path.join(work, label)
            with zipfile.ZipFile(path) as archive:
                archive.extractall(root, [n for n in archive.namelist() if n.endswith((".pxd", ".pxi"))])
            roots.append(root)
        modules = sorted(
            m
            for m in capi["old"]
            if m in capi["new"]
            and all(os.path.exists(os.path.join(root, m.replace(".", "/") + ".pxd")) for root in roots)
        )
        for module in modules:
            old_scope, new_scope = (cython_module_scope(root, module) for root in roots)
            old_structs, new_structs = cython_structs(old_scope), cython_structs(new_scope)
            changed = {}
            for name, old_type in old_structs.items():
                if name in new_structs:
                    index = cython_first_difference(old_type, new_structs[name])
                    if index is not None:
                        changed[name] = index
            for function, signature in capi["old"][module].items():
                if capi["new"][module].get(function) != signature:
                    continue
                entry = old_scope.lookup_here(function)
                if entry is None or not entry.type.is_cfunction:
                    continue
                for t in [entry.type.return_type] + [arg.type for arg in entry.type.args]:
                    while cython_resolved(t).is_ptr:
                        t = cython_resolved(t).base_type
                    t = cython_resolved(t)
                    if t.is_struct_or_union and t.name in changed:
                        expected.setdefault(t.name, set()).add(f"{module}.{function}")
                        first.setdefault(t.name, changed[t.name])
    reported = {
        f["subject"]: f["message"]
        for f in report["findings"]
        if f["code"] == "struct-layout-changed" and not f["file"].endswith(".so")
    }
    if set(reported) != set(expected):
        fail(
            f"struct-layout-changed for {sorted(set(reported) - set(expected))} that Cython does not see changed "
            f"and passed; missed {sorted(set(expected) - set(reported))}"
        )
    for name, message in reported.items():
        if f"changed its layout: member {first[name]} " not in message:
            fail(f"{name}: Cython's first differing member is {first[name]}; abi-diff says: {message[:300]}")
        listed = message.split("unchanged signature string (", 1)[-1]
        missing = [f for f in expected[name] if f not in listed]
        if missing and len(expected[name]) <= 8:
            fail(f"{name}: abi-diff does not name {missing}")
        if f"{len(expected[name])} exported function" not in message:
            fail(f"{name}: Cython finds {len(expected[name])} functions passing it; abi-diff says: {message[:300]}")
    print(
        f"Cython's own reading of both releases' .pxd files ({len(modules)} modules) agrees: the same "
        f"{len(expected)} structs changed layout and are passed by exported functions with unchanged signatures, "
        f"the same first differing member and the same functions for each"
    )


RUNTIME_PAIR = ("12.8.90", "12.9.79")
CUDA_PYTHON_11_PAIR = ("11.8.4", "11.8.5")
TEST_PACKAGES = {"tests", "test", "benchmarks", "examples"}


def runtime_wheel(cache, version):
    found = sorted(glob.glob(os.path.join(cache, f"nvidia_cuda_runtime_cu12-{version}-py3-none-*x86_64*.whl")))
    return found[0] if found else None


def python_wheel(cache, version):
    """cuda-python VERSION for the Python running this script (its modules are imported here)."""
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    found = sorted(glob.glob(os.path.join(cache, f"cuda_python-{version}-{tag}-{tag}-manylinux*x86_64*.whl")))
    return found[0] if found else None


def installed_modules(path):
    """The modules a wheel installs from files: each .py (a package by its __init__.py) and each
    extension module, by dotted name."""
    modules = set()
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if ".dist-info/" in name:
                continue
            if name.endswith(".py"):
                modules.add(name[:-3].replace("/", ".").removesuffix(".__init__"))
            elif module_of(name) and name.endswith(".so"):
                modules.add(module_of(name))
    return modules


FIND = (
    "import importlib.util, json, sys\n"
    "missing = {}\n"
    "for name in sys.argv[1:]:\n"
    "    try:\n"
    "        found = importlib.util.find_spec(name) is not None\n"
    "        error = None if found else f'No module named {name!r}'\n"
    "    except ModuleNotFoundError as e:\n"
    "        error = str(e)\n"
    "    except Exception:\n"
    "        error = None  # a parent found and run, which failed for another reason: the module is there\n"
    "    if error:\n"
    "        missing[name] = error\n"
    "print(json.dumps(missing))\n"
)


def modules_python_cannot_find(wheel_path, modules, scratch):
    """Of `modules`, those Python's import system does not find once the wheel is installed
    (pip install --no-deps --target into a fresh directory; find_spec imports each parent)."""
    target = os.path.join(scratch, "env-" + os.path.basename(wheel_path))
    install_wheels(target, wheel_path)
    run = subprocess.run(
        [sys.executable, "-c", FIND, *sorted(modules)],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONPATH=target),
        cwd=scratch,
        timeout=300,
    )
    if run.returncode != 0:
        fail(f"find_spec in {target}: {run.stderr[-500:]}")
    return json.loads(run.stdout)


MODULE_CODES = ("python-module-removed", "python-module-moved", "pxd-removed", "file-removed")


def test_nvidia_cuda_runtime_12_8_90_to_12_9_79_removes_no_module_python_can_import(tool, cache):
    """12.9.79 dropped the empty __init__.py of nvidia, nvidia.cuda_runtime and its include and lib
    directories; the directories are still there, so each still imports, as a namespace package
    (PEP 420). The modules abi-diff says are gone must be exactly those Python cannot find in NEW."""
    wheels = [runtime_wheel(cache, version) for version in RUNTIME_PAIR]
    if not all(wheels):
        skip("the nvidia-cuda-runtime-cu12 wheels are missing (abi.fetch_cuda_python_wheels downloads them)")
    old_modules = installed_modules(wheels[0])
    dropped = old_modules - installed_modules(wheels[1])
    if not dropped:
        fail(f"{' -> '.join(RUNTIME_PAIR)} drops no module file: the case shows nothing")
    with tempfile.TemporaryDirectory() as scratch:
        missing = modules_python_cannot_find(wheels[1], old_modules, scratch)
    code, report = diff_json(tool, *wheels)
    said_gone = {f["subject"] for f in report["findings"] if f["code"] in MODULE_CODES and f["breaks"] != "none"}
    said_gone = {m if "/" not in m else module_of(m) or m for m in said_gone}
    if said_gone != set(missing):
        fail(f"abi-diff says {sorted(said_gone)} are gone; Python cannot find {sorted(missing)}")
    breaking = [f"{f['code']} {f['subject']}" for f in report["findings"] if f["breaks"] != "none"]
    print(
        f"nvidia-cuda-runtime-cu12 {' -> '.join(RUNTIME_PAIR)}: {len(dropped)} module files dropped "
        f"({', '.join(sorted(dropped))}); Python finds {len(old_modules) - len(missing)} of OLD's "
        f"{len(old_modules)} modules in NEW; abi-diff: exit {code}, modules gone {sorted(said_gone)}, "
        f"breaking findings {breaking}"
    )


def pxd_cimports(archive):
    """module -> the modules its .pxd cimports (from X cimport ..., cimport X), relative ones resolved."""
    cimports = {}
    for name in archive.namelist():
        if not name.endswith(".pxd"):
            continue
        module = name[:-4].replace("/", ".").removesuffix(".__init__")
        found = set()
        for line in archive.read(name).decode(errors="replace").splitlines():
            match = re.match(r"\s*(?:from\s+([\w.]+)\s+cimport\b|cimport\s+([\w.]+))", line)
            if not match:
                continue
            target = match.group(1) or match.group(2)
            if target.startswith("."):
                dots = len(target) - len(target.lstrip("."))
                target = ".".join(module.split(".")[:-dots] + ([target.lstrip(".")] if target.strip(".") else []))
            found.add(target)
        cimports[module] = found
    return cimports


def public_capi_modules(path):
    """The modules whose C API a consumer can cimport through a public .pxd: each .pxd with no
    leading-underscore component outside tests/benchmarks/examples packages, and what those
    cimport, followed (the rule docs/abi-diff.md states, read here from the .pxd text by regex)."""
    with zipfile.ZipFile(path) as archive:
        cimports = pxd_cimports(archive)
    reached = {m for m in cimports if not any(p.startswith("_") or p in TEST_PACKAGES for p in m.split("."))}
    pending = list(reached)
    while pending:
        for target in cimports.get(pending.pop(), ()):
            if target in cimports and target not in reached:
                reached.add(target)
                pending.append(target)
    return reached


def test_cuda_python_11_8_4_to_11_8_5_breaks_nobody_through_its_private_change_or_its_tests(tool, cache):
    """11.8.5 dropped its tests, benchmarks and examples packages, and changed one C-API signature,
    _cudaGetExportTable, in the private module cuda.bindings._lib.cyruntime.cyruntime (no public
    .pxd cimports it). Truth from the wheels: the C-API changes from the generated sources, the gone
    modules from Python's own import system on NEW installed. abi-diff must report every one, and
    call breaking exactly those in public modules outside the test packages."""
    wheels = [python_wheel(cache, version) for version in CUDA_PYTHON_11_PAIR]
    if not all(wheels):
        skip("the cuda-python 11.8.4 and 11.8.5 wheels are missing (abi.fetch_cuda_python_wheels downloads them)")
    old_exports, _ = exports_by_module(wheels[0])
    new_exports, _ = exports_by_module(wheels[1])
    changes = {
        (m, name)
        for m, functions in old_exports.items()
        if m in new_exports
        for name, signature in functions.items()
        if new_exports[m].get(name) != signature
    }
    old_modules = installed_modules(wheels[0])
    with tempfile.TemporaryDirectory() as scratch:
        gone = set(modules_python_cannot_find(wheels[1], old_modules, scratch))
    public = public_capi_modules(wheels[0])

    def in_tests(module):
        return any(part in TEST_PACKAGES for part in module.split("."))

    expected_breaking = {("capi", m, n) for m, n in changes if m in public and not in_tests(m)} | {
        ("module", m) for m in gone if not in_tests(m)
    }
    code, report = diff_json(tool, *wheels)
    reported_changes = {
        (module_of(f["file"]), f["subject"])
        for f in report["findings"]
        if f["code"] in ("capi-signature-changed", "capi-function-removed")
    }
    if reported_changes != changes:
        fail(f"C-API changes reported {sorted(reported_changes)}, the generated sources say {sorted(changes)}")
    breaking = set()
    for f in report["findings"]:
        if f["breaks"] == "none":
            if not f.get("informational_because") and info_breaks(f) != "none":
                fail(f"{f['code']} {f['subject']} is informational without saying why")
            continue
        if f["code"] in ("capi-signature-changed", "capi-function-removed"):
            breaking.add(("capi", module_of(f["file"]), f["subject"]))
        elif f["code"] in MODULE_CODES:
            breaking.add(("module", module_of(f["file"]) or f["subject"]))
        else:
            breaking.add((f["code"], f["file"], f["subject"]))
    if breaking != expected_breaking:
        fail(f"breaking findings {sorted(breaking)}, expected {sorted(expected_breaking)}")
    demoted = [f for f in report["findings"] if f.get("informational_because")]
    tests = [f for f in demoted if "test, benchmark or example" in f["informational_because"]]
    if not changes or not tests:
        fail("no C-API change or no test-package finding: the case shows nothing")
    print(
        f"cuda-python {' -> '.join(CUDA_PYTHON_11_PAIR)}: exit {code}; C-API changes {sorted(changes)} "
        f"(public C-API modules: {len(public)}); {len(gone)} modules gone, {len(tests)} findings in test, "
        f"benchmark or example packages made informational, {len(demoted)} informational in all; "
        f"breaking: {sorted(breaking) or 'none'}; summary {report['summary']}"
    )


def info_breaks(finding):
    return finding.get("table_breaks", finding["breaks"])


def test_consumer_of_a_private_function_makes_its_change_breaking_as_its_import_shows(tool, cache):
    wheels = [python_wheel(cache, version) for version in CUDA_PYTHON_11_PAIR]
    if not all(wheels):
        skip("the cuda-python 11.8.4 and 11.8.5 wheels are missing (abi.fetch_cuda_python_wheels downloads them)")
    from consumer_proof import run_private_change_proof  # builds Cython consumers, beside this script

    run_private_change_proof(tool, *wheels, fail, skip)


RUNTIME_MAJOR_PAIR = (
    "nvidia_cuda_runtime_cu11-11.8.89-py3-none-manylinux2014_x86_64.whl",
    "nvidia_cuda_runtime_cu12-12.0.146-py3-none-manylinux1_x86_64.whl",
)


def declared_by_a_header(include, symbol, rest=None):
    """Whether a header under `include` declares `symbol`, as the compiler says: each header that
    names it is included in a C and a C++ translation unit that takes its address."""
    word = re.compile(rf"\b{re.escape(symbol)}\b")
    for root, _, names in os.walk(include):
        for name in names:
            header = os.path.join(root, name)
            with open(header, errors="replace") as source:
                if not word.search(source.read()):
                    continue
            for language, use in (
                ("c", f"void *use(void) {{ return (void *)&{symbol}; }}\n"),
                ("c++", f"auto use = &{symbol};\n"),
            ):
                unit = f'#include "{os.path.relpath(header, include)}"\n{use}'
                compiled = subprocess.run(
                    [
                        "g++" if language == "c++" else "gcc",
                        "-fsyntax-only",
                        "-x",
                        language,
                        "-I",
                        include,
                        *(["-I", rest] if rest else []),
                        "-",
                    ],
                    input=unit,
                    capture_output=True,
                    text=True,
                    timeout=120,
                )
                if compiled.returncode == 0:
                    return True
    return False


def test_cuda_runtime_cu11_to_cu12_removes_symbols_that_break_where_a_shipped_header_declares_them(tool, cache):
    """libcudart.so.11.0 (nvidia-cuda-runtime-cu11 11.8.89) -> libcudart.so.12 (-cu12 12.0.146), two
    wheels that ship the runtime's headers: a removed symbol breaks binary consumers where a header
    OLD ships declares it (the compiler judges, including each header that names it) or where its
    name is reserved (`__cudaRegisterTexture`: nvcc generates the calls); any other is informational."""
    old, new = (os.path.join(cache, name) for name in RUNTIME_MAJOR_PAIR)
    if not os.path.exists(old) or not os.path.exists(new):
        skip("the nvidia-cuda-runtime cu11 and cu12 wheels are missing (abi.fetch_cuda_python_wheels downloads them)")
    if not shutil.which("gcc") or not shutil.which("g++"):
        skip("gcc and g++ judge which headers declare what")
    code, report = diff_json(tool, old, new)
    removed = {f["subject"]: f for f in findings(report, "symbol-removed")}
    with tempfile.TemporaryDirectory() as scratch:
        with zipfile.ZipFile(old) as archive:
            archive.extractall(scratch, [n for n in archive.namelist() if "/include/" in n])
        include = os.path.join(scratch, "nvidia", "cuda_runtime", "include")
        # The wheel ships the runtime's API headers but not all they include (crt/host_defines.h and
        # the like): those come from the same CUDA 11.8's full headers, never from whatever toolkit
        # the machine links into /usr/local/include.
        toolkit = "/opt/cudacompat/toolkits/cuda-11.8/usr/include"
        if not os.path.exists(os.path.join(toolkit, "crt", "host_defines.h")):
            skip(f"no CUDA 11.8 headers at {toolkit} (ci/install-toolkits.sh installs them)")
        expected = {
            symbol: "binary" if symbol.startswith("__") or declared_by_a_header(include, symbol, toolkit) else "none"
            for symbol in removed
        }
    got = {symbol: f["breaks"] for symbol, f in removed.items()}
    if got != expected:
        fail(
            f"breaks differ from the headers': {sorted((s, got[s], expected[s]) for s in got if got[s] != expected[s])}"
        )
    kinds = set(expected.values())
    if kinds != {"binary", "none"}:
        fail(f"the removed symbols are all {kinds}: the case shows nothing")
    print(
        f"nvidia-cuda-runtime cu11 11.8.89 -> cu12 12.0.146: exit {code}; {len(removed)} symbols removed, "
        f"{sorted(s for s, b in got.items() if b == 'binary')} breaking (declared or reserved), "
        f"{sorted(s for s, b in got.items() if b == 'none')} informational (no shipped header declares them)"
    )


# An import that got past the C API and failed in the module's body for want of an NVIDIA driver (the
# test extensions call the driver when they run): this machine's lack, which abi-diff does not judge.
NO_DRIVER = re.compile(r"RuntimeError: Failed to dlopen libcuda\.so\.1\b")

IMPORT_ONE = (
    "import importlib, sys\n"
    "try:\n"
    "    importlib.import_module(sys.argv[1])\n"
    "    print('ok')\n"
    "except Exception as error:\n"
    "    print(f'{type(error).__name__}: {error}')\n"
)


def test_cuda_python_12_6_0s_own_cython_extensions_import_against_12_6_1_and_12_6_2_as_predicted(tool, cache):
    """Consumers built by NVIDIA, not here: the Cython test extensions 12.6.0 ships (cuda/tests/*.so,
    which cimport cuda.ccuda and cuda.ccudart), given as --consumer, each imported against 12.6.1 and
    12.6.2 installed in a fresh directory. abi-diff's line must be what the import does; an import
    that fails on a module of neither release (pytest, where it is not installed) or, past the C API,
    for want of a driver (where pytest is) fails for the environment, not the release: the line must
    then say it imports. The exit must be 1 exactly when one fails."""
    versions = ("12.6.0", "12.6.1", "12.6.2")
    wheels = {v: python_wheel(cache, v) for v in versions}
    if not all(wheels.values()):
        skip("the cuda-python 12.6.x wheels for this Python are missing (abi.fetch_cuda_python_wheels downloads them)")
    with tempfile.TemporaryDirectory() as scratch:
        consumers = os.path.join(scratch, "consumers")
        os.makedirs(consumers)
        with zipfile.ZipFile(wheels["12.6.0"]) as archive:
            members = [n for n in archive.namelist() if n.startswith("cuda/tests/") and n.endswith(".so")]
            for member in members:
                with open(os.path.join(consumers, os.path.basename(member)), "wb") as out:
                    out.write(archive.read(member))
        if len(members) < 2:
            fail(f"12.6.0 ships {len(members)} Cython test extensions: the case shows little")
        paths = sorted(os.path.join(consumers, n) for n in os.listdir(consumers))
        rows = []
        mismatches = []
        for version in versions[1:]:
            target = os.path.join(scratch, "env-" + version)
            install_wheels(target, wheels[version])
            releases = installed_modules(wheels["12.6.0"]) | installed_modules(wheels[version])
            packages = {m.rsplit(".", i)[0] for m in releases for i in range(m.count(".") + 1)}
            code, report = diff_json(
                tool, wheels["12.6.0"], wheels[version], *[w for p in paths for w in ("--consumer", p)]
            )
            said = {
                os.path.basename(c["consumer"]).split(".")[0]: "ok" if c["satisfied"] else c["reason"]
                for c in report["consumers"]
            }
            any_fails = False
            for path in paths:
                name = os.path.basename(path).split(".")[0]
                actual = subprocess.run(
                    [sys.executable, "-c", IMPORT_ONE, name],
                    capture_output=True,
                    text=True,
                    env=dict(os.environ, PYTHONPATH=os.pathsep.join([consumers, target])),
                    cwd=scratch,
                    timeout=120,
                ).stdout.strip()
                missing = re.match(r"ModuleNotFoundError: No module named '([\w.]+)'", actual)
                release_verdict = actual
                if missing and missing.group(1).split(".")[0] not in {p.split(".")[0] for p in packages}:
                    release_verdict = "ok"  # another distribution missing here: the environment's, not the release's
                elif NO_DRIVER.match(actual):
                    release_verdict = "ok"  # no driver on this machine: the environment's, not the release's
                any_fails |= release_verdict != "ok"
                rows.append((name, version, said.get(name, "(no line)"), actual))
                if said.get(name) != release_verdict:
                    mismatches.append(f"{name} against {version}: abi-diff {said.get(name)!r}, the import {actual!r}")
            if code != (1 if any_fails else 0):
                mismatches.append(f"against {version}: exit {code}, the imports call for {1 if any_fails else 0}")
    for name, version, predicted, actual in rows:
        print(f"{name} against {version}: abi-diff: {predicted}; the import: {actual}")
    if mismatches:
        fail("; ".join(mismatches))


def test_consumer_that_is_not_an_extension_module_is_refused_with_exit_2(tool, cache):
    """--consumer takes extension modules (an ELF shared object exporting PyInit_<name>), or a wheel
    or directory holding some: a real .deb, a real static library, a real shared library that is not
    an extension module, and a text file are refused, each named, with exit 2 and nothing written."""
    need(cache, "12.6.0", "12.6.1")
    debs = os.path.join(os.environ.get("CUDACOMPAT_CACHE", "/var/cache/cudacompat"), "debs")
    inputs = {
        "a .deb": sorted(glob.glob(os.path.join(debs, "bookworm", "libcudart11.0_*.deb")))[-1:],
        # The toolkit's runtime where there is one, else zlib's (zlib1g-dev, ci/install-deps.sh): on a
        # machine with every toolkit hidden the refusal is still tried on each kind of input.
        "a static library": [
            p
            for p in ("/usr/local/cuda/lib64/libcudart_static.a", "/usr/lib/x86_64-linux-gnu/libz.a")
            if os.path.exists(p)
        ],
        "a shared library that is not an extension module": [
            os.path.realpath(p)
            for p in ("/usr/local/cuda/lib64/libcudart.so", "/usr/lib/x86_64-linux-gnu/libz.so.1")
            if os.path.exists(p)
        ],
    }
    with tempfile.TemporaryDirectory() as scratch:
        text = os.path.join(scratch, "notes.txt")
        with open(text, "w") as out:
            out.write("not an extension module\n")
        inputs["a text file"] = [text]
        checked = 0
        for what, paths in inputs.items():
            if not paths:
                print(f"{what}: none on this machine, not run")
                continue
            code, out, err = run_diff(tool, wheel(cache, "12.6.0"), wheel(cache, "12.6.1"), "--consumer", paths[0])
            if code != 2 or out or paths[0] not in err or "PyInit_" not in err:
                fail(
                    f"{what} ({paths[0]}) as --consumer: exit {code}, stdout {out[:200]!r}, stderr {err[:400]!r}; "
                    "expected exit 2, nothing on stdout, and an error naming the file and what --consumer takes"
                )
            checked += 1
            print(f"{what}: exit 2: {err.strip()}")
    if checked < 3:
        fail(f"only {checked} kinds of input could be tried")


CYTHON_3_2 = "cython==3.2.2"


def test_cython_3_2_consumers_get_the_verdict_their_real_imports_give(tool, cache):
    """Consumers built with Cython 3.2.2, which keeps a module's imported (name, signature) pairs in its
    zlib-compressed string table and imports them in one loop: abi-diff's line for each equals what
    importing it against NEW does. Pairs and consumer sources are the held-out set's
    (tests/abi/heldout): 12.9.1 -> 13.0.1 (a removed and a changed function: two failures) and
    13.0.3 -> 13.1.0 (both sides built by Cython 3.1 and 3.2: imports that work)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout"))
    import heldout

    if sys.version_info[:2] != (3, 11):
        skip("the held-out cuda-bindings wheels are cp311; this Python is not 3.11")
    cuda_include = "/usr/local/cuda/include"  # the consumers' C++ includes the CUDA headers
    if not os.path.exists(os.path.join(cuda_include, "cuda.h")):
        skip(f"no CUDA headers at {cuda_include} to build the consumers with")
    name, version = CYTHON_3_2.split("==")
    found = sorted(glob.glob(os.path.join(cache, f"cython-{version}-cp311-cp311-manylinux*x86_64*.whl")))
    if not found:
        run = download_wheels(cache, CYTHON_3_2, timeout=600)
        found = sorted(glob.glob(os.path.join(cache, f"cython-{version}-cp311-cp311-manylinux*x86_64*.whl")))
        if not found:
            skip(f"{CYTHON_3_2} is not in {cache} and could not be downloaded: {run.stderr.strip()[-300:]}")
    pairs = (
        (
            "12.9.1",
            "13.0.1",
            {
                "removed_in_13": heldout.REMOVED_IN_13,
                "changed_in_13": heldout.CHANGED_IN_13,
                "runtime_basics": heldout.RUNTIME_BASICS,
            },
        ),
        ("13.0.3", "13.1.0", {"runtime_basics": heldout.RUNTIME_BASICS, "driver_basics": heldout.DRIVER_BASICS}),
    )
    outcomes = []
    with tempfile.TemporaryDirectory() as scratch:
        cython = os.path.join(scratch, "cython")
        install_wheels(cython, found[0], timeout=600)
        for old, new, consumers in pairs:
            directory = os.path.join(scratch, f"{old}-{new}")
            envs = {label: os.path.join(directory, "env-" + label) for label in ("old", "new")}
            for label, release in (("old", old), ("new", new)):
                heldout.install(cache, heldout.wheel_of(cache, "cuda-bindings", release), envs[label])
            built = os.path.join(directory, "consumers")
            os.makedirs(built)
            modules = []
            for consumer, source in consumers.items():
                pyx = os.path.join(built, consumer + ".pyx")
                with open(pyx, "w") as out:
                    out.write("# cython: language_level=3\n" + source)
                cpp = os.path.join(built, consumer + ".cpp")
                run = subprocess.run(
                    [sys.executable, "-m", "cython", "--cplus", "-I", envs["old"], pyx, "-o", cpp],
                    capture_output=True,
                    text=True,
                    timeout=300,
                    env=dict(os.environ, PYTHONPATH=cython),
                )
                if run.returncode != 0:
                    fail(f"Cython {version} could not build {consumer}: {run.stderr.strip()[-1000:]}")
                with open(cpp) as text:
                    generated = text.read()
                if f"Generated by Cython {version}" not in generated or "__pyx_import_pointers" not in generated:
                    fail(f"{cpp} is not Cython {version}'s one-loop import code")
                so = os.path.join(built, consumer + sysconfig.get_config_var("EXT_SUFFIX"))
                subprocess.run(
                    [
                        shutil.which("g++"),
                        "-shared",
                        "-fPIC",
                        "-O2",
                        "-I",
                        sysconfig.get_paths()["include"],
                        "-I",
                        cuda_include,
                        cpp,
                        "-o",
                        so,
                    ],
                    check=True,
                    capture_output=True,
                    timeout=300,
                )
                if heldout.import_in(built, envs["old"], consumer, directory) != "ok":
                    fail(f"{consumer} does not import against cuda-bindings {old}, which it was built against")
                modules.append((consumer, so, heldout.import_in(built, envs["new"], consumer, directory)))
            said = heldout.run_tool(tool, cache, "cuda-bindings", old, new, [so for _, so, _ in modules])
            for consumer, _, truth in modules:
                predicted = said["consumers"].get(consumer, "(no line)")
                print(f"{old} -> {new} {consumer}: abi-diff says {predicted}; the import does {truth}")
                outcomes.append((predicted == truth, truth == "ok"))
    if not all(same for same, _ in outcomes):
        fail("abi-diff's line differs from the real import for a Cython 3.2 consumer (above)")
    if {ok for _, ok in outcomes} != {True, False}:
        fail("the imports show no failure or no success: the check shows nothing")


def test_heldout_release_pairs_get_the_verdict_their_real_imports_give(tool, cache):
    """Issue 32's held-out set (heldout/README.md): six release pairs whose truth (real imports, the
    loader) was recorded in heldout/expected.json before abi-diff ran on them."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout"))
    from heldout import replay  # the set, its truth and its command line live in heldout/

    replay(tool, cache)


def test_capi_read_equals_the_imported_pyx_capi_of_every_module(tool, cache):
    from capi_import_truth import compare  # the imports live beside this script

    compare(tool, cache, fail, skip)


def test_consumer_prediction_equals_what_a_real_import_does(tool, cache):
    from consumer_proof import run_proof  # the heavy case lives beside this module

    run_proof(tool, cache, download, fail, skip)
