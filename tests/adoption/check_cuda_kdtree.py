#!/usr/bin/env python3
"""The Thrust library case study: ingowald/cudaKDTree (tests/adoption/cudaKDTree), a header-only
CUDA library whose builder sorts with Thrust, adopted through find_package, add_subdirectory or
FetchContent with `cudacompat_configure(REQUIRES CCCL)`.

With a toolkit: configure and build. Taken as the top project (find_package), its sample program
(cukd_sample: a k-d tree built with thrust::sort, then closest-point queries) is built for exactly
the architectures asked (read back by `cudacompat audit`); taken by a parent (add_subdirectory,
FetchContent) it is, as upstream wants, the header-only library alone.
With `none` (every toolkit hidden) or CUDACOMPAT_CUDA=OFF: configure says why the library is not
built, and the build succeeds with nothing.

usage: check_cuda_kdtree.py --source SRC --build BUILD --work WORK --mode MODE --cuda-version V|none|off [--archs 75]
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
from adoption_modes import MODES, configure_command, project_tree, sass_architectures, toolkit_choice  # noqa: E402
from case_checks import check, run_case  # noqa: E402

SAMPLE = "cukd_sample"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True, type=Path)
    parser.add_argument("--build", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--mode", required=True, choices=MODES)
    parser.add_argument("--cuda-version", required=True, help="13.0, 12.4, ...; `none` hides every toolkit; `off` sets CUDACOMPAT_CUDA=OFF")
    parser.add_argument("--archs", default="75")
    args = parser.parse_args()
    work = args.work.resolve()

    def body():
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        tree = work / "cudaKDTree"
        project_tree(HERE / "cudaKDTree", "adopted", tree)
        build_dir = work / "build"
        tool = args.build.resolve() / "bin" / "cudacompat"
        configure = configure_command(args.mode, tree, build_dir, work, args.source.resolve(), args.build.resolve())
        settings, run = toolkit_choice(tool, args.cuda_version)
        configure += ["-G", "Ninja", f"-DCUDACOMPAT_ARCHS={args.archs}"] + settings
        cuda = args.cuda_version not in ("none", "off")

        configured = run(configure)
        output = configured.stdout + configured.stderr
        check(configured.returncode == 0, f"configure ({args.mode}, CUDA {args.cuda_version}):\n{output[-4000:]}")
        built = run(["cmake", "--build", str(build_dir), "-j2"])
        check(built.returncode == 0, f"build ({args.mode}, CUDA {args.cuda_version}):\n{(built.stdout + built.stderr)[-4000:]}")
        sample = next((f for f in build_dir.rglob(SAMPLE) if f.is_file() and os.access(f, os.X_OK)), None)
        if not cuda:
            check("cudaKDTree: no CUDA toolkit" in output and "library not built" in output and sample is None,
                  f"without a toolkit the configure says why and nothing is built: {sample}\n{output[-1500:]}")
            print(f"  {args.mode}, {args.cuda_version}: " + next(l for l in output.splitlines() if "cudaKDTree:" in l))
            return
        if args.mode != "find_package":
            check(sample is None, f"as a subproject cudaKDTree is its header-only library alone (upstream's rule): {sample}")
            print(f"  {args.mode}, CUDA {args.cuda_version}: configured as a subproject, the header-only library")
            return
        check(sample is not None, f"{SAMPLE} is built")
        sass = sass_architectures(tool, sample)
        check(sass == [f"sm_{a}" for a in args.archs.split(";")],
              f"{SAMPLE} carries SASS for exactly sm_{args.archs} (upstream's default is all-major): {sass}")
        print(f"  {args.mode}, CUDA {args.cuda_version}: {SAMPLE} (thrust::sort) built for sm_{args.archs}")

    return run_case(body)


if __name__ == "__main__":
    sys.exit(main())
