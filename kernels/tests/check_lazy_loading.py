#!/usr/bin/env python3
"""The kernel library's core loads CUDA lazily: no CUDA library in its DT_NEEDED, its CUDA backend
chosen on first use by CUDACOMPAT_BACKEND, the driver and the runtimes found, and every failure a
message and the CPU path, never a crash. Real parts: the core and backend this build made, real
libcudart, and small stand-ins for libcuda.so.1 (this machine has no driver) compiled here.

usage: check_lazy_loading.py CORE_LIBRARY BACKEND_MODULE CUDACOMPAT_TOOL
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

failures: list[str] = []
CUDA_LIBRARY = re.compile(
    r"\[(libcuda\.so|libcudart|libcublas|libcufft|libcurand|libcusolver|libcusparse|libnvrtc|libnvJitLink)"
)

PROGRAM = r"""
import ctypes, json, sys
from array import array
lib = ctypes.CDLL(sys.argv[1])
name, why = ctypes.create_string_buffer(64), ctypes.create_string_buffer(2048)
lib.cudacompat_kernels_backend_name(name, 64, why, 2048)
x = array("f", [1.0, 2.0, 3.0]); y = array("f", [1.0, 1.0, 1.0])
f = ctypes.POINTER(ctypes.c_float)
lib.cudacompat_kernels_axpy.argtypes = [ctypes.c_int, ctypes.c_float, f, f, ctypes.c_size_t]
xp = ctypes.cast((ctypes.c_float * 3).from_buffer(x), f); yp = ctypes.cast((ctypes.c_float * 3).from_buffer(y), f)
used = lib.cudacompat_kernels_axpy(0, 2.0, xp, yp, 3)
maps = sorted({l.split()[-1] for l in open("/proc/self/maps") if "libcudart" in l or "_cuda1" in l})
print(json.dumps([name.value.decode(), why.value.decode(), used, list(y), maps]))
"""


DEVICE_PROGRAM = r"""
import ctypes, json, sys
from array import array
lib = ctypes.CDLL(sys.argv[1])
lib.cudacompat_kernels_device_axpy.argtypes = [ctypes.c_float, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t,
                                               ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
x = array("f", [1.0, 2.0, 3.0]); y = array("f", [1.0, 1.0, 1.0])
error = ctypes.create_string_buffer(2048)
code = lib.cudacompat_kernels_device_axpy(2.0, x.buffer_info()[0], y.buffer_info()[0], 3, None, error, 2048)
print(json.dumps([code, error.value.decode(), list(y)]))
"""


def clean_environment(env: dict[str, str] | None) -> dict[str, str]:
    """This process's environment without the loader's settings, plus ENV."""
    environment = {k: v for k, v in os.environ.items() if k not in ("CUDACOMPAT_BACKEND", "LD_LIBRARY_PATH")}
    environment.update(env or {})
    return environment


def device_call(core: Path, env: dict[str, str] | None = None) -> tuple[int, str, list]:
    """The device-pointer axpy through the C ABI, given host arrays: (return code, error, y after)."""
    environment = clean_environment(env)
    result = subprocess.run(
        [sys.executable, "-c", DEVICE_PROGRAM, str(core)], capture_output=True, text=True, env=environment
    )
    if result.returncode != 0:
        return -99, "crash: " + result.stderr[-800:], []
    code, error, y = json.loads(result.stdout)
    return code, error, y


def check(condition: bool, message: str) -> None:
    print(("ok    " if condition else "FAIL  ") + message, flush=True)
    if not condition:
        failures.append(message)


def load(core: Path, env: dict[str, str] | None = None) -> tuple[str, str, int, list, list, str]:
    environment = clean_environment(env)
    result = subprocess.run([sys.executable, "-c", PROGRAM, str(core)], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        return "crash", result.stderr[-800:], -1, [], [], result.stderr
    name, why, used, y, maps = json.loads(result.stdout)
    return name, why, used, y, maps, result.stderr


def fake_libcuda(directory: Path, version: int | None) -> Path:
    """A stand-in libcuda.so.1: cuDriverGetVersion answers `version`; None leaves it out."""
    directory.mkdir(parents=True, exist_ok=True)
    source = directory / "libcuda.c"
    body = "int cuInit(unsigned flags) { (void)flags; return 0; }\n"
    if version is not None:
        body += f"int cuDriverGetVersion(int* v) {{ *v = {version}; return 0; }}\n"
    source.write_text(body)
    subprocess.run(
        ["cc", "-shared", "-fPIC", "-Wl,-soname,libcuda.so.1", "-o", directory / "libcuda.so.1", source], check=True
    )
    return directory


def main() -> int:
    core, backend, tool = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    needed = subprocess.run(["readelf", "-d", core], capture_output=True, text=True, check=True).stdout
    libraries = re.findall(r"Shared library: \[(.*?)\]", needed)
    check(
        not CUDA_LIBRARY.search(needed) and libraries,
        f"readelf -d {core.name}: no CUDA library in DT_NEEDED ({libraries})",
    )
    needed = subprocess.run(["readelf", "-d", backend], capture_output=True, text=True, check=True).stdout
    major = re.search(r"cuda(\d+)\.so$", backend.name).group(1)
    check(f"[libcudart.so.{major}]" in needed, f"{backend.name} is the one that needs libcudart.so.{major}")
    audit = subprocess.run([tool, "audit", "--json", core, backend], capture_output=True, text=True)
    codes = [f.get("code") for a in json.loads(audit.stdout).get("artifacts", []) for f in a.get("findings", [])]
    check("unused-cuda-library" not in codes, f"the audit finds no unused CUDA library in either: {codes}")

    name, why, used, y, maps, stderr = load(core)
    check(
        name == "cpu" and "no NVIDIA driver" in why and y == [3.0, 5.0, 7.0] and used == 0 and not maps,
        f"no driver: the CPU computes, no CUDA library is loaded, and it says why: {why}",
    )
    check(
        stderr.count("cudacompat_kernels: using the CPU") == 1, f"the fallback is said once on stderr: {stderr.strip()}"
    )
    name, why, used, y, maps, _ = load(core, {"CUDACOMPAT_BACKEND": "cpu"})
    check(name == "cpu" and "CUDACOMPAT_BACKEND=cpu" in why and not maps, f"CUDACOMPAT_BACKEND=cpu: {why}")
    name, why, used, y, maps, stderr = load(core, {"CUDACOMPAT_BACKEND": f"cuda{major}"})
    check(
        name == f"cuda{major}"
        and any(f"libcudart.so.{major}" in m for m in maps)
        and y == [3.0, 5.0, 7.0]
        and used == 0,
        f"CUDACOMPAT_BACKEND=cuda{major} loads the backend and its runtime; without a device the CPU computes: {maps}",
    )
    check(
        "insufficient" in stderr.lower() or "no device" in stderr.lower() or "cudaError" in stderr,
        f"... and says why: {stderr.strip()[-200:]}",
    )
    code, error, y = device_call(core)
    check(
        code == -1 and "no NVIDIA driver" in error and y == [1.0, 1.0, 1.0],
        f"the device-pointer API without a driver: refused with the reason, nothing written: {error}",
    )
    code, error, y = device_call(core, {"CUDACOMPAT_BACKEND": f"cuda{major}"})
    check(
        code == -1 and "cudaPointerGetAttributes" in error and y == [1.0, 1.0, 1.0],
        f"the device-pointer API with a backend but no device: refused with the runtime's reason: {error}",
    )
    name, why, *_ = load(core, {"CUDACOMPAT_BACKEND": "cuda99"})
    check(name == "cpu" and "no libcudacompat_kernels_cuda99.so" in why, f"a backend that is not installed: {why}")
    name, why, *_ = load(core, {"CUDACOMPAT_BACKEND": "gpu"})
    check(name == "cpu" and "is none of cpu, cuda12, cuda13" in why, f"a malformed CUDACOMPAT_BACKEND: {why}")

    with tempfile.TemporaryDirectory(prefix="cudacompat-lazy-") as scratch:
        scratch = Path(scratch)
        old_driver = fake_libcuda(scratch / "driver-12.8", 12080)
        name, why, used, y, maps, _ = load(core, {"LD_LIBRARY_PATH": str(old_driver)})
        check(
            name == "cpu" and f"cuda{major} needs a driver for CUDA {major}" in why and "12.8" in why and not maps,
            f"a driver older than the backend's major: the backend is not even loaded: {why}",
        )
        no_symbol = fake_libcuda(scratch / "driver-no-symbol", None)
        name, why, *_ = load(core, {"LD_LIBRARY_PATH": str(no_symbol)})
        check(name == "cpu" and "has no cuDriverGetVersion" in why, f"a libcuda.so.1 without cuDriverGetVersion: {why}")
        # A broken backend object and a runtime too old for the backend, in a copy of the library's directory.
        copy = scratch / "lib"
        copy.mkdir()
        shutil.copy2(core, copy / core.name)
        (copy / backend.name).write_bytes(backend.read_bytes()[:4096])
        name, why, used, y, *_ = load(copy / core.name, {"CUDACOMPAT_BACKEND": f"cuda{major}"})
        check(
            name == "cpu" and backend.name in why and "could not be loaded" in why and y == [3.0, 5.0, 7.0],
            f"a truncated backend object: the CPU, with the loader's reason: {why[:160]}",
        )
        old_runtime = scratch / "old-runtime"
        old_runtime.mkdir()
        (old_runtime / "cudart.c").write_text("int cudaGetDeviceCount(int* n) { *n = 0; return 100; }\n")
        subprocess.run(
            [
                "cc",
                "-shared",
                "-fPIC",
                f"-Wl,-soname,libcudart.so.{major}",
                "-o",
                old_runtime / f"libcudart.so.{major}",
                old_runtime / "cudart.c",
            ],
            check=True,
        )
        shutil.copy2(backend, copy / backend.name)
        name, why, *_ = load(
            copy / core.name, {"CUDACOMPAT_BACKEND": f"cuda{major}", "LD_LIBRARY_PATH": str(old_runtime)}
        )
        check(
            name == "cpu" and "undefined symbol" in why, f"a CUDA runtime lacking what the backend needs: {why[:200]}"
        )
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
