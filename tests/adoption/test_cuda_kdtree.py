"""The Thrust library case study: ingowald/cudaKDTree (tests/adoption/cudaKDTree), a header-only
CUDA library whose builder sorts with Thrust, adopted through find_package, add_subdirectory or
FetchContent with `cudacompat_configure(REQUIRES CCCL)`.

With a toolkit: configure and build. Taken as the top project (find_package), its sample program
(cukd_sample: a k-d tree built with thrust::sort, then closest-point queries) is built for exactly
the architecture asked (read back by `cudacompat audit`); taken by a parent (add_subdirectory,
FetchContent) it is, as upstream wants, the header-only library alone.
With `none` (every toolkit hidden) or CUDACOMPAT_CUDA=OFF: configure says why the library is not
built, and the build succeeds with nothing. Skips when the toolkit asked for is not installed here.

ctest passes `--case-arg build-dir=BUILD --case-arg work=WORK` (tests/adoption/CMakeLists.txt).
"""

from __future__ import annotations

import os

from adoption_modes import ARCHS, adopt, sass_architectures
from case_checks import expect

SAMPLE = "cukd_sample"


def adopt_kdtree(source_dir, case_arg, mode: str, cuda_version: str) -> None:
    adopted = adopt(source_dir, case_arg, "cudaKDTree", mode, cuda_version, f"cudaKDTree-{mode}-{cuda_version}")
    tool, build_dir, output = adopted.tool, adopted.build_dir, adopted.output
    cuda = cuda_version not in ("none", "off")
    sample = next((f for f in build_dir.rglob(SAMPLE) if f.is_file() and os.access(f, os.X_OK)), None)
    if not cuda:
        expect(
            "cudaKDTree: no CUDA toolkit" in output and "library not built" in output and sample is None,
            f"without a toolkit the configure says why and nothing is built: {sample}\n{output[-1500:]}",
        )
        print(f"  {mode}, {cuda_version}: " + next(l for l in output.splitlines() if "cudaKDTree:" in l))
        return
    if mode != "find_package":
        expect(
            sample is None, f"as a subproject cudaKDTree is its header-only library alone (upstream's rule): {sample}"
        )
        print(f"  {mode}, CUDA {cuda_version}: configured as a subproject, the header-only library")
        return
    expect(sample is not None, f"{SAMPLE} is built")
    sass = sass_architectures(tool, sample)
    expect(
        sass == [f"sm_{a}" for a in ARCHS.split(";")],
        f"{SAMPLE} carries SASS for exactly sm_{ARCHS} (upstream's default is all-major): {sass}",
    )
    print(f"  {mode}, CUDA {cuda_version}: {SAMPLE} (thrust::sort) built for sm_{ARCHS}")


def test_cuda_kdtree_through_find_package_builds_its_thrust_sample_for_the_one_architecture_asked_with_cuda_13_0(
    source_dir, case_arg
):
    adopt_kdtree(source_dir, case_arg, "find_package", "13.0")


def test_cuda_kdtree_through_add_subdirectory_with_every_toolkit_hidden_configures_and_says_the_library_is_not_built(
    source_dir, case_arg
):
    adopt_kdtree(source_dir, case_arg, "add_subdirectory", "none")
