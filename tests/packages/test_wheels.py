"""The kernel library as wheels, one per CUDA major, built, repaired, audited and installed for real.

1. `ci/build-packages.sh --wheels-only` (the one command a maintainer runs): `pip wheel .` of
   cudacompat itself, installed into a build environment, then `pip wheel kernels/` for each
   toolkit asked (12.4, 13.0, 13.5) and `auditwheel repair --exclude libcudart.so.*`, then the audit.
2. The installed cudacompat answers: the command, the module (build_cuda, pins), find_package.
3. Each wheel: named for its major (cudacompat-kernels-cu12), depending on that major's runtime with
   a strict range, a real manylinux tag, nothing CUDA grafted, `cudacompat audit` clean.
4. A fresh virtual environment without system site-packages: `pip install` of the -cu12 wheel
   pulls nvidia-cuda-runtime-cu12 from PyPI, `import` works, the CPU path computes the right
   numbers, and libcudart is the NVIDIA wheel's (read from /proc/self/maps). Then the -cu13 wheel
   beside it: importing warns that two variants are installed.
5. Bad input: a toolkit that is not installed stops the build with the reason, pyproject.toml is
   left byte for byte as it was and no wheel is written.

A pytest module (tests/packages/CMakeLists.txt runs it with --case-arg work=DIR and
--case-arg cuda=12.4,13.0,13.5; --case-arg archs=... builds other architectures than 75-real);
skipped when PyPI cannot be reached (step 4 needs the real NVIDIA wheels).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from case_checks import fail, skip
from checklist import check, expect_every_check_passed
from packaging.requirements import Requirement

# A CUDA or driver library, also as auditwheel would graft it (libcudart-1a2b3c4d.so.12).
CUDA_LIBRARY = re.compile(
    r"^lib(cuda|cudart|cublas(Lt)?|cufft|curand|cusolver|cusparse|nvrtc|nvJitLink|nvidia-[a-z-]+)(-[0-9a-f]{8})?\.so"
)
SEARCH_PATH = "/opt/cudacompat/toolkits"


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], text=True, capture_output=True, **kwargs)


def must(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    result = run(command, **kwargs)
    if result.returncode != 0:
        fail(
            f"`{' '.join(map(str, command))}` exited {result.returncode}:\n"
            f"{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
        )
    return result


def venv(path: Path, system_site: bool) -> Path:
    if path.exists():
        shutil.rmtree(path)
    options = ["--system-site-packages"] if system_site else []
    must([sys.executable, "-m", "venv", *options, path])
    return path / "bin" / "python"


def wheel_metadata(wheel: Path) -> dict[str, list[str]]:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        fields: dict[str, list[str]] = {}
        for line in archive.read(name).decode().splitlines():
            if not line.strip():
                break
            key, _, value = line.partition(": ")
            fields.setdefault(key, []).append(value)
        return fields


def check_cudacompat(work: Path) -> tuple[Path, Path]:
    """Step 2: the cudacompat that ci/build-packages.sh built and installed into its build environment."""
    wheels = list((work / "tool").glob("cudacompat-*.whl"))
    check(
        len(wheels) == 1 and "-py3-none-manylinux_" in wheels[0].name,
        f"pip wheel . and auditwheel wrote one manylinux cudacompat wheel for every Python 3: "
        f"{[w.name for w in wheels]}",
    )
    python, tool = work / ".work" / "venv" / "bin" / "python", work / ".work" / "venv" / "bin" / "cudacompat"
    version = run([tool, "--version"])
    check(
        version.returncode == 0 and "0." in version.stdout,
        f"the installed `cudacompat` command runs: {version.stdout.strip()}",
    )
    cmake_dir = must([python, "-c", "import cudacompat; print(cudacompat.cmake_dir())"]).stdout.strip()
    check(
        Path(cmake_dir, "cudacompatConfig.cmake").is_file(),
        f"cudacompat.cmake_dir() holds cudacompatConfig.cmake: {cmake_dir}",
    )
    decision = must(
        [
            python,
            "-c",
            "import cudacompat, json; d = cudacompat.build_cuda(); "
            "print(json.dumps([d.build, d.toolkit_version, d.reason]))",
        ]
    ).stdout
    build, version_found, reason = json.loads(decision)
    check(
        build and version_found and version_found.startswith("13."),
        f"cudacompat.build_cuda() answers yes on this GPU-less machine, by its toolkit ({version_found}): "
        f"{reason[:90]}",
    )
    off = must(
        [python, "-c", "import cudacompat; print(bool(cudacompat.build_cuda({'CUDACOMPAT_CUDA': 'OFF'})))"]
    ).stdout.strip()
    check(off == "False", "cudacompat.build_cuda() honours CUDACOMPAT_CUDA=OFF")
    pins = json.loads(
        must([python, "-c", "import cudacompat, json; print(json.dumps(cudacompat.pins('12.4')))"]).stdout
    )
    check(
        any(p["package"] == "nvidia-cuda-runtime-cu12" and p["requirement"].endswith("<13") for p in pins["pins"]),
        "cudacompat.pins('12.4') pins nvidia-cuda-runtime-cu12 below 13",
    )
    # find_package through the installed package, as a consumer's CMake would use it.
    consumer = work / "consumer"
    consumer.mkdir(parents=True, exist_ok=True)
    (consumer / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.25)\nproject(consumer LANGUAGES CXX)\n"
        'find_package(cudacompat 0.1 REQUIRED)\nmessage(STATUS "tool=${CUDACOMPAT_EXECUTABLE}")\n'
    )
    configured = run(["cmake", "-S", consumer, "-B", consumer / "build", f"-Dcudacompat_DIR={cmake_dir}"])
    check(
        configured.returncode == 0 and str(work / ".work" / "venv") in configured.stdout,
        "find_package(cudacompat) finds the pip-installed package and its tool",
    )
    return python, tool


def check_kernel_wheel(work: Path, cuda: str, tool: Path) -> Path | None:
    """Step 3: the repaired wheel of the toolkit `cuda`."""
    major = cuda.split(".")[0]
    wheels = list((work / "wheels" / f"cuda-{cuda}").glob("*.whl"))
    check(
        len(wheels) == 1 and wheels[0].name.startswith(f"cudacompat_kernels_cu{major}-0.1.0-py3-none-manylinux_"),
        f"CUDA {cuda}: one manylinux wheel named for the major: {[w.name for w in wheels]}",
    )
    if len(wheels) != 1:
        return None
    runtime = "nvidia-cuda-runtime" if int(major) >= 13 else f"nvidia-cuda-runtime-cu{major}"

    def strict_range(line: str) -> bool:  # admits this release's runtime, never the next major's
        requirement = Requirement(line)
        floor = next((s.version for s in requirement.specifier if s.operator == ">="), "0")
        return (
            requirement.name == runtime
            and floor.startswith(cuda + ".")
            and not requirement.specifier.contains(f"{int(major) + 1}.0.0", prereleases=True)
        )

    requires = wheel_metadata(wheels[0]).get("Requires-Dist", [])
    check(
        any(strict_range(line) for line in requires),
        f"CUDA {cuda}: depends on {runtime} from CUDA {cuda}'s release, below {int(major) + 1}: {requires}",
    )
    with zipfile.ZipFile(wheels[0]) as archive:
        names = archive.namelist()
    cuda_libraries = [n for n in names if CUDA_LIBRARY.search(n.rsplit("/", 1)[-1])]
    check(
        not cuda_libraries
        and any(n.endswith(".so.0.1.0") for n in names)
        and any(n.endswith(f"libcudacompat_kernels_cuda{major}.so") for n in names),
        f"CUDA {cuda}: the core library and its cuda{major} backend inside, and no CUDA library: {cuda_libraries}",
    )
    audit = run([tool, "audit", "--json", wheels[0]])
    check(
        audit.returncode == 0,
        f"CUDA {cuda}: cudacompat audit of {wheels[0].name} is clean (exit {audit.returncode}): " + audit.stdout[-300:],
    )
    return wheels[0]


def loaded_cudart(python: Path, backend: str | None = None) -> tuple[str, str, str]:
    """Imports the package in `python` (CUDACOMPAT_BACKEND=`backend` when given), runs the CPU path;
    returns (backend used, the libcudart mapped or "", the check of the results and the reason)."""
    code = r"""
import json, warnings
from array import array
warnings.simplefilter("error")
import cudacompat_kernels as ck
x = array("f", [float(i) for i in range(1000)]); y = array("f", [1.0] * 1000)
used = ck.axpy(2.0, x, y)
ok = (all(abs(y[i] - (2.0 * i + 1.0)) < 1e-3 for i in range(1000))
      and abs(ck.sum(x) - 499500.0) < 1e-6 and ck.max_value(x) == 999.0)
maps = [line.split()[-1] for line in open("/proc/self/maps") if "libcudart.so" in line]
print(json.dumps([used, " / ".join(ck.loaded_backend()), maps[0] if maps else "", ok]))
"""
    environment = {k: v for k, v in os.environ.items() if k != "CUDACOMPAT_BACKEND"}
    if backend:
        environment["CUDACOMPAT_BACKEND"] = backend
    result = subprocess.run([str(python), "-c", code], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        return "error", "", result.stderr.strip()[-800:]
    used, why, cudart, ok = json.loads(result.stdout)
    return used, cudart, f"{'correct' if ok else 'WRONG'}; {why}"


def install_and_use(wheels: dict[str, Path], work: Path, tool: Path) -> None:
    """Step 4: a fresh environment per major, real dependencies from PyPI; then both majors in one."""
    first_of_major: dict[str, tuple[str, Path]] = {}
    for cuda, wheel in wheels.items():
        first_of_major.setdefault(cuda.split(".")[0], (cuda, wheel))
    for major, (cuda, wheel) in first_of_major.items():
        environment = work / f"venv-user-cu{major}"
        python = venv(environment, system_site=False)
        installed = run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", wheel])
        if installed.returncode != 0:
            if any(
                word in installed.stderr
                for word in ("NewConnectionError", "Network is unreachable", "Temporary failure in name resolution")
            ):
                expect_every_check_passed()  # what failed before still fails the test
                skip(f"PyPI unreachable: {installed.stderr.strip()[-300:]}")
            check(False, f"pip install {wheel.name} with its dependencies from PyPI: {installed.stderr.strip()[-800:]}")
            continue
        names = sorted(
            p["name"].lower() for p in json.loads(must([python, "-m", "pip", "list", "--format", "json"]).stdout)
        )
        runtime = "nvidia-cuda-runtime-cu12" if major == "12" else "nvidia-cuda-runtime"
        check(runtime in names, f"pip installed the real {runtime} from PyPI beside {wheel.name}: {names}")
        used, cudart, verdict = loaded_cudart(python)
        check(
            used == "cpu" and verdict.startswith("correct; cpu / no NVIDIA driver") and not cudart,
            f"cu{major}: import and the CPU path work without a GPU, and no CUDA library is even loaded: {verdict}",
        )
        # The backend asked for by name loads its runtime; this machine has a CUDA 13 runtime in
        # ld.so.cache, and the wheel's must still come first.
        used, cudart, verdict = loaded_cudart(python, f"cuda{major}")
        check(
            used == "cpu" and verdict.startswith(f"correct; cuda{major} / cuda{major} backend"),
            f"cu{major}: CUDACOMPAT_BACKEND=cuda{major} loads the wheel's backend; "
            f"no device, so the CPU computes: {verdict}",
        )
        check(
            str(environment) in cudart and "/nvidia/" in cudart,
            f"cu{major}: libcudart.so.{major} came from the NVIDIA wheel in the environment (RUNPATH): {cudart}",
        )
        env_check = run([tool, "pin", "--env", environment, "--cuda", cuda])
        check(
            env_check.returncode == 0,
            f"cu{major}: pin --env of that environment is clean: {env_check.stdout.strip()[-300:]}",
        )
        if major == "13" and Path("/usr/local/lib/libcudart.so.13").exists():
            # Without the NVIDIA wheel, the RUNPATH finds nothing and the loader falls back to the system's.
            must([python, "-m", "pip", "uninstall", "--quiet", "--yes", runtime])
            used, cudart, verdict = loaded_cudart(python, "cuda13")
            check(
                used == "cpu" and verdict.startswith("correct") and cudart and str(environment) not in cudart,
                f"cu13 without {runtime}: the system's libcudart.so.13 is used instead: {cudart}",
            )
    if {"12", "13"} <= set(first_of_major):
        python = work / "venv-user-cu12" / "bin" / "python"
        cu13 = first_of_major["13"][1]
        second = run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", cu13])
        check(
            second.returncode == 0,
            f"pip installs {cu13.name} beside the cu12 one (the names differ): {second.stderr.strip()[-300:]}",
        )
        warned = run([python, "-W", "always", "-c", "import cudacompat_kernels"])
        check(
            "cudacompat-kernels-cu12" in warned.stderr
            and "cudacompat-kernels-cu13" in warned.stderr
            and "RuntimeWarning" in warned.stderr,
            f"importing with both installed warns and names both: {warned.stderr.strip()[-400:]}",
        )
        mixed = run([tool, "pin", "--env", work / "venv-user-cu12", "--cuda", "13.0"])
        # Against CUDA 13.0 the CUDA 12 one is the wrong major (one finding per entry: the mix of
        # majors it makes is not reported again).
        check(
            mixed.returncode == 1 and "wrong-major: Name: cudacompat-kernels-cu12" in mixed.stdout,
            f"pin --env reports the CUDA 12 kernel wheel as the wrong major: {mixed.stdout.strip()[-400:]}",
        )


def refuses_missing_toolkit(python: Path, source: Path, work: Path) -> None:
    """Step 5: a CUDA major whose toolkit is absent."""
    pyproject = source / "kernels" / "pyproject.toml"
    before = hashlib.sha256(pyproject.read_bytes()).hexdigest()
    out = work / "dist-missing"
    shutil.rmtree(out, ignore_errors=True)
    result = run(
        [
            python,
            "-m",
            "pip",
            "wheel",
            source / "kernels",
            "--no-build-isolation",
            "--no-deps",
            "-w",
            out,
            "-C",
            "cmake.define.CUDACOMPAT_CUDA_VERSION=12.9",
            "-C",
            f"cmake.define.CUDACOMPAT_TOOLKIT_SEARCH_PATH={SEARCH_PATH}",
        ]
    )
    text = result.stdout + result.stderr
    check(
        result.returncode != 0 and "12.9" in text and "no usable CUDA toolkit" in text,
        "a wheel for CUDA 12.9, which is not installed, stops with the reason: "
        + next((line.strip() for line in text.splitlines() if "no usable CUDA toolkit" in line), text[-300:]),
    )
    check(
        hashlib.sha256(pyproject.read_bytes()).hexdigest() == before
        and not (source / "kernels" / "pyproject.toml.cudacompat-backup").exists(),
        "pyproject.toml is byte for byte as before, and no backup is left",
    )
    check(not list(out.glob("*.whl")), "no wheel was written")


def test_kernel_wheels_per_cuda_major_build_repair_audit_install_and_run_without_a_gpu(source_dir, case_arg) -> None:
    source, work = Path(source_dir), Path(case_arg("work"))
    cudas, archs = case_arg("cuda").split(","), case_arg("archs", "75-real")
    # A fresh work tree every run: a kernel build tree left by an earlier run keeps the toolkit it was
    # configured with, and the wheels would then test that run's machine, not this one's.
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    built = run(["bash", source / "ci" / "build-packages.sh", "--wheels-only", "--out", work, "--archs", archs, *cudas])
    print(built.stdout[-3000:], built.stderr[-3000:])
    check(
        built.returncode == 0,
        f"ci/build-packages.sh --wheels-only {' '.join(cudas)} succeeded (exit {built.returncode})",
    )
    if built.returncode != 0:
        expect_every_check_passed()
    python, tool = check_cudacompat(work)
    wheels = {cuda: wheel for cuda in cudas if (wheel := check_kernel_wheel(work, cuda, tool))}
    refuses_missing_toolkit(python, source, work)
    install_and_use(wheels, work, tool)
    expect_every_check_passed()
