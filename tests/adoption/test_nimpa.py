"""A distribution named unlike its package AND versioned by setuptools_scm, in one real project:
NiftyPET/NIMPA (tests/adoption/nimpa), published as `nimpa`, imported as `niftypet.nimpa` (the
`niftypet` namespace), its CUDA extension `improc` built by CMake from six .cu files, adopted through
cudacompat.build_backend as a user who has `pip install`ed cudacompat would.

Upstream publishes no wheel (PyPI has the sdist alone), so its own backend (setuptools + scikit-build,
setup.py) builds the reference wheel from the upstream tree, committed in a git repository of its
own with the release tag v2.6.3 as a clone would be, in an isolated build with its build-system
requirements from PyPI, exactly as `pip wheel .` makes it for a user. That wheel is pure Python:
upstream's `cuvec-base` requirement is an empty placeholder on PyPI, so setup.py finds no `cuvec`
and builds no extension (the test asserts it, and says it). The adopted tree, committed and tagged
the same way, is first built as a user writes it first, without `wheel.packages` (as setuptools
needed none): the build must stop, without a traceback, naming `wheel.packages = ["niftypet"]`, and
leave no wheel. With it, the tree is built three times by cudacompat's backend: CUDA 12.4 (`nimpa-cu12`), CUDA 13.0
(`nimpa-cu13`) and CUDACOMPAT_CUDA=OFF (`nimpa`, pure Python and so tagged py3-none-any as
upstream's). Each wheel must carry what upstream's does: the
same files of the same package directory `niftypet/` (Python modules, data, headers, sources),
byte for byte except the build files the adoption rewrote (which must be the adopted ones), the
version setuptools_scm gives the tag in METADATA and in `niftypet/nimpa/_dist_ver.py`, upstream's
dependencies (with cuvec and numcu in the CUDA wheels alone, as setup.py added them, and no NVIDIA
runtime wheel: the extension links the static runtime); the CUDA wheels also the extension module
`niftypet/nimpa/prc/improc` with SASS for the one architecture asked and the CMake package files
upstream's CMake installs. Last, each wheel is installed in turn into one fresh environment with
upstream's runtime dependencies from PyPI and imported from outside the tree: `niftypet.nimpa`
reports the tag's version and convolves on the CPU, and in the CUDA wheels `improc` loads without a
driver (the runtime is static; nothing touches the GPU until a kernel is called).

Skips without the toolkits, scikit-build-core, setuptools_scm, git, or PyPI. ctest passes
`--case-arg build-dir=BUILD --case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import json
import shutil
import sys
import time
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
PROJECT = HERE / "nimpa"
DISTRIBUTION, PACKAGE, MODULE = "nimpa", "niftypet", "niftypet.nimpa"
TAG, VERSION = "v2.6.3", "2.6.3"
VERSION_FILE = "niftypet/nimpa/_dist_ver.py"
EXTENSION = "niftypet/nimpa/prc/improc"
# What setup.py added to install_requires when it built the extension ([[tool.dynamic-metadata]]
# cuda-extra in the adopted pyproject.toml).
CUDA_ONLY = ["cuvec>=2.3.1", "numcu"]
# The files upstream's CMake installs beside the extension (its CMake package, for NiftyPET/NIPET).
CMAKE_PACKAGE = [
    "niftypet/nimpa/cmake/NiftyPETimprocTargets-release.cmake",
    "niftypet/nimpa/cmake/NiftyPETimprocTargets.cmake",
    "niftypet/nimpa/cmake/NiftyPETnimpaConfig.cmake",
    "niftypet/nimpa/cmake/NiftyPETnimpaConfigVersion.cmake",
]
# cuvec's headers at the release nimpa 2.6.3 was built against (cuvec is sdist-only, built with CUDA).
CUVEC_INCLUDE = PROJECT / "cuvec-include"

IMPORT = r"""
import json, sys
import numpy as np
import niftypet.nimpa as nimpa
from niftypet.nimpa.prc import num
volume = np.zeros((5, 6, 7), np.float32)
volume[2, 3, 3] = 1.0
kernel = np.tile(np.array([0.25, 0.5, 0.25], np.float32), (3, 1))
smoothed = nimpa.conv_separable(volume, kernel, dev_id=False)
answer = {"version": nimpa.__version__, "file": nimpa.__file__, "sum": float(smoothed.sum()),
          "centre": float(smoothed[2, 3, 3]), "improc_through_num": num.improc is not None}
try:
    from niftypet.nimpa.prc import improc
    answer["improc"] = sorted(name for name in dir(improc) if not name.startswith("_"))
    answer["improc_file"] = improc.__file__
except ImportError as error:
    answer["improc"] = f"ImportError: {error}"
print(json.dumps(answer))
"""


def committed_tree(side: str, destination: Path, pyproject: str | None = None) -> Path:
    """A side of the case study as a user's clone, tagged TAG (wheel_files.tagged_clone)."""
    return tagged_clone(
        project_tree(PROJECT, side, destination), TAG, f"NIMPA {TAG}, {side}", PROJECT / "LICENCE", pyproject
    )


def compare_with_upstream(label: str, files: dict[str, bytes], reference: dict[str, bytes]) -> None:
    """The wheel's non-binary files are upstream's, under the one package directory; each byte for
    byte upstream's, or, where the adoption rewrote a build file, the adopted one."""
    ours, theirs = package_files(files), package_files(reference)
    plain = sorted(n for n in ours if not is_extension(n))
    expected = sorted([*theirs, *(CMAKE_PACKAGE if label != "off" else [])])
    expect(
        plain == expected,
        f"{label}: the wheel's non-binary files are upstream's"
        f"{' and its CMake package' if label != 'off' else ''}: only ours "
        f"{sorted(set(plain) - set(expected))}, only upstream's {sorted(set(expected) - set(plain))}",
    )
    expect({n.split("/", 1)[0] for n in ours} == {PACKAGE}, f"{label}: everything is under {PACKAGE}/: {sorted(ours)}")
    adopted = PROJECT / "adopted"
    for name in theirs:
        rewritten = adopted / name
        want = rewritten.read_bytes() if rewritten.is_file() else theirs[name]
        expect(
            ours[name] == want,
            f"{label}: {name} is byte for byte {'the adopted' if rewritten.is_file() else 'upstream'}'s",
        )
    expect(
        ours[VERSION_FILE] == theirs[VERSION_FILE] == f"__version__ = '{VERSION}'\n".encode(),
        f"{label}: {VERSION_FILE} says the tag's version {VERSION}: {ours[VERSION_FILE]!r}, "
        f"upstream's {theirs[VERSION_FILE]!r}",
    )


def adopt_nimpa(source_dir, case_arg) -> None:
    require_modules("scikit_build_core", "setuptools_scm")
    work = fresh_work(case_arg, "nimpa")
    site = work / "site"
    tool = pip_installed_cudacompat(Path(source_dir), build_tree(case_arg), site)
    times: dict[str, float] = {}
    # setup.py writes NiftyPET's resources under $HOME: a home of the test's own.
    home = work / "home"
    home.mkdir(exist_ok=True)
    clean = clean_environment()
    clean["HOME"] = str(home)
    for version in ("12.4", "13.0"):
        require_toolkit(tool, version)

    # Upstream's own wheel, by its own backend, isolated as `pip wheel .` builds it for a user.
    upstream_tree = committed_tree("upstream", work / "tree-upstream")
    out = work / "wheel-upstream"
    shutil.rmtree(out, ignore_errors=True)
    started = time.monotonic()
    built = from_pypi(
        run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "--no-deps",
                "--disable-pip-version-check",
                "-v",
                "-w",
                out,
                f"{upstream_tree}/",
            ],
            env=clean,
        ),
        "upstream's backend builds its wheel",
    )
    times["upstream"] = time.monotonic() - started
    upstream_wheel = one_wheel(out)
    reference = members(upstream_wheel)
    expect(
        upstream_wheel.name == f"{DISTRIBUTION}-{VERSION}-py3-none-any.whl"
        and metadata(reference)["Version"] == [VERSION],
        f"upstream's wheel is {DISTRIBUTION} {VERSION}, pure Python: {upstream_wheel.name}",
    )
    expect(
        extension_modules(reference) == [] and "No module named 'cuvec'" in built.stdout + built.stderr,
        f"upstream's isolated build found no cuvec (its `cuvec-base` requirement is an empty placeholder) and built "
        f"no extension: {extension_modules(reference)}",
    )
    print(
        f"  upstream: {upstream_wheel.name} in {times['upstream']:.1f} s (setup.py: `No module named 'cuvec'`, "
        f"no CUDA extension), {len(package_files(reference))} files"
    )

    environment = dict(clean, PYTHONPATH=str(site))
    adopted = (PROJECT / "adopted" / "pyproject.toml").read_text()

    # What a user writes first: no wheel.packages, as under setuptools (find_packages). Under
    # `nimpa-cu13` (or `nimpa`) scikit-build-core finds no package, and the wheel would hold
    # improc and the CMake files without one Python file: the build stops naming the fix.
    first_try = adopted.replace('wheel.packages = ["niftypet"]\n', "")
    expect(first_try != adopted, "the first try leaves wheel.packages out")
    tree = committed_tree("adopted", work / "tree-first-try", first_try)
    refused, times["first_try"] = pip_wheel(
        tree,
        work / "wheel-first-try",
        environment,
        {
            "CUDACOMPAT_CUDA_VERSION": "13.0",
            "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH,
            "CUDACOMPAT_ARCHS": ARCHS,
            "CUVEC_INCLUDE_DIRS": CUVEC_INCLUDE,
        },
    )
    said = " ".join((refused.stdout + refused.stderr).split())  # pip indents what the backend printed
    expect(
        refused.returncode != 0
        and "cudacompat.build_backend: error:" in said
        and "Traceback" not in said
        and 'wheel.packages = ["niftypet"]' in said,
        "without wheel.packages the build stops, without a traceback, naming "
        f'wheel.packages = ["niftypet"]: {said[-2500:]}',
    )
    expect(not list((work / "wheel-first-try").glob("*.whl")), "no wheel was made")
    print("  first try (no wheel.packages): " + said[said.index("cudacompat.build_backend: error:") :][:400])

    variants = {
        "cuda12": (
            {"CUDACOMPAT_CUDA_VERSION": "12.4", "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH},
            {},
            f"{DISTRIBUTION}_cu12",
        ),
        "cuda13": (
            {"CUDACOMPAT_CUDA_VERSION": "13.0", "CUDACOMPAT_TOOLKIT_SEARCH_PATH": SEARCH_PATH},
            {},
            f"{DISTRIBUTION}_cu13",
        ),
        # A CPU-only wheel keeps the project's own name (cpu-name-suffix is left at "").
        "off": ({}, {"CUDACOMPAT_CUDA": "OFF"}, DISTRIBUTION),
    }
    upstream_requires = metadata(reference).get("Requires-Dist", [])
    wheels = {}
    for label, (defines, variables, name) in variants.items():
        tree = committed_tree("adopted", work / f"tree-{label}")
        committed = (tree / "pyproject.toml").read_bytes()
        expect(committed.decode() == adopted, f"{label}: the adopted pyproject.toml")
        built, times[label] = pip_wheel(
            tree,
            work / f"wheel-{label}",
            dict(environment, **variables),
            dict(defines, CUDACOMPAT_ARCHS=ARCHS, CUVEC_INCLUDE_DIRS=CUVEC_INCLUDE),
        )
        expect(
            built.returncode == 0,
            f"{label}: cudacompat's backend builds the wheel: {built.stdout[-2500:]}\n{built.stderr[-2500:]}",
        )
        expect(
            (tree / "pyproject.toml").read_bytes() == committed,
            f"{label}: pyproject.toml is as committed after the build",
        )
        wheel = one_wheel(work / f"wheel-{label}")
        expect(wheel.name.startswith(f"{name}-{VERSION}-"), f"{label}: the wheel is {name} {VERSION}: {wheel.name}")
        # The CPU-only wheel holds nothing compiled: tagged as upstream's pure-Python wheel, not
        # for the interpreter and platform scikit-build-core tags every CMake build with.
        expect(
            (label == "off") == wheel.name.endswith("-py3-none-any.whl"),
            f"{label}: {'py3-none-any, as upstream' if label == 'off' else 'tagged for this interpreter'}: "
            f"{wheel.name}",
        )
        files = members(wheel)
        fields = metadata(files)
        expect(fields["Version"] == [VERSION], f"{label}: METADATA Version is the tag's {VERSION}: {fields['Version']}")
        expected_requires = sorted(upstream_requires + (CUDA_ONLY if label != "off" else []))
        expect(
            sorted(fields.get("Requires-Dist", [])) == expected_requires,
            f"{label}: the dependencies are upstream's{' with cuvec and numcu' if label != 'off' else ''}, no NVIDIA "
            f"runtime (static cudart): {fields.get('Requires-Dist')} against {expected_requires}",
        )
        compare_with_upstream(label, files, reference)
        expected = [EXTENSION] if label != "off" else []
        expect(
            extension_modules(files) == expected,
            f"{label}: the extension modules are {expected}: {extension_modules(files)}",
        )
        audit = run([tool, "audit", "--json", wheel])
        expect(audit.returncode == 0, f"{label}: cudacompat audit of {wheel.name} is clean: {audit.stdout[-1500:]}")
        if label != "off":
            expect(
                sass_architectures(tool, wheel) == [f"sm_{ARCHS}"],
                f"{label}: improc carries SASS for sm_{ARCHS} alone: {sass_architectures(tool, wheel)}",
            )
            unpacked = work / f"unpacked-{label}"
            with zipfile.ZipFile(wheel) as archive:
                module = next(n for n in archive.namelist() if n.startswith(EXTENSION))
                archive.extract(module, unpacked)
            needed = must(["readelf", "-d", unpacked / module]).stdout
            expect(
                "libcudart" not in needed and "libcuda.so" not in needed,
                f"{label}: improc links the runtime statically and loads no CUDA library:\n{needed}",
            )
        wheels[label] = wheel
        print(
            f"  {label}: {wheel.name} in {times[label]:.1f} s, {len(package_files(files))} files, "
            f"extensions {extension_modules(files)}"
        )

    # One fresh environment with upstream's runtime dependencies from PyPI (cuvec and numcu are
    # sdists built with CUDA, left out: nimpa imports without them and computes on the CPU).
    venv = work / "venv"
    python = fresh_venv(venv)
    runtime = [r for r in upstream_requires if "extra ==" not in r]
    from_pypi(
        run(
            [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--only-binary=:all:", *runtime],
            env=clean,
        ),
        f"pip install {' '.join(runtime)}",
    )
    for label, wheel in wheels.items():
        if label != "cuda12":
            must([python, "-m", "pip", "uninstall", "--quiet", "--yes", "nimpa", "nimpa-cu12", "nimpa-cu13"])
        must([python, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check", wheel])
        result = run([python, "-c", IMPORT], cwd="/", env={k: v for k, v in clean.items() if k != "LD_LIBRARY_PATH"})
        expect(
            result.returncode == 0,
            f"{label}: `import niftypet.nimpa` and a convolution on the CPU: {result.stderr[-2500:]}",
        )
        answer = json.loads(result.stdout.strip().splitlines()[-1])
        expect(
            answer["version"] == VERSION
            and answer["file"].startswith(str(venv))
            and abs(answer["sum"] - 1.0) < 1e-5
            and abs(answer["centre"] - 0.125) < 1e-6
            and answer["improc_through_num"] is False,
            f"{label}: {MODULE} imported from the environment, version {VERSION}, the CPU convolution keeps the "
            f"sum and gives the centre 0.5^3, the GPU path off without cuvec: {answer}",
        )
        if label != "off":
            expect(
                isinstance(answer["improc"], list)
                and set(answer["improc"]) == {"convolve", "isub", "nlm", "resample"}
                and answer["improc_file"].startswith(str(venv)),
                f"{label}: the CUDA extension improc loads without a driver and offers its kernels: {answer['improc']}",
            )
        else:
            expect(
                str(answer["improc"]).startswith("ImportError"),
                f"{label}: no CUDA extension in the CPU wheel: {answer['improc']}",
            )
        print(f"  {label} imported: {answer}")
    print("  build seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()))


def test_a_namespace_package_named_unlike_its_setuptools_scm_distribution_builds_cu12_cu13_and_cpu_wheels_with_upstreams_files_and_version(  # noqa: E501
    source_dir, case_arg
):
    adopt_nimpa(source_dir, case_arg)
