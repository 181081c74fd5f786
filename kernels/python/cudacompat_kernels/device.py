"""The kernels on GPU arrays, without copies: anything with __cuda_array_interface__ (CuPy arrays,
PyTorch CUDA tensors, Numba device arrays) of float32, C-contiguous.

    import cupy, cudacompat_kernels.device as ckd
    x, y = cupy.ones(1 << 20, cupy.float32), cupy.zeros(1 << 20, cupy.float32)
    ckd.axpy(2.0, x, y, stream=cupy.cuda.get_current_stream().ptr)
    out = cupy.empty(1, cupy.float64); work = cupy.empty(ckd.sum_workspace_bytes(x.size), cupy.uint8)
    ckd.sum(x, out, work)     # out[0] = the sum, asynchronously on the stream

Each call is asynchronous on `stream` (an integer cudaStream_t; 0, the default, is the legacy default
stream) and raises RuntimeError, launching nothing, when it cannot run.
"""

from __future__ import annotations

import ctypes
from typing import Any

from ._library import library

_TYPESTR = {"<f4": "float32", "<f8": "float64", "|u1": "uint8"}


def _device_array(value: Any, name: str, typestr: str | None, *, output: bool = False) -> tuple[int, int]:
    """(address, element count) of a C-contiguous GPU array of the given type (None: any type, bytes counted);
    an output (written by the kernel) must also be writable."""
    interface = getattr(value, "__cuda_array_interface__", None)
    if interface is None:
        raise TypeError(
            f"{name} must be a GPU array with __cuda_array_interface__ (CuPy, PyTorch CUDA tensor, "
            f"Numba), not {type(value).__name__}; for host data use the functions of cudacompat_kernels "
            "itself, which copy"
        )
    shape, strides = tuple(interface["shape"]), interface.get("strides")
    count = 1
    for extent in shape:
        count *= extent
    item = int(interface["typestr"][2:])
    contiguous_strides, step = [], item
    for extent in reversed(shape):
        contiguous_strides.insert(0, step)
        step *= extent
    if strides is not None and count > 1 and tuple(strides) != tuple(contiguous_strides):
        raise ValueError(f"{name} must be C-contiguous (its strides are {tuple(strides)})")
    if typestr is not None and interface["typestr"] != typestr:
        raise TypeError(f"{name} must be {_TYPESTR[typestr]}, not {interface['typestr']}")
    if output and interface["data"][1]:
        raise ValueError(f"{name} is read-only, and the kernel writes it")
    return int(interface["data"][0]), count if typestr is not None else count * item


def _check(code: int, error: ctypes.Array) -> None:
    if code != 0:
        raise RuntimeError(error.value.decode("utf-8", "replace"))


def _workspace_bytes(function: Any, n: int) -> int:
    bytes_, error = ctypes.c_size_t(), ctypes.create_string_buffer(1024)
    _check(function(n, ctypes.byref(bytes_), error, len(error)), error)
    return bytes_.value


def axpy(a: float, x: Any, y: Any, *, stream: int = 0) -> None:
    """y = a * x + y on the GPU, asynchronously on `stream`."""
    (xp, xn), (yp, yn) = _device_array(x, "x", "<f4"), _device_array(y, "y", "<f4", output=True)
    if xn != yn:
        raise ValueError(f"x has {xn} elements and y {yn}; axpy needs equal lengths")
    error = ctypes.create_string_buffer(1024)
    _check(library().cudacompat_kernels_device_axpy(a, xp, yp, xn, stream, error, len(error)), error)


def sum_workspace_bytes(n: int) -> int:
    """The bytes of GPU scratch memory sum() needs for n elements."""
    return _workspace_bytes(library().cudacompat_kernels_device_sum_workspace_bytes, n)


def max_value_workspace_bytes(n: int) -> int:
    """The bytes of GPU scratch memory max_value() needs for n elements (n > 0)."""
    return _workspace_bytes(library().cudacompat_kernels_device_max_value_workspace_bytes, n)


def _reduce(function: Any, x: Any, out: Any, out_type: str, workspace: Any, stream: int) -> None:
    xp, xn = _device_array(x, "x", "<f4")
    op, on = _device_array(out, "out", out_type, output=True)
    if on < 1:
        raise ValueError("out must have room for one element")
    wp, wn = _device_array(workspace, "workspace", None, output=True) if workspace is not None else (0, 0)
    error = ctypes.create_string_buffer(1024)
    _check(function(xp, xn, op, wp, wn, stream, error, len(error)), error)


def sum(x: Any, out: Any, workspace: Any, *, stream: int = 0) -> None:  # noqa: A001 - the kernel's name
    """out[0] (float64) = the sum of x, accumulated in double, asynchronously on `stream`."""
    _reduce(library().cudacompat_kernels_device_sum, x, out, "<f8", workspace, stream)


def max_value(x: Any, out: Any, workspace: Any, *, stream: int = 0) -> None:
    """out[0] (float32) = the largest element of x (not empty), asynchronously on `stream`."""
    _reduce(library().cudacompat_kernels_device_max_value, x, out, "<f4", workspace, stream)
