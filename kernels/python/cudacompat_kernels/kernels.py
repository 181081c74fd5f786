"""The kernels on float32 buffers (array('f'), NumPy float32 arrays, anything with the buffer protocol)."""

from __future__ import annotations

import ctypes
from array import array
from typing import Any

from ._library import library

_NAMES = {0: "cpu", 1: "cuda"}


class _Floats:
    """A float32 buffer as (pointer, length), holding what the pointer points into alive.

    float32 buffers are used in place; other sequences (lists, float64 arrays) are copied, which an
    output cannot be, so an output must already be a writable float32 buffer.
    """

    def __init__(self, values: Any, *, output: bool = False) -> None:
        try:
            view = memoryview(values)
        except TypeError:
            view = None
        if view is None or view.format not in ("f", "<f", "=f") or not view.c_contiguous:
            if output:
                raise TypeError(
                    "the output must be a contiguous, writable float32 buffer (array('f') or a NumPy "
                    f"float32 array), not {type(values).__name__}"
                )
            values = array("f", values)
            view = memoryview(values)
        if view.readonly:
            if output:
                raise TypeError("the output buffer is read-only")
            values = array("f", view)
            view = memoryview(values)
        self.keep_alive = values
        self.length = view.nbytes // 4
        storage = (ctypes.c_float * self.length).from_buffer(view.cast("B")) if self.length else None
        self.pointer = ctypes.cast(storage, ctypes.POINTER(ctypes.c_float)) if storage is not None else None
        self.storage = storage


def _force_cpu(backend_name: str | None) -> int:
    if backend_name not in (None, "cpu", "auto"):
        raise ValueError(f"backend must be 'cpu' or None (the library chooses), not {backend_name!r}")
    return 1 if backend_name == "cpu" else 0


def backend() -> tuple[str, str]:
    """The backend calls go to ('cuda' or 'cpu') and why."""
    why = ctypes.create_string_buffer(512)
    code = library().cudacompat_kernels_active_backend(why, len(why))
    return _NAMES[code], why.value.decode("utf-8", "replace")


def loaded_backend() -> tuple[str, str]:
    """The CUDA backend module the library loaded ('cuda13', 'cuda12') or 'cpu', and why."""
    name, why = ctypes.create_string_buffer(32), ctypes.create_string_buffer(1024)
    library().cudacompat_kernels_backend_name(name, len(name), why, len(why))
    return name.value.decode(), why.value.decode("utf-8", "replace")


def axpy(a: float, x: Any, y: Any, *, backend: str | None = None) -> str:
    """y = a * x + y, in place; returns the backend that ran it."""
    xs, ys = _Floats(x), _Floats(y, output=True)
    if xs.length != ys.length:
        raise ValueError(f"x has {xs.length} elements and y {ys.length}; axpy needs equal lengths")
    return _NAMES[library().cudacompat_kernels_axpy(_force_cpu(backend), a, xs.pointer, ys.pointer, xs.length)]


def sum(x: Any, *, backend: str | None = None) -> float:  # noqa: A001 - the kernel's name
    """The sum of x, accumulated in double."""
    xs = _Floats(x)
    result = ctypes.c_double()
    library().cudacompat_kernels_sum(_force_cpu(backend), xs.pointer, xs.length, ctypes.byref(result))
    return result.value


def max_value(x: Any, *, backend: str | None = None) -> float:
    """The largest element of x (not empty)."""
    xs = _Floats(x)
    if xs.length == 0:
        raise ValueError("max_value of an empty sequence")
    result = ctypes.c_float()
    library().cudacompat_kernels_max_value(_force_cpu(backend), xs.pointer, xs.length, ctypes.byref(result))
    return result.value


def normal_pdf(x: Any, *, backend: str | None = None) -> array:
    """exp(-x^2/2)/sqrt(2 pi) for each element, as a new array('f')."""
    xs = _Floats(x)
    out = array("f", bytes(4 * xs.length))
    outs = _Floats(out, output=True)
    library().cudacompat_kernels_normal_pdf(_force_cpu(backend), xs.pointer, outs.pointer, xs.length)
    return out
