"""The multi-target case study: three programs of NVIDIA/cuda-samples (tests/adoption/cuda-samples),
with their own CMake tree, adopted through find_package, add_subdirectory or FetchContent.

With a toolkit: configure and build; the three programs (vectorAdd, asyncAPI, UnifiedMemoryPerf)
are built for exactly the architecture asked (read back by `cudacompat audit`), where upstream's
tree hard-codes nine. UnifiedMemoryPerf's prefetches go through cudacompat's shim, so the same
source builds on CUDA 11.8 (int device) and 13.x (cudaMemLocation).
With `none` (every toolkit hidden) or CUDACOMPAT_CUDA=OFF: configure says why nothing is built, and
the build succeeds with no program. Skips when the toolkit asked for is not installed here.

ctest passes `--case-arg build-dir=BUILD --case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import os

from adoption_modes import ARCHS, adopt, sass_architectures
from case_checks import expect

PROGRAMS = ("vectorAdd", "asyncAPI", "UnifiedMemoryPerf")


def adopt_samples(source_dir, case_arg, mode: str, cuda_version: str) -> None:
    adopted = adopt(source_dir, case_arg, "cuda-samples", mode, cuda_version, f"cuda-samples-{mode}-{cuda_version}")
    tool, build_dir, output = adopted.tool, adopted.build_dir, adopted.output
    cuda = cuda_version not in ("none", "off")
    # The built executables (a FetchContent'd cudacompat source holds these case studies' folders).
    programs = {
        p: next((f for f in build_dir.rglob(p) if f.is_file() and os.access(f, os.X_OK)), None) for p in PROGRAMS
    }
    if not cuda:
        expect(
            "cuda-samples: no CUDA toolkit" in output and not any(programs.values()),
            f"without a toolkit the configure says why and no program is built: {programs}\n{output[-1500:]}",
        )
        print(f"  {mode}, {cuda_version}: " + next(l for l in output.splitlines() if "cuda-samples:" in l))
        return
    expect(all(programs.values()), f"the three programs are built: {programs}")
    for name, path in programs.items():
        sass = sass_architectures(tool, path)
        expect(
            sass == [f"sm_{a}" for a in ARCHS.split(";")],
            f"{name} carries SASS for exactly sm_{ARCHS} (upstream hard-codes nine architectures): {sass}",
        )
    print(f"  {mode}, CUDA {cuda_version}: {', '.join(PROGRAMS)} built for sm_{ARCHS}")


def test_cuda_samples_through_find_package_build_for_the_one_architecture_asked_with_cuda_13_0(source_dir, case_arg):
    adopt_samples(source_dir, case_arg, "find_package", "13.0")


def test_cuda_samples_through_add_subdirectory_configure_and_build_nothing_with_every_toolkit_hidden(
    source_dir, case_arg
):
    adopt_samples(source_dir, case_arg, "add_subdirectory", "none")


def test_cuda_samples_through_fetchcontent_configure_and_build_nothing_with_cuda_off(source_dir, case_arg):
    adopt_samples(source_dir, case_arg, "fetchcontent", "off")
