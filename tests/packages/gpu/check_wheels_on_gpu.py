#!/usr/bin/env python3
"""On a machine with a GPU and a driver but no network: the kernel wheels built on the GPU-less CI
machine install, with the NVIDIA runtime wheels they depend on (carried as files), into fresh
virtual environments, pick the CUDA backend and agree with their own CPU path.

usage: check_wheels_on_gpu.py WHEEL_DIR OUT_JSON
WHEEL_DIR holds cudacompat_kernels_cu{12,13}-*.whl and the nvidia-cuda-runtime wheels.
"""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from pathlib import Path

PROGRAM = r"""
import json, random
from array import array
import cudacompat_kernels as ck
random.seed(7)
n = 1 << 22
x = array("f", (random.uniform(-4, 4) for _ in range(n)))
y0 = array("f", (random.uniform(-4, 4) for _ in range(n)))
gpu_y, cpu_y = array("f", y0), array("f", y0)
result = {"backend": ck.backend(), "loaded": ck.loaded_backend(), "build": ck.build_info().__dict__}
result["axpy_backend"] = ck.axpy(1.5, x, gpu_y)
ck.axpy(1.5, x, cpu_y, backend="cpu")
result["axpy_max_abs_diff"] = max(abs(a - b) for a, b in zip(gpu_y, cpu_y))
gpu_sum, cpu_sum = ck.sum(x), ck.sum(x, backend="cpu")
result["sum"] = [gpu_sum, cpu_sum, abs(gpu_sum - cpu_sum) / max(1.0, abs(cpu_sum))]
result["max"] = [ck.max_value(x), ck.max_value(x, backend="cpu")]
gpu_pdf, cpu_pdf = ck.normal_pdf(x), ck.normal_pdf(x, backend="cpu")
result["normal_pdf_max_abs_diff"] = max(abs(a - b) for a, b in zip(gpu_pdf, cpu_pdf))
result["libcudart"] = sorted({line.split()[-1] for line in open("/proc/self/maps") if "libcudart.so" in line})
print(json.dumps(result))
"""


def run_program(python: str, environment: dict | None = None) -> dict:
    import os

    env = dict(os.environ)
    env.update(environment or {})
    run = subprocess.run([python, "-c", PROGRAM], capture_output=True, text=True, env=env)
    if run.returncode != 0:
        raise RuntimeError(run.stderr[-1500:])
    return json.loads(run.stdout)


def agrees(result: dict) -> bool:
    return (
        result["axpy_max_abs_diff"] <= 1e-5
        and result["sum"][2] <= 1e-6
        and result["max"][0] == result["max"][1]
        and result["normal_pdf_max_abs_diff"] <= 1e-6
    )


def main() -> int:
    wheels, out = Path(sys.argv[1]).resolve(), Path(sys.argv[2])
    results, failures = {}, []
    for major in ("13", "12"):
        candidates = sorted(wheels.glob(f"cudacompat_kernels_cu{major}-*.whl"))
        if not candidates:
            failures.append(f"no cudacompat_kernels_cu{major} wheel in {wheels}")
            continue
        env = Path(f"/tmp/venv-cu{major}")
        venv.EnvBuilder(with_pip=True, clear=True).create(env)
        python = str(env / "bin" / "python")
        install = subprocess.run(
            [
                python,
                "-m",
                "pip",
                "install",
                "--no-index",
                "--find-links",
                str(wheels),
                "--disable-pip-version-check",
                str(candidates[0]),
            ],
            capture_output=True,
            text=True,
        )
        print(install.stdout[-1500:], install.stderr[-1500:])
        if install.returncode != 0:
            failures.append(f"cu{major}: pip install failed")
            continue
        try:
            result = run_program(python)
        except RuntimeError as error:
            failures.append(f"cu{major}: the program failed: {error}")
            continue
        results[f"cu{major}"] = result
        checks = {
            "CUDA backend chosen": result["backend"][0] == "cuda" and result["axpy_backend"] == "cuda",
            f"the cuda{major} backend module loaded by the driver's choice": result["loaded"][0] == f"cuda{major}",
            "axpy agrees with the CPU (|diff| <= 1e-5)": result["axpy_max_abs_diff"] <= 1e-5,
            "sum agrees with the CPU (relative 1e-6)": result["sum"][2] <= 1e-6,
            "max agrees exactly": result["max"][0] == result["max"][1],
            "normal_pdf agrees with the CPU (|diff| <= 1e-6)": result["normal_pdf_max_abs_diff"] <= 1e-6,
            "libcudart from the NVIDIA wheel in the environment": any(
                str(env) in p and "/nvidia/" in p for p in result["libcudart"]
            ),
        }
        for name, ok in checks.items():
            print(("ok    " if ok else "FAIL  ") + f"cu{major}: {name}")
            if not ok:
                failures.append(f"cu{major}: {name}")
        print(json.dumps(result, indent=1))
    # Both backends beside one core: the driver's choice is the newest, CUDACOMPAT_BACKEND=cuda12 forces
    # the older one, whose CUDA 12 runtime comes from its own NVIDIA wheel.
    cu12_backend = sorted(
        Path("/tmp/venv-cu12").glob("lib/python*/site-packages/cudacompat_kernels/libcudacompat_kernels_cuda12.so")
    )
    cu13_package = sorted(Path("/tmp/venv-cu13").glob("lib/python*/site-packages/cudacompat_kernels"))
    if cu12_backend and cu13_package:
        import shutil

        shutil.copy2(cu12_backend[0], cu13_package[0] / cu12_backend[0].name)
        python = "/tmp/venv-cu13/bin/python"
        subprocess.run(
            [
                python,
                "-m",
                "pip",
                "install",
                "--no-index",
                "--find-links",
                str(wheels),
                "--disable-pip-version-check",
                "nvidia-cuda-runtime-cu12",
            ],
            check=True,
            capture_output=True,
        )
        for forced, expected in ((None, "cuda13"), ("cuda12", "cuda12"), ("cpu", "cpu")):
            result = run_program(python, {"CUDACOMPAT_BACKEND": forced} if forced else {})
            results[f"both-backends-{forced or 'default'}"] = result
            ok = result["loaded"][0] == expected and agrees(result)
            name = f"both backends, CUDACOMPAT_BACKEND={forced or '(unset)'}: {expected} loaded and agrees with the CPU"
            print(("ok    " if ok else "FAIL  ") + name + f" ({result['loaded'][1]})")
            if not ok:
                failures.append(name)
    out.write_text(json.dumps({"results": results, "failures": failures}, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
