"""cudacompat's kernel library from Python: axpy, sum, max_value and normal_pdf on float32 data.

One wheel per CUDA major (cudacompat-kernels-cu12, -cu13), each importing as `cudacompat_kernels`.
The CUDA kernels run where a device is usable, the CPU implementations everywhere else:

    import cudacompat_kernels as ck
    ck.backend()              # ("cpu", "CUDA kernels built, but no device is usable (...)")
    ck.loaded_backend()       # ("cpu", "no NVIDIA driver: libcuda.so.1 could not be loaded (...)")
    ck.axpy(2.0, x, y)        # y = 2x + y, in place on an array('f') or a float32 buffer
"""

from __future__ import annotations

from ._library import BuildInfo, build_info, library
from ._variants import installed_variants, warn_if_several_variants
from .kernels import axpy, backend, loaded_backend, max_value, normal_pdf, sum  # noqa: A004 - the kernel is called sum

__all__ = [
    "BuildInfo",
    "axpy",
    "backend",
    "build_info",
    "installed_variants",
    "library",
    "loaded_backend",
    "max_value",
    "normal_pdf",
    "sum",
]

warn_if_several_variants()
