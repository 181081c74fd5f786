#!/usr/bin/env python3
"""On a machine with a GPU: `cudacompat doctor`'s verdicts against what the driver does.

For each fatbin and executable of make_fatbins.sh (every toolkit of the matrix), doctor (run
first, reading files only) says whether GPU 0 runs it natively, through the PTX JIT, or not at
all, and whether it will run; then the real driver decides: cuModuleLoadData loads each fatbin or
refuses it, and each executable runs its kernel and checks the result, or fails. They must agree,
case by case: sass/jit and will_run <=> loaded (fatbins), will_run <=> exit 0 (executables); a
fatbin that doctor calls runnable without a GPU verdict (an LTO-IR-only one, before doctor knew
that no driver loads LTO-IR) disagrees with a driver that refuses it. Then doctor on the
real PyTorch, CuPy and JAX libraries installed there: each will run (they do: the frameworks use
this GPU). A Markdown table of the cases goes beside OUT_JSON (OUT_JSON with .md).

usage: check_doctor_on_gpu.py CUDACOMPAT FATBIN_DIR OUT_JSON [--skip-frameworks]
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


def run_executable(path: str) -> tuple[int, str]:
    try:
        run = subprocess.run([path], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return -1, "timed out after 120 s"
    lines = (run.stdout + run.stderr).strip().splitlines()
    return run.returncode, lines[-1] if lines else ""


def main() -> int:
    tool, fatbin_dir, out = sys.argv[1:4]
    skip_frameworks = "--skip-frameworks" in sys.argv[4:]
    failures, record = [], {}
    fatbins = sorted(glob.glob(os.path.join(fatbin_dir, "*.fatbin")))
    executables = sorted(glob.glob(os.path.join(fatbin_dir, "*.exe")))
    code, report = doctor(tool, fatbins + executables)
    record["driver"] = report.get("driver")
    verdicts = {}
    for artifact in report.get("artifacts", []):
        gpus = artifact.get("gpus") or []
        verdicts[os.path.basename(artifact.get("path", ""))] = {
            "status": gpus[0]["status"] if gpus else None,
            "reason": gpus[0].get("reason") if gpus else artifact.get("gpu_note"),
            "will_run": artifact.get("will_run"),
            "problems": artifact.get("problems"),
            "min_driver": artifact.get("min_driver"),
            "min_driver_exact": artifact.get("min_driver_exact"),
        }
    rows = []
    loads = module_load_results(fatbins)
    record["fatbins"] = {}
    for name, result in loads.items():
        verdict = verdicts.get(name, {"status": None, "reason": "doctor did not list it"})
        status = verdict["status"]
        loaded = result == 0
        agree = (status in ("sass", "jit")) == loaded and bool(verdict.get("will_run")) == loaded  # sass, jit, no
        record["fatbins"][name] = {**verdict, "cuModuleLoadData": result, "agree": agree}
        rows.append((name, status, verdict.get("will_run"), f"cuModuleLoadData -> {result}", agree, verdict["reason"]))
        print(
            ("ok    " if agree else "FAIL  ") + f"{name}: doctor says {status} ({verdict['reason']}); "
            f"cuModuleLoadData -> {result}"
        )
        if not agree:
            failures.append(name)
    record["executables"] = {}
    for path in executables:
        name = os.path.basename(path)
        verdict = verdicts.get(name, {"status": None, "will_run": None, "reason": "doctor did not list it"})
        rc, said = run_executable(path)
        agree = bool(verdict.get("will_run")) == (rc == 0) and (verdict["status"] in ("sass", "jit")) == (rc == 0)
        record["executables"][name] = {**verdict, "exit": rc, "said": said, "agree": agree}
        rows.append(
            (
                name,
                verdict["status"],
                verdict.get("will_run"),
                f"exit {rc}: {said}",
                agree,
                verdict["reason"] if verdict.get("will_run") else "; ".join(verdict.get("problems") or []),
            )
        )
        print(
            ("ok    " if agree else "FAIL  ") + f"{name}: doctor says {verdict['status']}, will_run="
            f"{verdict.get('will_run')}; ran: exit {rc} ({said})"
        )
        if not agree:
            failures.append(name)
    with open(os.path.splitext(out)[0] + ".md", "w") as table:
        driver = (record.get("driver") or {}).get("summary", "")
        table.write(
            f"driver: {driver}\n\n| file | doctor: GPU 0 | doctor: will run | the driver | agree | doctor's reason |\n"
            "|---|---|---|---|---|---|\n"
        )
        for name, status, will_run, seen, agree, reason in rows:
            reason = str(reason).replace("|", "\\|")
            table.write(f"| {name} | {status} | {will_run} | {seen} | {'yes' if agree else 'NO'} | {reason} |\n")
    if skip_frameworks:
        record["failures"] = failures
        with open(out, "w") as handle:
            json.dump(record, handle, indent=1)
        return 1 if failures else 0
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
        print(
            ("ok    " if ok else "FAIL  ")
            + f"doctor on {name} ({path}): {len(report.get('artifacts', []))} artifacts, "
            f"exit {code}, will not run: {wont[:3]}"
        )
        if not ok:
            failures.append(name)
    record["failures"] = failures
    with open(out, "w") as handle:
        json.dump(record, handle, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
