#!/usr/bin/env python3
"""The multi-target case study: three programs of NVIDIA/cuda-samples (tests/adoption/cuda-samples),
with their own CMake tree, adopted through find_package, add_subdirectory or FetchContent.

With a toolkit: configure and build; the three programs (vectorAdd, asyncAPI, UnifiedMemoryPerf)
are built for exactly the architectures asked (read back by `cudacompat audit`), where upstream's
tree hard-codes nine. UnifiedMemoryPerf's prefetches go through cudacompat's shim, so the same
source builds on CUDA 11.8 (int device) and 13.x (cudaMemLocation).
With `none` (every toolkit hidden) or CUDACOMPAT_CUDA=OFF: configure says why nothing is built, and
the build succeeds with no program.

usage: check_cuda_samples.py --source SRC --build BUILD --work WORK --mode MODE --cuda-version V|none|off [--archs 75]
Exit 77 (skip) when the toolkit asked for is not installed here.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "support"))
sys.path.insert(0, str(HERE))
from adoption_modes import configure_command, project_tree, sass_architectures, toolkit_choice  # noqa: E402
from case_checks import check, run_case  # noqa: E402

PROGRAMS = ("vectorAdd", "asyncAPI", "UnifiedMemoryPerf")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True, type=Path)
    parser.add_argument("--build", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--mode", required=True, choices=("find_package", "add_subdirectory", "fetchcontent"))
    parser.add_argument("--cuda-version", required=True, help="13.0, 12.4, ...; `none` hides every toolkit; `off` sets CUDACOMPAT_CUDA=OFF")
    parser.add_argument("--archs", default="75")
    args = parser.parse_args()
    work = args.work.resolve()

    def body():
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        tree = work / "cuda-samples"
        project_tree(HERE / "cuda-samples", "adopted", tree)
        build_dir = work / "build"
        tool = args.build.resolve() / "bin" / "cudacompat"
        configure = configure_command(args.mode, tree, build_dir, work, args.source.resolve(), args.build.resolve())
        configure += ["-G", "Ninja", f"-DCUDACOMPAT_ARCHS={args.archs}"]
        settings, run = toolkit_choice(tool, args.cuda_version)
        configure += settings
        cuda = args.cuda_version not in ("none", "off")

        configured = run(configure)
        output = configured.stdout + configured.stderr
        check(configured.returncode == 0, f"configure ({args.mode}, CUDA {args.cuda_version}):\n{output[-4000:]}")
        built = run(["cmake", "--build", str(build_dir), "-j2"])
        check(built.returncode == 0, f"build ({args.mode}, CUDA {args.cuda_version}):\n{(built.stdout + built.stderr)[-4000:]}")
        # The built executables (a FetchContent'd cudacompat source holds these case studies' folders).
        programs = {p: next((f for f in build_dir.rglob(p) if f.is_file() and os.access(f, os.X_OK)), None)
                    for p in PROGRAMS}
        if not cuda:
            check("cuda-samples: no CUDA toolkit" in output and not any(programs.values()),
                  f"without a toolkit the configure says why and no program is built: {programs}\n{output[-1500:]}")
            print(f"  {args.mode}, {args.cuda_version}: " + next(l for l in output.splitlines() if "cuda-samples:" in l))
            return
        check(all(programs.values()), f"the three programs are built: {programs}")
        for name, path in programs.items():
            sass = sass_architectures(tool, path)
            check(sass == [f"sm_{a}" for a in args.archs.split(";")],
                  f"{name} carries SASS for exactly sm_{args.archs} (upstream hard-codes nine architectures): {sass}")
        print(f"  {args.mode}, CUDA {args.cuda_version}: {', '.join(PROGRAMS)} built for sm_{args.archs}")

    return run_case(body)


if __name__ == "__main__":
    sys.exit(main())
