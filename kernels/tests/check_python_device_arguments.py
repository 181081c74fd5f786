#!/usr/bin/env python3
"""cudacompat_kernels.device checks its arguments before it calls the library: the GPU arrays it is
given through __cuda_array_interface__ (the protocol CuPy, PyTorch and Numba implement; here plain
objects that carry it, since this machine has no GPU), and the kernel library, when asked anyway,
refuses with the reason instead of touching the addresses. The GPU run with real CuPy and PyTorch
arrays is tests/packages/gpu/check_device_api_on_gpu.py.

usage: check_python_device_arguments.py PYTHON_PACKAGE_PARENT CORE_LIBRARY
"""

import sys

failures = []


class GpuArray:
    """An object with __cuda_array_interface__ version 3, as a framework's array has it."""

    def __init__(self, shape, typestr="<f4", strides=None, readonly=False, address=0x7F0000000000):
        self.__cuda_array_interface__ = {
            "shape": shape,
            "typestr": typestr,
            "strides": strides,
            "data": (address, readonly),
            "version": 3,
        }


def check(condition, message):
    print(("ok    " if condition else "FAIL  ") + message, flush=True)
    if not condition:
        failures.append(message)


def refusal(call):
    try:
        call()
    except (TypeError, ValueError, RuntimeError) as error:
        return type(error).__name__, str(error)
    return None, ""


def main():
    sys.path.insert(0, sys.argv[1])
    import cudacompat_kernels._library as library_module
    import ctypes

    core = ctypes.CDLL(sys.argv[2])
    library_module._declare(core)
    library_module.library = lambda: core  # the build tree's core, not an installed wheel's
    import cudacompat_kernels.device as ckd

    ckd.library = lambda: core

    kind, message = refusal(lambda: ckd.axpy(1.0, [1.0, 2.0], GpuArray((2,))))
    check(kind == "TypeError" and "__cuda_array_interface__" in message, f"a host list is refused: {message}")
    kind, message = refusal(lambda: ckd.axpy(1.0, GpuArray((4,), "<f8"), GpuArray((4,))))
    check(kind == "TypeError" and "float32" in message, f"float64 is refused: {message}")
    kind, message = refusal(lambda: ckd.axpy(1.0, GpuArray((4,), strides=(8,)), GpuArray((4,))))
    check(kind == "ValueError" and "C-contiguous" in message, f"a strided view is refused: {message}")
    kind, message = refusal(lambda: ckd.axpy(1.0, GpuArray((4,)), GpuArray((5,))))
    check(kind == "ValueError" and "equal lengths" in message, f"unequal lengths are refused: {message}")
    kind, message = refusal(lambda: ckd.axpy(1.0, GpuArray((4,)), GpuArray((4,), readonly=True)))
    check(kind == "ValueError" and "read-only" in message, f"a read-only output is refused: {message}")
    # A read-only input is fine: the checks pass it to the library, which (no driver here) refuses
    # with the loader's reason, before any address is touched.
    kind, message = refusal(lambda: ckd.axpy(1.0, GpuArray((4,), readonly=True), GpuArray((4,))))
    check(
        kind == "RuntimeError" and "read-only" not in message and message,
        f"a read-only input passes the checks and reaches the library, which says why it cannot run: {message}",
    )
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
