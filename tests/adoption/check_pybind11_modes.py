#!/usr/bin/env python3
"""The Python-extension case study (tests/adoption/pybind11-cuda) taken as a CMake project rather
than as a wheel: its adopted tree built through find_package, add_subdirectory or FetchContent.
Taken from source, the project includes cudacompat's modules by name
(`include(cudacompat_set_wheel_runpath)`) as it does after find_package. With a toolkit the
extension module is built for exactly the architectures asked (read back by `cudacompat audit`) and
installs with the RUNPATH into the NVIDIA runtime wheel's directory, and nothing of cudacompat is
installed beside it.

usage: check_pybind11_modes.py --source SRC --build BUILD --work WORK --mode MODE --cuda-version V [--archs 75]
Exit 77 (skip) when the toolkit asked for, or pybind11, is not installed here.
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "support"))
sys.path.insert(0, str(HERE))
from adoption_modes import MODES, configure_command, project_tree, sass_architectures, toolkit_choice  # noqa: E402
from case_checks import Skip, check, run_case  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True, type=Path)
    parser.add_argument("--build", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--mode", required=True, choices=MODES)
    parser.add_argument("--cuda-version", required=True, help="13.0, 12.4, ...")
    parser.add_argument("--archs", default="75")
    args = parser.parse_args()
    work = args.work.resolve()

    def body():
        try:
            import pybind11
        except ImportError:
            raise Skip("pybind11 is not installed (ci/install-python-deps.sh installs it)")
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        tree = project_tree(HERE / "pybind11-cuda", "adopted", work / "pybind11-cuda")
        build_dir = work / "build"
        tool = args.build.resolve() / "bin" / "cudacompat"
        configure = configure_command(args.mode, tree, build_dir, work, args.source.resolve(), args.build.resolve())
        settings, run = toolkit_choice(tool, args.cuda_version)
        configure += ["-G", "Ninja", f"-DCUDACOMPAT_ARCHS={args.archs}", f"-Dpybind11_DIR={pybind11.get_cmake_dir()}",
                      f"-DPython_EXECUTABLE={sys.executable}"] + settings
        configured = run(configure)
        output = configured.stdout + configured.stderr
        check(configured.returncode == 0, f"configure ({args.mode}, CUDA {args.cuda_version}):\n{output[-4000:]}")
        built = run(["cmake", "--build", str(build_dir), "-j2"])
        check(built.returncode == 0, f"build ({args.mode}):\n{(built.stdout + built.stderr)[-4000:]}")
        module = next(iter(sorted(build_dir.rglob("gpu_library*.so"))), None)
        check(module is not None, f"the extension module gpu_library*.so is built under {build_dir}")
        sass = sass_architectures(tool, module)
        check(sass == [f"sm_{a}" for a in args.archs.split(";")], f"{module.name} carries SASS for exactly sm_{args.archs}: {sass}")
        # The RUNPATH is the installed module's (INSTALL_RPATH: the build tree's copy holds a
        # placeholder that `cmake --install` rewrites), as a wheel build installs it.
        prefix = work / "prefix"
        installed = run(["cmake", "--install", str(build_dir), "--prefix", str(prefix)])
        check(installed.returncode == 0, f"cmake --install:\n{(installed.stdout + installed.stderr)[-3000:]}")
        module = next(iter(sorted(prefix.rglob("gpu_library*.so"))), None)
        check(module is not None, f"the extension module is installed under {prefix}")
        strays = sorted(str(p.relative_to(prefix)) for p in prefix.rglob("*") if "cudacompat" in p.name)
        check(not strays, f"nothing of cudacompat is installed with the project: {strays}")
        dynamic = subprocess.run(["readelf", "-d", str(module)], capture_output=True, text=True).stdout
        runpath = next((line for line in dynamic.splitlines() if "RUNPATH" in line), "")
        check("$ORIGIN" in runpath and "nvidia" in runpath,
              f"cudacompat_set_wheel_runpath gave the module a RUNPATH into the NVIDIA wheel: {runpath or 'none'}")
        print(f"  {args.mode}, CUDA {args.cuda_version}: {module.name} for sm_{args.archs}, {runpath.split('[')[-1].rstrip(']')}")

    return run_case(body)


if __name__ == "__main__":
    sys.exit(main())
