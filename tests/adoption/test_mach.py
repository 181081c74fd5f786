"""A distribution named unlike its package: Forest-Neurotech/mach (tests/adoption/mach), published
as `mach-beamform`, imported as `mach` (src/mach, listed in `wheel.packages`), one nanobind CUDA
kernel, adopted through cudacompat.build_backend as a user who has `pip install`ed cudacompat would.

Compared with upstream's released wheel of the same commit, downloaded from PyPI
(mach_beamform-0.1.3, cp311): the adopted tree, built for CUDA 12.4 and CUDA 13.0 (`-cu12`,
`-cu13`), must ship the same package directory with the same files byte for byte (the Python
modules, the `.pyi` stub, the kernel source and vendored headers upstream ships), the same version
and dependencies, one extension module with SASS for the one architecture asked and the CUDA
runtime linked statically, and audit clean. With CUDACOMPAT_CUDA=OFF the build stops with the
project's own reason (the kernel is the whole library) and leaves no wheel. Last, upstream's wheel
and both adopted wheels are installed in turn into one fresh environment (its dependencies from
PyPI) and imported from outside the tree: each reports the toolkit it was built with, and on this
machine, which has no driver, `mach.beamform` stops at its first CUDA call with the runtime's exact
error, as upstream's wheel does.

Skips without the toolkits, scikit-build-core, or PyPI (nanobind, upstream's wheel). ctest passes
`--case-arg build-dir=BUILD --case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import json
import shutil
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
    members,
    metadata,
    must,
    one_wheel,
    package_files,
    pip_wheel,
    run,
)

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "mach"
DISTRIBUTION, PACKAGE, VERSION = "mach-beamform", "mach", "0.1.3"
# Upstream's runtime dependencies (pyproject.toml), installed from PyPI into the test's environment.
DEPENDENCIES = ["array-api-compat>=1.11.0", "einops>=0.8.0", "jaxtyping>=0.3.4", "numpy"]
NO_DRIVER = "cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version"

IMPORT = r"""
import json, warnings
import numpy as np
warnings.simplefilter("ignore")
import mach
from mach import kernel
n_rx, n_samples, n_scan = 4, 32, 8
try:
    mach.beamform(np.zeros((n_rx, n_samples, 1), np.float32), np.zeros((n_rx, 3), np.float32),
                  np.zeros((n_scan, 3), np.float32), np.zeros(n_scan, np.float32), rx_start_s=0.0,
                  sampling_freq_hz=1e6, f_number=1.0, sound_speed_m_s=1540.0)
    outcome = "computed"
except Exception as error:
    outcome = f"{type(error).__name__}: {error}"
print(json.dumps({"file": mach.__file__, "version": mach.__version__, "nvcc": kernel.__nvcc_version__,
                  "outcome": outcome}))
"""


def adopt_mach(source_dir, case_arg) -> None:
    require_modules("scikit_build_core")
    work = fresh_work(case_arg, "mach")
    site = work / "site"
    tool = pip_installed_cudacompat(Path(source_dir), build_tree(case_arg), site)
    clean = clean_environment()
    for version in ("12.4", "13.0"):
        require_toolkit(tool, version)
    times: dict[str, float] = {}

    # Upstream's released wheel, and nanobind for the build (upstream builds without isolation
    # too; its build requirement, put where CMake is told to look).
    downloads, nanobind = work / "pypi", work / "nanobind"
    for path in (downloads, nanobind):
        if path.exists():
            shutil.rmtree(path)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    from_pypi(
        run(
            [
                *pip,
                "download",
                "--quiet",
                "--no-deps",
                "--only-binary",
                ":all:",
                "-d",
                downloads,
                f"{DISTRIBUTION}=={VERSION}",
            ],
            env=clean,
        ),
        f"upstream's wheel {DISTRIBUTION} {VERSION}",
    )
    from_pypi(run([*pip, "install", "--quiet", "--target", nanobind, "nanobind>=2.7"], env=clean), "nanobind")
    upstream_wheel = one_wheel(downloads)
    reference = members(upstream_wheel)
    expect(
        metadata(reference)["Version"] == [VERSION] and extension_modules(reference) == [f"{PACKAGE}/_cuda_impl"],
        f"upstream's wheel is {VERSION} with one extension module: {upstream_wheel.name}, "
        f"{extension_modules(reference)}",
    )

    environment = dict(clean, PYTHONPATH=str(site))
    common = {
        "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH,
        "CUDACOMPAT_ARCHS": ARCHS,
        "nanobind_DIR": nanobind / "nanobind" / "cmake",
    }
    wheels = {}
    for version in ("12.4", "13.0"):
        major = version.split(".")[0]
        label = f"cuda{major}"
        tree = project_tree(PROJECT, "adopted", work / f"tree-{label}")
        shutil.copy(PROJECT / "LICENSE.md", tree / "LICENSE.md")
        built, times[label] = pip_wheel(
            tree, work / f"wheel-{label}", environment, dict(common, CUDACOMPAT_CUDA_VERSION=version)
        )
        expect(
            built.returncode == 0,
            f"{label}: cudacompat's backend builds the wheel: {built.stdout[-2000:]}\n{built.stderr[-2000:]}",
        )
        wheel = one_wheel(work / f"wheel-{label}")
        name = f"{DISTRIBUTION.replace('-', '_')}_cu{major}"
        expect(wheel.name.startswith(f"{name}-{VERSION}-"), f"{label}: the wheel is {name} {VERSION}: {wheel.name}")
        files = members(wheel)
        ours, theirs = package_files(files), package_files(reference)
        plain = sorted(n for n in ours if not n.endswith(".so"))
        expect(
            plain == sorted(n for n in theirs if not n.endswith(".so")),
            f"{label}: the same files as upstream's wheel under {PACKAGE}/:\n  adopted  {plain}\n"
            f"  upstream {sorted(n for n in theirs if not n.endswith('.so'))}",
        )
        changed = [n for n in plain if ours[n] != theirs[n]]
        expect(not changed, f"{label}: each is byte for byte upstream's: these differ {changed}")
        expect(extension_modules(files) == extension_modules(reference), f"{label}: the extension module is upstream's")
        fields, upstream_fields = metadata(files), metadata(reference)
        expect(
            fields["Version"] == [VERSION] and fields.get("Requires-Dist") == upstream_fields.get("Requires-Dist"),
            f"{label}: version and dependencies are upstream's: {fields['Version']}, {fields.get('Requires-Dist')}",
        )
        expect(
            sass_architectures(tool, wheel) == [f"sm_{ARCHS}"],
            f"{label}: SASS for sm_{ARCHS} alone: {sass_architectures(tool, wheel)}",
        )
        audit = run([tool, "audit", "--json", wheel])
        expect(audit.returncode == 0, f"{label}: cudacompat audit of {wheel.name} is clean: {audit.stdout[-1500:]}")
        with zipfile.ZipFile(wheel) as archive:
            extension = next(n for n in archive.namelist() if n.endswith(".so"))
            archive.extract(extension, work / f"unpacked-{label}")
        needed = must(["readelf", "-d", work / f"unpacked-{label}" / extension]).stdout
        expect(
            "libcudart" not in needed and "libcuda.so" not in needed,
            f"{label}: the runtime is linked statically, as upstream's is:\n{needed}",
        )
        wheels[label] = wheel
        print(f"  {label}: {wheel.name} in {times[label]:.1f} s, {len(plain)} files as upstream's")

    # No toolkit asked for: the project's own reason, no wheel.
    tree = project_tree(PROJECT, "adopted", work / "tree-off")
    shutil.copy(PROJECT / "LICENSE.md", tree / "LICENSE.md")
    refused, _ = pip_wheel(tree, work / "wheel-off", dict(environment, CUDACOMPAT_CUDA="OFF"), common)
    said = " ".join((refused.stdout + refused.stderr).split())
    expect(
        refused.returncode != 0
        and "mach: the beamformer is a CUDA kernel with no CPU implementation" in said
        and not list((work / "wheel-off").glob("*.whl")),
        f"CUDACOMPAT_CUDA=OFF stops with the project's reason and no wheel: {said[-2000:]}",
    )

    # One fresh environment; upstream's wheel, then each adopted one, imported from outside the tree.
    venv = work / "venv"
    python = fresh_venv(venv)
    from_pypi(
        run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *DEPENDENCIES], env=clean),
        "mach's dependencies",
    )
    answers = {}
    for label, wheel in {"upstream": upstream_wheel, **wheels}.items():
        must(
            [
                python,
                "-m",
                "pip",
                "uninstall",
                "--quiet",
                "--yes",
                DISTRIBUTION,
                f"{DISTRIBUTION}-cu12",
                f"{DISTRIBUTION}-cu13",
            ]
        )
        must([python, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check", wheel])
        result = run([python, "-c", IMPORT], cwd="/", env={k: v for k, v in clean.items() if k != "LD_LIBRARY_PATH"})
        expect(result.returncode == 0, f"{label}: `import mach`: {result.stderr[-2000:]}")
        answers[label] = json.loads(result.stdout.strip().splitlines()[-1])
        print(f"  {label} imported: {answers[label]}")
    for label in wheels:
        answer, toolkit = answers[label], "12.4" if label == "cuda12" else "13.0"
        expect(
            answer["file"].startswith(str(venv))
            and answer["version"] == answers["upstream"]["version"]
            and answer["nvcc"].startswith(toolkit + ".")
            and NO_DRIVER in answer["outcome"],
            f"{label}: imported from the environment, `mach.__version__` as upstream's wheel says it "
            f"({answers['upstream']['version']}), built by nvcc {toolkit}, and without a driver the runtime's "
            f"`{NO_DRIVER}`: {answer}",
        )
    expect(
        NO_DRIVER in answers["upstream"]["outcome"], f"upstream's wheel stops the same way here: {answers['upstream']}"
    )
    print("  build seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))


def test_a_distribution_named_unlike_its_package_builds_cu12_and_cu13_wheels_with_upstreams_released_files(
    source_dir, case_arg
):
    adopt_mach(source_dir, case_arg)
