"""cudacompat.build_backend pins the runtime wheels the built binaries need, not all that the
provider's `libraries` lists: a library linked statically, or not at all, gets no wheel.

Real builds (`pip wheel --no-build-isolation`) with the toolkit the probe finds here, for sm_75, of
a small extension module (a C module and a kernel in a .cu file, installed into mypkg/) whose
pyproject.toml says `libraries = ["cudart", "cublas"]`:
1. linking CUDA::cudart_static alone: the wheel requires neither nvidia-cuda-runtime nor
   nvidia-cublas, and the build says of each why ("cudart: linked statically, no ... wheel required");
2. linking CUDA::cudart_static and CUDA::cublas (the shared one, called): nvidia-cublas stays, the
   runtime goes;
3. the same as 2 with `dlopen = ["cudart"]`: the runtime wheel stays (a library the binaries open
   with dlopen is in no DT_NEEDED).
Each rewritten wheel's RECORD still matches its files (sha256 and size), and `packaging` reads its
METADATA.

A pytest module (tests/packages/CMakeLists.txt runs it with --case-arg build-dir=BUILD_DIR and --case-arg work=DIR).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from case_checks import expect, skip
from installed_cudacompat import pip_installed_cudacompat

CMAKELISTS = """cmake_minimum_required(VERSION 3.25)
project(mypkg LANGUAGES C CXX)
find_package(cudacompat REQUIRED)
cudacompat_configure(REQUIRES {requires})
find_package(CUDAToolkit REQUIRED)
find_package(Python REQUIRED COMPONENTS Interpreter Development.Module)
Python_add_library(_core MODULE core.c kernel.cu WITH_SOABI)
target_link_libraries(_core PRIVATE {link})
{definitions}
install(TARGETS _core DESTINATION mypkg)
"""
CORE_C = """#define PY_SSIZE_T_CLEAN
#include <Python.h>
int mypkg_launch(float *x);
static struct PyModuleDef core = {PyModuleDef_HEAD_INIT, "_core", NULL, -1, NULL};
PyMODINIT_FUNC PyInit__core(void) { (void)&mypkg_launch; return PyModule_Create(&core); }
"""
KERNEL_CU = """#include <cuda_runtime.h>
#ifdef MYPKG_CUBLAS
#include <cublas_v2.h>
#endif
__global__ void twice(float *x) { x[threadIdx.x] *= 2.0f; }
extern "C" int mypkg_launch(float *x) {
  twice<<<1, 1>>>(x);
#ifdef MYPKG_CUBLAS
  cublasHandle_t handle;
  if (cublasCreate(&handle) == CUBLAS_STATUS_SUCCESS) cublasDestroy(handle);
#endif
  return (int)cudaGetLastError();
}
"""
PYPROJECT = """[build-system]
requires = ["scikit-build-core>=1.1", "cudacompat"]
build-backend = "cudacompat.build_backend"

[project]
name = "mypkg"
version = "1.0.0"
dynamic = ["dependencies"]

[[tool.dynamic-metadata]]
provider = "cudacompat"
field = "dependencies"
libraries = ["cudart", "cublas"]
{dlopen}
extra = ["numpy>=1.23"]
"""


def run(command, **kwargs):
    print("$ " + " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], text=True, capture_output=True, **kwargs)


def project(root: Path, link: str, cublas: bool, dlopen: str = "") -> Path:
    if root.exists():
        shutil.rmtree(root)
    (root / "src" / "mypkg").mkdir(parents=True)
    (root / "src" / "mypkg" / "__init__.py").write_text("")
    (root / "CMakeLists.txt").write_text(
        CMAKELISTS.format(
            requires="cuBLAS" if cublas else "",
            link=link,
            definitions="target_compile_definitions(_core PRIVATE MYPKG_CUBLAS)" if cublas else "",
        )
    )
    (root / "core.c").write_text(CORE_C)
    (root / "kernel.cu").write_text(KERNEL_CU)
    (root / "pyproject.toml").write_text(PYPROJECT.format(dlopen=dlopen))
    return root


def build(tree: Path, out: Path, environment: dict):
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    result = run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-build-isolation",
            "--no-deps",
            "--disable-pip-version-check",
            "-v",
            "-w",
            out,
            "--config-settings=cmake.define.CUDACOMPAT_ARCHS=75",
            tree,
        ],
        env=environment,
    )
    wheels = sorted(out.glob("*.whl"))
    expect(
        result.returncode == 0 and len(wheels) == 1,
        f"pip wheel {tree.name}:\n{result.stdout[-3000:]}{result.stderr[-3000:]}",
    )
    return wheels[0], result.stdout + result.stderr


def requires_dist(wheel: Path) -> list[str]:
    from packaging.metadata import Metadata  # the reference reader of the format

    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        metadata = Metadata.from_email(archive.read(name), validate=True)
    return [str(requirement) for requirement in metadata.requires_dist or []]


def check_record(wheel: Path) -> None:
    """Every RECORD line's hash and size match the member's bytes, and every member is listed."""
    with zipfile.ZipFile(wheel) as archive:
        record_name = next(n for n in archive.namelist() if n.endswith(".dist-info/RECORD"))
        listed = set()
        for line in archive.read(record_name).decode().splitlines():
            path, digest, size = line.rsplit(",", 2)
            listed.add(path)
            if path == record_name:
                continue
            data = archive.read(path)
            expected = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            expect(digest == expected and int(size) == len(data), f"{wheel.name}: RECORD of {path} matches its bytes")
        expect(
            listed == set(archive.namelist()),
            f"{wheel.name}: RECORD lists every member: {set(archive.namelist()) ^ listed}",
        )


def names(requirements: list[str]) -> list[str]:
    return sorted(r.split(">")[0].split("<")[0].split("=")[0].split(";")[0].strip() for r in requirements)


def test_build_backend_pins_only_the_runtime_wheels_the_built_extension_needs(source_dir, case_arg) -> None:
    source, build_dir, work = (Path(a).resolve() for a in (source_dir, case_arg("build-dir"), case_arg("work")))

    if run([sys.executable, "-c", "import scikit_build_core, packaging.metadata"]).returncode != 0:
        skip("scikit-build-core or packaging is not installed (ci/requirements-test.txt lists them)")
    if not (build_dir / "bin" / "cudacompat").is_file():
        skip(f"{build_dir}/bin/cudacompat is not built")
    site = work / "site"
    tool = pip_installed_cudacompat(source, build_dir, site)
    probe = json.loads(run([tool, "probe", "--json", "--features", "skip", "--requires", "cuBLAS"]).stdout or "{}")
    if not probe.get("decision", {}).get("build_cuda"):
        skip(f"no usable CUDA toolkit with cuBLAS here: {probe.get('decision', {}).get('reason')}")
    major = probe["toolkit"]["version"]["value"].split(".")[0]
    base = {
        k: v
        for k, v in os.environ.items()
        if k not in ("CUDACOMPAT_CUDA", "CUDACOMPAT_PACKAGE_CUDA", "CUDACOMPAT_TOOL")
    }
    environment = dict(base, PYTHONPATH=str(site), CUDACOMPAT_CUDA="ON")

    # 1. The static runtime alone.
    wheel, said = build(
        project(work / "static", "CUDA::cudart_static", cublas=False), work / "static-wheel", environment
    )
    required = requires_dist(wheel)
    expect(names(required) == ["numpy"], f"static runtime, no cuBLAS linked: no NVIDIA wheel required: {required}")
    expect(
        "cudacompat.build_backend: cudart: linked statically, no nvidia-cuda-runtime" in said,
        f"the build says the runtime was linked statically and its wheel is not required:\n{said[-3000:]}",
    )
    expect(
        "cudacompat.build_backend: cublas: in no built binary's DT_NEEDED" in said,
        f"the build says no binary needs cuBLAS:\n{said[-3000:]}",
    )
    check_record(wheel)
    print(f"  {wheel.name}: Requires-Dist {required}")
    for line in said.splitlines():
        if "cudacompat.build_backend:" in line:
            print("    " + line.strip())

    # 2. cuBLAS linked dynamically, the runtime statically.
    wheel, said = build(
        project(work / "cublas", "CUDA::cudart_static CUDA::cublas", cublas=True), work / "cublas-wheel", environment
    )
    required = requires_dist(wheel)
    expect(
        any(r.startswith("nvidia-cublas") for r in required) and not any("cuda-runtime" in r for r in required),
        f"cuBLAS linked dynamically keeps nvidia-cublas, the static runtime drops nvidia-cuda-runtime: {required}",
    )
    expect("cublas:" not in said.replace("cublas: in no", ""), "nothing is said of cuBLAS, which is kept")
    check_record(wheel)
    print(f"  {wheel.name}: Requires-Dist {required}")

    # 3. A library said to be opened with dlopen stays.
    wheel, said = build(
        project(work / "dlopen", "CUDA::cudart_static CUDA::cublas", cublas=True, dlopen='dlopen = ["cudart"]'),
        work / "dlopen-wheel",
        environment,
    )
    required = requires_dist(wheel)
    expect(
        any(r.startswith("nvidia-cublas") for r in required) and any("cuda-runtime" in r for r in required),
        f"a runtime said to be opened with dlopen keeps its wheel: {required}",
    )
    print(f'  {wheel.name} (dlopen = ["cudart"]): Requires-Dist {required}; CUDA {major}')
