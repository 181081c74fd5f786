"""The FindCUDA case study: gpufit/Gpufit (tests/adoption/Gpufit), a CUDA curve-fitting library
(Gpufit) beside its CPU twin (Cpufit), built upstream with FindCUDA (find_package(CUDA),
cuda_add_library, CUDA_NVCC_FLAGS from CUDA_SELECT_NVCC_ARCH_FLAGS, a static cuBLAS found with
find_cuda_helper_libs), adopted as docs/guides/from-findcuda.md says.

Upstream first, as it is, with its own settings (USE_CUBLAS=ON, CUDA_ARCHITECTURES=7.5, FindCUDA's
CUDA_TOOLKIT_ROOT_DIR for a toolkit other than the one on PATH): configure, and build where it
configures; what fails is printed, first error lines, not judged (it is the baseline).
Then the adopted tree through find_package, with the same toolkit, USE_CUBLAS=ON and
CUDACOMPAT_ARCHS: it must configure and build; libGpufit carries SASS for exactly the architectures
asked; it needs libcublas at run time exactly when configure said this toolkit has no static
cuBLAS, and never libcudart (linked statically, as cuda_add_library did); Simple_Example starts (its
libraries resolve) and reports that there is no usable device, this machine having none.
With `none` (every toolkit hidden): upstream stops in find_package(CUDA REQUIRED); adopted,
configure says Gpufit is not built and why, and Cpufit (the CPU path) is built alone.

Prints `time upstream|adopted configure|build SECONDS` lines (bench figures). Skips when the
toolkit asked for is not installed here. ctest passes `--case-arg build-dir=BUILD --case-arg
work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import time
from pathlib import Path

from adoption_modes import (
    ARCHS,
    build_tree,
    configure_command,
    fresh_work,
    probed_toolkit,
    project_tree,
    sass_architectures,
    toolkit_choice,
)
from case_checks import expect

HERE = Path(__file__).resolve().parent

# The optional parts of Gpufit's build this case leaves out (their sources are not vendored: the
# MATLAB, Java and Python bindings, the Boost tests, the LaTeX manual), turned off the CMake way.
OPTIONAL_PACKAGES = ["-DBUILD_TESTING=OFF"] + [
    f"-DCMAKE_DISABLE_FIND_PACKAGE_{name}=ON" for name in ("Java", "Matlab", "Boost", "LATEX", "PythonInterp")
]
NO_DEVICE = (
    "no CUDA-capable device",
    "CUDA driver version is insufficient",
    "cudaErrorNoDevice",
    "cudaErrorInsufficientDriver",
    "initialization error",
)


UPSTREAM_WARNINGS = ("Boost NOT found", "PDFLatex NOT found")


def warnings(output: str) -> list[str]:
    """Each `CMake Warning` with its first line of text."""
    lines = output.splitlines()
    return [" ".join(lines[i : i + 6]).strip() for i, line in enumerate(lines) if line.startswith("CMake Warning")]


def first_errors(output: str, count: int = 6) -> str:
    lines = output.splitlines()
    found = [
        i for i, line in enumerate(lines) if re.search(r"CMake Error|undefined reference|error:|fatal|#error", line)
    ]
    return "\n".join(lines[found[0] : found[0] + count]) if found else "\n".join(lines[-count:])


def upstream_toolkit_settings(tool: Path, cuda_version: str) -> list[str]:
    """FindCUDA's own way to pick a toolkit: CUDA_TOOLKIT_ROOT_DIR (the probe says where it is)."""
    report, _ = probed_toolkit(tool, cuda_version)
    root = (report or {}).get("toolkit", {}).get("root", {}).get("value")
    return [f"-DCUDA_TOOLKIT_ROOT_DIR={root}"] if root else []


def timed(run, command):
    start = time.monotonic()
    result = run(command)
    return result, time.monotonic() - start


def needed(tool: Path, binary: Path) -> list[str]:
    report = json.loads(
        subprocess.run([str(tool), "audit", "--json", str(binary)], capture_output=True, text=True).stdout
    )
    return [name for file in report["files"] for name in file.get("needed", [])]


def adopt_gpufit(source_dir, case_arg, cuda_version: str) -> None:
    work = fresh_work(case_arg, f"Gpufit-{cuda_version}")
    build = build_tree(case_arg)
    tool = build / "bin" / "cudacompat"
    cuda = cuda_version != "none"
    settings, run = toolkit_choice(tool, cuda_version)  # skips when the toolkit is not here

    # Upstream, as it is.
    upstream = project_tree(HERE / "Gpufit", "upstream", work / "upstream")
    up_build = work / "upstream-build"
    up_settings = [
        "-G",
        "Ninja",
        "-DUSE_CUBLAS=ON",
        "-DCUDA_ARCHITECTURES=" + ";".join(f"{a[:-1]}.{a[-1]}" for a in ARCHS.split(";")),
    ] + OPTIONAL_PACKAGES
    if cuda:
        up_settings += upstream_toolkit_settings(tool, cuda_version)
    configured, seconds = timed(run, ["cmake", "-S", str(upstream), "-B", str(up_build)] + up_settings)
    output = configured.stdout + configured.stderr
    print(f"time upstream configure {seconds:.1f} {'ok' if configured.returncode == 0 else 'fails'}")
    if not cuda:
        expect(
            configured.returncode != 0 and "Could NOT find CUDA" in output,
            f"upstream stops in find_package(CUDA REQUIRED) with no toolkit:\n{output[-1500:]}",
        )
    if configured.returncode != 0:
        print("upstream configure fails:\n" + first_errors(output))
        if cuda:  # then without cuBLAS, upstream's default, for a build to compare with
            up_build = work / "upstream-build-no-cublas"
            up_settings = [s.replace("-DUSE_CUBLAS=ON", "-DUSE_CUBLAS=OFF") for s in up_settings]
            configured, seconds = timed(run, ["cmake", "-S", str(upstream), "-B", str(up_build)] + up_settings)
            print(
                f"time upstream configure (USE_CUBLAS=OFF) {seconds:.1f} "
                f"{'ok' if configured.returncode == 0 else 'fails'}"
            )
            if configured.returncode != 0:
                print(
                    "upstream configure (USE_CUBLAS=OFF) fails:\n" + first_errors(configured.stdout + configured.stderr)
                )
    if configured.returncode == 0:
        built, seconds = timed(run, ["cmake", "--build", str(up_build), "-j2"])
        print(f"time upstream build {seconds:.1f} {'ok' if built.returncode == 0 else 'fails'}")
        if built.returncode != 0:
            print("upstream build fails:\n" + first_errors(built.stdout + built.stderr))
        else:
            cache = (up_build / "CMakeCache.txt").read_text()
            for variable in ("CUDA_NVCC_EXECUTABLE", "CUDA_cudart_static_LIBRARY"):
                value = next((l.split("=", 1)[1] for l in cache.splitlines() if l.startswith(variable + ":")), "?")
                print(f"  upstream {variable} = {value}")

    # Adopted.
    tree = project_tree(HERE / "Gpufit", "adopted", work / "Gpufit")
    build_dir = work / "build"
    configure = configure_command("find_package", tree, build_dir, work, Path(source_dir), build)
    # Without CUDA, Gpufit/ (and its java/) is not configured: its switch would be "not used".
    optional = OPTIONAL_PACKAGES if cuda else [o for o in OPTIONAL_PACKAGES if "_Java=" not in o]
    configure += ["-G", "Ninja", "-DUSE_CUBLAS=ON", f"-DCUDACOMPAT_ARCHS={ARCHS}"] + optional + settings
    configured, seconds = timed(run, configure)
    output = configured.stdout + configured.stderr
    print(f"time adopted configure {seconds:.1f}")
    expect(configured.returncode == 0, f"adopted configure (CUDA {cuda_version}):\n{output[-4000:]}")
    extra = [warning for warning in warnings(output) if not any(ours in warning for ours in UPSTREAM_WARNINGS)]
    expect(not extra, f"adopted configure warns only as upstream does (no Boost, no LaTeX here): {extra}")
    built, seconds = timed(run, ["cmake", "--build", str(build_dir), "-j2"])
    print(f"time adopted build {seconds:.1f}")
    expect(built.returncode == 0, f"adopted build (CUDA {cuda_version}):\n{(built.stdout + built.stderr)[-4000:]}")
    gpufit = build_dir / "Gpufit" / "libGpufit.so"
    cpufit = build_dir / "Cpufit" / "libCpufit.so"
    expect(cpufit.is_file(), "Cpufit, the CPU path, is built")

    if not cuda:
        expect(
            "Gpufit: no CUDA toolkit" in output and not gpufit.exists(),
            f"without a toolkit configure says why and builds Cpufit alone:\n{output[-1500:]}",
        )
        print("  " + next(line for line in output.splitlines() if "Gpufit: no CUDA toolkit" in line))
        return
    expect(gpufit.is_file(), "libGpufit.so is built")
    asked = [f"sm_{a}" for a in ARCHS.split(";")]
    objects = sorted((build_dir / "Gpufit" / "CMakeFiles" / "Gpufit.dir").glob("*.cu.o"))
    sass = sorted({arch for obj in objects for arch in sass_architectures(tool, obj)})
    expect(
        len(objects) == 5 and sass == asked,
        f"Gpufit's own five .cu objects carry SASS for exactly {asked} (upstream's default, All, is eight): {sass}",
    )
    in_library = sass_architectures(tool, gpufit)
    libraries = needed(tool, gpufit)
    shared_cublas = "this toolkit has no static cuBLAS" in output
    # A static cuBLAS brings its own kernels, for the architectures its toolkit built it for.
    expect(
        in_library == asked if shared_cublas else set(asked) <= set(in_library),
        f"libGpufit's SASS: {asked}, and with a static cuBLAS that library's own: {in_library}",
    )
    expect(
        any(n.startswith("libcublas.so") for n in libraries) == shared_cublas,
        f"libGpufit needs libcublas at run time exactly when configure said the toolkit has no static one "
        f"(said: {shared_cublas}): DT_NEEDED {libraries}",
    )
    expect(
        not any(n.startswith("libcudart.so") for n in libraries),
        f"the CUDA runtime is linked statically, as cuda_add_library did: DT_NEEDED {libraries}",
    )
    print(
        f"  CUDA {cuda_version}: Gpufit's objects for {', '.join(sass)}; cuBLAS "
        f"{'shared' if shared_cublas else 'static'}, libGpufit's SASS {', '.join(in_library)}; "
        f"DT_NEEDED {' '.join(libraries)}"
    )

    example = build_dir / "Simple_Example"
    expect(example.is_file() and os.access(example, os.X_OK), "Simple_Example is built")
    ran = subprocess.run([str(example)], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)
    said = ran.stdout + ran.stderr
    expect("error while loading shared libraries" not in said, f"Simple_Example's libraries resolve:\n{said[-1500:]}")
    expect(
        ran.returncode == 0 or any(reason in said for reason in NO_DEVICE),
        f"Simple_Example runs, or says there is no usable device (exit {ran.returncode}):\n{said[-1500:]}",
    )
    print(f"  Simple_Example: exit {ran.returncode}: {said.strip().splitlines()[-1] if said.strip() else ''}")


def test_gpufit_from_findcuda_builds_with_cuda_13_0_for_the_one_architecture_asked_and_its_example_starts(
    source_dir, case_arg
):
    adopt_gpufit(source_dir, case_arg, "13.0")


def test_gpufit_from_findcuda_builds_with_cuda_12_4_for_the_one_architecture_asked_and_its_example_starts(
    source_dir, case_arg
):
    adopt_gpufit(source_dir, case_arg, "12.4")


def test_gpufit_from_findcuda_builds_with_cuda_11_8_for_the_one_architecture_asked_and_its_example_starts(
    source_dir, case_arg
):
    adopt_gpufit(source_dir, case_arg, "11.8")


def test_gpufit_from_findcuda_with_every_toolkit_hidden_builds_cpufit_alone_and_says_why(source_dir, case_arg):
    adopt_gpufit(source_dir, case_arg, "none")
