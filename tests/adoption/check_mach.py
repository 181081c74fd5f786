#!/usr/bin/env python3
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

usage: check_mach.py --source SRC --build BUILD --work WORK [--archs 75] [--times FILE]
Exit 77 (skip) without the toolkits, scikit-build-core, or PyPI (nanobind, upstream's wheel).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "support"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from adoption_modes import SEARCH_PATH, project_tree, sass_architectures  # noqa: E402
from case_checks import Skip, check, run_case  # noqa: E402
from installed_cudacompat import pip_installed_cudacompat  # noqa: E402
from wheel_files import (extension_modules, members, metadata, must, one_wheel, package_files,  # noqa: E402
                         pip_wheel, run)

HERE = Path(__file__).resolve().parent
PROJECT = HERE / "mach"
DISTRIBUTION, PACKAGE, VERSION = "mach-beamform", "mach", "0.1.3"
# Upstream's runtime dependencies (pyproject.toml), installed from PyPI into the test's environment.
DEPENDENCIES = ["array-api-compat>=1.11.0", "einops>=0.8.0", "jaxtyping>=0.3.4", "numpy"]
NO_DRIVER = "cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version"
OFFLINE = ("NewConnectionError", "Network is unreachable", "Temporary failure in name resolution",
           "No matching distribution found")

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


def from_pypi(command: list, what: str, environment: dict) -> subprocess.CompletedProcess:
    result = run(command, env=environment)
    if result.returncode != 0 and any(word in result.stderr for word in OFFLINE):
        raise Skip(f"PyPI unreachable ({what}): {result.stderr.strip()[-300:]}")
    check(result.returncode == 0, f"{what}: {result.stderr[-1500:]}")
    return result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True, type=Path)
    parser.add_argument("--build", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--archs", default="75")
    parser.add_argument("--times", type=Path, help="write the build times here (JSON)")
    args = parser.parse_args()
    work = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    times: dict[str, float] = {}

    def body():
        if subprocess.run([sys.executable, "-c", "import scikit_build_core"], capture_output=True).returncode != 0:
            raise Skip("scikit_build_core is not installed (ci/install-python-deps.sh installs it)")
        site = work / "site"
        pip_installed_cudacompat(args.source.resolve(), args.build.resolve(), site)
        tool = site / "cudacompat" / "bin" / "cudacompat"
        clean = {k: v for k, v in os.environ.items() if k not in ("CUDACOMPAT_CUDA", "CUDACOMPAT_TOOL", "PYTHONPATH")}
        for version in ("12.4", "13.0"):
            probe = run([tool, "probe", "--json", "--cuda-version", version, "--search-path", SEARCH_PATH, "--features", "skip"])
            if probe.returncode != 0:
                raise Skip(f"no usable CUDA {version} toolkit here: {probe.stderr.strip()[:300]}")

        # Upstream's released wheel, and nanobind for the build (upstream builds without isolation
        # too; its build requirement, put where CMake is told to look).
        downloads, nanobind = work / "pypi", work / "nanobind"
        for path in (downloads, nanobind):
            if path.exists():
                shutil.rmtree(path)
        pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
        from_pypi([*pip, "download", "--quiet", "--no-deps", "--only-binary", ":all:", "-d", downloads,
                   f"{DISTRIBUTION}=={VERSION}"], f"upstream's wheel {DISTRIBUTION} {VERSION}", clean)
        from_pypi([*pip, "install", "--quiet", "--target", nanobind, "nanobind>=2.7"], "nanobind", clean)
        upstream_wheel = one_wheel(downloads)
        reference = members(upstream_wheel)
        check(metadata(reference)["Version"] == [VERSION] and extension_modules(reference) == [f"{PACKAGE}/_cuda_impl"],
              f"upstream's wheel is {VERSION} with one extension module: {upstream_wheel.name}, {extension_modules(reference)}")

        environment = dict(clean, PYTHONPATH=str(site))
        common = {"CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH, "CUDACOMPAT_ARCHS": args.archs,
                  "nanobind_DIR": nanobind / "nanobind" / "cmake"}
        wheels = {}
        for version in ("12.4", "13.0"):
            major = version.split(".")[0]
            label = f"cuda{major}"
            tree = project_tree(PROJECT, "adopted", work / f"tree-{label}")
            shutil.copy(PROJECT / "LICENSE.md", tree / "LICENSE.md")
            built, times[label] = pip_wheel(tree, work / f"wheel-{label}", environment,
                                            dict(common, CUDACOMPAT_CUDA_VERSION=version))
            check(built.returncode == 0, f"{label}: cudacompat's backend builds the wheel: {built.stdout[-2000:]}\n{built.stderr[-2000:]}")
            wheel = one_wheel(work / f"wheel-{label}")
            name = f"{DISTRIBUTION.replace('-', '_')}_cu{major}"
            check(wheel.name.startswith(f"{name}-{VERSION}-"), f"{label}: the wheel is {name} {VERSION}: {wheel.name}")
            files = members(wheel)
            ours, theirs = package_files(files), package_files(reference)
            plain = sorted(n for n in ours if not n.endswith(".so"))
            check(plain == sorted(n for n in theirs if not n.endswith(".so")),
                  f"{label}: the same files as upstream's wheel under {PACKAGE}/:\n  adopted  {plain}\n"
                  f"  upstream {sorted(n for n in theirs if not n.endswith('.so'))}")
            changed = [n for n in plain if ours[n] != theirs[n]]
            check(not changed, f"{label}: each is byte for byte upstream's: these differ {changed}")
            check(extension_modules(files) == extension_modules(reference), f"{label}: the extension module is upstream's")
            fields, upstream_fields = metadata(files), metadata(reference)
            check(fields["Version"] == [VERSION] and fields.get("Requires-Dist") == upstream_fields.get("Requires-Dist"),
                  f"{label}: version and dependencies are upstream's: {fields['Version']}, {fields.get('Requires-Dist')}")
            check(sass_architectures(tool, wheel) == [f"sm_{args.archs}"],
                  f"{label}: SASS for sm_{args.archs} alone: {sass_architectures(tool, wheel)}")
            audit = run([tool, "audit", "--json", wheel])
            check(audit.returncode == 0, f"{label}: cudacompat audit of {wheel.name} is clean: {audit.stdout[-1500:]}")
            with zipfile.ZipFile(wheel) as archive:
                extension = next(n for n in archive.namelist() if n.endswith(".so"))
                archive.extract(extension, work / f"unpacked-{label}")
            needed = must(["readelf", "-d", work / f"unpacked-{label}" / extension]).stdout
            check("libcudart" not in needed and "libcuda.so" not in needed,
                  f"{label}: the runtime is linked statically, as upstream's is:\n{needed}")
            wheels[label] = wheel
            print(f"  {label}: {wheel.name} in {times[label]:.1f} s, {len(plain)} files as upstream's")

        # No toolkit asked for: the project's own reason, no wheel.
        tree = project_tree(PROJECT, "adopted", work / "tree-off")
        shutil.copy(PROJECT / "LICENSE.md", tree / "LICENSE.md")
        refused, _ = pip_wheel(tree, work / "wheel-off", dict(environment, CUDACOMPAT_CUDA="OFF"), common)
        said = " ".join((refused.stdout + refused.stderr).split())
        check(refused.returncode != 0 and "mach: the beamformer is a CUDA kernel with no CPU implementation" in said
              and not list((work / "wheel-off").glob("*.whl")),
              f"CUDACOMPAT_CUDA=OFF stops with the project's reason and no wheel: {said[-2000:]}")

        # One fresh environment; upstream's wheel, then each adopted one, imported from outside the tree.
        venv = work / "venv"
        if venv.exists():
            shutil.rmtree(venv)
        must([sys.executable, "-m", "venv", venv])
        python = venv / "bin" / "python"
        from_pypi([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *DEPENDENCIES],
                  "mach's dependencies", clean)
        answers = {}
        for label, wheel in {"upstream": upstream_wheel, **wheels}.items():
            must([python, "-m", "pip", "uninstall", "--quiet", "--yes", DISTRIBUTION, f"{DISTRIBUTION}-cu12", f"{DISTRIBUTION}-cu13"])
            must([python, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check", wheel])
            result = run([python, "-c", IMPORT], cwd="/", env={k: v for k, v in clean.items() if k != "LD_LIBRARY_PATH"})
            check(result.returncode == 0, f"{label}: `import mach`: {result.stderr[-2000:]}")
            answers[label] = json.loads(result.stdout.strip().splitlines()[-1])
            print(f"  {label} imported: {answers[label]}")
        for label in wheels:
            answer, toolkit = answers[label], "12.4" if label == "cuda12" else "13.0"
            check(answer["file"].startswith(str(venv)) and answer["version"] == answers["upstream"]["version"]
                  and answer["nvcc"].startswith(toolkit + ".") and NO_DRIVER in answer["outcome"],
                  f"{label}: imported from the environment, `mach.__version__` as upstream's wheel says it "
                  f"({answers['upstream']['version']}), built by nvcc {toolkit}, and without a driver the runtime's "
                  f"`{NO_DRIVER}`: {answer}")
        check(NO_DRIVER in answers["upstream"]["outcome"], f"upstream's wheel stops the same way here: {answers['upstream']}")
        if args.times:
            args.times.write_text(json.dumps(times, indent=2) + "\n")
        print("  build seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))

    return run_case(body)


if __name__ == "__main__":
    sys.exit(main())
