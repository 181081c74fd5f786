"""The Python-extension case study (tests/adoption/pybind11-cuda) taken as a CMake project rather
than as a wheel: its adopted tree built through add_subdirectory (find_package and FetchContent
take the same tree). Taken from source, the project includes cudacompat's modules by name
(`include(cudacompat_set_wheel_runpath)`) as it does after find_package. With a toolkit the
extension module is built for exactly the architecture asked (read back by `cudacompat audit`) and
installs with the RUNPATH into the NVIDIA runtime wheel's directory, and nothing of cudacompat is
installed beside it. Skips when the toolkit asked for, or pybind11, is not installed here.

ctest passes `--case-arg build-dir=BUILD --case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import subprocess
import sys

from adoption_modes import ARCHS, adopt, require_modules, sass_architectures
from case_checks import expect


def build_extension(source_dir, case_arg, mode: str, cuda_version: str) -> None:
    require_modules("pybind11")
    import pybind11

    settings = [f"-Dpybind11_DIR={pybind11.get_cmake_dir()}", f"-DPython_EXECUTABLE={sys.executable}"]
    adopted = adopt(source_dir, case_arg, "pybind11-cuda", mode, cuda_version, f"pybind11-modes-{mode}", settings)
    tool, work, build_dir, run = adopted.tool, adopted.work, adopted.build_dir, adopted.run
    module = next(iter(sorted(build_dir.rglob("gpu_library*.so"))), None)
    expect(module is not None, f"the extension module gpu_library*.so is built under {build_dir}")
    sass = sass_architectures(tool, module)
    expect(sass == [f"sm_{a}" for a in ARCHS.split(";")], f"{module.name} carries SASS for exactly sm_{ARCHS}: {sass}")
    # The RUNPATH is the installed module's (INSTALL_RPATH: the build tree's copy holds a
    # placeholder that `cmake --install` rewrites), as a wheel build installs it.
    prefix = work / "prefix"
    installed = run(["cmake", "--install", str(build_dir), "--prefix", str(prefix)])
    expect(installed.returncode == 0, f"cmake --install:\n{(installed.stdout + installed.stderr)[-3000:]}")
    module = next(iter(sorted(prefix.rglob("gpu_library*.so"))), None)
    expect(module is not None, f"the extension module is installed under {prefix}")
    strays = sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*") if "cudacompat" in p.name)
    expect(not strays, f"nothing of cudacompat is installed with the project: {strays}")
    dynamic = subprocess.run(["readelf", "-d", str(module)], capture_output=True, text=True).stdout
    runpath = next((line for line in dynamic.splitlines() if "RUNPATH" in line), "")
    expect(
        "$ORIGIN" in runpath and "nvidia" in runpath,
        f"cudacompat_set_wheel_runpath gave the module a RUNPATH into the NVIDIA wheel: {runpath or 'none'}",
    )
    print(f"  {mode}, CUDA {cuda_version}: {module.name} for sm_{ARCHS}, {runpath.split('[')[-1].rstrip(']')}")


def test_a_pybind11_extension_through_add_subdirectory_builds_with_cuda_13_0_and_its_wheel_runpath(
    source_dir, case_arg
):
    build_extension(source_dir, case_arg, "add_subdirectory", "13.0")
