"""Loads the shared library the wheel carries and declares its C ABI (c_api.h) to ctypes."""

from __future__ import annotations

import ctypes
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent
ABI_VERSION = 2  # CUDACOMPAT_KERNELS_ABI_VERSION of c_api.h


@dataclass(frozen=True)
class BuildInfo:
    distribution: str  # cudacompat-kernels-cu13
    cuda_version: str  # the toolkit it was compiled with, 13.0.88
    cuda_major: int
    library: str  # the shared object's file name
    runpath: str  # where its CUDA backend looks for the CUDA libraries first


@lru_cache(maxsize=1)
def build_info() -> BuildInfo:
    data = json.loads((_HERE / "_cudacompat_build.json").read_text(encoding="utf-8"))
    return BuildInfo(
        data["distribution"], data["cuda_version"], int(data["cuda_major"]), data["library"], data["runpath"]
    )


def _declare(lib: ctypes.CDLL) -> None:
    f32p = ctypes.POINTER(ctypes.c_float)
    size = ctypes.c_size_t
    lib.cudacompat_kernels_abi_version.restype = ctypes.c_int
    lib.cudacompat_kernels_cuda_version.restype = ctypes.c_int
    lib.cudacompat_kernels_active_backend.argtypes = [ctypes.c_char_p, size]
    lib.cudacompat_kernels_backend_name.argtypes = [ctypes.c_char_p, size, ctypes.c_char_p, size]
    lib.cudacompat_kernels_backend_name.restype = None
    lib.cudacompat_kernels_axpy.argtypes = [ctypes.c_int, ctypes.c_float, f32p, f32p, size]
    lib.cudacompat_kernels_sum.argtypes = [ctypes.c_int, f32p, size, ctypes.POINTER(ctypes.c_double)]
    lib.cudacompat_kernels_max_value.argtypes = [ctypes.c_int, f32p, size, f32p]
    lib.cudacompat_kernels_normal_pdf.argtypes = [ctypes.c_int, f32p, f32p, size]
    # The device-pointer functions take raw addresses (__cuda_array_interface__'s "data" integers).
    ptr, err = ctypes.c_void_p, [ctypes.c_char_p, size]
    lib.cudacompat_kernels_device_axpy.argtypes = [ctypes.c_float, ptr, ptr, size, ptr, *err]
    lib.cudacompat_kernels_device_sum_workspace_bytes.argtypes = [size, ctypes.POINTER(size), *err]
    lib.cudacompat_kernels_device_sum.argtypes = [ptr, size, ptr, ptr, size, ptr, *err]
    lib.cudacompat_kernels_device_max_value_workspace_bytes.argtypes = [size, ctypes.POINTER(size), *err]
    lib.cudacompat_kernels_device_max_value.argtypes = [ptr, size, ptr, ptr, size, ptr, *err]


@lru_cache(maxsize=1)
def library() -> ctypes.CDLL:
    """The loaded core library. It needs no CUDA library: its CUDA backend
    (libcudacompat_kernels_cuda<major>.so beside it) is loaded on first use, with the CUDA runtime
    from the NVIDIA wheels (its RUNPATH), else the system's; without them the CPU path runs."""
    info = build_info()
    path = _HERE / info.library
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as error:
        raise ImportError(
            f"{info.distribution} could not load its core library {path}: {error}; reinstall {info.distribution}"
        ) from error
    _declare(lib)
    found = lib.cudacompat_kernels_abi_version()
    if found != ABI_VERSION:
        raise ImportError(
            f"{path} has C ABI {found}; this Python package speaks {ABI_VERSION}: reinstall {info.distribution}"
        )
    return lib
