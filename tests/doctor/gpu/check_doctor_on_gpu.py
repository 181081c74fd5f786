#!/usr/bin/env python3
"""On a machine with a GPU: `cudacompat doctor`'s verdicts against what the driver does.

For each fatbin of make_fatbins.sh, doctor (run first, reading files only) says whether GPU 0 runs
it natively, through the PTX JIT, or not at all; then cuModuleLoadData on the real driver loads it
or refuses it. They must agree: native/jit <=> loaded. Then doctor on the real PyTorch, CuPy and
JAX libraries installed there: each will run (they do: the frameworks use this GPU).

usage: check_doctor_on_gpu.py CUDACOMPAT FATBIN_DIR OUT_JSON
"""
from __future__ import annotations

import ctypes
import glob
import json
import os
import subprocess
import sys


def doctor(tool: str, paths: list[str]) -> tuple[int, dict]:
    run = subprocess.run([tool, "doctor", "--json", *paths], capture_output=True, text=True, timeout=540)
    return run.returncode, json.loads(run.stdout)


def module_load_results(fatbins: list[str]) -> dict[str, int]:
    cuda = ctypes.CDLL("libcuda.so.1")
    assert cuda.cuInit(0) == 0
    device, context = ctypes.c_int(), ctypes.c_void_p()
    assert cuda.cuDeviceGet(ctypes.byref(device), 0) == 0
    assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(context), device) == 0
    assert cuda.cuCtxSetCurrent(context) == 0
    results = {}
    for path in fatbins:
        data = open(path, "rb").read()
        module = ctypes.c_void_p()
        code = cuda.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(data))
        if code == 0:
            cuda.cuModuleUnload(module)
        results[os.path.basename(path)] = code
    return results


def main() -> int:
    tool, fatbin_dir, out = sys.argv[1:4]
    failures, record = [], {}
    fatbins = sorted(glob.glob(os.path.join(fatbin_dir, "*.fatbin")))
    code, report = doctor(tool, fatbins)
    record["driver"] = report.get("driver")
    verdicts = {}
    for artifact in report.get("artifacts", []):
        gpus = artifact.get("gpus") or []
        verdicts[os.path.basename(artifact.get("path", ""))] = (gpus[0]["status"] if gpus else None,
                                                                 gpus[0].get("reason") if gpus else artifact.get("problems"))
    loads = module_load_results(fatbins)
    record["fatbins"] = {}
    for name, result in loads.items():
        status, reason = verdicts.get(name, (None, "doctor did not list it"))
        agree = (status in ("sass", "jit")) == (result == 0)  # doctor: sass (native), jit, no
        record["fatbins"][name] = {"doctor": status, "reason": reason, "cuModuleLoadData": result, "agree": agree}
        print(("ok    " if agree else "FAIL  ") + f"{name}: doctor says {status} ({reason}); cuModuleLoadData -> {result}")
        if not agree:
            failures.append(name)
    # The frameworks installed here, which run on this GPU.
    import importlib.util
    frameworks = {}
    for module, sub in (("torch", "lib"), ("cupy", ""), ("jax_plugins", "")):
        spec = importlib.util.find_spec(module)
        if spec and spec.submodule_search_locations:
            frameworks[module] = os.path.join(list(spec.submodule_search_locations)[0], sub)
    for name, path in frameworks.items():
        code, report = doctor(tool, [path])
        wont = [(a.get("path"), a.get("problems")) for a in report.get("artifacts", []) if not a.get("will_run")]
        record[name] = {"exit": code, "artifacts": len(report.get("artifacts", [])), "will_not_run": wont[:10]}
        ok = not wont
        print(("ok    " if ok else "FAIL  ") + f"doctor on {name} ({path}): {len(report.get('artifacts', []))} artifacts, "
              f"exit {code}, will not run: {wont[:3]}")
        if not ok:
            failures.append(name)
    record["failures"] = failures
    with open(out, "w") as handle:
        json.dump(record, handle, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
