"""cudacompat for Python build scripts: the same probes, pins and audit as the CMake package.

    import cudacompat
    if cudacompat.build_cuda():          # by toolkit presence, never by "is a GPU here?"
        ...
    cudacompat.probe()["toolkit"]         # what `cudacompat probe --json` reports
    cudacompat.pins(libraries=["cudart"]) # `cudacompat pin --format json`
    cudacompat.audit("dist/x.whl")        # `cudacompat audit --json`

`cmake_dir()` is the directory find_package(cudacompat) needs (scikit-build-core finds it by
itself, through this package's `cmake.root` entry point).
"""

from __future__ import annotations

from pathlib import Path

from ._decision import Decision, build_cuda
from ._tool import CudacompatError, tool_path
from ._version import __version__
from .api import audit, pins, probe

__all__ = [
    "CudacompatError",
    "Decision",
    "__version__",
    "audit",
    "build_cuda",
    "cmake_dir",
    "pins",
    "probe",
    "tool_path",
]


def cmake_dir() -> Path:
    """The directory holding cudacompatConfig.cmake (for -Dcudacompat_DIR=...)."""
    return Path(__file__).resolve().parent / "lib" / "cmake" / "cudacompat"
