#!/usr/bin/env python3
"""On a machine with a GPU: the kernel wheel's device-pointer API (cudacompat_kernels.device) on
CuPy arrays and PyTorch tensors, in place and on the frameworks' streams, against the CPU path; and
the inputs it must refuse (host arrays, wrong dtypes, a workspace that is too small) refused with
the reason.

usage: check_device_api_on_gpu.py SITE_PACKAGES OUT_JSON
SITE_PACKAGES: where the cu13 wheel is installed (check_wheels_on_gpu.py leaves it in /tmp/venv-cu13).
Runs with this interpreter, which must have CuPy and PyTorch (the GPU machine's).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

PROGRAM = r"""
import json
import cupy, numpy, torch
import cudacompat_kernels as ck
import cudacompat_kernels.device as ckd

n = (1 << 24) + 3  # not a multiple of 4: the kernels' remainder runs too
result = {"loaded": ck.loaded_backend()}

def reduce_on(module, x, stream):
    make = (lambda count, dtype: cupy.empty(count, dtype)) if module == "cupy" else (
        lambda count, dtype: torch.empty(count, dtype=dtype, device="cuda"))
    f64, f32, u8 = (cupy.float64, cupy.float32, cupy.uint8) if module == "cupy" else (
        torch.float64, torch.float32, torch.uint8)
    total, largest = make(1, f64), make(1, f32)
    ckd.sum(x, total, make(ckd.sum_workspace_bytes(n), u8), stream=stream)
    ckd.max_value(x, largest, make(ckd.max_value_workspace_bytes(n), u8), stream=stream)
    return total, largest

# CuPy, on a non-blocking stream of its own
stream = cupy.cuda.Stream(non_blocking=True)
with stream:
    rng = cupy.random.default_rng(7)
    x = rng.uniform(-4, 4, n, dtype=cupy.float32)
    y = rng.uniform(-4, 4, n, dtype=cupy.float32)
    y_host_before = cupy.asnumpy(y)
    ckd.axpy(1.5, x, y, stream=stream.ptr)
    total, largest = reduce_on("cupy", x, stream.ptr)
stream.synchronize()
xh = cupy.asnumpy(x)
expected = y_host_before.copy()
ck.axpy(1.5, xh, expected, backend="cpu")
result["cupy"] = {"axpy_max_abs_diff": float(numpy.abs(cupy.asnumpy(y) - expected).max()),
                  "sum": [float(total.get()[0]), ck.sum(xh, backend="cpu")],
                  "max": [float(largest.get()[0]), float(xh.max())]}

# PyTorch, on its current stream
xt = torch.rand(n, device="cuda") * 8 - 4
yt = torch.rand(n, device="cuda") * 8 - 4
yt_before = yt.cpu().numpy().copy()
torch_stream = torch.cuda.current_stream().cuda_stream
ckd.axpy(-0.5, xt, yt, stream=torch_stream)
total, largest = reduce_on("torch", xt, torch_stream)
torch.cuda.synchronize()
xth = xt.cpu().numpy()
ck.axpy(-0.5, xth, yt_before, backend="cpu")
result["torch"] = {"axpy_max_abs_diff": float(numpy.abs(yt.cpu().numpy() - yt_before).max()),
                   "sum": [float(total.item()), ck.sum(xth, backend="cpu")],
                   "max": [float(largest.item()), float(xth.max())]}

# What it must refuse, and say why
refusals = {}
def refused(name, call):
    try:
        call()
        refusals[name] = None
    except (TypeError, ValueError, RuntimeError) as error:
        refusals[name] = f"{type(error).__name__}: {error}"
refused("numpy host array", lambda: ckd.axpy(1.0, numpy.ones(8, numpy.float32), cupy.ones(8, cupy.float32)))
refused("float64 array", lambda: ckd.axpy(1.0, cupy.ones(8, cupy.float64), cupy.ones(8, cupy.float32)))
refused("strided view", lambda: ckd.axpy(1.0, cupy.ones(16, cupy.float32)[::2], cupy.ones(8, cupy.float32)))
refused("workspace too small", lambda: ckd.max_value(x, cupy.empty(1, cupy.float32), cupy.empty(1, cupy.uint8)))
result["refusals"] = refusals
print(json.dumps(result))
"""


def main() -> int:
    site_packages, out = sys.argv[1], sys.argv[2]
    env = dict(os.environ, PYTHONPATH=site_packages)
    run = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, timeout=300)
    if run.returncode != 0:
        print(run.stdout[-3000:], run.stderr[-3000:])
        with open(out, "w") as f:
            json.dump({"failures": ["the program failed"], "stderr": run.stderr[-3000:]}, f)
        return 1
    result = json.loads(run.stdout)
    failures = []
    checks = {"the cuda13 backend loaded": result["loaded"][0] == "cuda13"}
    for framework in ("cupy", "torch"):
        r = result[framework]
        checks[f"{framework}: axpy in place agrees with the CPU (|diff| <= 1e-5)"] = r["axpy_max_abs_diff"] <= 1e-5
        checks[f"{framework}: sum agrees with the CPU (relative 1e-9)"] = abs(r["sum"][0] - r["sum"][1]) <= 1e-9 * max(
            1.0, abs(r["sum"][1])
        )
        checks[f"{framework}: max agrees exactly"] = r["max"][0] == r["max"][1]
    for name, message in result["refusals"].items():
        checks[f"refuses a {name} with the reason ({message})"] = bool(message)
    checks["the workspace message names the size needed"] = "needs a workspace of" in (
        result["refusals"]["workspace too small"] or ""
    )
    for name, ok in checks.items():
        print(("ok    " if ok else "FAIL  ") + name)
        if not ok:
            failures.append(name)
    with open(out, "w") as f:
        json.dump({"result": result, "failures": failures}, f, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
