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
result = {"backend": ck.backend(), "build": ck.build_info().__dict__}
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
        install = subprocess.run([python, "-m", "pip", "install", "--no-index", "--find-links", str(wheels),
                                  "--disable-pip-version-check", str(candidates[0])], capture_output=True, text=True)
        print(install.stdout[-1500:], install.stderr[-1500:])
        if install.returncode != 0:
            failures.append(f"cu{major}: pip install failed")
            continue
        run = subprocess.run([python, "-c", PROGRAM], capture_output=True, text=True)
        if run.returncode != 0:
            failures.append(f"cu{major}: the program failed: {run.stderr[-1500:]}")
            continue
        result = json.loads(run.stdout)
        results[f"cu{major}"] = result
        checks = {
            "CUDA backend chosen": result["backend"][0] == "cuda" and result["axpy_backend"] == "cuda",
            "axpy agrees with the CPU (|diff| <= 1e-5)": result["axpy_max_abs_diff"] <= 1e-5,
            "sum agrees with the CPU (relative 1e-6)": result["sum"][2] <= 1e-6,
            "max agrees exactly": result["max"][0] == result["max"][1],
            "normal_pdf agrees with the CPU (|diff| <= 1e-6)": result["normal_pdf_max_abs_diff"] <= 1e-6,
            "libcudart from the NVIDIA wheel in the environment": any(str(env) in p and "/nvidia/" in p for p in result["libcudart"]),
        }
        for name, ok in checks.items():
            print(("ok    " if ok else "FAIL  ") + f"cu{major}: {name}")
            if not ok:
                failures.append(f"cu{major}: {name}")
        print(json.dumps(result, indent=1))
    out.write_text(json.dumps({"results": results, "failures": failures}, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
