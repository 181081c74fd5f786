"""The setuptools_scm case study: dfm/extending-jax (tests/adoption/extending-jax), the `kepler_jax`
package with a CPU op and an optional CUDA op, versioned by setuptools_scm, adopted through
cudacompat.build_backend as a user who has `pip install`ed cudacompat would.

Upstream publishes no wheel, so its own backend (scikit_build_core.build) builds the reference wheel
from the upstream tree, in a git repository of its own with the release tag, as a clone would be.
The adopted tree, committed and tagged the same way, is then built three times by cudacompat's
backend: CUDA 12.4, CUDA 13.0 and CUDACOMPAT_CUDA=OFF. Each wheel must carry what upstream's does:
the same Python files of the same package directory (byte for byte, except the version file, whose
version must be upstream's and whose commit id must be the commit it was built from), the version
setuptools_scm gives the tag (not the `.dev0+g<hash>.d<date>` of a tree the rename made dirty), the
same dependencies and no NVIDIA runtime (the CUDA op links the static runtime), and the extension
modules upstream builds (the CUDA one only in the CUDA wheels, SASS for the one architecture
asked); a checkout with an uncommitted change keeps the development version setuptools_scm gives
it. Before that, the adoption a user writes first (upstream's
`[tool.scikit-build] metadata.version.provider` kept beside the cudacompat provider) must stop
with the TOML that works. Last, each wheel is installed into one fresh virtual environment with
JAX from PyPI and imported from outside the tree: `kepler_jax.kepler` solves Kepler's equation on
the CPU, and the CUDA wheels load their CUDA op without a driver (the runtime is static; nothing
touches the GPU until XLA calls the op).

Skips without the toolkits, pybind11, scikit-build-core, setuptools_scm, git or PyPI. ctest passes
`--case-arg build-dir=BUILD --case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import json
import re
import sys
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
    sass_architectures,
)
from case_checks import expect
from installed_cudacompat import pip_installed_cudacompat
from wheel_files import (
    clean_environment,
    extension_modules,
    fresh_venv,
    from_pypi,
    is_extension,
    members,
    metadata,
    must,
    one_wheel,
    package_files,
    pip_wheel,
    run,
    tagged_clone,
)

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "extending-jax"
PACKAGE = "kepler_jax"
# Upstream has no release tag; the repositories the test makes carry this one, the version every
# wheel must have (setuptools_scm: tag v0.1.0 on a clean checkout is 0.1.0).
TAG, VERSION = "v0.1.0", "0.1.0"
VERSION_FILE = f"{PACKAGE}/kepler_jax_version.py"
# The JAX that upstream's last change targets ("Update to jax 0.4.19"): kepler_jax.py uses
# jaxlib.hlo_helpers and xla_client.register_custom_call_target, gone from later releases.
JAX = ["jax==0.4.19", "jaxlib==0.4.19", "numpy<2", "scipy<1.14", "ml_dtypes<0.5"]
WORK = "extending-jax"  # the case's folder under the work folder ctest passes


def committed_tree(side: str, destination: Path, pyproject: str | None = None) -> Path:
    """A side of the case study as a user's clone, tagged TAG (wheel_files.tagged_clone)."""
    return tagged_clone(
        project_tree(PROJECT, side, destination), TAG, f"extending-jax, {side}", PROJECT / "LICENSE", pyproject
    )


def head_commit(tree: Path) -> str:
    return must(["git", "-C", tree, "rev-parse", "HEAD"]).stdout.strip()


def version_file_fields(text: str) -> dict[str, str]:
    """`version` and `commit_id` as the setuptools_scm template writes them."""
    fields = {}
    for key in ("version", "commit_id"):
        match = re.search(rf"^__{key}__ = {key} = (.*)$", text, re.M)
        expect(match is not None, f"{VERSION_FILE} has setuptools_scm's `__{key}__ = {key} = ...` line:\n{text}")
        fields[key] = match.group(1).strip().strip("'\"")
    return fields


def compare_with_upstream(label: str, files: dict[str, bytes], reference: dict[str, bytes], commit: str) -> None:
    """The same package directory and Python files as upstream's wheel; the version file's version
    is upstream's and its commit id the commit this wheel was built from."""
    ours, theirs = package_files(files), package_files(reference)
    plain = sorted(n for n in ours if not is_extension(n))
    expect(
        plain == sorted(n for n in theirs if not is_extension(n)),
        f"{label}: the wheel's non-binary files are upstream's: {plain} against "
        f"{sorted(n for n in theirs if not is_extension(n))}",
    )
    expect({n.split("/", 1)[0] for n in ours} == {PACKAGE}, f"{label}: everything is under {PACKAGE}/: {sorted(ours)}")
    for name in plain:
        if name == VERSION_FILE:
            continue
        expect(ours[name] == theirs[name], f"{label}: {name} is byte for byte upstream's")
    mine, upstream = (version_file_fields(f[VERSION_FILE].decode()) for f in (ours, theirs))
    expect(
        mine["version"] == upstream["version"] == VERSION,
        f"{label}: {VERSION_FILE} says version {mine['version']}, upstream's wheel {upstream['version']}, "
        f"the tag {VERSION}",
    )
    expect(
        mine["commit_id"] != "None" and commit.startswith(mine["commit_id"].lstrip("g")),
        f"{label}: {VERSION_FILE} names the commit the wheel was built from ({commit[:12]}), as upstream's names "
        f"its own: {mine['commit_id']} (upstream's: {upstream['commit_id']})",
    )


IMPORT = r"""
import json, math
import numpy as np
import kepler_jax, kepler_jax.kepler_jax as implementation
mean_anomaly, eccentricity = np.linspace(0.1, 6.2, 64), np.full(64, 0.4)
sin_e, cos_e = (np.asarray(x) for x in kepler_jax.kepler(mean_anomaly, eccentricity))
anomaly = np.arctan2(sin_e, cos_e)
residual = float(np.max(np.abs(np.mod(anomaly - eccentricity * sin_e, 2 * math.pi) - mean_anomaly)))
gpu = implementation.gpu_ops
print(json.dumps({"version": kepler_jax.__version__, "file": kepler_jax.__file__, "residual": residual,
                  "gpu_ops": sorted(gpu.registrations()) if gpu is not None else None}))
"""


def adopt_extending_jax(source_dir, case_arg) -> None:
    require_modules("pybind11", "scikit_build_core", "setuptools_scm")
    work = fresh_work(case_arg, WORK)
    site = work / "site"
    tool = pip_installed_cudacompat(Path(source_dir), build_tree(case_arg), site)
    times: dict[str, float] = {}
    clean = clean_environment()
    for version in ("12.4", "13.0"):
        require_toolkit(tool, version)

    # Upstream's own wheel, by its own backend, with the CUDA op for one architecture.
    upstream_tree = committed_tree("upstream", work / "tree-upstream")
    built, times["upstream"] = pip_wheel(
        upstream_tree, work / "wheel-upstream", clean, {"CMAKE_CUDA_ARCHITECTURES": ARCHS}
    )
    expect(
        built.returncode == 0, f"upstream's backend builds its wheel: {built.stdout[-2000:]}\n{built.stderr[-2000:]}"
    )
    reference = members(one_wheel(work / "wheel-upstream"))
    expect(
        metadata(reference)["Version"] == [VERSION],
        f"upstream's wheel has the tag's version: {metadata(reference)['Version']}",
    )
    expect(
        extension_modules(reference) == [f"{PACKAGE}/cpu_ops", f"{PACKAGE}/gpu_ops"],
        f"upstream built its CPU and CUDA ops: {extension_modules(reference)}",
    )

    environment = dict(clean, PYTHONPATH=str(site))
    adopted = (PROJECT / "adopted" / "pyproject.toml").read_text()

    # What a user writes first: upstream's version provider left where it was.
    first_try = adopted.replace(
        '[[tool.dynamic-metadata]]\nprovider = "scikit_build_core.metadata.setuptools_scm"\nfield = "version"\n\n', ""
    ).replace(
        "wheel.install-dir",
        'metadata.version.provider = "scikit_build_core.metadata.setuptools_scm"\nwheel.install-dir',
    )
    expect(
        first_try != adopted and "metadata.version.provider" in first_try,
        "the first try keeps upstream's version table",
    )
    tree = committed_tree("adopted", work / "tree-first-try", first_try)
    refused, _ = pip_wheel(tree, work / "wheel-first-try", environment, {"CUDACOMPAT_ARCHS": ARCHS})
    said = " ".join((refused.stdout + refused.stderr).split())  # pip indents what the backend printed
    expect(
        refused.returncode != 0
        and "cudacompat.build_backend: error:" in said
        and '[[tool.dynamic-metadata]] provider = "scikit_build_core.metadata.setuptools_scm" field = "version"' in said
        and "Traceback" not in said,
        f"the build stops, without a traceback, with the [[tool.dynamic-metadata]] entry to write: {said[-2500:]}",
    )
    expect(not list((work / "wheel-first-try").glob("*.whl")), "no wheel was made")

    variants = {
        "cuda12": (
            {"CUDACOMPAT_CUDA_VERSION": "12.4", "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH},
            {},
            f"{PACKAGE}_cu12",
        ),
        "cuda13": (
            {"CUDACOMPAT_CUDA_VERSION": "13.0", "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH},
            {},
            f"{PACKAGE}_cu13",
        ),
        # A CPU-only wheel keeps the project's own name (cpu-name-suffix is left at "").
        "off": ({}, {"CUDACOMPAT_CUDA": "OFF"}, PACKAGE),
    }
    wheels = {}
    for label, (defines, variables, name) in variants.items():
        tree = committed_tree("adopted", work / f"tree-{label}")
        built, times[label] = pip_wheel(
            tree, work / f"wheel-{label}", dict(environment, **variables), dict(defines, CUDACOMPAT_ARCHS=ARCHS)
        )
        expect(
            built.returncode == 0,
            f"{label}: cudacompat's backend builds the wheel: {built.stdout[-2000:]}\n{built.stderr[-2000:]}",
        )
        expect(
            (tree / "pyproject.toml").read_text() == adopted, f"{label}: pyproject.toml is as committed after the build"
        )
        wheel = one_wheel(work / f"wheel-{label}")
        expect(wheel.name.startswith(f"{name}-{VERSION}-"), f"{label}: the wheel is {name} {VERSION}: {wheel.name}")
        files = members(wheel)
        fields = metadata(files)
        expect(fields["Version"] == [VERSION], f"{label}: METADATA Version is the tag's {VERSION}: {fields['Version']}")
        expect(
            fields.get("Requires-Dist") == metadata(reference).get("Requires-Dist"),
            f"{label}: the dependencies are upstream's, no NVIDIA runtime (static cudart): "
            f"{fields.get('Requires-Dist')} against {metadata(reference).get('Requires-Dist')}",
        )
        compare_with_upstream(label, files, reference, head_commit(tree))
        expected = [f"{PACKAGE}/cpu_ops"] + ([f"{PACKAGE}/gpu_ops"] if label != "off" else [])
        expect(
            extension_modules(files) == expected,
            f"{label}: the extension modules are {expected}: {extension_modules(files)}",
        )
        audit = run([tool, "audit", "--json", wheel])
        expect(audit.returncode == 0, f"{label}: cudacompat audit of {wheel.name} is clean: {audit.stdout[-1500:]}")
        if label != "off":
            expect(
                sass_architectures(tool, wheel) == [f"sm_{ARCHS}"],
                f"{label}: the CUDA op carries SASS for sm_{ARCHS} alone: {sass_architectures(tool, wheel)}",
            )
            unpacked = work / f"unpacked-{label}"
            with zipfile.ZipFile(wheel) as archive:
                gpu = next(n for n in archive.namelist() if n.startswith(f"{PACKAGE}/gpu_ops"))
                archive.extract(gpu, unpacked)
            needed = must(["readelf", "-d", unpacked / gpu]).stdout
            expect(
                "libcudart" not in needed and "libcuda.so" not in needed,
                f"{label}: the CUDA op links the runtime statically and loads no CUDA library:\n{needed}",
            )
        wheels[label] = wheel
        print(f"  {label}: {wheel.name} in {times[label]:.1f} s, {sorted(package_files(files))}")

    # A checkout with an uncommitted change: setuptools_scm versions it as a development build, and
    # the rename (which the backend cannot tell apart from that change) must not alter it.
    dirty = committed_tree("adopted", work / "tree-dirty")
    with open(dirty / "README.md", "a") as readme:
        readme.write("\nAn uncommitted line.\n")
    expected = must([sys.executable, "-m", "setuptools_scm"], cwd=dirty, env=clean).stdout.strip().splitlines()[-1]
    expect(
        expected.startswith("0.1.1.dev0+g") and ".d" in expected,
        f"setuptools_scm calls the edited checkout dirty: {expected}",
    )
    built, times["off_dirty"] = pip_wheel(
        dirty, work / "wheel-dirty", dict(environment, CUDACOMPAT_CUDA="OFF"), {"CUDACOMPAT_ARCHS": ARCHS}
    )
    expect(built.returncode == 0, f"the dirty checkout builds: {built.stdout[-2000:]}\n{built.stderr[-2000:]}")
    fields = metadata(members(one_wheel(work / "wheel-dirty")))
    expect(
        fields["Version"] == [expected],
        f"the dirty checkout's wheel has setuptools_scm's version {expected}: {fields['Version']}",
    )

    # One fresh environment with JAX from PyPI; each wheel installed in turn and imported.
    venv = work / "venv"
    python = fresh_venv(venv)
    from_pypi(
        run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *JAX], env=clean),
        f"pip install {' '.join(JAX)}",
    )
    for label, wheel in wheels.items():
        if label != "cuda12":
            must(
                [
                    python,
                    "-m",
                    "pip",
                    "uninstall",
                    "--quiet",
                    "--yes",
                    "kepler_jax",
                    "kepler_jax-cu12",
                    "kepler_jax-cu13",
                ]
            )
        must([python, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check", wheel])
        result = run([python, "-c", IMPORT], cwd="/", env={k: v for k, v in clean.items() if k != "LD_LIBRARY_PATH"})
        expect(result.returncode == 0, f"{label}: `import kepler_jax` and a solve on the CPU: {result.stderr[-2000:]}")
        answer = json.loads(result.stdout.strip().splitlines()[-1])
        expected_gpu = ["gpu_kepler_f32", "gpu_kepler_f64"] if label != "off" else None
        expect(
            answer["version"] == VERSION
            and answer["file"].startswith(str(venv))
            and answer["residual"] < 1e-5
            and answer["gpu_ops"] == expected_gpu,
            f"{label}: imported from the environment, version {VERSION}, Kepler's equation solved, "
            f"the CUDA op {'loaded without a driver' if expected_gpu else 'absent'}: {answer}",
        )
        print(f"  {label} imported: {answer}")
    print("  build seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))


def test_a_setuptools_scm_jax_extension_builds_cu12_cu13_and_cpu_wheels_with_upstreams_files_and_version(
    source_dir, case_arg
):
    adopt_extending_jax(source_dir, case_arg)
